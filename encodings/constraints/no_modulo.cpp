// NoModulo encoder (model::NoModulo, spec §6 `no_modulo`): the cells of a pair
// have different remainders modulo m. Entry point: encode(const model::NoModulo&, Context&).
// Encoding: one binary clause -x[a][v] | -x[b][w] per banned pair of
// candidates (pair::ban); pairs with an empty cell are never banned.
// Example: no_modulo(2) over 1..4: both odd or both even is banned.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::NoModulo& c, Context& ctx) {
  const long long m = c.modulus;
  pair::ban_calc(ctx, c.pairs,
                 [&](long long x, long long y) { return pair::mod_floor(x, m) == pair::mod_floor(y, m); });
}

}  // namespace rfsat::enc
