// Equal encoder (model::Equal, spec §7 `equal`): the two cells hold the same
// symbol. Entry point: encode(const model::Equal&, Context&).
// Encoding: support clauses over the symbol relation (Kasif 1990; Gent, ECAI
// 2002; pair/relation.hpp), x[a][v] -> OR of x[b][w] the relation allows, both
// ways; unit propagation achieves arc consistency. Empty-false: the empty
// symbol supports nothing.
// Example: equal(a, b) over 1..3: a=1 -> b=1, b=2 -> a=2, ...
#include "encoders.hpp"
#include "pair/relation.hpp"

namespace rfsat::enc {

void encode(const model::Equal& c, Context& ctx) {
  pair::require(ctx, pair::relation(ctx.puzzle.symbols, [](int v, int w) { return v == w; }), c.a,
                c.b);
}

}  // namespace rfsat::enc
