// The one enumeration loop (src/backend/enumerator.hpp) on the empty 4x4
// Sudoku, whose 288 grids are known: counting to the end and stopping at a
// count; queries guarded by activation literals on one solver, each of which
// sees every grid again (its blocking clauses bind no later query), also
// under assumptions; and a puzzle whose cells are all fixed, which ends
// without a blocking clause. Then the StagedSolver (staged_solver.hpp) with a
// schedule of one conflict per call, so that it hands over to worker 1's
// solver and solves in chunks: the same 288 grids, and an assumption held
// through every chunk. Last, a formula loaded past its deadline, and the
// learned-clause counts that --stats reports as conflicts.
#include "enumerator.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "encode.hpp"
#include "load.hpp"
#include "staged_solver.hpp"

namespace rfsat::backend {
namespace {

model::Puzzle load(const std::string& text) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("t.rf", text, err);
  EXPECT_TRUE(p) << err.str();
  return p ? *p : model::Puzzle{};
}

const char* kEmpty4x4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

TEST(Enumerator, CountsTheEmpty4x4) {
  const model::Puzzle p = load(kEmpty4x4);
  const enc::Encoded e = enc::encode_puzzle(p, {});
  SatSolver solver;
  solver.add_formula(e.formula);
  Collector all(1000);
  enumerate_cells(solver, cells_of(p, e), {}, all);
  EXPECT_TRUE(all.result.complete);
  EXPECT_FALSE(all.result.limit_hit);
  EXPECT_EQ(all.result.solutions.size(), 288u);
  EXPECT_EQ(std::set<model::Assignment>(all.result.solutions.begin(), all.result.solutions.end()).size(), 288u);
}

TEST(Enumerator, StopsAtTheCount) {
  const model::Puzzle p = load(kEmpty4x4);
  const enc::Encoded e = enc::encode_puzzle(p, {});
  SatSolver solver;
  solver.add_formula(e.formula);
  Collector five(5);
  enumerate_cells(solver, cells_of(p, e), {}, five);
  EXPECT_FALSE(five.result.complete);
  EXPECT_EQ(five.result.solutions.size(), 5u);
}

TEST(Enumerator, GuardedQueriesShareOneSolver) {
  const model::Puzzle p = load(kEmpty4x4);
  const enc::Encoded e = enc::encode_puzzle(p, {.prune = false});
  SatSolver solver;
  solver.add_formula(e.formula);
  int next = e.formula.num_vars();
  for (int round = 0; round < 2; ++round) {
    Collector all(1000);
    enumerate_cells(solver, cells_of(p, e), {.activation = ++next}, all);
    EXPECT_TRUE(all.result.complete) << "round " << round;
    EXPECT_EQ(all.result.solutions.size(), 288u) << "round " << round;
  }
  // Cell 0 holds symbol 0: a quarter of the grids (relabelling symbols).
  const int first = e.vars.at(0, 0);
  Collector fixed(1000);
  enumerate_cells(solver, cells_of(p, e), {.assumptions = std::span<const int>(&first, 1), .activation = ++next},
                  fixed);
  EXPECT_TRUE(fixed.result.complete);
  EXPECT_EQ(fixed.result.solutions.size(), 72u);
  for (const model::Assignment& a : fixed.result.solutions) EXPECT_EQ(a[0], 0);
}

TEST(Enumerator, AllCellsFixedNeedsNoBlockingClause) {
  const std::string grid = "1234341221434321";
  std::string text = kEmpty4x4;
  for (int c = 0; c < 16; ++c) text += "set_cell(" + std::to_string(c + 1) + "," + grid[c] + ")\n";
  const model::Puzzle p = load(text);
  const enc::Encoded e = enc::encode_puzzle(p, {});
  SatSolver solver;
  solver.add_formula(e.formula);
  Collector all(1000);
  enumerate_cells(solver, cells_of(p, e), {}, all);
  EXPECT_TRUE(all.result.complete);
  ASSERT_EQ(all.result.solutions.size(), 1u);
  EXPECT_EQ(all.result.solutions[0], (model::Assignment{0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0}));
}

// Every grid through a StagedSolver, blocking each (as the candidates search
// adds its queries); `assumed` (0: none) is assumed before every call.
std::set<model::Assignment> staged_grids(const enc::Encoded& e, int assumed, bool& handed_over) {
  StagedSolver solver(e.formula, {.profile = Profile::sums},
                      {.solo_conflicts = 1, .chunk_conflicts = 1});
  std::set<model::Assignment> grids;
  for (int call = 0; call < 1000; ++call) {
    if (assumed) solver.assume(assumed);
    if (solver.solve(std::nullopt) != Status::satisfiable) break;
    model::Assignment a(16, -1);
    std::vector<int> block;
    for (int c = 0; c < 16; ++c)
      for (int s = 0; s < 4; ++s)
        if (solver.value(e.vars.at(c, s))) a[c] = s, block.push_back(-e.vars.at(c, s));
    EXPECT_TRUE(grids.insert(a).second) << "a grid came twice";
    solver.add_clause(block);
  }
  handed_over = solver.handed_over();
  return grids;
}

TEST(StagedSolver, HandsOverAndFindsEveryGrid) {
  const model::Puzzle p = load(kEmpty4x4);
  const enc::Encoded e = enc::encode_puzzle(p, {.prune = false});
  bool handed_over = false;
  EXPECT_EQ(staged_grids(e, 0, handed_over).size(), 288u);
  EXPECT_TRUE(handed_over);
  const std::set<model::Assignment> fixed = staged_grids(e, e.vars.at(0, 0), handed_over);
  EXPECT_EQ(fixed.size(), 72u);
  for (const model::Assignment& a : fixed) EXPECT_EQ(a[0], 0);
}

}  // namespace
}  // namespace rfsat::backend

