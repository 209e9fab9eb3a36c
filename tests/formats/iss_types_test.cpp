// The ISS reader type by type (src/formats/iss/types.cpp): each `.Type`
// gives the expected `.rf` lines, malformed items an error naming the item
// and its line:column, Or and And read as `or` / `and` ... `end` blocks; the grid types
// (Shape, NoBoxes, Jigsaw) and the plain forms ISS accepts; the table is
// documented in docs/formats.md. Rows whose rule another helper adds
// (issue 27) expect that rule's line once the registry has it, the "needs
// the .rf rule" error before.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "iss/reader.hpp"
#include "iss_support.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

using Lines = std::vector<std::string>;

void expect_iss_row(const std::string& text, const std::string& keyword, const Lines& lines) {
  if (registry_has(keyword))
    EXPECT_EQ(iss_lines_of(text), lines) << text;
  else
    EXPECT_NE(iss_errors_of(text).find("needs the .rf rule '" + keyword + "'"), std::string::npos)
        << text;
}

TEST(IssTypes, ShapeBoxesAndJigsaw) {
  ImportResult r = read_iss(".Shape~6x6");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(
      r.imported->rf.text().find("values = 123456\nrow_groups\ncolumn_groups\nbox_groups(3, 2)\n"),
      std::string::npos);
  r = read_iss(".Shape~6x9");  // rectangular: 9 values, rows of 9, columns of 6
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find("columns = 9\nrows = 6\n"), std::string::npos);
  r = read_iss(".Shape~4x4.NoBoxes");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(r.imported->rf.text().find("box_groups"), std::string::npos);
  EXPECT_EQ(iss_lines_of(".Shape~4x4.NoBoxes.Jigsaw~0011001122332233"),
            (Lines{"jigsaw(1, 2, 5, 6)", "jigsaw(3, 4, 7, 8)", "jigsaw(9, 10, 13, 14)",
                   "jigsaw(11, 12, 15, 16)"}));
  EXPECT_NE(iss_errors_of(".Shape~4x4~2-5").find("values start at 0 or 1"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~20x20").find("the rows of .Shape~RxC must be 1..16, got 20"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.Jigsaw~001").find("layout of 16 characters"),
            std::string::npos);
}

TEST(IssTypes, Givens) {
  EXPECT_EQ(iss_lines_of(".~R1C1_5~R9C9_1_2"), (Lines{"set_cell(1, 5)", "set_values(81, 1, 2)"}));
  EXPECT_EQ(iss_lines_of(".Shape~16x16.~RgCg_16~RaC1_10"),
            (Lines{"set_cell(256, G)", "set_cell(145, A)"}));
  EXPECT_NE(iss_errors_of(".~R1C1_0").find("not 1..9"), std::string::npos);
  EXPECT_NE(iss_errors_of(".~R0C1_5").find("'R0C1' is not a cell"), std::string::npos);
  EXPECT_NE(iss_errors_of(".~R1C1").find("expected a given like R1C1_5"), std::string::npos);
}

TEST(IssTypes, WholeGrid) {
  EXPECT_EQ(iss_lines_of(".Diagonal~1.Diagonal~-1"), (Lines{"diagonal(73, 9)", "diagonal(1, 81)"}));
  EXPECT_EQ(
      iss_lines_of(".AntiKnight.AntiKing.AntiConsecutive.StrictKropki.StrictXV"),
      (Lines{"anti_knight", "anti_king", "non_consecutive", "no_kropki", "no_kropki_sum(5, 10)"}));
  EXPECT_EQ(iss_lines_of(".Windoku"), (Lines{"extra_region(11, 12, 13, 20, 21, 22, 29, 30, 31)",
                                             "extra_region(47, 48, 49, 56, 57, 58, 65, 66, 67)",
                                             "extra_region(15, 16, 17, 24, 25, 26, 33, 34, 35)",
                                             "extra_region(51, 52, 53, 60, 61, 62, 69, 70, 71)"}));
  expect_iss_row(".Shape~4x4.DisjointSets", "disjoint_sets", {"disjoint_sets"});
  for (auto [type, keyword] : {std::pair{"AntiTaxicab", "anti_taxicab"},
                               {"GlobalEntropy", "global_entropy"},
                               {"GlobalMod", "global_mod"},
                               {"DutchFlatmates", "dutch_flatmates"}})
    expect_iss_row(std::string(".") + type, keyword, {keyword});
  EXPECT_NE(iss_errors_of(".Diagonal~2").find("expected .Diagonal~1"), std::string::npos);
}

