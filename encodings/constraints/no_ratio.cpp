// NoRatio encoder (model::NoRatio, the black half of no_kropki, spec §8):
// neither cell of a pair is f times the other. Entry point:
// encode(const model::NoRatio&, Context&).
// Encoding: one binary clause -x[a][v] | -x[b][w] per banned pair of
// candidates (pair::ban); pairs with an empty cell are never banned.
// (encodings.md "Negative Kropki").
// Example: f = 2 over 1..4: -a1|-b2, -a2|-b1, -a2|-b4, -a4|-b2.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::NoRatio& c, Context& ctx) {
  const long long f = c.f;
  pair::ban_calc(ctx, c.pairs, [f](long long x, long long y) {
    return pair::times(x, f, y) || pair::times(y, f, x);
  });
}

}  // namespace rfsat::enc
