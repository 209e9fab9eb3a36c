// Tests of the independent backtracking counter (tests/support/backtrack.hpp):
// closed-form counts (4x4 sudoku, Latin squares, frequency squares), a count
// recomputed by a direct row-by-row enumeration, a 9x9 sudoku with a unique
// solution (also solved through SAT), and agreement with the exhaustive
// brute force of tests/support/brute_force.hpp on small puzzles using every
// constraint kind (other kinds through the late check), empty cells, holes
// and unusual calculation numbers.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <set>
#include <string>
#include <vector>

#include "../support/backtrack.hpp"
#include "../support/brute_force.hpp"
#include "encode.hpp"
#include "solver.hpp"

namespace {

using rfsat::model::Assignment;
using rfsat::model::Constraint;
using rfsat::model::Group;
using rfsat::model::Puzzle;
using rfsat::test::count_solutions;
using rfsat::test::tiny_puzzle;

void add(Puzzle& p, rfsat::model::ConstraintKind k) { p.constraints.push_back(Constraint{k, {}}); }

void add_rows_and_columns(Puzzle& p) {
  const auto& g = p.geometry;
  for (int r = 0; r < g.rows; ++r) {
    Group row;
    for (int c = 0; c < g.cols; ++c) row.cells.push_back(g.cell_at(r, c));
    add(p, row);
  }
  for (int c = 0; c < g.cols; ++c) {
    Group col;
    for (int r = 0; r < g.rows; ++r) col.cells.push_back(g.cell_at(r, c));
    add(p, col);
  }
}

void add_boxes(Puzzle& p, int w, int h) {
  const auto& g = p.geometry;
  for (int top = 0; top + h <= g.rows; top += h)
    for (int left = 0; left + w <= g.cols; left += w) {
      Group box;
      for (int r = top; r < top + h; ++r)
        for (int c = left; c < left + w; ++c) box.cells.push_back(g.cell_at(r, c));
      add(p, box);
    }
}

Puzzle latin(int n, const std::string& values) {
  Puzzle p = tiny_puzzle(n, n, values);
  add_rows_and_columns(p);
  return p;
}

// A sudoku from 81 characters, '.' for an empty cell.
Puzzle sudoku(const std::string& grid) {
  Puzzle p = latin(9, "123456789");
  add_boxes(p, 3, 3);
  for (int cell = 0; cell < 81; ++cell)
    if (grid[cell] != '.') add(p, rfsat::model::Given{cell, p.symbols.index_of(grid[cell])});
  return p;
}

std::string glyphs(const Puzzle& p, const Assignment& a) {
  std::string s;
  for (int v : a) s += v < 0 ? '#' : p.symbols.symbols[v].glyph;
  return s;
}

// Up to `max` solutions through the SAT pipeline, default options.
rfsat::backend::Enumeration sat_solutions(const Puzzle& p, int max) {
  rfsat::backend::EnumerateOptions options;
  options.max_solutions = max;
  return rfsat::backend::enumerate(p, rfsat::enc::encode_puzzle(p, {}), options);
}

// The backtracker's solutions and the brute force's, both as full tuples.
void expect_same_as_brute_force(const Puzzle& p) {
  std::vector<int> cells;
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c)) cells.push_back(c);
  std::vector<Assignment> found;
  const long long n = count_solutions(p, 1'000'000, &found);
  std::set<std::vector<int>> mine;
  for (const Assignment& a : found) {
    std::vector<int> tuple;
    for (int c : cells) tuple.push_back(a[c]);
    mine.insert(tuple);
  }
  EXPECT_EQ(n, static_cast<long long>(found.size()));
  EXPECT_EQ(mine.size(), found.size()) << "a solution was found twice";
  EXPECT_EQ(mine, rfsat::test::accepted_assignments(p, cells));
}

// ---- closed forms -------------------------------------------------------------

TEST(Backtrack, EmptyFourByFourSudokuHas288Solutions) {
  Puzzle p = latin(4, "1234");
  add_boxes(p, 2, 2);
  EXPECT_EQ(count_solutions(p, 1000), 288);
}

TEST(Backtrack, LatinSquares) {
  EXPECT_EQ(count_solutions(latin(3, "123"), 1000), 12);
  EXPECT_EQ(count_solutions(latin(4, "1234"), 1000), 576);
}