TEST(IssTypes, CagesAndSums) {
  const std::string blank = registry_has("cage") ? "cage(1, 2)" : "extra_region(1, 2)";
  EXPECT_EQ(iss_lines_of(".Cage~3~R1C1~R1C2.Cage~~R1C1~R1C2.Cage~0~R1C1~R1C2"),
            (Lines{"sum(3, 1, 2)", blank, blank}));
  // Sum lets digits repeat: a diagonal is a little killer, one house a sum.
  EXPECT_EQ(iss_lines_of(".Sum~20~R3C1~R2C2~R1C3.Sum~5~R1C1~R1C2.Sum~9~R1C1~R2C2~R3C3"),
            (Lines{"little_killer(20, 19, 3)", "sum(5, 1, 2)", "little_killer(9, 1, 21)"}));
  EXPECT_EQ(iss_lines_of(".Sum~10~R1C1~R2C2~R3C1"), Lines{"sum(10, 1, 11, 19)"});  // one box
  // Scattered: the sum modulo a number above any total (3 cells of 1..9).
  EXPECT_EQ(iss_lines_of(".Sum~10~R1C1~R5C5~R9C1"), Lines{"kimo_sum(10, 28, 1, 41, 73)"});
  EXPECT_EQ(iss_lines_of(".Sum~10_=_1_2~R1C1~R1C2"), Lines{"weighted_sum(10; 1, 1; 2, 2)"});
  // A cage listing a cell twice: distinct digits once, the sum counts it twice.
  const std::string pair = registry_has("cage") ? "cage(1, 2)" : "extra_region(1, 2)";
  EXPECT_EQ(iss_lines_of(".Cage~7~R1C1~R1C2~R1C2"),
            (Lines{pair, "weighted_sum(7; 1, 1; 1, 2; 1, 2)"}));
  EXPECT_EQ(iss_lines_of(".Cage~0~R1C1~R1C1~R1C2"), Lines{pair});
  EXPECT_EQ(iss_lines_of(".AllDifferent~R1C1~R5C5"), Lines{"extra_region(1, 41)"});
  EXPECT_NE(iss_errors_of(".Cage~x~R1C1").find("expected the cage's sum"), std::string::npos);
  expect_iss_row(".RellikCage~5~R1C1~R1C2", "rellik_cage", {"rellik_cage(5, 1, 2)"});
  expect_iss_row(".EqualityCage~R1C1~R1C2", "equality_cage", {"equality_cage(1, 2)"});
  expect_iss_row(".Quad~R1C1~1~2", "quadruple", {"quadruple(1, 2; 1, 2, 10, 11)"});
  expect_iss_row(".ContainAtLeast~1_2~R1C1~R1C2", "contain_at_least",
                 {"contain_at_least(1, 2; 1, 2)"});
  expect_iss_row(".ContainExact~3~R1C1~R1C2", "contain_exact", {"contain_exact(3; 1, 2)"});
  expect_iss_row(".CountDistinct~R1C1~R1C2~R1C3", "count_distinct", {"count_distinct(1, 2, 3)"});
  expect_iss_row(".CountingCircles~R1C1~R1C2", "counting_circles", {"counting_circles(1, 2)"});
  EXPECT_EQ(iss_lines_of(".Odd~R1C1~R1C2.Even~R2C1"), (Lines{"odd(1, 2)", "even(10)"}));
}

