// True candidates (src/solve/candidates.hpp, issue 28) against brute force:
// on seeded random small puzzles (tests/e2e/random_puzzle.hpp, variant rules
// included) the candidate masks must be the union of the backtracker's
// solutions, and with K the per-candidate counts min(solutions, K); the
// number of solutions drawn stays below the number of candidates (no full
// enumeration). Then the edge cases: unique, none, the empty 9x9, the time
// limit, and the empty 4x4's 288 solutions.
#include "candidates.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <vector>

#include "e2e/random_puzzle.hpp"
#include "load.hpp"

namespace rfsat::test {
namespace {

using model::Assignment;
using model::Puzzle;

struct Expected {
  std::vector<std::uint64_t> mask;
  std::vector<std::vector<int>> count;  // [cell][symbol]: solutions holding it
};

Expected from_solutions(const Puzzle& p, const std::vector<Assignment>& solutions) {
  Expected e{std::vector<std::uint64_t>(p.geometry.cell_count(), 0),
             std::vector<std::vector<int>>(p.geometry.cell_count(),
                                           std::vector<int>(p.symbols.size(), 0))};
  for (const Assignment& a : solutions)
    for (int c = 0; c < p.geometry.cell_count(); ++c)
      if (a[c] >= 0) {
        e.mask[c] |= std::uint64_t{1} << a[c];
        ++e.count[c][a[c]];
      }
  return e;
}

int candidate_count(const std::vector<std::uint64_t>& mask) {
  int n = 0;
  for (std::uint64_t m : mask) n += std::popcount(m);
  return n;
}

// Compares one puzzle's candidates (and counts up to k) with the oracle's.
void compare(const Puzzle& p, const std::vector<Assignment>& all, int k, const std::string& where) {
  const Expected e = from_solutions(p, all);
  const solve::Candidates c = solve::true_candidates(p, {.count_per_candidate = k});
  ASSERT_FALSE(c.violation) << where << ": " << *c.violation;
  ASSERT_FALSE(c.limit_hit) << where;
  EXPECT_EQ(c.no_solution, all.empty()) << where;
  EXPECT_EQ(c.unique, all.size() == 1) << where;
  ASSERT_EQ(c.mask, e.mask) << where << " (" << all.size() << " solutions)";
  if (!all.empty()) {
    EXPECT_LE(c.solutions, candidate_count(e.mask)) << where;
    EXPECT_LE(c.solutions, static_cast<int>(all.size())) << where;
  }
  if (k < 2 || all.empty()) return;
  for (int cell = 0; cell < p.geometry.cell_count(); ++cell)
    for (int s = 0; s < p.symbols.size(); ++s)
      if (e.mask[cell] >> s & 1) {
        ASSERT_EQ(c.counts[cell][s], std::min(e.count[cell][s], k))
            << where << " cell " << cell << " symbol " << s;
      }
}

void run_seeds(std::uint64_t base, int cases, const random::Shape& shape, int k) {
  int several = 0, compared = 0;
  for (int i = 0; i < cases; ++i) {
    const std::optional<Puzzle> p = random::random_puzzle(base + i, shape);
    const auto all = p ? random::oracle(*p, random::kLimit + 1) : std::nullopt;
    if (!all) continue;
    ++compared;
    several += all->size() > 1;
    compare(*p, *all, k, "seed " + std::to_string(base + i) + "\n" + random::describe(*p));
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(compared, cases * 9 / 10);
  EXPECT_GT(several, cases / 5) << "too few puzzles with several solutions";
}

TEST(Candidates, RandomSmallGridsAgreeWithBruteForce) {
  run_seeds(7'000'000, 150, random::Shape{3, 5}, 0);
}

TEST(Candidates, RandomVariantRulesAgreeWithBruteForce) {
  random::Shape shape{3, 6};
  shape.variants = 0.8;
  run_seeds(7'100'000, 120, shape, 0);
}

TEST(Candidates, CountsPerCandidateAgreeWithBruteForce) {
  random::Shape shape{3, 5};
  shape.variants = 0.5;
  run_seeds(7'200'000, 80, shape, 3);
}

Puzzle load(const std::string& text) {
  std::ostringstream err;
  std::optional<Puzzle> p = formats::load_puzzle_text("test.rf", text, err);
  if (!p) throw std::runtime_error(err.str());
  return *p;
}

constexpr const char* kSudoku4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

TEST(Candidates, UniquePuzzleGivesItsSolution) {
  const Puzzle p = load(std::string(kSudoku4) +
                        "set_cell(1,1)\nset_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)"
                        "\nset_cell(10,1)\n");
  const solve::Candidates c = solve::true_candidates(p, {.count_per_candidate = 4});
  EXPECT_TRUE(c.unique);
  const std::string solution = "1432234141233214";
  for (int cell = 0; cell < 16; ++cell) {
    EXPECT_EQ(c.mask[cell], std::uint64_t{1} << (solution[cell] - '1')) << cell;
    EXPECT_EQ(c.counts[cell][solution[cell] - '1'], 1) << cell;
  }
}

TEST(Candidates, NoSolution) {
  const solve::Candidates c =
      solve::true_candidates(load(std::string(kSudoku4) + "set_cell(1,1)\nset_cell(6,1)\n"), {});
  EXPECT_TRUE(c.no_solution);
  EXPECT_FALSE(c.unique);
  EXPECT_EQ(candidate_count(c.mask), 0);
}

TEST(Candidates, EmptySudokuEveryValueEverywhere) {
  const Puzzle p = load("values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n");
  const solve::Candidates c = solve::true_candidates(p, {});
  for (int cell = 0; cell < 81; ++cell) EXPECT_EQ(c.mask[cell], 0x1ffu) << cell;
  EXPECT_GE(c.solutions, 9);                   // each solution shows 81 of the 729 candidates
  EXPECT_LE(c.solutions, 729);                 // each shows at least one new one
  EXPECT_LE(c.solver_calls, c.solutions + 1);  // and perhaps one call proving there are no more
}

TEST(Candidates, EmptyFourByFourCountsUpToK) {
  // 288 solutions, 72 with each value in each cell.
  const solve::Candidates c = solve::true_candidates(load(kSudoku4), {.count_per_candidate = 100});
  for (int cell = 0; cell < 16; ++cell)
    for (int s = 0; s < 4; ++s) ASSERT_EQ(c.counts[cell][s], 72) << cell << " " << s;
}

TEST(Candidates, TimeLimitReportsWhatItFound) {
  const Puzzle p =
      load("values = ABCDEFGHIJKLMNOPQRSTUVWXY\nrow_groups\ncolumn_groups\nbox_groups(5,5)\n");
  const solve::Candidates c = solve::true_candidates(p, {.time_limit = 1e-6});
  EXPECT_TRUE(c.limit_hit);
  EXPECT_FALSE(c.unique);
}

}  // namespace
}  // namespace rfsat::test
