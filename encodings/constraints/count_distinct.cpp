// CountDistinct encoder (`count_distinct(c0, c1, ..., ck)`): n(c0) is the
// number of distinct numbers among n(c1), ..., n(ck). Entry point:
// encode(const model::CountDistinct&, Context&). Encoding: per number v the
// others may hold, a literal p_v "some of c1..ck holds v" (card::presence,
// both ways); a totalizer over the p_v (card::unary_count) tied to the
// control cell's candidates by number (card::count_equals_value); and the
// redundant "at most k distinct numbers" (a unit on the count's output k+1)
// that the presence literals alone do not give. Size: V presence literals
// with k+1 clauses each (V numbers), the totalizer's O(V log V) variables
// and O(V^2) clauses, 3 clauses per control candidate. Not GAC (GAC on
// NValue is NP-hard; Bessiere et al. 2006); unit propagation keeps the
// count's bounds and the control cell in step.
// Example: count_distinct(a, b, c) over 123: a = 1 with b = c, a = 2 with
// b != c.
#include "card/presence.hpp"
#include "card/totalizer.hpp"
#include "encoders.hpp"
#include "table/value_counts.hpp"

namespace rfsat::enc {

void encode(const model::CountDistinct& c, Context& ctx) {
  if (c.cells.empty()) return;
  const std::vector<int> others(c.cells.begin() + 1, c.cells.end());
  std::vector<int> present;
  for (long long v : table::candidate_values(ctx, others))
    present.push_back(card::presence(ctx.formula, table::value_lits(ctx, others, v)));
  const std::vector<int> count = card::unary_count(ctx.formula, present);
  if (others.size() < count.size()) ctx.formula.add_clause({-count[others.size()]});
  std::vector<order::ValueLit> control;
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (int x = ctx.lit(c.cells[0], s)) control.push_back({ctx.puzzle.symbols.calc(s), x});
  card::count_equals_value(ctx.formula, count, control);
}

}  // namespace rfsat::enc