// The largest regions hold one set: same_values per family (rows, columns,
// boxes), nothing when every region holds every value.
TEST(IssTypes, RegionSameValues) {
  Lines lines = iss_lines_of(".Shape~4x4~6.RegionSameValues");
  std::erase_if(lines, [](const std::string& l) { return l.find("same_values") != 0; });
  EXPECT_EQ(lines, (Lines{"same_values(1, 2, 3, 4; 5, 6, 7, 8; 9, 10, 11, 12; 13, 14, 15, 16)",
                          "same_values(1, 5, 9, 13; 2, 6, 10, 14; 3, 7, 11, 15; 4, 8, 12, 16)",
                          "same_values(1, 2, 5, 6; 3, 4, 7, 8; 9, 10, 13, 14; 11, 12, 15, 16)"}));
  EXPECT_TRUE(iss_lines_of(".RegionSameValues").empty());  // 9x9 of 1..9: nothing to say
  EXPECT_NE(iss_errors_of(".Shape~4x4~6.Jigsaw~AABBAABBCCDDCCDD.RegionSameValues")
                .find("without a jigsaw"),
            std::string::npos);
}

TEST(IssTypes, PairMarks) {
  // Several cells: every adjacent pair, in ISS's order.
  EXPECT_EQ(iss_lines_of(".WhiteDot~R1C1~R1C2~R2C2.BlackDot~R5C5~R5C6"),
            (Lines{"kropki_diff(1, 1, 2)", "kropki_diff(1, 2, 11)", "kropki_factor(2, 41, 42)"}));
  EXPECT_EQ(iss_lines_of(".X~R1C1~R2C1.V~R9C9~R9C8.GreaterThan~R1C2~R1C1"),
            (Lines{"kropki_sum(10, 1, 10)", "kropki_sum(5, 81, 80)", "greater(2, 1)"}));
  EXPECT_NE(iss_errors_of(".WhiteDot~R1C1~R3C3").find("no two of these cells are adjacent"),
            std::string::npos);
  expect_iss_row(".Indexing~C~R1C1~R2C1", "column_indexer", {"column_indexer(1, 10)"});
  expect_iss_row(".Indexing~R~R1C1", "row_indexer", {"row_indexer(1)"});
  EXPECT_NE(iss_errors_of(".Indexing~B~R1C1").find("expected ~C"), std::string::npos);
}

TEST(IssTypes, Lines) {
  EXPECT_EQ(iss_lines_of(".Thermo~R1C1~R1C2.Renban~R1C1~R1C2.Palindrome~R1C1~R1C2~R1C3"),
            (Lines{"thermo(1, 2)", "renban_line(1, 2)", "palindrome(1, 2, 3)"}));
  EXPECT_EQ(iss_lines_of(".Whisper~R1C1~R1C2.Whisper~3~R1C1~R1C2"),
            (Lines{"whisper(5, 1, 2)", "whisper(3, 1, 2)"}));
  EXPECT_EQ(iss_lines_of(".Arrow~R5C5~R4C4~R3C3"), Lines{"arrow(41; 31, 21)"});
  EXPECT_EQ(iss_lines_of(".PillArrow~2~R1C2~R1C1~R2C1~R3C1"), Lines{"arrow(1, 2; 10, 19)"});
  EXPECT_NE(iss_errors_of(".PillArrow~4~R1C1~R1C2").find("expected ~2 or ~3"), std::string::npos);
  const char* rows[][2] = {{"Between", "between_line"},     {"RegionSumLine", "region_sum_line"},
                           {"Zipper", "zipper_line"},       {"Entropic", "entropic_line"},
                           {"DoubleArrow", "double_arrow"}, {"ValueIndexing", "value_indexing"}};
  for (auto [type, keyword] : rows)
    expect_iss_row(std::string(".") + type + "~R1C1~R1C2~R1C3", keyword,
                   {std::string(keyword) + "(1, 2, 3)"});
  expect_iss_row(".Lockout~4~R1C1~R1C2~R1C3", "lockout_line", {"lockout_line(4; 1, 2, 3)"});
  expect_iss_row(".Modular~5~R1C1~R1C2~R1C3", "modular_line", {"modular_line(5; 1, 2, 3)"});
}

