// CircleDiff encoder (model::CircleDiff, spec §7 `circlediff`):
// n(c0) == |n(c1) - n(c2)|. Entry point: encode(const model::CircleDiff&, Context&).
// Encoding: tuple selectors over the allowed triples of candidates (Bacchus,
// CP 2007; pair::require_tuple), empty-false.
// Example: circlediff(a, b, c) over 1..3: (1,1,2), (1,2,1), (1,2,3), (2,1,3), ...
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::CircleDiff& c, Context& ctx) {
  pair::require_calc3(ctx, c.c0, c.c1, c.c2, [](long long x0, long long x1, long long x2) {
    return x0 == pair::distance(x1, x2);
  });
}

}  // namespace rfsat::enc
