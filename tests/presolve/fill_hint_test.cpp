// The solution guess of large classic puzzles (src/presolve/fill_hint.hpp): a
// found grid keeps the candidates and passes the independent checker; the
// other grid differs from the one to avoid; puzzles outside its scope get
// none; and the solve service counts empty giant grids to 2 with two
// distinct checked solutions (the guess only sets the solver's phases).
#include "fill_hint.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "../support/presolve_support.hpp"
#include "../support/sema_support.hpp"
#include "domains.hpp"
#include "evaluate.hpp"
#include "solve.hpp"

namespace {

using rfsat::presolve::Domains;

const std::string kGlyphs = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#";

using rfsat::test::resolved;

// The empty n x n sudoku (n = b * b).
std::string empty_sudoku(int b) {
  return "values = " + kGlyphs.substr(0, b * b) + "\nrow_groups\ncolumn_groups\nbox_groups(" +
         std::to_string(b) + "," + std::to_string(b) + ")\n";
}

using rfsat::test::pruned;

bool within(const rfsat::model::Assignment& a, const Domains& d) {
  for (std::size_t c = 0; c < a.size(); ++c)
    if (a[c] < 0 || !(d[c] & rfsat::presolve::bit(a[c]))) return false;
  return true;
}

TEST(FillHint, EmptyGridsGetCheckedSolutions) {
  for (int b : {2, 3, 4, 5, 6}) {
    auto p = resolved(empty_sudoku(b));
    const Domains d = pruned(p);
    auto a = rfsat::presolve::fill_hint(p, d, 100000);
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
  auto p = resolved(kUnique6x6);
  const Domains d = pruned(p);
  auto a = rfsat::presolve::fill_hint(p, d, 100000);
  ASSERT_TRUE(a);
  EXPECT_TRUE(within(*a, d));
  EXPECT_EQ(rfsat::check::find_violation(p, *a), std::nullopt);
}

// Past its deadline the search gives up (the hint is optional); before it,
// the same puzzle gets its grid.
TEST(FillHint, GivesUpPastTheDeadline) {
  auto p = resolved(kUnique6x6);
  const Domains d = pruned(p);
  const auto now = std::chrono::steady_clock::now();
  EXPECT_EQ(rfsat::presolve::fill_hint(p, d, 100000, now - std::chrono::seconds(1)), std::nullopt);
  EXPECT_TRUE(rfsat::presolve::fill_hint(p, d, 100000, now + std::chrono::hours(1)));
  const auto a = rfsat::presolve::fill_hint(p, d, 100000);
  ASSERT_TRUE(a);
  EXPECT_EQ(rfsat::presolve::fill_hint_other(p, d, *a, 100000, now - std::chrono::seconds(1)),
            std::nullopt);
}

TEST(FillHint, OtherGridDiffers) {
  for (int b : {3, 4, 6}) {
    auto p = resolved(empty_sudoku(b));
    const Domains d = pruned(p);
    auto first = rfsat::presolve::fill_hint(p, d, 100000);
    ASSERT_TRUE(first) << b;
    auto other = rfsat::presolve::fill_hint_other(p, d, *first, 100000);
    ASSERT_TRUE(other) << b;
    EXPECT_NE(*other, *first) << b;
    EXPECT_TRUE(within(*other, d)) << b;
    EXPECT_EQ(rfsat::check::find_violation(p, *other), std::nullopt) << b;
  }
}

TEST(FillHint, NoneOutsideItsScope) {
  // A symbol twice per group: not the search's model.
  auto twice = resolved("values = 1123\ncolumns = 4\nrows = 1\nrow_groups\n");
  EXPECT_EQ(rfsat::presolve::fill_hint(twice, pruned(twice), 1000), std::nullopt);
  // No grid within the domains: three cells of row 1 may hold only 1 or 2.
  auto none = resolved(empty_sudoku(2));
  Domains d3 = rfsat::presolve::full_domains(none);
  d3[0] = d3[1] = d3[2] = rfsat::presolve::bit(0) | rfsat::presolve::bit(1);
  EXPECT_EQ(rfsat::presolve::fill_hint(none, d3, 1000), std::nullopt);
  // The unique 6x6 has no other grid.
  auto unique = resolved(kUnique6x6);
  const Domains d = pruned(unique);
  auto a = rfsat::presolve::fill_hint(unique, d, 100000);
  ASSERT_TRUE(a);
  EXPECT_EQ(rfsat::presolve::fill_hint_other(unique, d, *a, 100000), std::nullopt);
}

TEST(FillHint, SolveCountsAnEmptyGiantGridToTwo) {
  auto p = resolved(empty_sudoku(6));  // 36x36: 1296 cells, past the hint's threshold
  rfsat::solve::Result r = rfsat::solve::solve(p, {.count = 2});
  ASSERT_EQ(r.enumeration.solutions.size(), 2u);
  EXPECT_FALSE(r.enumeration.complete);
  EXPECT_NE(r.enumeration.solutions[0], r.enumeration.solutions[1]);
  EXPECT_EQ(r.violation, std::nullopt);
  for (const auto& a : r.enumeration.solutions)
    EXPECT_EQ(rfsat::check::find_violation(p, a), std::nullopt);
  EXPECT_EQ(rfsat::solve::verdict_of(r), rfsat::solve::Verdict::multiple);
}

// 55% of the 36x36 grid (r, c) -> (6 * (r % 6) + r / 6 + c) % 36, one
// string per row ('.': no given).
constexpr const char* kPattern36[] = {
    "0..345..89.B.DE.G..JKL.NOPQRSTUVWXYZ", "...9..CD...H..K...O.QR.TUV..YZ0.2345",
    "C...GHI..L.NO..RST.V.....1.34..789AB", "I..LMNO.....U..XYZ.12.456789.BCDEFGH",
    "O.QR..UVW.Y..12..56.8.A.CD..G.I..LMN", ".V...Z...3456.89A.CDE..HIJ..MN...R..",
    "1.3.56.8...CDE....J.LMN...R..U.WXY..", ".89..C.EF.HI.KLMN.P.R..UVWX.Z0.2.456",
    "...GH..K..NOPQRS.U...YZ01..456..9ABC", ".KL.N.P.RS.U.W...012.4.6.89......GHI",
    "..RS..VW.YZ012.4.6789A.CD.FGHI.K..NO", "VWX...1.345.7..A..D.......LMN..Q..TU",
    "2.4...8..B....G..J.LMNO..R.TUVW.YZ01", "...BCDE.G....LM...QRS.U.W...01.34567",
    "EFGH..K.MNOP...T.V.X..01.345678.....", "K....P........YZ..23.5678.AB.DE..H..",
    "QR.TU.WXY.0...4.6.8..BC...G..JK..N.P", ".X...1234.6.8..BCDEFGH..KL....Q.S.UV",
    "3456.8.A.C...G..JK..N..Q.ST.VWXY..12", ".ABCDE.....K...OP..S..VWXYZ.1.....7.",
    "F...JK.MN.PQRST..WXY.012.45...9AB.DE", "...O.Q....V..YZ0123.5..89AB.DEF.HIJ.",
    "R.......Z0.....6..9A.CDE...IJ.LMNOPQ", ".YZ0..3.56..9....E.G.....MN..QRS...W",
    ".567.9AB...F..IJ..M.OPQ.S.U....Z0...", "...DE.G.IJKLMNOPQ..T.VW..Z.1.3..67.9",
    "GHI.K..N..QRS..V.X.Z012....78.AB.D.F", "M.OPQ..TU.WX.Z01....678..BC.EFG...K.",
    "STU.WXYZ0.2..567....CDEFGHIJ...NO..R", "YZ0.23..6.89ABC..FG.IJKLMNO..R.TUV.X",
    ".....A..D.FG..JKLMNOPQRSTUVW.YZ...34", ".C.E.G..J.L.NOP.R...V...Z..2..5.7.9A",
    "H.JKLMNOP.....V.X.Z0..3.5...9ABC.E..", "NO..R.TU..X.Z.1.34...89A..DEF...JKLM",
    "TU...YZ...34...89A....FG...K.MN.....", ".01.3.5..8.AB.DEF...JKLMNOPQR.TU....",
};

// kPattern36 as a puzzle; with `clash`, cell index 676's given V becomes O,
// which none of its given peers holds but no completion admits.
std::string pattern_36(bool clash) {
  std::string text = empty_sudoku(6), grid;
  for (const char* row : kPattern36) grid += row;
  if (clash) grid[676] = 'O';
  for (std::size_t i = 0; i < grid.size(); ++i)
    if (grid[i] != '.') text += "set_cell(" + std::to_string(i + 1) + "," + grid[i] + ")\n";
  return text;
}

// Giant grids without a guessed grid take pairwise at-most-one clauses
// (solve.cpp, docs/tuning.md#giant-pairwise): counts stay exact. A clash
// that pruning does not see (the formula is built) has no solution; the
// same givens without it have at least two, both checked.
TEST(FillHint, SolveCountsGiantGridsWithGivensExactly) {
  auto clash = resolved(pattern_36(true));
  EXPECT_EQ(rfsat::presolve::fill_hint(clash, pruned(clash), 100000), std::nullopt);
  rfsat::solve::Result r = rfsat::solve::solve(clash, {.count = 2});
  EXPECT_GT(r.variables, 0);
  EXPECT_EQ(rfsat::solve::verdict_of(r), rfsat::solve::Verdict::none);

  auto open = resolved(pattern_36(false));
  r = rfsat::solve::solve(open, {.count = 2});
  ASSERT_EQ(r.enumeration.solutions.size(), 2u);
  EXPECT_NE(r.enumeration.solutions[0], r.enumeration.solutions[1]);
  for (const auto& a : r.enumeration.solutions)
    EXPECT_EQ(rfsat::check::find_violation(open, a), std::nullopt);
}

}  // namespace
