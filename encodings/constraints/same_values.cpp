// SameValues encoder (`same_values(set1; set2; ...)`): the sets (equally
// sized) hold the same multiset of numbers. Entry point:
// encode(const model::SameValues&, Context&). Encoding: per number v any
// cell may hold and per set, a unary count of the set's "holds v" literals
// (card::unary_count, the totalizer), and the counts of every set equal to
// the first set's (card::counts_equal: 2 binary clauses per output). Size
// per number: sets x (totalizer over that set's literals). Not GAC (the
// counts of different numbers interact through the cells).
// Example: same_values(a, b; c, d) over 123: {n(a), n(b)} == {n(c), n(d)}
// as multisets: (1,2,2,1), (1,1,1,1), ...
#include <set>

#include "card/totalizer.hpp"
#include "encoders.hpp"
#include "table/value_counts.hpp"

namespace rfsat::enc {

void encode(const model::SameValues& c, Context& ctx) {
  if (c.size <= 0 || c.cells.empty()) return;
  std::vector<std::vector<int>> sets;
  for (std::size_t at = 0; at < c.cells.size(); at += c.size)
    sets.emplace_back(c.cells.begin() + at, c.cells.begin() + at + c.size);
  for (long long v : table::candidate_values(ctx, c.cells)) {
    const std::vector<int> first =
        card::unary_count(ctx.formula, table::value_lits(ctx, sets[0], v));
    for (std::size_t i = 1; i < sets.size(); ++i)
      card::counts_equal(ctx.formula, first,
                         card::unary_count(ctx.formula, table::value_lits(ctx, sets[i], v)));
  }
}

}  // namespace rfsat::enc
