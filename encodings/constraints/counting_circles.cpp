// CountingCircles encoder (`counting_circles(c1, ..., ck)`): a number v held
// by some of the cells is held by exactly v of them. Entry point:
// encode(const model::CountingCircles&, Context&). Encoding: per number v
// of the cells' candidates, units when v < 1 or v > k; else a unary count
// of the "holds v" literals (card::unary_count) restricted to {0, v}
// (card::count_in: "at least one -> at least v" and "not v+1"). Redundant,
// as the Interactive Sudoku Solver reasons: the numbers present sum to k,
// sum over v of v * [count_v >= 1] = k, a partial-sum DP (sum::sum_equals)
// over one column per number with the options -p_v (0) and p_v (v), p_v
// being the count's first output. Not GAC. Size per number: a totalizer
// over k * (symbols of that number) literals; the DP has at most k + 1
// states per layer.
// Example: counting_circles(a, b, c) over 123: (1,2,2) and its orders, or
// (3,3,3).
#include "card/totalizer.hpp"
#include "encoders.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"
#include "table/value_counts.hpp"

namespace rfsat::enc {

void encode(const model::CountingCircles& c, Context& ctx) {
  const long long k = static_cast<long long>(c.cells.size());
  std::vector<table::Column> present;  // one column per number 1..k a cell may hold
  for (long long v : table::candidate_values(ctx, c.cells)) {
    const std::vector<int> lits = table::value_lits(ctx, c.cells, v);
    if (v < 1 || v > k) {
      for (int x : lits) ctx.formula.add_clause({-x});
      continue;
    }
    const std::vector<int> count = card::unary_count(ctx.formula, lits);
    card::count_in(ctx.formula, count, [v](int n) { return n == 0 || n == v; });
    present.push_back({{-count[0], -1, 0}, {count[0], -1, v}});
  }
  sum::sum_equals(ctx.formula, present, k);
}

}  // namespace rfsat::enc