namespace rfsat::backend {
namespace {

// A formula loaded past its deadline (add_formula reads the clock every
// 65,536 clauses) is never searched: every solve is unknown. 70,000 unit
// clauses that a search would satisfy at once.
TEST(SatSolver, AFormulaLoadedInPartIsNeverSearched) {
  cnf::Formula f;
  for (int i = 0; i < 70000; ++i) f.add_clause({f.new_var()});
  SatSolver past;
  past.add_formula(f, std::chrono::steady_clock::now() - std::chrono::seconds(1));
  EXPECT_EQ(past.solve(), Status::unknown);
  SatSolver whole;
  whole.add_formula(f, std::chrono::steady_clock::now() + std::chrono::hours(1));
  EXPECT_EQ(whole.solve(), Status::satisfiable);
}

// Pigeonhole, 5 pigeons in 4 holes: unsatisfiable, and no proof without
// conflicts; each conflict learns a clause, which the solver counts.
cnf::Formula pigeonhole() {
  cnf::Formula f;
  auto x = [](int p, int h) { return 1 + p * 4 + h; };
  for (int p = 0; p < 5; ++p) f.add_clause({x(p, 0), x(p, 1), x(p, 2), x(p, 3)});
  for (int h = 0; h < 4; ++h)
    for (int p = 0; p < 5; ++p)
      for (int q = p + 1; q < 5; ++q) f.add_clause({-x(p, h), -x(q, h)});
  return f;
}

TEST(SatSolver, CountsLearnedClauses) {
  SatSolver hard;
  hard.add_formula(pigeonhole());
  EXPECT_EQ(hard.learned_clauses(), 0);
  EXPECT_EQ(hard.solve(), Status::unsatisfiable);
  EXPECT_GT(hard.learned_clauses(), 0);
  SatSolver easy;  // decided by propagation alone: nothing learned
  easy.add_clause(std::vector<int>{1});
  easy.add_clause(std::vector<int>{-1, 2});
  EXPECT_EQ(easy.solve(), Status::satisfiable);
  EXPECT_EQ(easy.learned_clauses(), 0);
}

// The enumeration sums its solvers' counts (the staged sums profile too).
TEST(Enumerator, ReportsTheConflictsOfItsSolvers) {
  const model::Puzzle p = load(kEmpty4x4);
  const enc::Encoded e = enc::encode_puzzle(p, {});
  for (Profile profile : {Profile::classic, Profile::sums}) {
    const Enumeration r =
        enumerate(p, e, {.max_solutions = 1000, .settings = {.profile = profile}});
    EXPECT_EQ(r.solutions.size(), 288u);
    EXPECT_GT(r.conflicts, 0) << static_cast<int>(profile);
  }
}

}  // namespace
}  // namespace rfsat::backend
