// NoKropki encoder (model::NoKropki: `no_kropki`, `no_kropki_diff`,
// `no_kropki_factor`): the numbers of each pair (adjacent, carrying no dot)
// differ by none of `diffs` and are in none of the ratios `factors`.
// Encoding: one binary clause -x[a][v] | -x[b][w] per banned pair of
// candidates (pair::ban); pairs with an empty cell are never banned
// (encodings.md "Negative Kropki"). Propagation: each ban is arc consistent
// by UP. Size: for no_kropki over 1..9, 16 + 8 = 24 clauses per pair.
// Entry point: encode(const model::NoKropki&, Context&).
// Example: diffs {1}, factors {2} over 1..4: -a1|-b2, -a2|-b3, -a3|-b4,
// -a2|-b4 and the same with a and b swapped.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::NoKropki& c, Context& ctx) {
  pair::ban_calc(ctx, c.pairs, [&](long long x, long long y) {
    for (long long d : c.diffs)
      if (x - y == d || y - x == d) return true;
    for (long long f : c.factors)
      if (pair::times(x, f, y) || pair::times(y, f, x)) return true;
    return false;
  });
}

}  // namespace rfsat::enc
