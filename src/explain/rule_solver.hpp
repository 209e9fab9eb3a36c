// The SAT side of `rfsat explain`: the puzzle encoded without pruning (so
// that no presolve deduction slips in unexplained), every rule instance
// (constraint) under its own activation literal (enc::GuardedEncoding, as
// `rfsat minimize` does), the cells' exactly-one always on, on one
// incremental CaDiCaL. The candidate grid is assumed as negative cell
// literals; a question switches on the rules it names. CaDiCaL's failed
// assumptions give the state literals a conclusion rests on (a step's
// uses) and the rules of an unsatisfiable core, shrunk to a minimal one
// by deletion (Gamba, Bogaerts and Guns, "Efficiently explaining CSPs
// with unsatisfiable subset optimization", JAIR 2023).
//
//   RuleSolver rs(puzzle, deadline);
//   std::vector<int> uses;
//   if (rs.implied(state, step.reasons, step, &uses) == Answer::yes) ...
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "deadline.hpp"
#include "grid_state.hpp"
#include "puzzle.hpp"
#include "step.hpp"

namespace rfsat::enc {
class GuardedEncoding;
}
namespace rfsat::backend {
class SatSolver;
}

namespace rfsat::explain {

enum class Answer { yes, no, unknown };

// One encoding and solver kept across the puzzles of a collection, whose
// puzzles differ in their givens only: givens are the state (assumptions),
// not the formula. A RuleSolver built with a cache takes them when its own
// encoding is the same formula, and gives them back when it ends. Learned
// clauses follow from the formula alone (a question's selector is fresh and
// retired), so they hold for the next puzzle too. One cache per thread.
struct SolverCache {
  SolverCache();
  ~SolverCache();
  std::unique_ptr<enc::GuardedEncoding> enc;
  std::unique_ptr<backend::SatSolver> solver;
  // When every rule is a group: the sizes and the groups' cells, which
  // alone make the formula (then a puzzle with the same key skips encoding).
  std::vector<int> key;
  int reused = 0;  // puzzles since it was built (rebuilt after kMaxReuse)
  static constexpr int kMaxReuse = 64;
  // The cache of the first worker engine (contradiction steps), made on use.
  SolverCache* worker();

 private:
  std::unique_ptr<SolverCache> worker_;
};

class RuleSolver {
 public:
  // Throws cnf::LimitExceeded when the encoding outgrows the deadline.
  RuleSolver(const model::Puzzle& p, Deadline deadline, SolverCache* cache = nullptr);
  ~RuleSolver();

  // The constraints that are rules (every one but the givens and the
  // cells' candidate lists, which are the state: is_state), in order.
  const std::vector<int>& rules() const { return rules_; }
  // The cells whose candidates a rule can narrow (the whole grid for
  // rules without cells of their own).
  const std::vector<int>& cells_of(int constraint) const { return cells_[constraint]; }

  // Do the state and the rules `reasons` imply the step's conclusion? On
  // yes, `uses` gets the steps whose removals the proof took, and `core`
  // the reasons the proof took (a subset that implies it too).
  Answer implied(const GridState& s, const std::vector<int>& reasons, const Step& claim,
                 std::vector<int>* uses, std::vector<int>* core = nullptr);
  // The candidates of the rule's cells that the state and this rule alone
  // exclude, as a step (no conclusion: none); `contradiction` set when the
  // state breaks the rule outright.
  // A question takes at most kRuleBudget conflicts (a whole-grid rule
  // alone on a hypothesis' grid can be a hard colouring problem); past it,
  // the rule concludes nothing there.
  std::optional<Step> single_rule(const GridState& s, int constraint, bool& contradiction);
  static constexpr int kRuleBudget = 2000;
  // Is (cell, symbol) possible under the state and every rule?
  Answer possible(const GridState& s, int cell, int symbol);
  // A minimal set of rules that, with the state, excludes (cell, symbol);
  // nullopt if none (or the deadline passed). At most `max_rules` rules.
  // With variant rules and fewer than all of them allowed, the first
  // question takes at most kCoreBudget conflicts.
  std::optional<std::vector<int>> minimal_core(const GridState& s, int cell, int symbol,
                                               int max_rules, std::vector<int>* uses);
  static constexpr int kCoreBudget = 5000;
  // A minimal set of rules that, with the state, cannot all hold (shrunk
  // by deletion); nullopt if the state and every rule are satisfiable, or
  // the deadline passed, or a question took more than kConflictBudget
  // conflicts (a contradiction only a count over the whole grid shows).
  static constexpr int kConflictBudget = 20000;
  std::optional<std::vector<int>> minimal_conflict(const GridState& s, std::vector<int>* uses);
  bool timed_out() const { return timed_out_; }
  // Some rule is not a group (or the grid has holes): a variant puzzle.
  bool variant() const { return variant_; }
  int calls() const { return calls_; }

 private:
  int var(int cell, int symbol) const;
  // only: the cells whose removed candidates are assumed (none: every cell).
  void assume_state(const GridState& s, const std::vector<char>* only = nullptr);
  void assume_rules(const std::vector<int>& constraints);
  // conflicts >= 0: unknown after that many (not a timeout).
  Answer run(int conflicts = -1);
  std::vector<int> failed_uses(const GridState& s);
  std::vector<int> failed_rules(const std::vector<int>& rules);
  // The rules, those covering `cell` first, then those sharing a cell with them.
  std::vector<int> near_first(int cell) const;
  using Ask = std::function<Answer(const std::vector<int>& rules)>;
  std::optional<std::vector<int>> shrink(std::vector<int> core, const Ask& ask);

  Deadline deadline_;
  int cell_count_ = 0;
  SolverCache* cache_ = nullptr;
  std::vector<int> rules_, item_of_;
  std::vector<std::vector<int>> cells_;
  std::unique_ptr<enc::GuardedEncoding> enc_;
  std::unique_ptr<backend::SatSolver> solver_;
  bool timed_out_ = false, variant_ = true;
  int calls_ = 0;
  // Per constraint: the last models of the rule alone (its cells' symbols,
  // in cells_ order). One whose symbols are all still candidates is a
  // model again, so single_rule asks the solver only about the candidates
  // none of them holds (nested paths re-ask whole-grid rules after every
  // step).
  std::vector<std::vector<std::vector<int>>> witnesses_;
  static constexpr std::size_t kWitnesses = 16;
};

}  // namespace rfsat::explain
