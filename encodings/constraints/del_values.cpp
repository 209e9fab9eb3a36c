// DelValues encoder (model::DelValues, spec §5 `del_values`): the cell holds
// none of the symbols. Entry point: encode(const model::DelValues&, Context&).
// Encoding: unit clauses forbid the cell's candidates the rule excludes
// (table::keep_only). After pruning (domains.cpp) those candidates usually
// have no variable any more and nothing is emitted; without pruning these
// units carry the rule alone.
// Example: del_values(a, 1, 3) over 1..4: -a1, -a3.
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::DelValues& c, Context& ctx) {
  table::keep_only(c.cell, ctx, [&](int s) { return !table::contains(c.symbols, s); });
}

}  // namespace rfsat::enc
