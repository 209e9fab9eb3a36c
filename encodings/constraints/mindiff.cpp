// MinDiff encoder (model::MinDiff, spec §7 `mindiff`): |n(a) - n(b)| >= d.
// Entry point: encode(const model::MinDiff&, Context&).
// Encoding: support clauses over the symbol relation (Kasif 1990; Gent, ECAI
// 2002; pair/relation.hpp), x[a][v] -> OR of x[b][w] the relation allows, both
// ways; unit propagation achieves arc consistency. Empty-false: the empty
// symbol supports nothing.
// Example: mindiff(2, a, b) over 1..4: a=2 -> b=4, a=3 -> b=1.
#include "encoders.hpp"
#include "pair/calc.hpp"

namespace rfsat::enc {

void encode(const model::MinDiff& c, Context& ctx) {
  pair::require_calc(ctx, c.a, c.b,
                     [d = c.d](long long x, long long y) { return pair::distance(x, y) >= d; });
}

}  // namespace rfsat::enc
