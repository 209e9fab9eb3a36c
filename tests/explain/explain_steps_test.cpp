// Every step of rfsat explain's paths is a claim, checked here apart from
// the engine (src/explain/): for each step of the paths of a set of
// fixtures (classic 4x4 and 9x9, a killer, a thermo, a jigsaw-free variant
// with a contradiction step, a puzzle with several solutions and one with
// none), the rules it names as reasons, restricted to the candidates left
// by the givens and the steps it uses, imply its conclusion (a fresh
// solver over a fresh encoding of only those rules; on 4x4 grids the
// independent backtracker of tests/support/ too), dropping any one reason
// breaks that (minimality), and no step removes the unique solution's
// value.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "encode.hpp"
#include "explain.hpp"
#include "grid_state.hpp"
#include "load.hpp"
#include "solver.hpp"
#include "support/backtrack.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

using explain::Mask;
using explain::Step;

model::Puzzle puzzle_of_text(const std::string& text) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("fixture.rf", text, err, {}, false);
  EXPECT_TRUE(p) << err.str();
  return *p;
}

std::string file_text(const std::string& relative) {
  std::ifstream in(source_dir() / relative);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The candidates a step starts from: the path's start with the
// conclusions of the steps it uses.
std::vector<Mask> state_before(const explain::Path& path, const Step& s) {
  std::vector<Mask> m = path.start;
  for (int u : s.uses) {
    const Step& used = path.steps.at(u);
    for (const explain::Placement& pl : used.placements) m[pl.cell] &= presolve::bit(pl.symbol);
    for (const explain::Elimination& e : used.eliminations) m[e.cell] &= ~e.symbols;
  }
  return m;
}

model::Puzzle restricted(const model::Puzzle& p, const std::vector<int>& rules) {
  model::Puzzle q = p;
  q.constraints.clear();
  for (int k : rules) q.constraints.push_back(p.constraints[k]);
  return q;
}

// Does `excluded(cell, symbol)` hold for every candidate the step removes
// and every other candidate of a cell it places?
template <class Excluded>
bool all_excluded(const Step& s, const std::vector<Mask>& state, Excluded&& excluded) {
  for (const explain::Elimination& el : s.eliminations)
    for (Mask m = el.symbols; m; m &= m - 1)
      if (!excluded(el.cell, explain::lowest(m))) return false;
  for (const explain::Placement& pl : s.placements)
    for (Mask m = state[pl.cell] & ~presolve::bit(pl.symbol); m; m &= m - 1)
      if (!excluded(pl.cell, explain::lowest(m))) return false;
  return true;
}

// Do `rules` with candidates `state` exclude every candidate the step
// removes (and every other symbol of a placed cell)? A fresh encoding and
// solver per question.
bool sat_implies(const model::Puzzle& p, const std::vector<int>& rules,
                 const std::vector<Mask>& state, const Step& s) {
  const model::Puzzle q = restricted(p, rules);
  if (presolve::has_empty_cell(q, state)) return true;
  const enc::Encoded e = enc::encode_domains(q, state, {.prune = false});
  backend::SatSolver solver;
  solver.add_formula(e.formula);
  return all_excluded(s, state, [&](int cell, int symbol) {
    const int v = e.vars.at(cell, symbol);
    if (v == 0) return true;
    solver.assume(v);
    return solver.solve() == backend::Status::unsatisfiable;
  });
}

// The same by the backtracker: the rules, the state as del_values, and
// the candidate that should be impossible as a given.
bool backtrack_implies(const model::Puzzle& p, const std::vector<int>& rules,
                       const std::vector<Mask>& state, const Step& s) {
  model::Puzzle q = restricted(p, rules);
  for (int c = 0; c < static_cast<int>(state.size()); ++c) {
    model::DelValues d{c, {}};
    for (int v = 0; v < p.symbols.size(); ++v)
      if (!(state[c] & presolve::bit(v))) d.symbols.push_back(v);
    if (!d.symbols.empty()) q.constraints.push_back({d});
  }
  return all_excluded(s, state, [&](int cell, int symbol) {
    model::Puzzle t = q;
    t.constraints.push_back({model::Given{cell, symbol}});
    return count_solutions(t, 1) == 0;
  });
}

// Checks every step of the path; returns the techniques seen.
std::set<std::string> check_path(const model::Puzzle& p, const explain::Path& path,
                                 bool backtracker) {
  std::set<std::string> techniques;
  std::vector<int> solution;
  if (path.verdict == explain::Verdict::unique) {
    std::vector<model::Assignment> all;
    EXPECT_EQ(count_solutions(p, 2, &all), 1);
    solution = all.front();
  }
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    const Step& s = path.steps[i];
    techniques.insert(s.technique);
    SCOPED_TRACE("step " + std::to_string(i + 1) + " " + s.technique);
    for (int u : s.uses) EXPECT_LT(u, static_cast<int>(i));
    const std::vector<Mask> state = state_before(path, s);
    EXPECT_TRUE(sat_implies(p, s.reasons, state, s));
    if (backtracker) EXPECT_TRUE(backtrack_implies(p, s.reasons, state, s));
    for (std::size_t k = 0; k < s.reasons.size(); ++k) {
      std::vector<int> fewer = s.reasons;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(k));
      EXPECT_FALSE(sat_implies(p, fewer, state, s)) << "reason " << k << " is not needed";
    }
    if (solution.empty()) continue;
    for (const explain::Elimination& e : s.eliminations)
      EXPECT_FALSE(e.symbols & presolve::bit(solution[e.cell]));
    for (const explain::Placement& pl : s.placements) EXPECT_EQ(solution[pl.cell], pl.symbol);
  }
  return techniques;
}