TEST(IssTypes, OutsideClues) {
  // Little killers start where ISS's cell map starts them.
  EXPECT_EQ(
      iss_lines_of(
          ".LittleKiller~10~R1C1.LittleKiller~5~R5C9.LittleKiller~7~R1C9.LittleKiller~3~R9C5"),
      (Lines{"little_killer(10, 1, 81)", "little_killer(5, 45, 5)", "little_killer(7, 9, 73)",
             "little_killer(3, 77, 45)"}));
  EXPECT_NE(iss_errors_of(".LittleKiller~3~R5C5").find("starts no little-killer diagonal"),
            std::string::npos);
  EXPECT_EQ(iss_lines_of(".Sandwich~8~C1.Sandwich~0~R9"),
            (Lines{"sandwich(8, 1, 73)", "sandwich(0, 73, 81)"}));
  EXPECT_NE(iss_errors_of(".Sandwich~8~X1").find("expected ~sum~R"), std::string::npos);
}

// Issue 27's types (types_zoo.cpp): double-line clues from either end, sum
// lines (LOOP closes them), lunchboxes, look-and-say pairs, same-value sets
// and equal-sum segments.
TEST(IssTypes, OutsideCluesAndSetsOfIssue27) {
  expect_iss_row(".XSum~R1~10~", "x_sum", {"x_sum(10, 1, 9)"});
  expect_iss_row(".Skyscraper~C2~3~4", "skyscraper",
                 {"skyscraper(3, 2, 74)", "skyscraper(4, 74, 2)"});
  expect_iss_row(".HiddenSkyscraper~R9~~5", "hidden_skyscraper", {"hidden_skyscraper(5, 81, 73)"});
  expect_iss_row(".NumberedRoom~C9~7~", "numbered_room", {"numbered_room(7, 9, 81)"});
  expect_iss_row(".SumLine~10~R1C1~R1C2~R2C2~LOOP", "sum_line", {"sum_line(10; 1, 2, 11, 1)"});
  expect_iss_row(".SumLine~5~R1C1~R1C2", "sum_line", {"sum_line(5; 1, 2)"});
  expect_iss_row(".Lunchbox~5~R1C1~R1C2~R1C3", "lunchbox", {"lunchbox(5; 1, 2, 3)"});
  expect_iss_row(".LookAndSay~1203~R1C1~R1C2", "look_and_say", {"look_and_say(1, 2, 0, 3; 1, 2)"});
  expect_iss_row(".SameValues~2~R1C1~R1C2~R2C1~R2C2", "same_values", {"same_values(1, 2; 10, 11)"});
  expect_iss_row(".EqualSum~R1C1~-~R1C2~R1C3", "equal_sum", {"equal_sum(1; 2, 3)"});
  EXPECT_NE(iss_errors_of(".XSum~X1~3~").find("expected ~R<row> or ~C<column>"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Skyscraper~R10~3~").find("no such row or column"), std::string::npos);
  EXPECT_NE(iss_errors_of(".LookAndSay~123~R1C1").find("digit pairs"), std::string::npos);
  EXPECT_NE(iss_errors_of(".SameValues~2~R1C1~R1C2~R2C1").find("do not make 2 equal sets"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".EqualSum~R1C1~-").find("none empty"), std::string::npos);
}

// Full rank (issue 51): clues as the other double-line clues; FullRankTies
// ~only-unclued is the .rf default and writes nothing; on values 0..3 too.
TEST(IssTypes, FullRankAndItsTies) {
  expect_iss_row(".FullRank~R1~5~36", "full_rank", {"full_rank(5, 1, 9)", "full_rank(36, 9, 1)"});
  expect_iss_row(".FullRank~C3~~2.FullRankTies~any", "full_rank",
                 {"full_rank(2, 75, 3)", "full_rank_any_ties"});
  expect_iss_row(".FullRankTies~none", "full_rank_no_ties", {"full_rank_no_ties"});
  expect_iss_row(".FullRankTies~only-unclued", "full_rank_any_ties", {});
  expect_iss_row(".Shape~4x4~0-3.FullRank~C1~10~", "full_rank",
                 {"columns = 4", "rows = 4", "symvalue(0, 0)", "full_rank(10, 1, 13)"});
  EXPECT_NE(iss_errors_of(".FullRankTies~some").find("expected .FullRankTies~none"),
            std::string::npos);
}

// Chaos construction: the flag, ChaosCount and ChaosArrow (CCk: grid cell
// k's region, written as that cell), CC cells in SameValues and
// CountDistinct as var cells; offset 1 and CC cells elsewhere refused.
TEST(IssTypes, ChaosConstruction) {
  EXPECT_EQ(iss_lines_of(".Shape~4x4.NoBoxes.ChaosConstruction.ChaosCount~R1C1~0~CC1~CC2~CC5"
                         ".ChaosCount~R4C4.ChaosArrow~R2C2~~CC6~CC7~-~CC6~CC10.ChaosArrow~R3C3"
                         ".SameValues~2~CC1~CC2.CountDistinct~R1C2~CC3~CC4"),
            (Lines{"chaos_construction", "chaos_count(1, 1, 2, 5)", "chaos_count(16)",
                   "chaos_arrow(6; 6, 7; 6, 10)", "chaos_arrow(11)", "same_values(v1; v2)",
                   "count_distinct(2, v3, v4)"}));
  EXPECT_EQ(iss_verdict(".Shape~4x4.NoBoxes.ChaosConstruction.~R1C1_2~R4C2_3~R1C4_4~R3C1_1"
                        ".ChaosArrow~R2C3.ChaosArrow~R1C3.ChaosArrow~R4C1"),
            "unique 21343421124343121112312233324444");
  EXPECT_NE(iss_errors_of(".Shape~4x4.ChaosConstruction.ChaosCount~R1C1~1~CC1~CC2")
                .find("offset 1 (exclude the first cell) is not read by rfsat yet"),
            std::string::npos);
  EXPECT_NE(
      iss_errors_of(".Shape~4x4.ChaosConstruction.Thermo~CC1~CC2")
          .find("rfsat reads CC cells in ChaosCount, ChaosArrow, SameValues and CountDistinct"),
      std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.SameValues~2~CC1~CC2").find("region cell 'CC1'"),
            std::string::npos);
  EXPECT_NE(iss_verdict(".Shape~4x4.NoBoxes.ChaosCount~R1C1~0~CC1~CC2")
                .find("'chaos_count' needs chaos_construction"),
            std::string::npos);
}

TEST(IssTypes, CompositesAndUnknownTypes) {
  // An item of several lines inside an Or is one alternative: an and block.
  EXPECT_EQ(iss_lines_of(".Or.Cage~3~R1C1~R1C2.~R1C3_1~R1C4_2.End"),
            (Lines{"or", "sum(3, 1, 2)", "and", "set_cell(3, 1)", "set_cell(4, 2)", "end", "end"}));
  EXPECT_EQ(
      iss_lines_of(".Or.And.~R1C1_1.~R1C2_2.End.~R1C3_3.End"),
      (Lines{"or", "and", "set_cell(1, 1)", "set_cell(2, 2)", "end", "set_cell(3, 3)", "end"}));
  EXPECT_EQ(iss_lines_of(".And.Cage~3~R1C1~R1C2.End"), (Lines{"and", "sum(3, 1, 2)", "end"}));
  EXPECT_NE(iss_errors_of(".Or.~R1C1_1").find("a .Or is never closed by .End"), std::string::npos);
  EXPECT_NE(iss_errors_of(".End").find("closes nothing"), std::string::npos);
}

// Replicate: the items once per target of the bit set (bit i: the cell i
// places after the origin), moved so that the origin lands on the target.
TEST(IssTypes, ReplicateCopiesItsItemsOntoEachTarget) {
  // F = bits 0 and 2: R1C1 and R1C3.
  EXPECT_EQ(iss_lines_of(".Replicate~F.Cage~3~R1C1~R1C2.End"),
            (Lines{"sum(3, 1, 2)", "sum(3, 3, 4)"}));
  // D = bits 0 and 1 from the origin R2C2: R2C2 and R2C3.
  EXPECT_EQ(iss_lines_of(".Replicate~D~R2C2.~R2C2_5.~R3C2_6.End"),
            (Lines{"set_cell(11, 5)", "set_cell(20, 6)", "set_cell(12, 5)", "set_cell(21, 6)"}));
  // Inside an Or the copies are one alternative.
  EXPECT_EQ(
      iss_lines_of(".Or.Replicate~F.~R1C1_1.End.~R2C1_2.End"),
      (Lines{"or", "and", "set_cell(1, 1)", "set_cell(3, 1)", "end", "set_cell(10, 2)", "end"}));
  EXPECT_NE(iss_errors_of(".Replicate~F.Cage~3~R1C8~R1C9.End").find("lands on R1C10, outside"),
            std::string::npos);
  EXPECT_NE(
      iss_errors_of(".Replicate~AAAAAAAAAAAAAAg.~R1C1_1.End").find("past the grid's last cell"),
      std::string::npos);
  EXPECT_NE(iss_errors_of(".Replicate~B.Replicate~B.End.End").find("inside another"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Replicate~B.~R1C1_1").find("never closed"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Replicate~B*.~R1C1_1.End").find("base64url"), std::string::npos);
  EXPECT_NE(iss_errors_of(".ChaosConstruction.Replicate~B.SameValues~2~CC1~CC2.End")
                .find("no CC cells inside a .Replicate"),
            std::string::npos);
}

TEST(IssTypes, UnknownTypes) {
  EXPECT_NE(iss_errors_of(".Frobnicate~1").find("unknown ISS type 'Frobnicate'"),
            std::string::npos);
  ImportResult r = read_iss(".SearchPriority~2~R1C1");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find("// not read (no rule): .SearchPriority~2~R1C1"),
            std::string::npos);
}

TEST(IssTypes, ItemsAreNamedWithTheirPosition) {
  const std::string e = iss_errors_of("# puzzle\n.Cage~3~R1C1~R1C2\n  .Cage~4~R1C1~RxC2\n");
  EXPECT_NE(e.find("t.iss: .Cage~4~R1C1~RxC2 (3:3): error: 'RxC2' is not a cell"),
            std::string::npos)
      << e;
  // A diagnostic of the generated text names the item too.
  ImportResult r = read_iss(".Thermo~R1C1~R1C2~R1C1");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(solve_imported(*r.imported)
                .find("t: .Thermo~R1C1~R1C2~R1C1 (1:1): error: 'thermo' lists cell 1"),
            std::string::npos);
}

TEST(IssTypes, PlainForms) {
  const std::string grid =
      "1.3."
      "...4"
      "...."
      "4...";
  EXPECT_EQ(iss_lines_of(grid),
            (Lines{"set_cell(1, 1)", "set_cell(3, 3)", "set_cell(8, 4)", "set_cell(13, 4)"}));
  EXPECT_EQ(iss_lines_of("=" + grid), iss_lines_of(grid));
  EXPECT_EQ(iss_lines_of("1 . 3 .\n. . . 4\n. . . .\n4 . . ."), iss_lines_of(grid));
  EXPECT_EQ(iss_lines_of("0011001122332233"),
            (Lines{"jigsaw(1, 2, 5, 6)", "jigsaw(3, 4, 7, 8)", "jigsaw(9, 10, 13, 14)",
                   "jigsaw(11, 12, 15, 16)"}));
  EXPECT_EQ(iss_lines_of(grid + "0011001122332233"),
            (Lines{"jigsaw(1, 2, 5, 6)", "jigsaw(3, 4, 7, 8)", "jigsaw(9, 10, 13, 14)",
                   "jigsaw(11, 12, 15, 16)", "set_cell(1, 1)", "set_cell(3, 3)", "set_cell(8, 4)",
                   "set_cell(13, 4)"}));
  // 729 = 9*9*9 characters: each cell's candidates (64 would be an 8x8
  // grid first, as in ISS).
  std::string marks;
  for (int i = 0; i < 81; ++i) marks += "123456789";
  marks.replace(0, 9, "1........");  // r1c1: 1
  marks.replace(9, 9, ".23......");  // r1c2: 2 or 3
  const Lines pm = iss_lines_of(marks);
  ASSERT_GE(pm.size(), 2u);
  EXPECT_EQ(pm[0], "set_cell(1, 1)");
  EXPECT_EQ(pm[1], "set_values(2, 2, 3)");
  // Sections at blank lines merge, as in ISS.
  EXPECT_EQ(iss_lines_of(grid + "\n\n.Cage~3~R2C1~R2C2"),
            (Lines{"set_cell(1, 1)", "set_cell(3, 3)", "set_cell(8, 4)", "set_cell(13, 4)",
                   "sum(3, 5, 6)"}));
}

// .Var~PREFIX~label~size: var_cells = N (numbered after chaos construction's
// labels, prefixes in order), VP for one cell and VP1.. for several; an
// unknown name, a bad prefix or size, a prefix twice, a Var cell in a
// Replicate are errors.
TEST(IssTypes, VarCells) {
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Var~B~label~1.Var~A~~2x1.Arrow~VA2~R1C1~R1C2.Arrow~VB~VA1"),
            (Lines{"var_cells = 3", "arrow(v2; 1, 2)", "arrow(v3; v1)"}));
  EXPECT_EQ(iss_lines_of(".Shape~4x4~4.ChaosConstruction.Var~A~~1.Arrow~VA~R1C1"),
            (Lines{"var_cells = 1", "chaos_construction", "arrow(v17; 1)"}));
  // VS7 is no grid cell (R1C1) when sets share cells; givens on var cells
  EXPECT_EQ(iss_lines_of(".Shape~6x6.Var~S~~8.EqualSum~R1C1~-~VS7"),
            (Lines{"var_cells = 8", "equal_sum(1; v7)"}));
  EXPECT_EQ(iss_lines_of(".Var~A~~1.~VA_1_3"), (Lines{"var_cells = 1", "set_values(v1, 1, 3)"}));
  EXPECT_NE(iss_errors_of(".Var~A~~2.Arrow~VA~R1C1")
                .find("'VA' names no var cell: the .Var items "
                      "name VA1 .. VA2"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Arrow~VA~R1C1").find("the text has no .Var item"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Var~a~~2").find("upper-case letters"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Var~A~~2y").find("a count or RxC"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Var~A~~2.Var~A~~1").find("declared twice"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Var~A~~1.Replicate~__.Arrow~VA~R1C1.End")
                .find("no var cells inside a .Replicate"),
            std::string::npos);
}

// Doppelganger's var cells: DGCk (row k) vk, DGRk (column k) v(n+k), DGBk
// (box k) v(2n+k), before a .Var's; DGB cells adjacent as ISS lays them out
// (box width 2 on a 4x4: DGB4 is right of DGB3 and below DGB2).
TEST(IssTypes, Doppelganger) {
  EXPECT_EQ(iss_lines_of(".Shape~4x4~0-4.Doppelganger.GreaterThan~DGB4~DGB3~DGB2"
                         ".Whisper~2~DGC1~DGR4"),
            (Lines{"columns = 4", "rows = 4", "symvalue(0, 0)", "doppelganger", "greater(v12, v11)",
                   "greater(v12, v10)", "whisper(2, v1, v8)"}));
  EXPECT_EQ(iss_lines_of(".Shape~4x4~0-4.Var~A~~1.Doppelganger.Arrow~VA~DGC2"),
            (Lines{"columns = 4", "rows = 4", "symvalue(0, 0)", "var_cells = 1", "doppelganger",
                   "arrow(v13; v2)"}));
  EXPECT_NE(iss_errors_of(".Shape~4x4~0-4.Doppelganger.Arrow~DGZ~R1C1").find("not a cell"),
            std::string::npos);
}

// docs/formats.md has one row per ISS type of the table.
TEST(IssTypes, EveryRowIsDocumented) {
  std::ifstream in(source_dir() / "docs" / "formats.md");
  ASSERT_TRUE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  for (const formats::iss::TypeRow& row : formats::iss::type_rows())
    EXPECT_NE(ss.str().find("| `." + std::string(row.type) + "` |"), std::string::npos) << row.type;
}

}  // namespace
}  // namespace rfsat::test
