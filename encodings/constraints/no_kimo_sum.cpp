// NoKimoSum encoder (model::NoKimoSum, spec §6 `no_kimo_sum`): no pair sums
// to r modulo m. Entry point: encode(const model::NoKimoSum&, Context&).
// Encoding: one binary clause -x[a][v] | -x[b][w] per banned pair of
// candidates (pair::ban); pairs with an empty cell are never banned.
// Example: no_kimo_sum(0, 3) over 1..4: -a1|-b2, -a2|-b1, -a2|-b4, -a3|-b3, -a4|-b2.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::NoKimoSum& c, Context& ctx) {
  const long long m = c.modulus, r = pair::mod_floor(c.remainder, c.modulus);
  pair::ban_calc(ctx, c.pairs, [&](long long x, long long y) { return pair::mod_floor(x + y, m) == r; });
}

}  // namespace rfsat::enc
