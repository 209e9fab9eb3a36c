// Minimum encoder (model::Minimum, `minimum`): n(cell) < n(x) for each
// compared neighbour x. Encoding: order literals (order/less.hpp), per
// neighbour one binary clause per value of the cell's ladder. Propagation:
// each comparison is arc consistent by UP and the comparisons form a star
// around the cell, so UP reaches GAC on the constraint. Size on 1..9: at most
// 4 x 9 binary clauses, plus the ladders (8 variables, about 26 clauses per
// cell, shared). Entry point: encode(const model::Minimum&, Context&).
// Example: minimum at r2c2 over 1..9: r2c2 <= 5, and r2c2 >= 3 -> r1c2 >= 4.
#include "encoders.hpp"
#include "order/less.hpp"

namespace rfsat::enc {

void encode(const model::Minimum& c, Context& ctx) {
  for (int x : c.cells) order::less(ctx, c.cell, x);
}

}  // namespace rfsat::enc
