// The explain engine's internals (explain.cpp, direct_steps.cpp,
// contradiction.cpp): one engine per puzzle, its houses, its solver and the
// choice of the next step on a candidate grid.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "explain.hpp"
#include "grid_state.hpp"
#include "patterns.hpp"
#include "rule_scans.hpp"
#include "rule_solver.hpp"
#include "rule_tables.hpp"

namespace rfsat::explain {

// Steps of nested paths are numbered from kNestedBase * level, so that a
// nested step's uses tell the outer path's steps (below kNestedBase) from
// the nested ones.
inline constexpr int kNestedBase = 1000000;

// What the search for the next step found: a step, a contradiction of the
// state (the rules that show it, for nested paths), or nothing.
struct Found {
  std::optional<Step> step;
  bool contradiction = false;
  std::vector<int> contradiction_reasons;
};

// The nested path of a hypothesis that broke the grid.
struct Nested {
  std::vector<Step> steps;
  std::vector<int> reasons, uses;
  int depth = 0;
};

struct Trials;  // contradiction.cpp

// Per constraint: the grid's version when the rule alone last implied
// nothing on it (-1: never asked); asked again once one of its cells
// changes. A nested path starts from its outer path's and keeps its own
// (a copy of the grid goes on with the same versions).
using Quiet = std::vector<long long>;

class Engine {
 public:
  Engine(const model::Puzzle& p, const Options& o, Deadline deadline);

  // The next step on `s` at nesting `level` (0: the path itself), using
  // contradictions at most `depth` deep; its uses and cost filled in.
  Found next(const GridState& s, int level, int depth) {
    return next(s, level, depth, quiet_since_);
  }
  Found next(const GridState& s, int level, int depth, Quiet& quiet);
  RuleSolver& solver() { return rs_; }
  // The deadline stopped a question (of this engine or a worker's).
  bool timed_out() const;
  const std::vector<House>& houses() const { return houses_; }
  // The unique solution, when the puzzle has one (steps are checked against it).
  std::optional<model::Assignment> solution;
  // The puzzle has no solution: once the cheap steps stall, the path ends
  // with the rules that contradict each other (every candidate is
  // excluded then, so the searches for cores and contradictions would
  // try them all).
  bool no_solution = false;

 private:
  std::optional<Step> pattern(const GridState& s, double lo, double hi);
  // on_path: `s` is the path's own grid (not a hypothesis').
  std::optional<Step> single_rules(const GridState& s, bool& contradiction, int& rule, bool on_path,
                                   Quiet& quiet);
  // on_path: `s` is on the path itself, so the solution's candidates stay.
  std::optional<Step> small_core(const GridState& s, int max_rules, bool on_path, int max_tries);
  // Innies and outies (innies_outies.cpp): equations_ holds the equations.
  void derive_equations();
  bool has_sum(const std::vector<int>& reasons) const;
  std::optional<Step> innies_outies(const GridState& s);
  std::optional<Step> contradiction_step(const GridState& s, int level, int depth,
                                         const Quiet& quiet);
  // The hypotheses a contradiction step tries, in order.
  std::vector<Placement> hypotheses(const GridState& s, int level, int depth);
  // The nested path of `hyp` on `s` if it breaks the grid in fewer than
  // `bound` steps.
  std::optional<Nested> nested_path(const GridState& s, Placement hyp, int level, int depth,
                                    std::size_t bound, const Quiet& quiet);
  void run_trials(Trials& trials, const GridState& s, int level, int depth, int engines,
                  const Quiet& quiet);
  Engine& worker(std::size_t i);  // made on first use
  // The last step of a path without solution: a minimal set of rules that
  // cannot all hold on `s` (no conclusion).
  std::optional<Step> conflict_step(const GridState& s);
  // The step "these rules contradict each other on the grid".
  Step conflict_of(const std::vector<int>& rules) const;
  // A house whose open symbol has no place left, or -1.
  int broken_house(const GridState& s) const;
  // Cleanup, uses and cost; false when the solver does not confirm it.
  bool complete(const GridState& s, Step& step, int level);
  // "rules together (k)", or the one rule's keyword.
  void name_by_rules(Step& step) const;
  void minimize_reasons(const GridState& s, Step& step, const std::vector<int>& own);
  bool sole_reason(const GridState& s, const Step& step, int k) const;
  // What rule k alone excludes: from its table when it is small
  // (rule_tables.hpp), else from the solver.
  std::optional<Step> rule_alone(const GridState& s, int k, bool& contradiction);
  bool excluded(const GridState& s, int cell, int symbol, bool on_path);
  // Do the state and `reasons` imply the step? Without the solver when
  // the reasons are all-different groups (group_logic.hpp).
  Answer implied(const GridState& s, const std::vector<int>& reasons, const Step& step);
  // The same for the step's own reasons, with the steps it uses; unknown
  // when the solver must answer (group_steps.cpp).
  Answer groups_prove(const GridState& s, const Step& step, std::vector<int>& uses) const;
  bool groups_only(const std::vector<int>& reasons) const;
  int cost_of(const Step& step) const;

  const model::Puzzle& p_;
  Options o_;
  Deadline deadline_;
  std::vector<House> houses_;
  std::vector<std::vector<int>> houses_of_cell_, groups_of_cell_;
  std::vector<int> rules_;  // the rules single_rules asks about, cheapest first
  Quiet quiet_since_;       // of the path's own grid
  RuleSolver rs_;
  RuleTables tables_;
  RuleScans scans_;
  // An innie/outie equation and its cells (plus and minus), ascending.
  struct Equation {
    presolve::Derived d;
    std::vector<int> cells;
  };
  std::vector<Equation> equations_;
  // Contradiction steps' hypotheses run on these (contradiction.cpp).
  std::vector<std::unique_ptr<Engine>> workers_;
};

// The steps that removed a candidate of `cells` (the givens' removals not counted).
std::vector<int> removals_in(const GridState& s, const std::vector<int>& cells);

// Applies `step` to `s` as step `index`; its placements mark their cells placed.
void apply_step(GridState& s, const Step& step, int index);

}  // namespace rfsat::explain
