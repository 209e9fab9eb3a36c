// What a line rule alone excludes, without the solver, for rules too large
// for a table (rule_tables.hpp): a scan of the rule's cells in order that
// keeps every state a prefix can reach (a sandwich: which crusts were seen
// and the sum since the first; a sum: the running total and, when its
// symbols differ, the symbols used), then walks back keeping the states
// from which an accepted end is reachable. A candidate is supported when a
// reachable state takes it to one that can still end well: generalised arc
// consistency of the rule alone, the dynamic programme of the regular
// constraint (Pesant, "A regular language membership constraint for finite
// sequences of variables", CP 2004). Why: inside hypotheses a nested path
// asks each rule alone after every step; a sandwich asked of the solver on
// a 14,000-variable formula cost 1-2.5 ms and often hit the conflict budget
// (docs/tuning.md#explain-variants), a scan takes microseconds.
//
//   RuleScans scans(puzzle);
//   std::vector<Mask> support(state.cells(), 0);
//   if (std::optional<bool> holds = scans.supported(k, state, support)) ...
#pragma once

#include <optional>
#include <unordered_map>
#include <vector>

#include "derived_sums.hpp"
#include "grid_state.hpp"
#include "puzzle.hpp"

namespace rfsat::explain {

// For a rule with a scan (sandwich, sum) whose cells are distinct: fills
// `support` (indexed by cell) with the candidates of its cells that some
// filling of the rule from the state's candidates holds, and returns
// whether one exists (false: the state breaks the rule). nullopt for any
// other rule, or when a scan would overflow a number or grow past its
// bound of states (the caller asks the solver).
std::optional<bool> scan_supported(const model::Puzzle& p, const model::Constraint& c,
                                   const GridState& s, std::vector<Mask>& support);

// The same for a derived equation (innies and outies: derived_sums.hpp):
// sum(plus) - sum(minus) = total over the candidates of its cells, the plus
// cells' symbols pairwise different when it is `distinct`.
std::optional<bool> scan_equation(const model::Puzzle& p, const presolve::Derived& d,
                                  const GridState& s, std::vector<Mask>& support);

// scan_supported for the puzzle's constraint k, remembered: a hypothesis'
// nested path asks a rule again after every step, and the hypotheses of a
// step share most of their grids, so the same candidates of a rule's cells
// come back often.
class RuleScans {
 public:
  explicit RuleScans(const model::Puzzle& p) : p_(p) {}
  std::optional<bool> supported(int k, const GridState& s, std::vector<Mask>& support);

 private:
  struct Hash {
    std::size_t operator()(const std::vector<Mask>& key) const;
  };
  struct Answer {
    std::optional<bool> holds;
    std::vector<Mask> support;  // per cell of the rule, in its order
  };
  static constexpr std::size_t kMaxRemembered = 100000;
  const model::Puzzle& p_;
  // Key: k, then the candidates of the rule's cells in its order.
  std::unordered_map<std::vector<Mask>, Answer, Hash> answers_;
  // Rules whose scan once had no answer (too many states: a large cage of
  // a large grid): the solver answers them from then on.
  std::vector<char> unscanned_;
  std::vector<Mask> key_;
};

}  // namespace rfsat::explain
