// Double-arrow encoder (model::DoubleArrow): the two end cells sum to the
// interior's total (symbols may repeat). Encoding: the ends and the interior
// are the two parts of one equal-sum constraint (sum/equal_sums.hpp: a sum DP
// per part tied to a shared integer). Size: two DPs (the interior's of L
// cells over 1..D has at most L*D partial sums per layer) and 2 binary clauses
// per shared value. Unit propagation reaches GAC when no cell is visited
// twice (two parts meeting only in the shared sum). One cell: its ends are
// that cell twice and the interior is empty (2 n(c) == 0); no cell: nothing.
// Entry point: encode(const model::DoubleArrow&, Context&).
// Example: double_arrow(a, b, c, d) over 1..4: a + d == b + c.
#include "encoders.hpp"
#include "sum/equal_sums.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::DoubleArrow& c, Context& ctx) {
  if (c.cells.empty()) return;
  std::vector<table::Column> ends = {table::column(ctx, c.cells.front()),
                                     table::column(ctx, c.cells.back())};
  std::vector<table::Column> interior;
  for (std::size_t i = 1; i + 1 < c.cells.size(); ++i)
    interior.push_back(table::column(ctx, c.cells[i]));
  sum::equal_sums(ctx.formula, {ends, interior});
}

}  // namespace rfsat::enc
