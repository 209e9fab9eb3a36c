// KropkiAny encoder (model::KropkiAny, `kropki_any`, the grey dot: the
// numbers are consecutive or one is twice the other). Entry point:
// encode(const model::KropkiAny&, Context&).
// Encoding: support clauses over the symbol relation (Kasif 1990; Gent, ECAI
// 2002; pair/relation.hpp), x[a][v] -> OR of x[b][w] the relation allows, both
// ways; unit propagation achieves arc consistency. Empty-false: the empty
// symbol supports nothing.
// Example: kropki_any over 1..4: a=1 -> b=2, a=2 -> b=1 | b=3 | b=4, a=3 -> b=2 | b=4.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::KropkiAny& c, Context& ctx) {
  pair::require_calc(ctx, c.a, c.b, [](long long x, long long y) {
    return pair::distance(x, y) == 1 || pair::times(x, 2, y) || pair::times(y, 2, x);
  });
}

}  // namespace rfsat::enc
