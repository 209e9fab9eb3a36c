// KropkiFactor encoder (model::KropkiFactor, spec §7 `kropki_factor`, the
// black dot): n(a) == f*n(b) or n(b) == f*n(a). Entry point:
// encode(const model::KropkiFactor&, Context&).
// Encoding: support clauses over the symbol relation (Kasif 1990; Gent, ECAI
// 2002; pair/relation.hpp), x[a][v] -> OR of x[b][w] the relation allows, both
// ways; unit propagation achieves arc consistency. Empty-false: the empty
// symbol supports nothing.
// (encodings.md "Kropki white/black").
// Example: kropki_factor(a, b) over 1..4: a=1 -> b=2, a=2 -> b=1 | b=4, a=3 false.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::KropkiFactor& c, Context& ctx) {
  pair::require_calc(ctx, c.a, c.b, [f = c.f](long long x, long long y) {
    return pair::times(x, f, y) || pair::times(y, f, x);
  });
}

}  // namespace rfsat::enc
