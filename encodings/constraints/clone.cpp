// Clone encoder (`clone(a1, ..., ak; b1, ..., bk)`): n(ai) == n(bi) for
// every position, numbers compared (symvalue may give two symbols one
// number; the empty symbol is 0). Entry point:
// encode(const model::Clone&, Context&). Encoding: support clauses per pair
// (order::relate, as palindrome: x[a][s] -> OR of x[b][t] with
// calc(t) == calc(s), and from b; Kasif 1990, Gent ECAI 2002): 2 clauses
// per candidate pair, binary when numbers are distinct. The pairs share no
// cell, so unit propagation reaches GAC on the whole rule.
// Example: clone(a; b) over 123: (1,1), (2,2), (3,3).
#include "encoders.hpp"
#include "order/relation.hpp"

namespace rfsat::enc {

void encode(const model::Clone& c, Context& ctx) {
  for (const auto& [a, b] : c.pairs)
    if (a != b) order::relate(ctx, a, b, [](long long v, long long w) { return v == w; });
}

}  // namespace rfsat::enc
