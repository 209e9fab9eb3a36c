// Every step of rfsat explain's paths is a claim, checked here apart from
// the engine (src/explain/): for each step of the paths of a set of
// fixtures (classic 4x4 and 9x9, a killer, a thermo, a jigsaw-free variant
// with a contradiction step, a puzzle with several solutions and one with
// none), the rules it names as reasons, restricted to the candidates left
// by the givens and the steps it uses, imply its conclusion and dropping
// any one reason breaks that (minimality): the checker of `explain
// --verify` (src/explain/verify.hpp, a fresh solver over a fresh encoding
// of only those rules), and on 4x4 grids the independent backtracker of
// tests/support/ too; no step removes the unique solution's value. The
// checker itself is shown to catch steps made wrong on purpose.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "explain.hpp"
#include "explain_report.hpp"
#include "grid_state.hpp"
#include "load.hpp"
#include "rule_solver.hpp"
#include "split_rules.hpp"
#include "support/backtrack.hpp"
#include "support/source_tree.hpp"
#include "verify.hpp"

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

model::Puzzle restricted(const model::Puzzle& p, const std::vector<int>& rules) {
  model::Puzzle q = p;
  q.constraints.clear();
  for (int k : rules) q.constraints.push_back(p.constraints[k]);
  return q;
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
  return explain::all_excluded(s, state, [&](int cell, int symbol) {
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
    // Follows from its reasons and is minimal: the checker of --verify.
    EXPECT_EQ(explain::verify_step(p, path, i), std::nullopt);
    if (backtracker) {
      EXPECT_TRUE(backtrack_implies(p, s.reasons, explain::state_before(path, s), s));
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

// The value of an innies step's equation text ("r3c4 + r3c5 = r2c3 + 4")
// side by side under `solution`: left minus right, 0 when it holds.
long long equation_gap(const model::Puzzle& p, const std::string& text,
                       const std::vector<int>& solution) {
  std::istringstream in(text);
  long long gap = 0;
  int side = 1, sign = 1;
  for (std::string tok; in >> tok;) {
    if (tok == "=")
      side = -1, sign = 1;
    else if (tok == "+")
      sign = 1;
    else if (tok == "-")
      sign = -1;
    else if (tok[0] == 'r') {
      const std::size_t c = tok.find('c');
      const int cell =
          p.geometry.cell_at(std::stoi(tok.substr(1, c - 1)) - 1, std::stoi(tok.substr(c + 1)) - 1);
      gap += side * sign * p.symbols.calc(solution[cell]);
    } else {
      gap += side * sign * std::stoll(tok);
    }
  }
  return gap;
}

// Innies and outies on a 6x6 killer (tests/explain/golden/innies.rf): each
// such step follows from its houses and cages (check_path), and the
// equation it shows holds in the solution.
TEST(ExplainSteps, InniesFollowFromTheirHousesAndCages) {
  const model::Puzzle p = puzzle_of_text(file_text("tests/explain/golden/innies.rf"));
  const explain::Path path = explained(p);
  EXPECT_TRUE(path.complete);
  EXPECT_TRUE(check_path(p, path, true).count("innies and outies"));
  std::vector<model::Assignment> all;
  ASSERT_EQ(count_solutions(p, 2, &all), 1);
  int innies = 0;
  for (const Step& s : path.steps) {
    if (s.key != "innies") continue;
    ++innies;
    EXPECT_EQ(equation_gap(p, s.detail, all.front()), 0) << s.detail;
    EXPECT_TRUE(std::any_of(s.reasons.begin(), s.reasons.end(), [&](int k) {
      return std::holds_alternative<model::Sum>(p.constraints[k].kind);
    })) << s.detail;
  }
  EXPECT_GE(innies, 2);
}

// A rule split into pairs (split_rules.hpp): steps that use it name single
// pairs, and still follow (the checker and the backtracker); so does a
// palindrome split into its mirrored pairs.
void expect_pair_reasons(const std::string& file, const std::string& rule) {
  const model::Puzzle p = explain::split_rules(puzzle_of_text(file_text(file)));
  const explain::Path path = explained(p);
  EXPECT_TRUE(path.complete);
  check_path(p, path, true);
  int named = 0;
  for (const Step& s : path.steps)
    for (int k : s.reasons)
      if (p.constraints[k].rule == rule) {
        ++named;
        EXPECT_EQ(explain::reason_cells(p, k).size(), 2u);
      }
  EXPECT_GT(named, 0) << rule;
}

TEST(ExplainSteps, AWholeGridRuleSplitGivesStepsOfSinglePairs) {
  expect_pair_reasons("puzzles/variants/anti_king_5x5.rf", "anti_king");
}

TEST(ExplainSteps, APalindromeSplitGivesStepsOfMirroredPairs) {
  expect_pair_reasons("puzzles/variants/palindrome_4x4.rf", "palindrome");
}

// One solver kept across puzzles (a collection's thread): puzzles of the
// same rules reuse it, another rule set gets its own; every path stays
// sound and reaches its solution as a fresh solver's does.
TEST(ExplainSteps, ASolverKeptAcrossPuzzlesGivesSoundPaths) {
  const std::string rules = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";
  const std::vector<std::string> texts = {
      file_text("puzzles/classic/mini_4x4.rf"),
      rules +
          "set_cell(2, 4)\nset_cell(5, 2)\nset_cell(11, 2)\nset_cell(16, 4)\nset_cell(8, 1)\n"
          "set_cell(9, 4)\n",
      rules +
          "sum(3, 1, 2)\nsum(7, 3, 4)\nsum(4, 4, 8)\nsum(5, 5, 9)\nsum(5, 6, 7)\n"
          "sum(7, 13, 14)\nsum(7, 11, 12)\n",
      file_text("puzzles/classic/mini_4x4.rf")};
  explain::SolverCache cache;
  std::vector<int> reused;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    SCOPED_TRACE("puzzle " + std::to_string(i));
    const model::Puzzle p = puzzle_of_text(texts[i]);
    const explain::Path fresh = explained(p);
    const explain::Path kept = explain::explain(p, {.time_limit = 60, .cache = &cache});
    EXPECT_EQ(kept.verdict, fresh.verdict);
    EXPECT_EQ(kept.complete, fresh.complete);
    EXPECT_EQ(kept.final, fresh.final);
    check_path(p, kept, true);
    reused.push_back(cache.reused);
  }
  EXPECT_EQ(reused, (std::vector<int>{0, 1, 0, 0}));
}

// A cage inside a row: the engine's encoding of the cage alone must not
// know the row's digits are distinct (an encoder that looks at the groups
// around a cage would make the cage alone exclude its digits from the rest
// of the row, and the step would cite the cage without the row).
TEST(ExplainSteps, ACageAloneDoesNotBorrowItsRow) {
  const model::Puzzle p = puzzle_of_text("values = 1234\nrow_groups\nsum(3, 3, 4)\n");
  const int cage = static_cast<int>(p.constraints.size()) - 1;
  int row = -1;  // the group of the first row
  for (int k = 0; k < cage && row < 0; ++k)
    if (const auto* g = std::get_if<model::Group>(&p.constraints[k].kind))
      if (std::find(g->cells.begin(), g->cells.end(), 0) != g->cells.end()) row = k;
  ASSERT_GE(row, 0);
  explain::RuleSolver rs(p, std::nullopt);
  const explain::GridState s(p);
  Step claim;  // r1c1 is not 1: the cage holds 1 and 2, the row the rest
  claim.eliminations.push_back({0, presolve::bit(0)});
  EXPECT_EQ(rs.implied(s, {cage}, claim, nullptr), explain::Answer::no);
  EXPECT_EQ(rs.implied(s, {row}, claim, nullptr), explain::Answer::no);
  EXPECT_EQ(rs.implied(s, {row, cage}, claim, nullptr), explain::Answer::yes);
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
  // The path says why: its last step names the rules that contradict.
  ASSERT_FALSE(path.steps.empty());
  EXPECT_EQ(path.steps.back().technique, "rules contradict");
  EXPECT_FALSE(path.steps.back().reasons.empty());
  EXPECT_TRUE(path.message.empty()) << path.message;
}

// Two cages that cannot both hold while each alone can (r1c1 + r1c2 = 3
// and r1c1 + r2c1 = 7 on a 4x4 grid): the path ends with both as reasons,
// or with the second alone once a step has used the first.
TEST(ExplainSteps, ContradictingCagesEndThePath) {
  const model::Puzzle p = puzzle_of_text(
      "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\nsum(3, 1, 2)\n"
      "sum(7, 1, 5)\n");
  const explain::Path path = explained(p);
  EXPECT_EQ(path.verdict, explain::Verdict::no_solution);
  ASSERT_FALSE(path.steps.empty());
  EXPECT_EQ(path.steps.back().technique, "rules contradict");
  check_path(p, path, true);
}

// A full grid that breaks a rule is not a solved path: the givens of
// mini_4x4's solution, and a thermometer that 4 then 1 breaks.
TEST(ExplainSteps, AFullGridWithoutASolutionIsNotComplete) {
  const std::string solution = "1432234141233214";
  std::string text = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\nthermo(2, 1)\n";
  for (int c = 0; c < 16; ++c)
    text += "set_cell(" + std::to_string(c + 1) + ", " + solution[c] + ")\n";
  const model::Puzzle p = puzzle_of_text(text);
  const explain::Path path = explained(p);
  EXPECT_EQ(path.verdict, explain::Verdict::no_solution);
  EXPECT_FALSE(path.complete);
}

// The checker of --verify is not a rubber stamp: a step without its
// reasons, with a reason too many, or using a later step is caught.
TEST(ExplainVerify, CatchesStepsMadeWrongOnPurpose) {
  const model::Puzzle p = puzzle_of_text(file_text("puzzles/classic/mini_4x4.rf"));
  const explain::Path path = explained(p);
  ASSERT_EQ(explain::verify_path(p, path), std::nullopt);
  ASSERT_FALSE(path.steps.front().reasons.empty());
  explain::Path bad = path;
  bad.steps.front().reasons.clear();
  EXPECT_NE(explain::verify_step(p, bad, 0)->find("do not imply"), std::string::npos);
  bad = path;
  std::vector<int>& reasons = bad.steps.front().reasons;
  for (int k = 0; k < static_cast<int>(p.constraints.size()); ++k)
    if (std::find(reasons.begin(), reasons.end(), k) == reasons.end() &&
        !explain::is_state(p.constraints[k])) {
      reasons.push_back(k);  // any other rule: the step follows without it
      break;
    }
  EXPECT_NE(explain::verify_step(p, bad, 0)->find("not minimal"), std::string::npos);
  bad = path;
  bad.steps.front().uses = {1};
  const std::optional<std::string> why = explain::verify_path(p, bad);
  ASSERT_TRUE(why);
  EXPECT_EQ(why->rfind("step 1 (hidden single (box)): it uses step 2", 0), 0u) << *why;
}

}  // namespace
}  // namespace rfsat::test
