// GlobalMod encoder (model::GlobalMod, `global_mod`): the four cells of a 2x2
// square hold a number of each residue modulo 3 (card::residue_classes).
// Encoding, size and propagation as global_entropy.cpp: class literals per
// cell (card/classes.hpp) and card::every_class, GAC by UP on each square;
// 1,779 variables and 6,834 clauses on a 9x9 sudoku.
// Entry point: encode(const model::GlobalMod&, Context&).
// Example: over 1..9, a square holding 3 and 6 has its other two cells in
// {1, 4, 7} and {2, 5, 8}, one each.
#include "card/classes.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::GlobalMod& c, Context& ctx) {
  card::every_class(ctx, c.cells, card::residue_classes(ctx.puzzle.symbols, 3), 3);
}

}  // namespace rfsat::enc
