// NoKropkiSum encoder (model::NoKropkiSum, spec §8 `no_kropki_sum`): no pair
// sums to one of `sums`. Entry point: encode(const model::NoKropkiSum&, Context&).
// Encoding: one binary clause -x[a][v] | -x[b][w] per banned pair of
// candidates (pair::ban); pairs with an empty cell are never banned.
// Example: no_kropki_sum(5) over 1..4: -a1|-b4, -a2|-b3, -a3|-b2, -a4|-b1.
#include <set>

#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::NoKropkiSum& c, Context& ctx) {
  const std::set<long long> sums(c.sums.begin(), c.sums.end());
  pair::ban_calc(ctx, c.pairs, [&](long long x, long long y) { return sums.count(x + y) > 0; });
}

}  // namespace rfsat::enc
