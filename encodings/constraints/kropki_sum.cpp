// KropkiSum encoder (model::KropkiSum, spec §7 `kropki_sum`, `kropki_sum2`:
// X and V): n(a) + n(b) == s. Entry point: encode(const model::KropkiSum&, Context&).
// Encoding: support clauses over the symbol relation (Kasif 1990; Gent, ECAI
// 2002; pair/relation.hpp), x[a][v] -> OR of x[b][w] the relation allows, both
// ways; unit propagation achieves arc consistency. Empty-false: the empty
// symbol supports nothing.
// (encodings.md "XV").
// Example: kropki_sum(5, a, b) over 1..4: a=1 -> b=4, a=2 -> b=3, ...
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::KropkiSum& c, Context& ctx) {
  pair::require_calc(ctx, c.a, c.b, [s = c.s](long long x, long long y) { return x + y == s; });
}

}  // namespace rfsat::enc
