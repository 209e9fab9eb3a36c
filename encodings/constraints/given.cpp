// Given encoder (model::Given: set_cell, spec §5, and the givens of every
// other format): the cell holds the symbol. Entry point:
// encode(const model::Given&, Context&).
// Encoding: unit clauses forbid the cell's candidates the rule excludes
// (table::keep_only). After pruning (domains.cpp) those candidates usually
// have no variable any more and nothing is emitted; without pruning these
// units carry the rule alone.
// A given whose symbol is no longer a candidate yields the empty clause.
// Example: set_cell(a, 2) over 1..4: -a1, -a3, -a4.
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Given& c, Context& ctx) {
  if (ctx.lit(c.cell, c.symbol) == 0) {
    ctx.formula.add_clause({});
    return;
  }
  table::keep_only(c.cell, ctx, [&](int s) { return s == c.symbol; });
}

}  // namespace rfsat::enc