TEST(Backtrack, FrequencySquaresWithMultiplicity) {
  // 4x4 0/1 matrices with every row and column sum 2: 90.
  EXPECT_EQ(count_solutions(latin(4, "1122"), 1000), 90);
  EXPECT_EQ(count_solutions(latin(3, "122"), 1000), 6);
}

TEST(Backtrack, StopsAtTheLimit) {
  std::vector<Assignment> found;
  EXPECT_EQ(count_solutions(latin(4, "1234"), 7, &found), 7);
  EXPECT_EQ(found.size(), 7u);
  EXPECT_EQ(count_solutions(latin(4, "1234"), 0), 0);
}

// Rows+columns over "122333" on 6x6 with the first row fixed, recounted by a
// direct enumeration: rows 2..6 each take one of the 60 arrangements of the
// multiset, keeping column counts within the multiplicities.
long long count_122333_rows(std::vector<std::vector<int>>& column_counts, int row,
                            const std::vector<std::vector<int>>& arrangements) {
  if (row == 6) return 1;
  const int multiplicity[] = {1, 2, 3};
  long long total = 0;
  for (const auto& arr : arrangements) {
    bool ok = true;
    for (int c = 0; c < 6; ++c) ok = ok && column_counts[c][arr[c]] < multiplicity[arr[c]];
    if (!ok) continue;
    for (int c = 0; c < 6; ++c) ++column_counts[c][arr[c]];
    total += count_122333_rows(column_counts, row + 1, arrangements);
    for (int c = 0; c < 6; ++c) --column_counts[c][arr[c]];
  }
  return total;
}

TEST(Backtrack, SixBySixOver122333MatchesDirectEnumeration) {
  std::vector<int> first = {0, 1, 1, 2, 2, 2};
  std::vector<std::vector<int>> arrangements;
  std::vector<int> perm = first;
  do arrangements.push_back(perm);
  while (std::next_permutation(perm.begin(), perm.end()));
  ASSERT_EQ(arrangements.size(), 60u);
  std::vector<std::vector<int>> column_counts(6, std::vector<int>(3, 0));
  for (int c = 0; c < 6; ++c) ++column_counts[c][first[c]];
  const long long expected = count_122333_rows(column_counts, 1, arrangements);
  // All 5,450,400 squares split evenly over the 60 first rows (column swaps).
  EXPECT_EQ(expected * 60, 5'450'400);

  Puzzle p = latin(6, "122333");
  for (int c = 0; c < 6; ++c) add(p, rfsat::model::Given{c, first[c]});
  EXPECT_EQ(count_solutions(p, 10'000'000), expected);
}

// ---- a 9x9 sudoku ---------------------------------------------------------------

// The Wikipedia example sudoku (30 givens) and its unique solution.
const std::string kWikiPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string kWikiSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

TEST(Backtrack, NineByNineSudokuWithThirtyGivensIsUnique) {
  const Puzzle p = sudoku(kWikiPuzzle);
  std::vector<Assignment> found;
  ASSERT_EQ(count_solutions(p, 2, &found), 1);
  EXPECT_EQ(glyphs(p, found[0]), kWikiSolution);

  const auto sat = sat_solutions(p, 2);
  ASSERT_TRUE(sat.complete);
  ASSERT_EQ(sat.solutions.size(), 1u);
  EXPECT_EQ(sat.solutions[0], found[0]);
}

// Arto Inkala's 21-given puzzle ("the world's hardest sudoku"): unique.
const std::string kInkalaPuzzle =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

TEST(Backtrack, HardNineByNineIsUniqueAndFast) {
  const Puzzle p = sudoku(kInkalaPuzzle);
  const auto start = std::chrono::steady_clock::now();
  std::vector<Assignment> found;
  ASSERT_EQ(count_solutions(p, 2, &found), 1);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_LT(std::chrono::duration<double>(elapsed).count(), 2.0);
  const auto sat = sat_solutions(p, 2);
  ASSERT_TRUE(sat.complete);
  ASSERT_EQ(sat.solutions.size(), 1u);
  EXPECT_EQ(sat.solutions[0], found[0]);
}

TEST(Backtrack, NineByNineWithTwentyFiveGivensMatchesSat) {
  // The Wikipedia solution with 25 spread-out givens kept: 12 solutions.
  std::string grid(81, '.');
  for (int cell = 0; cell < 81; ++cell)
    if ((cell * 19) % 81 < 25) grid[cell] = kWikiSolution[cell];
  const Puzzle p = sudoku(grid);
  std::vector<Assignment> found;
  const long long n = count_solutions(p, 1000, &found);
  const auto sat = sat_solutions(p, 1001);
  ASSERT_TRUE(sat.complete);
  EXPECT_EQ(n, 12);
  EXPECT_EQ(n, static_cast<long long>(sat.solutions.size()));
  EXPECT_EQ(std::set<Assignment>(found.begin(), found.end()),
            std::set<Assignment>(sat.solutions.begin(), sat.solutions.end()));
}

