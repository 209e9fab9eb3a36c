// KimoSum encoder (spec §6 `kimo_sum`): the sum of the cells is congruent to
// r modulo m. Entry point: encode(const model::KimoSum&, Context&).
// Encoding: a layered DP over the residues of the partial sums
// (sum/linear.hpp sum_modulo; layered decomposition as in Bacchus CP 2007).
// Example: kimo_sum(1, 3, a, b) over 1..4: (1,3), (3,1), (2,2), (3,4), (4,3).
#include "encoders.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::KimoSum& c, Context& ctx) {
  sum::sum_modulo(ctx.formula, table::columns(ctx, c.cells), c.remainder, c.modulus);
}

}  // namespace rfsat::enc
