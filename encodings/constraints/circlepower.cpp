// CirclePower encoder (model::CirclePower, spec §7 `circlepower`):
// n(c0) == n(c1)^n(c2), the exponent >= 0 (0^0 == 1). Entry point:
// encode(const model::CirclePower&, Context&).
// Encoding: tuple selectors over the allowed triples of candidates (Bacchus,
// CP 2007; pair::require_tuple), empty-false.
// Example: circlepower(a, b, c) over 1..4: (1,1,*), (2,2,1), (4,2,2), (3,3,1), (4,4,1).
#include <optional>

#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::CirclePower& c, Context& ctx) {
  pair::require_calc3(ctx, c.c0, c.c1, c.c2, [](long long x0, long long x1, long long x2) {
    const std::optional<long long> p = pair::power(x1, x2);
    return p && *p == x0;
  });
}

}  // namespace rfsat::enc
