// The ISS reader on the grids and forms ISS writes beyond 1..N sudokus
// (src/formats/iss/value_range.cpp, read.cpp, plain.cpp, sudocue/read.cpp):
// value ranges (`~N` with more values than a house has cells, 0-indexed
// `~0-8`) solved to ISS's answers, the types refused on them, plain grids
// whose first cell is empty (`.` first), SudoCue long killers whose cage
// field is any id, EqualSum segments that share cells and Sums over
// scattered cells. Expected answers were counted by hand and by ISS.
#include <gtest/gtest.h>

#include <algorithm>

#include "iss_support.hpp"
#include "sudocue/read.hpp"

namespace rfsat::test {
namespace {

using Lines = std::vector<std::string>;

TEST(IssShapes, ZeroIndexedGridsCountZeroAsZero) {
  ImportResult r = read_iss(".Shape~4x4~0-3");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find("values = 1230\ncolumns = 4\nrows = 4\nsymvalue(0, 0)\n"),
            std::string::npos)
      << r.imported->rf.text();
  // The cage {r1c1, r1c2} sums to 1: {0, 1}, so r1c1 = 0 needs 0 to be 0.
  EXPECT_EQ(iss_verdict(".Shape~4x4~0-3.Cage~1~R1C1~R1C2.~R1C4_3~R2C1_2~R3C3_3~R4C2_2~R4C4_0"
                        "~R1C1_0"),
            "unique 0123230110323210");
  EXPECT_NE(iss_errors_of(".Shape~4x4~0-3.~R1C1_4").find("the value 4 is not 0..3"),
            std::string::npos);
}

TEST(IssShapes, MoreValuesThanAHouseHasCells) {
  ImportResult r = read_iss(".Shape~6x6~9");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find(
                "values = 123456789\ncolumns = 6\nrows = 6\nrow_groups\ncolumn_groups\n"
                "box_groups(3, 2)\n"),
            std::string::npos)
      << r.imported->rf.text();
  // The last cell's row, column and box lack 1 and 5, 3 and 5, 2 and 5:
  // only 5, a value a 4x4 of 1..4 does not have.
  EXPECT_EQ(iss_verdict(".Shape~4x4~5.~R1C1_5~R1C2_2~R1C3_1~R1C4_4~R2C1_4~R2C2_3~R2C3_5~R2C4_2"
                        "~R3C1_3~R3C2_5~R3C3_4~R3C4_1~R4C1_2~R4C2_4~R4C3_3"),
            "unique 5214435235412435");
  // A jigsaw of four 9-cell regions in a 6x6 of 9 values (ISS: regions of
  // max(rows, cols) to every value's count of cells).
  const Lines jigsaw =
      iss_lines_of(".Shape~6x6~9.NoBoxes.Jigsaw~000111000111000111222333222333222333");
  EXPECT_EQ(std::count_if(jigsaw.begin(), jigsaw.end(),
                          [](const std::string& l) { return l.rfind("jigsaw(", 0) == 0; }),
            4);
  // RegionSize: boxes of 9 cells in a 6x6 of 9 values, as ISS tiles them.
  r = read_iss(".Shape~6x6~9.RegionSize~9");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find("box_groups(3, 3)"), std::string::npos);
}

