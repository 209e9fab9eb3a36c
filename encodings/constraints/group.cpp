// Group (house) encoder: for each symbol s with multiplicity m, the cells of
// the group holding s number at most m, or exactly m when the group is full
// (as many cells as `values` has characters). Uses the shared cardinality
// helpers; for sudoku houses that is exactly-one per digit, the redundant
// "complete" encoding that pairs with the per-cell exactly-one.
// Entry point: encode(const model::Group&, Context&).
// Example: group {a,b} over values "12": one of (1,2),(2,1).
#include <vector>

#include "card/cardinality.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::Group& g, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  const bool full = static_cast<int>(g.cells.size()) == symbols.capacity;
  std::vector<int> lits;
  for (int s = 0; s < symbols.size(); ++s) {
    lits.clear();
    for (int cell : g.cells)
      if (int x = ctx.lit(cell, s)) lits.push_back(x);
    const int m = symbols.symbols[s].multiplicity;
    if (full)
      card::exactly_k(ctx.formula, lits, m, ctx.options.card_method);
    else
      card::at_most_k(ctx.formula, lits, m, ctx.options.card_method);
  }
}

}  // namespace rfsat::enc
