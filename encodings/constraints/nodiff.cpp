// NoDiff encoder (model::NoDiff: nodiff, nodiff_adjacent, non_consecutive,
// spec §7-§8): |n(a) - n(b)| != d on every pair;
// d < 0 bans nothing. Entry point: encode(const model::NoDiff&, Context&).
// Encoding: one binary clause -x[a][v] | -x[b][w] per banned pair of
// candidates (pair::ban); pairs with an empty cell are never banned.
// (encodings.md "Non-consecutive", "Negative Kropki").
// Example: non_consecutive on a 1x2 grid over 1..3: -a1|-b2, -a2|-b1, -a2|-b3, -a3|-b2.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::NoDiff& c, Context& ctx) {
  const long long d = c.d;
  pair::ban_calc(ctx, c.pairs, [d](long long x, long long y) { return pair::distance(x, y) == d; });
}

}  // namespace rfsat::enc
