// The linear consistency check (src/presolve/linear_system.hpp): hand-made
// systems it must refute (two totals on one diagonal, cages that overfill a
// row, a parity argument only the prime 2 sees) or accept, and soundness on
// random 4x4 puzzles with sums that overlap: whenever it refutes a puzzle,
// the independent backtracking counter finds no solution, and it refutes
// some of them (the test fails if it never fires).
#include "linear_system.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <numeric>
#include <random>
#include <string>

#include "../support/backtrack.hpp"
#include "../support/sema_support.hpp"
#include "cage_prune.hpp"
#include "domains.hpp"

namespace {

using rfsat::presolve::linear_sums_consistent;

const std::string k4x4 =
    "values = 1234\ncolumns = 4\nrows = 4\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

using rfsat::test::resolved;

bool consistent(const rfsat::model::Puzzle& p) {
  return linear_sums_consistent(p, rfsat::presolve::full_domains(p));
}

TEST(LinearSystem, TwoTotalsOnOneDiagonal) {
  EXPECT_FALSE(consistent(resolved(k4x4 + "little_killer(5, 2, 12)\nlittle_killer(6, 2, 12)\n")));
  EXPECT_TRUE(consistent(resolved(k4x4 + "little_killer(6, 2, 12)\nlittle_killer(6, 2, 12)\n")));
}

TEST(LinearSystem, CagesThatOverfillARow) {
  // r1 adds up to 10; cages of 5 and 6 cover it. Each cage alone can hold.
  const auto p = resolved(k4x4 + "sum(5, 1, 2)\nsum(6, 3, 4)\n");
  EXPECT_FALSE(consistent(p));
  EXPECT_TRUE(rfsat::presolve::has_empty_cell(p, rfsat::presolve::pruned_domains(p)));
  EXPECT_TRUE(consistent(resolved(k4x4 + "sum(5, 1, 2)\nsum(5, 3, 4)\n")));
}

TEST(LinearSystem, FixedCellsMoveToTheRightHandSide) {
  // r1c1 = 4 leaves 6 for the rest of the row, which a cage of 7 claims.
  const auto p = resolved(k4x4 + "set_cell(1, 4)\nsum(7, 2, 3, 4)\n");
  rfsat::presolve::Domains d = rfsat::presolve::full_domains(p);
  rfsat::presolve::prune(p, d);
  EXPECT_FALSE(linear_sums_consistent(p, d));
  EXPECT_TRUE(consistent(p));  // without the given, r1c1 = 3 fits
}

TEST(LinearSystem, ParityOnlyModuloTwo) {
  // n(a) + n(a) = 5 has the rational solution 2.5 but no integer one.
  auto p = resolved(k4x4 + "sum(5, 1, 2)\n");
  std::get<rfsat::model::Sum>(p.constraints.back().kind).cells = {0, 0};
  EXPECT_FALSE(consistent(p));
  std::get<rfsat::model::Sum>(p.constraints.back().kind).target = 6;
  EXPECT_TRUE(consistent(p));
}

TEST(LinearSystem, HugeTotalsAreLeftOut) {
  // Under UBSan a right-hand side of LLONG_MIN minus a fixed cell's 4 would
  // overflow; such a total is not an equation of the system.
  auto p = resolved(k4x4 + "set_cell(1, 4)\nsum(5, 1, 2)\n");
  std::get<rfsat::model::Sum>(p.constraints.back().kind).target =
      std::numeric_limits<long long>::min();
  rfsat::presolve::Domains d = rfsat::presolve::full_domains(p);
  rfsat::presolve::prune(p, d);
  EXPECT_TRUE(linear_sums_consistent(p, d));
}

TEST(LinearSystem, NoSumNoVerdict) {
  EXPECT_TRUE(consistent(resolved(k4x4 + "set_cell(1, 4)\nset_cell(2, 4)\n")));
}

// Random overlapping sums with repeats allowed (any cells, as a little
// killer's) whose totals are those of a random solved grid, one in four off
// by one: refuted => no solution, and the puzzle's pruned domains are empty.
TEST(LinearSystem, RefutesOnlyPuzzlesWithoutSolutions) {
  const std::string base = "1234341221434321";
  std::mt19937 rng(20261126);
  std::vector<int> cells(16), digits = {1, 2, 3, 4};
  std::iota(cells.begin(), cells.end(), 0);
  int refuted = 0, empty = 0;
  for (int round = 0; round < 1000; ++round) {
    std::shuffle(digits.begin(), digits.end(), rng);
    auto p = resolved(k4x4);
    for (int k = 0, sums = 3 + static_cast<int>(rng() % 6); k < sums; ++k) {
      std::shuffle(cells.begin(), cells.end(), rng);
      rfsat::model::Sum sum{rng() % 4 ? 0 : (rng() % 2 ? 1 : -1), {}, false};
      sum.cells.assign(cells.begin(), cells.begin() + 2 + static_cast<int>(rng() % 3));
      for (int c : sum.cells) sum.target += digits[base[c] - '1'];
      p.constraints.push_back({sum, {}});
    }
    const long long solutions = rfsat::test::count_solutions(p, 1000);
    empty += solutions == 0;
    if (consistent(p)) continue;
    ++refuted;
    EXPECT_EQ(solutions, 0) << "round " << round;
    EXPECT_TRUE(rfsat::presolve::has_empty_cell(p, rfsat::presolve::pruned_domains(p)))
        << "round " << round;
  }
  EXPECT_GE(refuted, 100) << "of " << empty << " puzzles without a solution";
  EXPECT_LE(empty, 800) << "too few puzzles with a solution to test soundness";
}

}  // namespace