TEST(IssShapes, RangesIssRefusesAndTypesTiedToTheRange) {
  EXPECT_NE(iss_errors_of(".Shape~4x4~2-5").find("values start at 0 or 1, not 2"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~6x6~5").find("has 6 to 16 values (ISS), not 5"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~9x9~~Hex").find("grid type Sudoku or Raw, not Hex"),
            std::string::npos);
  // A Raw grid has no houses: any number of values from 1, and the types
  // that need rows, columns or boxes refused, as ISS refuses them.
  EXPECT_NE(iss_errors_of(".Shape~9x9~~Raw.Windoku").find("only valid on a Sudoku grid"),
            std::string::npos);
  const Lines raw = iss_lines_of(".Shape~4x4~1-2~Raw.Thermo~R1C1~R1C2");
  EXPECT_EQ(
      std::count_if(raw.begin(), raw.end(),
                    [](const std::string& l) { return l.find("_groups") != std::string::npos; }),
      0);
  EXPECT_NE(std::find(raw.begin(), raw.end(), "thermo(1, 2)"), raw.end());
  EXPECT_NE(iss_errors_of(".Shape~9x9~").find("expected .Shape~RxC"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~6x6~9.RegionSize~4").find("from 6 to 9"), std::string::npos);
  // ISS's Sandwich is a Lunchbox over the line (its own smallest and
  // largest numbers): so read on other values, where a 7x7 row of 1-9 need
  // not hold the grid's 1 and 9.
  const Lines sandwich = iss_lines_of(".Shape~7x7~9.Sandwich~5~R2");
  EXPECT_NE(std::find(sandwich.begin(), sandwich.end(), "lunchbox(5; 8, 9, 10, 11, 12, 13, 14)"),
            sandwich.end());
  const Lines classic = iss_lines_of(".Sandwich~5~R2");
  EXPECT_NE(std::find(classic.begin(), classic.end(), "sandwich(5, 10, 18)"), classic.end());
  // GlobalEntropy is ISS's thirds of 1-9, on any grid of those values only.
  EXPECT_NE(iss_errors_of(".Shape~6x6.GlobalEntropy").find("GlobalEntropy needs the values 1-9"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~9x9~0-8.GlobalEntropy").find("needs the values 1-9"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~8x8.DutchFlatmates").find("DutchFlatmates needs the values 1-9"),
            std::string::npos);
  const Lines entropy = iss_lines_of(".Shape~6x6~9.GlobalEntropy");
  EXPECT_NE(std::find(entropy.begin(), entropy.end(), "global_entropy"), entropy.end());
}

TEST(IssShapes, PlainGridsWhoseFirstCellIsEmpty) {
  EXPECT_EQ(iss_lines_of(".2..\n3...\n...4\n..1."),
            (Lines{"set_cell(2, 2)", "set_cell(5, 3)", "set_cell(12, 4)", "set_cell(15, 1)"}));
  // Candidates of each cell (9*9*9 characters), the first mark empty.
  std::string marks;
  for (int i = 0; i < 81; ++i) marks += i == 0 ? "..3......" : "123456789";
  const Lines pm = iss_lines_of(marks);
  ASSERT_FALSE(pm.empty());
  EXPECT_EQ(pm[0], "set_cell(1, 3)");
}

// 81 fields: row r a cage of sum 45 with the id 100 + r (no cell of it),
// except row 9, which holds fields of sum 0: cells in no cage, as in ISS.
std::string long_killer_with_ids() {
  std::string text = "3x3::k:";
  for (int i = 0; i < 81; ++i)
    text += std::to_string(i / 9 == 8 ? 7 : 45 * 256 + 100 + i / 9) + ":";
  return text;
}

TEST(IssShapes, SudoCueLongKillersWithAnyCageId) {
  const Lines lines = iss_lines_of(long_killer_with_ids());
  ASSERT_EQ(lines.size(), 8u);
  EXPECT_EQ(lines[0], "sum(45, 1, 2, 3, 4, 5, 6, 7, 8, 9)");
  EXPECT_EQ(lines[7], "sum(45, 64, 65, 66, 67, 68, 69, 70, 71, 72)");
  // The SudoCue reader reads the same file the same way.
  ImportResult r = read_with(
      [](const std::string& t, Diagnostics& d) { return formats::sudocue::read_sudocue(t, d); },
      long_killer_with_ids(), "t.txt");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported), lines);
  // One id with two sums is no cage either way round.
  std::string bad = long_killer_with_ids();
  bad.replace(bad.find("11620"), 5, "11364");  // r1c1: sum 44, id 100
  EXPECT_NE(iss_errors_of(bad).find("one sum per id"), std::string::npos);
}

TEST(IssShapes, EqualSumSegmentsSharingCells) {
  // r1c1 + r1c2 = r1c1 + r2c1: r1c2 = r2c1.
  EXPECT_EQ(iss_lines_of(".EqualSum~R1C1~R1C2~-~R1C1~R2C1~-~R1C1~R1C2"), Lines{"equal_sum(2; 10)"});
  EXPECT_EQ(iss_verdict(".Shape~4x4.EqualSum~R1C1~R1C2~-~R1C1~R2C1.~R1C2_3~R1C3_1~R1C4_2~R2C2_4"
                        "~R3C3_2~R4C4_1~R3C1_2"),
            iss_verdict(".Shape~4x4.~R2C1_3.~R1C2_3~R1C3_1~R1C4_2~R2C2_4~R3C3_2~R4C4_1~R3C1_2"));
  EXPECT_NE(iss_errors_of(".EqualSum~R1C1~R1C2~-~R1C1").find("must sum to 0"), std::string::npos);
}

TEST(IssShapes, SumsOverScatteredCells) {
  // Digits may repeat: r1c1 and r2c4 (no common house) both 5 sum to 10.
  EXPECT_EQ(iss_lines_of(".Sum~10~R1C1~R2C4"), Lines{"kimo_sum(10, 19, 1, 13)"});
  EXPECT_EQ(iss_lines_of(".Sum~30~R1C1~R2C4"), Lines{"kimo_sum(30, 31, 1, 13)"});
  EXPECT_EQ(iss_verdict(".Shape~4x4.Sum~8~R1C1~R2C3.~R1C1_4~R1C2_1"), "multiple");
  EXPECT_EQ(iss_verdict(".Shape~4x4.Sum~9~R1C1~R2C3.~R1C1_4~R2C3_4"), "none");
  EXPECT_EQ(iss_lines_of(".Sum~10~R1C1~R5C5~R1C1"), Lines{"weighted_sum(10; 1, 1; 1, 41; 1, 1)"});
}

}  // namespace
}  // namespace rfsat::test
