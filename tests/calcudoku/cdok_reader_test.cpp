// The cdok spec reader (src/formats/cdok/read.hpp): what it accepts (token
// order, tabs/CRLF, the blank line that ends a spec, single-cell groups as
// givens, -0, Nylimb values) and an error naming the line, the column and the
// token for every kind of malformed spec; every file of
// ../shared/data/calcudoku/malformed/ (skipped when absent).
#include <set>

#include "calcudoku_support.hpp"

namespace rfsat::test {
namespace {

struct Case {
  const char* text;
  int line, column;
  const char* message;  // a part of the first error message
  bool nylimb = false;
};

void expect_error(const Case& c) {
  const Read r = read_spec(c.text, c.nylimb);
  EXPECT_FALSE(r.puzzle) << c.text;
  ASSERT_FALSE(r.errors.empty()) << c.text;
  EXPECT_EQ(r.errors[0].pos.line, c.line) << c.text << "\n" << r.printed;
  EXPECT_EQ(r.errors[0].pos.column, c.column) << c.text << "\n" << r.printed;
  EXPECT_NE(r.errors[0].message.find(c.message), std::string::npos) << r.printed;
}

TEST(CdokReader, ReadsTheReadmeExample) {
  const Read r = read_spec(
      "J+12    F/4     5       2       E*3     E\n"
      "J       F       H+7     H       I*60    I\n"
      "J       D+12    G+28    G       G       I\n"
      "3       D       K-1     K       G       G\n"
      "4       D       D       B+11    G       A*2\n"
      "C+10    C       C       B       4       A\n");
  ASSERT_TRUE(r.puzzle) << r.printed;
  const formats::cdok::CdokPuzzle& p = *r.puzzle;
  EXPECT_EQ(p.size, 6);
  EXPECT_EQ(p.cages.size(), 11u);
  EXPECT_EQ(p.given[2], 5);
  EXPECT_EQ(p.given[35 - 1], 4);
  // Cages are ordered by first cell: J (cell 0), F (1), E (4), H (8), ...
  EXPECT_EQ(p.cages[0].letter, 'J');
  EXPECT_EQ(p.cages[0].op, '+');
  EXPECT_EQ(p.cages[0].target, 12);
  EXPECT_EQ(p.cages[0].cells, (std::vector<int>{0, 6, 12}));
  EXPECT_EQ(p.cages[2].letter, 'E');
  EXPECT_EQ(p.cages[2].cells, (std::vector<int>{4, 5}));
  EXPECT_EQ(p.cages[2].pos.line, 1);
  EXPECT_EQ(p.cages[2].pos.column, 33);
}

TEST(CdokReader, TokenOrderWhitespaceAndTheEndOfASpec) {
  // Order inside a token does not matter; the clue may be split over cells;
  // tabs, CR and trailing spaces are whitespace; leading blank lines are
  // skipped and a blank (or whitespace-only) line ends the spec.
  const Read r = read_spec("\n  \r\n3+A\tA \t3\r\n5B C C2*\r\n+B 3 1   \r\n \t\nanything here is ignored\n");
  ASSERT_TRUE(r.puzzle) << r.printed;
  EXPECT_EQ(r.puzzle->size, 3);
  ASSERT_EQ(r.puzzle->cages.size(), 3u);
  EXPECT_EQ(r.puzzle->cages[0].target, 3);
  EXPECT_EQ(r.puzzle->cages[1].letter, 'B');
  EXPECT_EQ(r.puzzle->cages[1].op, '+');
  EXPECT_EQ(r.puzzle->cages[1].target, 5);
  EXPECT_EQ(r.puzzle->cages[2].op, '*');
  EXPECT_EQ(r.puzzle->cages[2].target, 2);
  EXPECT_EQ(r.puzzle->cages[2].pos.line, 4);
  EXPECT_EQ(r.puzzle->cages[2].pos.column, 6);
}

TEST(CdokReader, SingleCellGroupIsAGivenAndMinusZeroIsLegal) {
  // B: 3 - 1 - 2 = 0 (an L of three cells).
  const Read r = read_spec("A+1 2 3\n3 B-0 B\n2 B C/1\n");
  ASSERT_TRUE(r.puzzle) << r.printed;
  EXPECT_EQ(r.puzzle->given[0], 1);
  EXPECT_EQ(r.puzzle->given[8], 1);  // C/1 on one cell: the value 1
  ASSERT_EQ(r.puzzle->cages.size(), 1u);
  EXPECT_EQ(r.puzzle->cages[0].op, '-');
  EXPECT_EQ(r.puzzle->cages[0].target, 0);
  EXPECT_EQ(BruteForce(*r.puzzle).count(5), 1);
  // Two cells of one row can never differ by 0.
  EXPECT_FALSE(read_spec("A+1 2 3\n3 B-0 B\n2 3 1\n").puzzle);
}

TEST(CdokReader, OneByOneAndLettersOfBothCases) {
  const Read one = read_spec("1\n");
  ASSERT_TRUE(one.puzzle) << one.printed;
  EXPECT_EQ(one.puzzle->given[0], 1);
  const Read cases = read_spec("a+3 A*2\na A\n");
  ASSERT_TRUE(cases.puzzle) << cases.printed;
  EXPECT_EQ(cases.puzzle->cages.size(), 2u);  // a and A are two groups
}

TEST(CdokReader, NylimbValues) {
  const Read r = read_spec("A+12 A 40\n0 B*9 B\n", true);
  EXPECT_FALSE(r.puzzle);  // 2 rows of 3: not square (the values are fine)
  const Read ok = read_spec("A+12 40\nA 3\n", true);
  ASSERT_TRUE(ok.puzzle) << ok.printed;
  EXPECT_EQ(ok.puzzle->given[1], 40);
  EXPECT_EQ(ok.puzzle->given[3], 3);
  const Read zero = read_spec("A+12 40\nA 0\n", true);  // 40 and 0 share the digit 0
  EXPECT_FALSE(zero.puzzle);
  EXPECT_EQ(ok.puzzle->max_value(), 99);
}

TEST(CdokReader, ErrorsNameLineColumnAndToken) {
  const Case cases[] = {
      {"", 1, 1, "empty calcudoku spec"},
      {"\n \n\t\n", 1, 1, "empty calcudoku spec"},
      {"A+3 A 3\n3 1\n2 3 1\n", 2, 4, "ragged rows: row 2 has 2 cells, expected 3"},
      {"A+3 A 3\n3 1 2 1\n2 3 1\n", 2, 7, "token '1' is one too many"},
      {"A+3 A 3\n3 B+3 B\nC+3 C 2\n1 2 3\n", 4, 1, "too many rows"},
      {"A+3 A 3\n3 B+3 B\n", 3, 1, "only 2 rows, expected 3"},
      {"A3 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "group A has no operator: 'A3'"},
      {"A+ A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "group A has no target"},
      {"A+3 A+4 3\nB+5 C*2 C\nB 3 1\n", 1, 5, "conflicting targets for group A: 'A+4' says 4, 'A+3'"},
      {"A+3 A*3 3\nB+5 C*2 C\nB 3 1\n", 1, 5, "conflicting operators for group A"},
      {"A+3 A 3\n3 1 2\nA 3 1\n", 3, 1, "disconnected group: 'A' belongs to group A"},
      {"A+3 A 7\nB+5 C*2 C\nB 3 1\n", 1, 7, "given '7' is out of range: a 3x3 calcudoku holds 1..3"},
      {"A+3 A 0\nB+5 C*2 C\nB 3 1\n", 1, 7, "given '0' is out of range"},
      {"1 1 2\n2 3 1\n3 2 3\n", 1, 3, "conflicting givens: '1' and '1' (line 1) in row 1"},
      {"1 2 3\n2 3 1\n1 B+5 B\n", 3, 1, "conflicting givens: '1' and '1' (line 1) in column 1"},
      {"A*0 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "product (*) with target 0"},
      {"A/0 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "ratio (/) with target 0"},
      {"A+1 B 3\nA B-1 1\n3 1 2\n", 1, 1, "impossible target: no values 1..3 in the 2 cells of group A make a sum (+) of 1"},
      {"A+2 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "impossible target"},  // 1+1 in one row
      {"A*5 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "make a product (*) of 5"},
      {"A-3 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "make a difference (-) of 3"},
      {"A/4 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "make a ratio (/) of 4"},
      {"A+4 2 3\n3 1 2\n2 3 1\n", 1, 1, "group A has one cell, which would hold 4"},
      {"A+99999999999 A 3\nB+5 C*2 C\nB 3 1\n", 1, 1, "impossible target"},
      {"A+9999999999999999 A 3\n", 1, 1, "too large"},
      {"AX3 A 3\nB+5 C*2 C\nB 3 1\n", 1, 2, "names two groups, 'A' and 'X'"},
      {"A+-3 A 3\nB+5 C*2 C\nB 3 1\n", 1, 3, "two operators"},
      {"A3+4 A 3\nB+5 C*2 C\nB 3 1\n", 1, 4, "holds two numbers"},
      {"A+3 A 3\nB+5 Cx2 C\nB 3 1\n", 2, 6, "names two groups, 'C' and 'x'"},
      {"A+3 A 3\nB+5 C%2 C\nB 3 1\n", 2, 6, "unexpected character '%'"},
      {"+3 A 3\n", 1, 1, "operator but no group letter"},
      {"A+12 11\nA 0\n", 1, 6, "given '11' is out of range: a Nylimb calcudoku holds 0..99 with no digit", true},
      {"A+12 A\n2 12\n", 2, 3, "conflicting givens", true},
      {"A*0 A\n2 13\n", 1, 1, "product (*) with target 0", true},
  };
  for (const Case& c : cases) expect_error(c);
}

TEST(CdokReader, GridTooLarge) {
  std::string row;
  for (int i = 0; i < 65; ++i) row += (i ? " " : "") + std::to_string(i + 1);
  std::string text;
  for (int i = 0; i < 65; ++i) text += row + "\n";
  const Read r = read_spec(text);
  EXPECT_FALSE(r.puzzle);
  ASSERT_FALSE(r.errors.empty());
  EXPECT_NE(r.errors[0].message.find("up to 64x64"), std::string::npos) << r.printed;
}

TEST(CdokReader, LargeProductCagesReadFast) {
  // A 16x16 latin square of givens with one product group over the 9 cells
  // of row 1 holding 8..16, and one of 8 cells with an impossible target
  // (a prime above 16). The "impossible target" test used to try factor
  // lists without memory: minutes for such groups (issue 29's stress
  // puzzles); memoised, microseconds.
  auto spec = [](long long target) {
    std::string text;
    for (int r = 0; r < 16; ++r) {
      for (int c = 0; c < 16; ++c) {
        std::string cell = std::to_string((r + c) % 16 + 1);
        if (r == 0 && c >= 7) cell = c == 7 ? "A*" + std::to_string(target) : "A";
        text += (c ? "\t" : "") + cell;
      }
      text += "\n";
    }
    return text;
  };
  const Read ok = read_spec(spec(8LL * 9 * 10 * 11 * 12 * 13 * 14 * 15 * 16));
  ASSERT_TRUE(ok.puzzle) << ok.printed;
  EXPECT_EQ(ok.puzzle->cages[0].cells.size(), 9u);
  const Read bad = read_spec(spec(8LL * 9 * 10 * 11 * 12 * 13 * 14 * 15 * 17));
  EXPECT_FALSE(bad.puzzle);
  ASSERT_FALSE(bad.errors.empty());
  EXPECT_NE(bad.errors[0].message.find("impossible target"), std::string::npos) << bad.printed;
}

TEST(CdokReader, NylimbCompatibility) {
  EXPECT_TRUE(formats::cdok::nylimb_compatible(1, 2));
  EXPECT_FALSE(formats::cdok::nylimb_compatible(1, 1));
  EXPECT_FALSE(formats::cdok::nylimb_compatible(1, 21));
  EXPECT_TRUE(formats::cdok::nylimb_compatible(3, 21));
  EXPECT_FALSE(formats::cdok::nylimb_compatible(12, 34));  // two two-digit numbers
  EXPECT_FALSE(formats::cdok::nylimb_compatible(11, 3));   // 11 writes 1 twice
  EXPECT_TRUE(formats::cdok::nylimb_compatible(0, 10 + 2));
  EXPECT_FALSE(formats::cdok::nylimb_compatible(0, 10));
}

TEST(CdokReader, DetectsCdokByContent) {
  EXPECT_TRUE(formats::cdok::looks_like_cdok("J+12 F/4 5\nJ F H+7\n"));
  EXPECT_TRUE(formats::cdok::looks_like_cdok("3+A A 3\n"));
  EXPECT_FALSE(formats::cdok::looks_like_cdok("1 2\n2 1\n"));  // no clue: ambiguous (the .puz hint decides)
  EXPECT_FALSE(formats::cdok::looks_like_cdok("values = 123\n"));
  EXPECT_FALSE(formats::cdok::looks_like_cdok("u5 123 4\n"));
}

// Every file of the shared malformed/ folder: a clear error (exit 2 through
// the CLI) naming line, column and token, or, for the three that are valid
// readings (token order, a whitespace-only line ending the spec, a
// single-cell group as a given), the one solution. Never a crash.
TEST(CdokReader, SharedMalformedFolder) {
  const fs::path dir = calcudoku_data() / "malformed";
  if (!fs::is_directory(dir)) GTEST_SKIP() << dir << " is absent";
  struct Expect {
    const char* file;
    int line, column;  // 0: the file reads as a valid puzzle
    const char* message;
  };
  const Expect expected[] = {
      {"01_empty.puz", 1, 1, "empty calcudoku spec"},
      {"03_jagged.puz", 2, 4, "ragged rows"},
      {"05_too_many_rows.puz", 4, 1, "too many rows"},
      {"07_no_op.puz", 1, 1, "no operator"},
      {"09_single_cell_group.puz", 0, 0, ""},
      {"11_ratio_target0.puz", 1, 1, "target 0"},
      {"13_conflicting_targets.puz", 1, 5, "conflicting targets"},
      {"15_given_out_of_range.puz", 1, 7, "out of range"},
      {"17_given_150_novalue.puz", 3, 3, "out of range"},
      {"19_conflicting_givens.puz", 1, 3, "conflicting givens"},
      {"21_group_9_cells.puz", 2, 1, "only 1 row"},
      {"23_x_as_times.puz", 1, 2, "names two groups"},
      {"25_huge_target.puz", 1, 1, "impossible target"},
      {"27_token_order.puz", 0, 0, ""},
      {"29_whitespace_line.puz", 0, 0, ""},
      {"31_bad_sum.puz", 1, 1, "impossible target"},
  };
  std::set<std::string> listed;
  for (const Expect& e : expected) listed.insert(e.file);
  for (const auto& entry : fs::directory_iterator(dir))  // a new file needs an expectation here
    EXPECT_TRUE(listed.count(entry.path().filename().string())) << entry.path();
  for (const Expect& e : expected) {
    const fs::path path = dir / e.file;
    if (!fs::exists(path)) continue;
    const Read r = read_spec(slurp(path), false, e.file);
    if (e.line == 0) {
      ASSERT_TRUE(r.puzzle) << e.file << "\n" << r.printed;
      EXPECT_EQ(BruteForce(*r.puzzle).count(2), 1) << e.file;
      continue;
    }
    EXPECT_FALSE(r.puzzle) << e.file;
    ASSERT_FALSE(r.errors.empty()) << e.file;
    EXPECT_EQ(r.errors[0].pos.line, e.line) << r.printed;
    EXPECT_EQ(r.errors[0].pos.column, e.column) << r.printed;
    EXPECT_NE(r.errors[0].message.find(e.message), std::string::npos) << r.printed;
    // The printed diagnostic names the file and position and quotes the line.
    EXPECT_NE(r.printed.find(std::string(e.file) + ":" + std::to_string(e.line) + ":"), std::string::npos)
        << r.printed;
  }
}

}  // namespace
}  // namespace rfsat::test
