// Whisper encoder: neighbours along the line differ by at least d,
// |n(c_i) - n(c_{i+1})| >= d (German whispers: d = 5). Encoding: support
// clauses per edge (Kasif 1990; Gent, ECAI 2002; order/relation.hpp):
// x[a][v] -> OR of x[b][w] with |v - w| >= d, and the same from b; a unit
// -x[a][v] when there is none. Unit propagation achieves arc consistency.
// d <= 0 always holds and emits nothing.
// Entry point: encode(const model::Whisper&, Context&).
// Example: whisper(5, a, b) over 1..9: a = 5 is impossible, a = 4 -> b = 9.
#include "encoders.hpp"
#include "order/relation.hpp"

namespace rfsat::enc {

void encode(const model::Whisper& w, Context& ctx) {
  if (w.d <= 0) return;
  const long long d = w.d;
  for (std::size_t i = 0; i + 1 < w.cells.size(); ++i)
    order::relate(ctx, w.cells[i], w.cells[i + 1],
                  [d](long long v, long long u) { return v - u >= d || u - v >= d; });
}

}  // namespace rfsat::enc
