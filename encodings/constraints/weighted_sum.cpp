// WeightedSum encoder (spec §6 `weighted_sum`, ISS's Sum with coefficients
// or a cell counted twice): sum of w_i * n(c_i) == target. Entry point:
// encode(const model::WeightedSum&, Context&).
// Encoding: the weights of a repeated cell are added first (a weight of 0
// drops the cell), so each cell is one column with its values scaled by its
// weight (sum::scaled); then the layered partial-sum DP (sum/linear.hpp,
// Abio & Stuckey CP 2014; Bacchus CP 2007), whose unit propagation achieves
// GAC on the merged sum. Negative weights need nothing special: the DP's
// states are any integers within the terms' bounds.
// Example: weighted_sum(0; 2, a; -1, b) over 1..4: (1,2), (2,4).
#include <map>

#include "encoders.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

static_assert(model::kWeightedSumLimit <= sum::kMaxMagnitude,
              "the semantic pass's bound must be within the sum DP's");

void encode(const model::WeightedSum& c, Context& ctx) {
  std::vector<int> order;
  std::map<int, long long> weight;
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    if (!weight.count(c.cells[i])) order.push_back(c.cells[i]);
    weight[c.cells[i]] += c.weights[i];
  }
  std::vector<table::Column> cols;
  for (int cell : order)
    if (weight[cell] != 0) cols.push_back(sum::scaled(table::column(ctx, cell), weight[cell]));
  sum::sum_equals(ctx.formula, cols, c.target);
}

}  // namespace rfsat::enc