explain::Path explained(const model::Puzzle& p) { return explain::explain(p, {.time_limit = 60}); }

TEST(ExplainSteps, Classic4x4EveryStepFollowsFromItsReasons) {
  const model::Puzzle p = puzzle_of_text(file_text("puzzles/classic/mini_4x4.rf"));
  const explain::Path path = explained(p);
  EXPECT_TRUE(path.complete);
  check_path(p, path, true);
}

TEST(ExplainSteps, Classic9x9EveryStepFollowsFromItsReasons) {
  const model::Puzzle p = puzzle_of_text(file_text("puzzles/classic/vanilla_9x9.rf"));
  const explain::Path path = explained(p);
  EXPECT_TRUE(path.complete);
  check_path(p, path, false);
}

TEST(ExplainSteps, KillerCagesAreReasonsOfTheirOwn) {
  const model::Puzzle p = puzzle_of_text(
      "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\nsum(3, 1, 2)\n"
      "sum(7, 3, 4)\nsum(4, 4, 8)\nsum(5, 5, 9)\nsum(5, 6, 7)\nsum(7, 13, 14)\nsum(7, 11, 12)\n");
  const explain::Path path = explained(p);
  EXPECT_TRUE(path.complete);
  EXPECT_EQ(path.steps.front().technique, "sum");  // 1+2 in r1c1-r1c2: no 3 or 4
  EXPECT_EQ(path.steps.front().eliminations.size(), 2u);
  check_path(p, path, true);
}

TEST(ExplainSteps, ThermoStepsFollowFromTheThermo) {
  const model::Puzzle p = puzzle_of_text(
      "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\nthermo(13, 9, 5, 1)\n"
      "thermo(16, 12)\nthermo(3, 7)\nset_cell(2, 2)\n");
  const explain::Path path = explained(p);
  EXPECT_TRUE(path.complete);
  EXPECT_TRUE(check_path(p, path, true).count("thermo"));
}

// Without cores of several rules, what the patterns and the thermos alone
// cannot do takes contradiction steps.
TEST(ExplainSteps, ContradictionStepsFollowFromTheirRules) {
  const model::Puzzle p = puzzle_of_text(file_text("puzzles/variants/thermo_6x6.rf"));
  const explain::Path path = explain::explain(p, {.time_limit = 60, .max_core_rules = 1});
  EXPECT_TRUE(path.complete);
  EXPECT_TRUE(check_path(p, path, false).count("contradiction"));
  for (const Step& s : path.steps)
    if (s.technique == "contradiction") {
      EXPECT_GE(s.depth, 1);
      EXPECT_FALSE(s.nested.empty());
      EXPECT_EQ(s.eliminations.size(), 1u);
      EXPECT_EQ(s.eliminations.front().cell, s.hypothesis.cell);
    }
}

TEST(ExplainSteps, SeveralSolutionsStopWhereLogicStops) {
  const model::Puzzle p = puzzle_of_text(file_text("puzzles/classic/five_solutions_9x9.rf"));
  const explain::Path path = explained(p);
  EXPECT_EQ(path.verdict, explain::Verdict::not_unique);
  EXPECT_FALSE(path.complete);
  check_path(p, path, false);
  // Every solution keeps every candidate the path leaves.
  std::vector<model::Assignment> all;
  EXPECT_EQ(count_solutions(p, 10, &all), 5);
  for (const model::Assignment& a : all)
    for (std::size_t c = 0; c < a.size(); ++c) EXPECT_TRUE(path.final[c] & presolve::bit(a[c]));
}

TEST(ExplainSteps, NoSolutionEndsInAContradiction) {
  const model::Puzzle p = puzzle_of_text(file_text("puzzles/classic/no_solution_9x9.rf"));
  const explain::Path path = explained(p);
  EXPECT_EQ(path.verdict, explain::Verdict::no_solution);
  EXPECT_FALSE(path.complete);
  check_path(p, path, false);
}

}  // namespace
}  // namespace rfsat::test
