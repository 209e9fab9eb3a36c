// Greater encoder (model::Greater, spec §7 `greater`): n(a) > n(b).
// Entry point: encode(const model::Greater&, Context&).
// Encoding: support clauses over the symbol relation (Kasif 1990; Gent, ECAI
// 2002; pair/relation.hpp), x[a][v] -> OR of x[b][w] the relation allows, both
// ways; unit propagation achieves arc consistency. Empty-false: the empty
// symbol supports nothing.
// Example: greater(a, b) over 1..3: a=1 false, a=2 -> b=1, b=3 false.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::Greater& c, Context& ctx) {
  pair::require_calc(ctx, c.a, c.b, [](long long x, long long y) { return x > y; });
}

}  // namespace rfsat::enc
