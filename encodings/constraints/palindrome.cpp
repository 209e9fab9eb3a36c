// Palindrome encoder: n(c_i) == n(c_{k+1-i}), equality of calculation
// numbers (not symbols: symvalue may give two symbols one number; the empty
// symbol is 0 like any other). Encoding: support clauses per mirrored pair
// (Kasif 1990; Gent, ECAI 2002; order/relation.hpp), x[a][s] -> OR of x[b][t]
// with calc(t) == calc(s) and the same from b, a unit -x[a][s] when there is
// none; unit propagation achieves arc consistency. 2 clauses per candidate
// pair, binary when calculation numbers are distinct. A middle cell pairs with
// itself: nothing to say. (Aliasing the cells' variables would need the
// allocation in encode.cpp to know about palindromes, and is only sound for
// symbol equality.)
// Entry point: encode(const model::Palindrome&, Context&).
// Example: palindrome(a,b,c) over 123: a == c; b free.
#include "encoders.hpp"
#include "order/relation.hpp"

namespace rfsat::enc {

void encode(const model::Palindrome& p, Context& ctx) {
  const std::size_t k = p.cells.size();
  for (std::size_t i = 0; i < k / 2; ++i)
    order::relate(ctx, p.cells[i], p.cells[k - 1 - i], [](long long v, long long w) { return v == w; });
}

}  // namespace rfsat::enc
