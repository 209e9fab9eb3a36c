// Sum (killer cage, little killer, `repetition` cage) and SumModulo (kimo_sum)
// encoders, over the sum helpers of encodings/sum/:
//  - distinct cells: combination selectors (encodings.md §7 "Killer cage",
//    §8; as in Bacchus CP 2007 tuple selectors over digit sets), or the
//    partial-sum DP plus at-most-one per symbol when the sets are many;
//  - repeats allowed: the layered partial-sum DP (Abio & Stuckey CP 2014);
//  - kimo_sum: a layered DP over residues.
// Example: sum(5, a, b) over 1..4, distinct: selectors for {1,4} and {2,3}.
#include "encoders.hpp"
#include "sum/combination.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Sum& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  if (c.distinct)
    sum::distinct_sum(ctx.formula, cols, c.target, ctx.options.card_method);
  else
    sum::sum_equals(ctx.formula, cols, c.target, ctx.options.card_method);
}

void encode(const model::SumModulo& c, Context& ctx) {
  sum::sum_modulo(ctx.formula, table::columns(ctx, c.cells), c.remainder, c.modulus,
                  ctx.options.card_method);
}

}  // namespace rfsat::enc
