// Parity encoder (model::Parity: even, odd, spec §5): the calculation number
// of each cell is even (or odd). Entry point: encode(const model::Parity&, Context&).
// Encoding: unit clauses forbid the cell's candidates the rule excludes
// (table::keep_only). After pruning (domains.cpp) those candidates usually
// have no variable any more and nothing is emitted; without pruning these
// units carry the rule alone.
// Example: even(c) over values "1234": c is 2 or 4.
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Parity& c, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  for (int cell : c.cells)
    table::keep_only(cell, ctx, [&](int s) { return (symbols.calc(s) % 2 == 0) == c.even; });
}

}  // namespace rfsat::enc
