// Binary relations between the calculation numbers of two cells (thermo
// edges n(a) < n(b), palindrome pairs n(a) == n(b), whisper edges
// |n(a) - n(b)| >= d, ...), lowered to the support encoding of
// table/table.hpp (Kasif 1990; Gent, ECAI 2002): x[a][v] -> OR of the
// x[b][w] with holds(v, w), and the same from b; a unit where nothing
// supports a candidate. Unit propagation achieves arc consistency.
//
//   order::relate(ctx, a, b, [](long long v, long long w) { return v < w; });
#pragma once

#include <functional>

namespace rfsat::enc {
struct Context;
}

namespace rfsat::enc::order {

using Relation = std::function<bool(long long v, long long w)>;

// holds(n(a), n(b)) over the candidates of the two cells. No allowed pair
// at all: the empty clause. a == b (a line that revisits a cell): the
// candidates v of the cell with holds(v, v).
void relate(Context& ctx, int a, int b, const Relation& holds);

}  // namespace rfsat::enc::order
