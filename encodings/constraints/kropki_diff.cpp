// KropkiDiff encoder (model::KropkiDiff, spec §7 `kropki_diff`, the white
// dot): |n(a) - n(b)| == d. Entry point: encode(const model::KropkiDiff&, Context&).
// Encoding: support clauses over the symbol relation (Kasif 1990; Gent, ECAI
// 2002; pair/relation.hpp), x[a][v] -> OR of x[b][w] the relation allows, both
// ways; unit propagation achieves arc consistency. Empty-false: the empty
// symbol supports nothing.
// (encodings.md "Kropki white/black").
// Example: kropki_diff over 1..4 gives a=1 -> b=2, a=2 -> b=1 | b=3, ...
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::KropkiDiff& c, Context& ctx) {
  pair::require_calc(ctx, c.a, c.b,
                     [d = c.d](long long x, long long y) { return pair::distance(x, y) == d; });
}

}  // namespace rfsat::enc
