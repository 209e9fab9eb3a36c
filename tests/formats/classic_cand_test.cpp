// Candidate grids: SudoCue's .sdx example (candidates, givens, u marks) and
// Simple Sudoku's candidate grid print from the clipboard page (framed, boxes,
// trailer), CRLF, 4x4, and each malformed-input error with its line:col.
#include "formats_support.hpp"

namespace {

using namespace rfsat::test;

std::uint64_t mask(const std::string& digits) {
  std::uint64_t m = 0;
  for (char d : digits) m |= std::uint64_t{1} << (d - '1');
  return m;
}

std::string replace_once(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

TEST(Sdx, ReadsTheSudoCueExample) {
  Grid g = read_one(fixture("sudocue_progress.sdx"), ClassicFormat::sdx);
  EXPECT_EQ(g.size, 9);
  EXPECT_EQ(g.given[0], 1);  // 2
  EXPECT_FALSE(g.is_user_placed(0));
  EXPECT_EQ(g.mask_of(1), mask("679"));
  EXPECT_EQ(g.mask_of(9 + 8), mask("29"));
  EXPECT_EQ(g.given[3 * 9 + 4], 0);  // u1 in r4c5: placed by the user
  EXPECT_TRUE(g.is_user_placed(3 * 9 + 4));
  EXPECT_TRUE(g.is_user_placed(4 * 9 + 6));
  int users = 0;
  for (int c = 0; c < 81; ++c) users += g.is_user_placed(c);
  EXPECT_EQ(users, 2);
  // every given of the .sdk example is a given here
  Grid sdk = read_one(fixture("sudocue_example.sdk"), ClassicFormat::sdk);
  for (int c = 0; c < 81; ++c)
    if (sdk.given[c] >= 0) {
      EXPECT_EQ(g.given[c], sdk.given[c]) << c;
    }
  expect_same(g, read_one(to_crlf(fixture("sudocue_progress.sdx")), ClassicFormat::sdx));
}

TEST(Sdx, Errors) {
  const std::string sdx = fixture("sudocue_progress.sdx");
  EXPECT_EQ(read_fail(replace_once(sdx, "u1 7 3", "u17 7 3"), ClassicFormat::sdx),
            "4:9: 'u' marks a digit the user placed: expected one digit after it");
  EXPECT_EQ(read_fail(replace_once(sdx, "3 59 4", "3 5x 4"), ClassicFormat::sdx),
            "4:17: 'x' is not a symbol (1-9)");
  EXPECT_EQ(read_fail(replace_once(sdx, "3 59 4", "3 4"), ClassicFormat::sdx),
            "4:17: row 4 has 8 cells, expected 9");
  EXPECT_EQ(read_fail(replace_once(sdx, "3 59 4", "3 59 4 5"), ClassicFormat::sdx),
            "4:21: row 4 has 10 cells, expected 9");
  EXPECT_EQ(read_fail(replace_once(sdx, "2 679 ", "2 677 "), ClassicFormat::sdx),
            "1:5: '7' is listed twice in this cell");
  EXPECT_EQ(read_fail(sdx + "1 2 3 4 5 6 7 8 9\n", ClassicFormat::sdx),
            "10:1: expected 9 rows, found more");
  EXPECT_EQ(read_fail(sdx.substr(0, sdx.find("1 47 5")), ClassicFormat::sdx),
            "5:39: expected 9 rows, found 5");
}

TEST(CandidatePrint, ReadsTheSimpleSudokuPrint) {
  Grid g = read_one(fixture("simple_sudoku_candidates.txt"), ClassicFormat::candidates_print);
  EXPECT_EQ(g.mask_of(0), mask("1567"));
  EXPECT_EQ(g.mask_of(8), mask("579"));
  EXPECT_EQ(g.mask_of(80), mask("2479"));
  EXPECT_EQ(g.given[1], 2);                 // 3
  EXPECT_EQ(g.given[7 * 9 + 1], 0);         // r8c2 = 1: one candidate reads as a given
  EXPECT_TRUE(g.user_placed.empty());
  Grid ss = read_one(fixture("simple_sudoku.ss"), ClassicFormat::ss);
  for (int c = 0; c < 81; ++c)
    if (ss.given[c] >= 0) {
      EXPECT_EQ(g.given[c], ss.given[c]) << c;
    }
  expect_same(g, read_one(to_crlf(fixture("simple_sudoku_candidates.txt")),
                          ClassicFormat::candidates_print));
}

TEST(CandidatePrint, SinglySpacedAsOnTheSeedPage) {
  const std::string text =
      "*---*\n| 1 23 | 4 3 |\n| 34 2 | 1 2 |\n|-----+-----|\n| 2 1 | 3 4 |\n| 4 3 | 2 1 |\n*---*\n";
  Grid g = read_one(text, ClassicFormat::candidates_print);
  EXPECT_EQ(g.size, 4);
  EXPECT_EQ(g.mask_of(1), mask("23"));
  EXPECT_EQ(g.given[0], 0);
}

TEST(CandidatePrint, Errors) {
  const std::string p = to_lf(fixture("simple_sudoku_candidates.txt"));
  const std::string row4 = "| 8      12459  1459   | 13     6      139    | 7      145    2345   |";
  EXPECT_EQ(read_fail(replace_once(p, row4, "| 8      12459  1459 1 | 13     6      139    | 7      145    2345   |"),
                      ClassicFormat::candidates_print),
            "6:63: row 4 has 10 cells, expected 9");
  EXPECT_EQ(read_fail(replace_once(p, row4, "| 8      12459  1459  13 |   6      139    | 7      145    2345   |"),
                      ClassicFormat::candidates_print),
            "6:2: box 1 of row 4 has 4 cells, expected 3");
  EXPECT_EQ(read_fail(replace_once(p, row4, "| 8      12459  1459   | 13     6      139    | 7      145    2345"),
                      ClassicFormat::candidates_print),
            "6:67: expected '|' at the end of the row");
  EXPECT_EQ(read_fail(replace_once(p, row4, "| 8      12459  14x9   | 13     6      139    | 7      145    2345   |"),
                      ClassicFormat::candidates_print),
            "6:19: 'x' is not a symbol (1-9)");
  EXPECT_EQ(read_fail(replace_once(p, "|----------------------+----------------------+----------------------|\n| 8", "| 8"),
                      ClassicFormat::candidates_print)
                .substr(0, 40),
            "5:1: expected a box separator line like ");
  EXPECT_EQ(read_fail(p.substr(p.find('\n') + 1), ClassicFormat::candidates_print).substr(0, 26),
            "1:1: expected the top fram");
}

}  // namespace
