// Sandwich encoder: on the line, exactly one cell holds the smallest and one
// the largest calculation number of `values` (sandwich_crusts: the two
// given numbers, every other number filling anywhere), and the cells
// strictly between them sum to the target. A layered DP over positions with phase x partial
// sum (encodings.md §7 "Sandwich sum", the DP variant; sum/sandwich.hpp),
// exact with multiplicities, duplicate calculation numbers and short lines.
// Entry point: encode(const model::Sandwich&, Context&).
// Example: sandwich(5, ...) on 4 cells over 1..4: 1,2,3,4 and 1,3,2,4 and
// their reverses.
#include <algorithm>

#include "encoders.hpp"
#include "sum/sandwich.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Sandwich& c, Context& ctx) {
  if (c.given_crusts)
    return sum::given_crusts_sum(ctx.formula, table::columns(ctx, c.cells), c.crust_a, c.crust_b,
                                 c.target);
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  if (symbols.size() == 0) {
    ctx.formula.add_clause({});
    return;
  }
  long long lo = symbols.calc(0), hi = symbols.calc(0);
  for (int s = 1; s < symbols.size(); ++s) {
    lo = std::min<long long>(lo, symbols.calc(s));
    hi = std::max<long long>(hi, symbols.calc(s));
  }
  sum::sandwich_sum(ctx.formula, table::columns(ctx, c.cells), lo, hi, c.target);
}

}  // namespace rfsat::enc
