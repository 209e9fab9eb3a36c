// Cage encoder (`cage(c1, ..., ck)`: a killer cage without a total): the
// cells hold pairwise different symbols. Entry point:
// encode(const model::Cage&, Context&). Encoding: at most one cell per
// symbol (table::distinct over card::at_most_one, pairwise up to 16 cells,
// else the ladder): k(k-1)/2 binary clauses per symbol. Unit propagation
// makes each symbol's at-most-one arc consistent, not the all-different as a
// whole (no Hall sets).
// Example: cage(a, b) over 12: (1,2) and (2,1).
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Cage& c, Context& ctx) { table::distinct(ctx, c.cells); }

}  // namespace rfsat::enc
