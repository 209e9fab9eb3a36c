// What a small rule alone excludes, without the solver: for a rule of few
// cells (at most kMaxCombos combinations of its cells' symbols, e.g. one
// pair of split_rules.hpp, a kropki dot, a two-cell cage), the combinations
// it allows, read once from the independent checker (check::evaluate);
// on a grid, a candidate is excluded when no allowed combination of the
// cells' candidates holds it. Why: a hypothesis' nested path asks every
// such rule whose cells changed again after each step, and a solver call
// costs about 0.1 ms on a large formula (the whole model is assigned),
// a lookup microseconds. Steps found this way are proven by the solver as
// every step is (Engine::complete; a contradiction step with its reasons).
//
//   RuleTables tables(puzzle);
//   if (const RuleTable* t = tables.of(k, cells)) t->excluded(state, cells, supported);
#pragma once

#include <memory>
#include <vector>

#include "grid_state.hpp"
#include "puzzle.hpp"

namespace rfsat::explain {

struct RuleTable {
  // Each allowed combination: one symbol per cell, in the rule's cell order.
  std::vector<std::vector<int>> allowed;
  // Per cell, the candidates some allowed combination of the state's
  // candidates holds; false when none holds (the state breaks the rule).
  bool supported(const GridState& s, const std::vector<int>& cells,
                 std::vector<Mask>& support) const;
};

class RuleTables {
 public:
  static constexpr long long kMaxCombos = 729;
  explicit RuleTables(const model::Puzzle& p) : p_(p), tables_(p.constraints.size()) {}
  // The table of constraint k over `cells` (its cells, sorted), made on
  // first use; nullptr when it has too many combinations.
  const RuleTable* of(int k, const std::vector<int>& cells);

 private:
  const model::Puzzle& p_;
  std::vector<std::unique_ptr<RuleTable>> tables_;
  std::vector<char> too_big_;
};

}  // namespace rfsat::explain
