// Entropic-line encoder (model::EntropicLine): every 3 consecutive cells of
// the line hold one low, one middle and one high number (the thirds of
// card::third_classes: rank r of k distinct non-empty numbers in third
// floor(3r / k); the empty symbol is banned from the line). Encoding:
// card::class_windows with 3 classes and window 3 (class_windows.hpp: the
// third of position i equals that of position i + 3, and the first three
// positions are a table of the 6 orders of low, middle, high). Size: at most
// 4 class literals per cell, 6 binary clauses per position after the third,
// 6 selectors. Unit propagation reaches GAC when no cell is visited twice
// (a line of 3 or more cells; 2 cells: at-most-one per third, also GAC).
// Entry point: encode(const model::EntropicLine&, Context&).
// Example: entropic_line(a, b, c, d) over 1..9: d's third is a's; a, b, c
// one of each.
#include "card/class_windows.hpp"
#include "card/classes.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::EntropicLine& c, Context& ctx) {
  card::class_windows(ctx, c.cells, card::third_classes(ctx.puzzle.symbols), 3, 3);
}

}  // namespace rfsat::enc
