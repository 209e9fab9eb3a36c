// The solution guess of large classic puzzles (encodings/fill_hint.hpp): a
// found grid keeps the candidates and passes the independent checker; the
// other grid differs from the one to avoid; puzzles outside its scope get
// none; and the solve service counts empty giant grids to 2 with two
// distinct checked solutions (the guess only sets the solver's phases).
#include "fill_hint.hpp"

#include <gtest/gtest.h>

#include <string>

#include "../support/sema_support.hpp"
#include "domains.hpp"
#include "evaluate.hpp"
#include "solve.hpp"

namespace {

using rfsat::enc::Domains;

const std::string kGlyphs = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#";

rfsat::model::Puzzle puzzle(const std::string& text) {
  auto r = rfsat::test::resolve_text(text);
  EXPECT_TRUE(r.errors.empty()) << text;
  return *r.puzzle;
}

// The empty n x n sudoku (n = b * b).
std::string empty_sudoku(int b) {
  return "values = " + kGlyphs.substr(0, b * b) + "\nrow_groups\ncolumn_groups\nbox_groups(" +
         std::to_string(b) + "," + std::to_string(b) + ")\n";
}

Domains pruned(const rfsat::model::Puzzle& p) {
  Domains d = rfsat::enc::full_domains(p);
  rfsat::enc::prune(p, d);
  return d;
}

bool within(const rfsat::model::Assignment& a, const Domains& d) {
  for (std::size_t c = 0; c < a.size(); ++c)
    if (a[c] < 0 || !(d[c] & rfsat::enc::bit(a[c]))) return false;
  return true;
}

TEST(FillHint, EmptyGridsGetCheckedSolutions) {
  for (int b : {2, 3, 4, 5, 6}) {
    auto p = puzzle(empty_sudoku(b));
    const Domains d = pruned(p);
    auto a = rfsat::enc::fill_hint(p, d, 100000);
    ASSERT_TRUE(a) << b;
    EXPECT_TRUE(within(*a, d)) << b;
    EXPECT_EQ(rfsat::check::find_violation(p, *a), std::nullopt) << b;
  }
}

// A 6x6 with a unique solution (puzzles/classic/sudoku_6x6.rf).
constexpr const char* kUnique6x6 =
    "values = 123456\nrow_groups\ncolumn_groups\nbox_groups(3,2)\n"
    "set_cell(1,3)\nset_cell(3,5)\nset_cell(9,4)\nset_cell(11,6)\nset_cell(14,3)\n"
    "set_cell(18,5)\nset_cell(23,1)\nset_cell(27,3)\nset_cell(30,2)\nset_cell(32,4)\n";

TEST(FillHint, KeepsTheGivens) {
  // The guess is the unique solution.
  auto p = puzzle(kUnique6x6);
  const Domains d = pruned(p);
  auto a = rfsat::enc::fill_hint(p, d, 100000);
  ASSERT_TRUE(a);
  EXPECT_TRUE(within(*a, d));
  EXPECT_EQ(rfsat::check::find_violation(p, *a), std::nullopt);
}

TEST(FillHint, OtherGridDiffers) {
  for (int b : {3, 4, 6}) {
    auto p = puzzle(empty_sudoku(b));
    const Domains d = pruned(p);
    auto first = rfsat::enc::fill_hint(p, d, 100000);
    ASSERT_TRUE(first) << b;
    auto other = rfsat::enc::fill_hint_other(p, d, *first, 100000);
    ASSERT_TRUE(other) << b;
    EXPECT_NE(*other, *first) << b;
    EXPECT_TRUE(within(*other, d)) << b;
    EXPECT_EQ(rfsat::check::find_violation(p, *other), std::nullopt) << b;
  }
}

TEST(FillHint, NoneOutsideItsScope) {
  // A symbol twice per group: not the search's model.
  auto twice = puzzle("values = 1123\ncolumns = 4\nrows = 1\nrow_groups\n");
  EXPECT_EQ(rfsat::enc::fill_hint(twice, pruned(twice), 1000), std::nullopt);
  // No grid within the domains: three cells of row 1 may hold only 1 or 2.
  auto none = puzzle(empty_sudoku(2));
  Domains d3 = rfsat::enc::full_domains(none);
  d3[0] = d3[1] = d3[2] = rfsat::enc::bit(0) | rfsat::enc::bit(1);
  EXPECT_EQ(rfsat::enc::fill_hint(none, d3, 1000), std::nullopt);
  // The unique 6x6 has no other grid.
  auto unique = puzzle(kUnique6x6);
  const Domains d = pruned(unique);
  auto a = rfsat::enc::fill_hint(unique, d, 100000);
  ASSERT_TRUE(a);
  EXPECT_EQ(rfsat::enc::fill_hint_other(unique, d, *a, 100000), std::nullopt);
}

TEST(FillHint, SolveCountsAnEmptyGiantGridToTwo) {
  auto p = puzzle(empty_sudoku(6));  // 36x36: 1296 cells, past the hint's threshold
  rfsat::solve::Result r = rfsat::solve::solve(p, {.count = 2});
  ASSERT_EQ(r.enumeration.solutions.size(), 2u);
  EXPECT_FALSE(r.enumeration.complete);
  EXPECT_NE(r.enumeration.solutions[0], r.enumeration.solutions[1]);
  EXPECT_EQ(r.violation, std::nullopt);
  for (const auto& a : r.enumeration.solutions)
    EXPECT_EQ(rfsat::check::find_violation(p, a), std::nullopt);
  EXPECT_EQ(rfsat::solve::verdict_of(r), rfsat::solve::Verdict::multiple);
}

}  // namespace
