// Between-line encoder (model::BetweenLine): every interior position holds a
// number strictly between the two ends. Encoding: order literals
// (order/compare.hpp) guarded by one direction literal d ("the first end is
// the smaller"): d -> a < m and m < b for every interior cell m, and
// d -> a + 2 <= b; -d the same with a and b swapped. With no interior
// position nothing is emitted. Size: 1 variable and about 2(|a| + |b|) +
// 2|m| clauses per interior cell (|x|: the number of values of x). Unit
// propagation is bounds consistent, hence arc consistent, on each comparison
// once d is known; with d open it can miss a refutation that needs a chain
// of comparisons (m in {1,9}, a in {3,4}, b in {6,7}: no direction leaves m a
// value, found only once d is decided), so it is not GAC.
// Entry point: encode(const model::BetweenLine&, Context&).
// Example: between_line(a, m, b) over 1..4: (1,2,3), (1,2,4), (1,3,4),
// (2,3,4) and their mirrors.
#include <set>

#include "encoders.hpp"
#include "order/compare.hpp"

namespace rfsat::enc {

void encode(const model::BetweenLine& c, Context& ctx) {
  if (c.cells.size() < 3) return;
  const std::set<int> interior(c.cells.begin() + 1, c.cells.end() - 1);
  const order::Ladder& a = order::of_cell(ctx, c.cells.front());
  const order::Ladder& b = order::of_cell(ctx, c.cells.back());
  const int d = ctx.formula.new_var();
  order::add_less(ctx.formula, a, b, 2, d);
  order::add_less(ctx.formula, b, a, 2, -d);
  for (int cell : interior) {
    const order::Ladder& m = order::of_cell(ctx, cell);
    order::add_less(ctx.formula, a, m, 1, d);
    order::add_less(ctx.formula, m, b, 1, d);
    order::add_less(ctx.formula, b, m, 1, -d);
    order::add_less(ctx.formula, m, a, 1, -d);
  }
}

}  // namespace rfsat::enc
