// Parity-line encoder (model::ParityLine): neighbours along the line hold
// numbers of different parity (the empty symbol's 0 is even). Encoding:
// card::class_windows with the classes even and odd and window 2
// (class_windows.hpp): positions 2 apart share their parity (equivalent
// class literals) and the first two positions are a table of the 2 orders.
// Size: at most 3 class literals per cell, 4 binary clauses per position
// after the second, 2 selectors. Unit propagation reaches GAC when no cell is
// visited twice. Entry point: encode(const model::ParityLine&, Context&).
// Example: parity_line(a, b, c) over 1..4: a and c even and b odd, or the
// reverse.
#include "card/class_windows.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::ParityLine& c, Context& ctx) {
  std::vector<int> class_of(ctx.puzzle.symbols.size());
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    class_of[s] = static_cast<int>(((ctx.puzzle.symbols.calc(s) % 2) + 2) % 2);
  card::class_windows(ctx, c.cells, class_of, 2, 2);
}

}  // namespace rfsat::enc
