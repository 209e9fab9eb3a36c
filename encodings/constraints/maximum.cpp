// Maximum encoder (model::Maximum, `maximum`): n(cell) > n(x) for each
// compared neighbour x. Encoding: order literals (order/less.hpp), n(x) <
// n(cell) per neighbour, one binary clause per value of the neighbour's
// ladder. Propagation: arc consistent comparisons in a star around the
// cell: UP reaches GAC on the constraint. Size as minimum.cpp.
// Entry point: encode(const model::Maximum&, Context&).
// Example: maximum at r1c1 over 1..9 with two neighbours: r1c1 >= 3.
#include "encoders.hpp"
#include "order/less.hpp"

namespace rfsat::enc {

void encode(const model::Maximum& c, Context& ctx) {
  for (int x : c.cells) order::less(ctx, x, c.cell);
}

}  // namespace rfsat::enc
