// GlobalEntropy encoder (model::GlobalEntropy, `global_entropy`): the four
// cells of a 2x2 square hold a low, a middle and a high number (thirds of
// the distinct numbers, card::third_classes).
// Encoding: class literals per cell (card/classes.hpp, shared by the
// squares a cell is in) and card::every_class, a table over them with one
// selector per way of giving the three classes to three of the four cells
// (Bacchus, CP 2007). Propagation: UP reaches GAC on each square
// (tests/encodings/propagation_test). Size on a 9x9 sudoku: 64 squares,
// 1,779 new variables (24 selectors per square, 3 class literals per cell)
// and 6,834 clauses (per square 72 binary and 12 of up to 13 literals).
// Entry point: encode(const model::GlobalEntropy&, Context&).
// Example: square {1, 2, 3, 4} of 1..4 x 1..4 under 1..9: cells 1, 2 low ->
// cells 3, 4 are one middle and one high.
#include "card/classes.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::GlobalEntropy& c, Context& ctx) {
  card::every_class(ctx, c.cells, card::third_classes(ctx.puzzle.symbols), 3);
}

}  // namespace rfsat::enc