// ---- against the exhaustive brute force ---------------------------------------

TEST(BacktrackVsBruteForce, GroupsWithMultiplicityNotFull) {
  Puzzle p = tiny_puzzle(2, 4, "11223");  // rows of 4 < capacity 5: at-most only
  add_rows_and_columns(p);
  add(p, Group{{0, 5}});
  expect_same_as_brute_force(p);
}

TEST(BacktrackVsBruteForce, RenbanWithEmptyCells) {
  Puzzle p = tiny_puzzle(1, 5, "01234");
  p.symbols.empty_symbol = 0;
  p.symbols.symbols[0].calc = 0;
  add(p, rfsat::model::Renban{{0, 1, 2, 3, 4}});
  expect_same_as_brute_force(p);
  add(p, rfsat::model::Renban{{1, 3}});
  expect_same_as_brute_force(p);
}

TEST(BacktrackVsBruteForce, RenbanWithDuplicateAndNegativeCalcNumbers) {
  Puzzle p = tiny_puzzle(2, 3, "abcde");
  const int calc[] = {-2, -1, -1, 0, 3};
  for (int s = 0; s < 5; ++s) p.symbols.symbols[s].calc = calc[s];
  add(p, rfsat::model::Renban{{0, 1, 2}});
  add(p, rfsat::model::Renban{{2, 5}});
  add(p, Group{{3, 4, 5}});
  expect_same_as_brute_force(p);
}

TEST(BacktrackVsBruteForce, SingleCellRulesAndParityOfNegativeNumbers) {
  Puzzle p = tiny_puzzle(2, 3, "1234");
  p.symbols.symbols[0].calc = -3;
  p.symbols.symbols[1].calc = -2;
  add(p, rfsat::model::Given{0, 2});
  add(p, rfsat::model::SetValues{1, {0, 1, 3}});
  add(p, rfsat::model::DelValues{2, {1}});
  add(p, rfsat::model::Parity{{3, 4}, false});
  add(p, rfsat::model::Parity{{5}, true});
  add(p, Group{{0, 1, 2, 3}});
  expect_same_as_brute_force(p);
}

TEST(BacktrackVsBruteForce, HolesAndAGroupListingACellTwice) {
  Puzzle p = tiny_puzzle(3, 3, "112");
  p.geometry.hole[4] = true;
  add(p, Group{{0, 1, 2}});
  add(p, Group{{3, 5}});
  add(p, Group{{6, 6, 7}});  // cell 7 listed once, 6 twice: checker counts both
  expect_same_as_brute_force(p);
}

TEST(BacktrackVsBruteForce, OtherKindsAreCheckedOnceTheirCellsAreSet) {
  Puzzle p = tiny_puzzle(2, 3, "1234");
  add(p, rfsat::model::Thermo{{0, 1, 2}, true});
  add(p, rfsat::model::Palindrome{{3, 4, 5}});
  add(p, rfsat::model::Whisper{2, {2, 5, 4}});
  add(p, Group{{0, 3, 4}});
  expect_same_as_brute_force(p);
}

TEST(BacktrackVsBruteForce, PairRulesAreCheckedPairByPair) {
  Puzzle p = tiny_puzzle(2, 3, "0123");
  p.symbols.empty_symbol = 0;
  p.symbols.symbols[0].calc = 0;
  add(p, rfsat::model::DifferentPairs{{{0, 1}, {1, 2}, {3, 4}}, {}});
  add(p, rfsat::model::NoDiff{1, {{0, 3}, {1, 4}, {2, 5}}});
  add(p, Group{{0, 1, 2, 3}});
  expect_same_as_brute_force(p);
}

TEST(BacktrackVsBruteForce, ConstraintNamingAHoleHasNoSolution) {
  Puzzle p = tiny_puzzle(2, 2, "12");
  p.geometry.hole[3] = true;
  add(p, Group{{0, 3}});
  EXPECT_EQ(count_solutions(p, 100), 0);
  expect_same_as_brute_force(p);
}

}  // namespace
