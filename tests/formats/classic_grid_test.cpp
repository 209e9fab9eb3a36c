// Row-per-line and boxed grids: .sdk v2 (the SudoCue example with its #X
// metadata) and v1 ([Puzzle], SadMan sections), .msk/.sol, every Simple
// Sudoku .ss layout of the seeds (current with trailer, spaced, old, SudoCue's
// X rows), .spf, 6x6 and 4x4 boxed grids, CRLF, and each malformed-input
// error with its line:col.
#include "formats_support.hpp"

namespace {

using namespace rfsat::test;

const std::string kSdkGivens =
    "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";
const std::string kSsGivens =
    ".3.4.....9.28.63.1.......2.8...6.7...6.2.5.9...3.4...8.7.......4.89.25.6.....8.3.";

std::string replace_line(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

TEST(Sdk, ReadsTheSudoCueExampleWithItsMetadata) {
  Grid g = read_one(fixture("sudocue_example.sdk"), ClassicFormat::sdk);
  EXPECT_EQ(givens(g), kSdkGivens);
  const std::vector<std::pair<std::string, std::string>> meta{
      {"A", "Ruud"},       {"D", "A random puzzle created by SudoCue"},
      {"C", "Just start plugging in the numbers"}, {"B", "03-08-2006"},
      {"S", "SudoCue"},    {"L", "Easy"},
      {"U", "http://www.sudocue.net/"}};
  EXPECT_EQ(g.metadata, meta);
  EXPECT_EQ(g.pos.line, 1);
  expect_same(g, read_one(to_crlf(fixture("sudocue_example.sdk")), ClassicFormat::sdk));
}

TEST(Sdk, VersionOneWithHeaderAndSadManSections) {
  Grid g = read_one(fixture("sadman_v1.sdk"), ClassicFormat::sdk);
  EXPECT_EQ(givens(g), std::string(81, '.'));
  EXPECT_TRUE(g.metadata.empty());
  std::string v1 = "[Puzzle]\n" + fixture("sudocue_older.ss") + "[State]\n123\n";
  EXPECT_EQ(givens(read_one(v1, ClassicFormat::sdk)).substr(0, 9), ".6.1.4.5.");
  Grid n = read_one("#N1\n#H30\n" + fixture("sudocue_older.ss") + "#Xunknown kept\n", ClassicFormat::sdk);
  ASSERT_EQ(n.metadata.size(), 3u);
  EXPECT_EQ(n.metadata[1], (std::pair<std::string, std::string>{"H", "30"}));
  EXPECT_EQ(n.metadata[2].first, "X");
}

TEST(Sdk, Errors) {
  const std::string sdk = fixture("sudocue_example.sdk");
  EXPECT_EQ(read_fail(replace_line(sdk, "6.28.73.4", "6.28.73."), ClassicFormat::sdk),
            "11:9: row 4 has 8 cells, expected 9");
  EXPECT_EQ(read_fail(replace_line(sdk, "6.28.73.4", "6.28.73.45"), ClassicFormat::sdk),
            "11:10: row 4 has 10 cells, expected 9");
  EXPECT_EQ(read_fail(replace_line(sdk, "#B03", "# 03"), ClassicFormat::sdk).substr(0, 30),
            "4:2: expected a letter after '");
  EXPECT_EQ(read_fail(sdk + "2..1.5..3\n", ClassicFormat::sdk),
            "17:1: unexpected line after the 9 rows: expected '#' metadata or a [Section]");
  EXPECT_EQ(read_fail(sdk.substr(0, sdk.find(".........")), ClassicFormat::sdk),
            "11:10: expected 9 rows, found 4");
  EXPECT_EQ(read_fail(replace_line(sdk, ".54...71.", ".54..071."), ClassicFormat::sdk),
            "9:6: '0' is not a symbol (1-9) and empty cells are already '.': a puzzle uses one "
            "placeholder");
  EXPECT_EQ(read_fail("", ClassicFormat::sdk), "1:1: expected 9 rows, found 0");
}

TEST(Msk, ReadsTheVbForumsExampleAndSolutionFiles) {
  EXPECT_EQ(givens(read_one(fixture("vbforums.msk"), ClassicFormat::msk)), std::string(81, '.'));
  const std::string sol =
      "534678912\r\n672195348\r\n198342567\r\n859761423\r\n426853791\r\n713924856\r\n"
      "961537284\r\n287419635\r\n345286179\r\n";
  EXPECT_EQ(givens(read_one(sol, ClassicFormat::msk)).substr(0, 18), "534678912672195348");
  EXPECT_EQ(read_fail(sol + "123456789\r\n", ClassicFormat::msk), "10:1: expected 9 rows, found more");
  EXPECT_EQ(read_fail(replace_line(sol, "961537284", "96153728|"), ClassicFormat::msk),
            "7:9: row 7 has 8 cells, expected 9");
}

TEST(Ss, CurrentFramedLayoutWithTrailer) {
  Grid g = read_one(fixture("simple_sudoku.ss"), ClassicFormat::ss);
  EXPECT_EQ(givens(g), kSsGivens);
  EXPECT_EQ(g.pos.line, 1);
  expect_same(g, read_one(to_lf(fixture("simple_sudoku.ss")), ClassicFormat::ss));
}

TEST(Ss, SpacedVariantIsTheSamePuzzle) {
  expect_same(read_one(fixture("simple_sudoku_spaced.ss"), ClassicFormat::ss),
              read_one(fixture("simple_sudoku.ss"), ClassicFormat::ss));
}

TEST(Ss, OldLayoutAndSudoCueOlderRows) {
  Grid old = read_one(fixture("sudocue_example.ss"), ClassicFormat::ss_old);
  EXPECT_EQ(givens(old),
            "1.....7...2....5..6..38.....78.........6.9.........14.....25..9..3....6...4.....2");
  Grid x = read_one(fixture("sudocue_older.ss"), ClassicFormat::ss);
  EXPECT_EQ(givens(x).substr(0, 18), ".6.1.4.5...83.56..");
  expect_same(read_one(to_crlf(fixture("sudocue_example.ss")), ClassicFormat::ss), old);
}

TEST(Ss, Errors) {
  const std::string ss = to_lf(fixture("simple_sudoku.ss"));
  EXPECT_EQ(read_fail(replace_line(ss, "|8..|.6.|7..|", "|8..|.6.7..|"), ClassicFormat::ss),
            "6:9: expected '|' between boxes");
  EXPECT_EQ(read_fail(replace_line(ss, "|8..|.6.|7..|", "|8..|.6.|7.|"), ClassicFormat::ss),
            "6:12: row 4 has 8 cells, expected 9");
  EXPECT_EQ(read_fail(replace_line(ss, "|---+---+---|\n|8", "|8"), ClassicFormat::ss),
            "5:1: expected a box separator line like |---+---+---| after row 3");
  EXPECT_EQ(read_fail(replace_line(ss, "|.6.|2.5|.9.|", "|---+---+---|"), ClassicFormat::ss),
            "7:1: unexpected separator line: expected row 5 (boxes are 3 rows high)");
  EXPECT_EQ(read_fail(ss.substr(ss.find('\n') + 1), ClassicFormat::ss),
            "1:1: expected the top frame *-----------*");
  EXPECT_EQ(read_fail(ss.substr(0, ss.find("*-----------*\nSimple")), ClassicFormat::ss),
            "12:14: expected the bottom frame *-----------*");
  EXPECT_EQ(read_fail(replace_line(ss, "|...|..8|.3.|\n*", "*"), ClassicFormat::ss),
            "12:1: the grid ends after row 8: expected 9 rows");
  EXPECT_EQ(read_fail(replace_line(ss, "|...|..8|.3.|\n*", "|...|..8|.3.|\n|...|..8|.3.|\n*"),
                      ClassicFormat::ss),
            "13:1: expected the bottom frame *-----------* after row 9");
  const std::string spaced = to_lf(fixture("simple_sudoku_spaced.ss"));
  EXPECT_EQ(read_fail(replace_line(spaced, "| 8 . . |", "| 8 .. |"), ClassicFormat::ss),
            "6:6: expected a space");
  const std::string old = fixture("sudocue_example.ss");
  EXPECT_EQ(read_fail(old + "...|...|...\n", ClassicFormat::ss),
            "12:1: unexpected line after row 9");
  EXPECT_EQ(read_fail(replace_line(old, "-----------\n.78", ".78"), ClassicFormat::ss),
            "4:1: expected a box separator line like ----------- after row 3");
}

TEST(Spf, ReadsTheSeedLayoutWithAndWithoutTheLeadingBlank) {
  EXPECT_EQ(givens(read_one(fixture("sudoku_solver.spf"), ClassicFormat::spf)), std::string(81, '.'));
  std::string spf = to_lf(fixture("sudoku_solver.spf"));
  spf = replace_line(spf, " . . . | . . . | . . .\n-", "1 . . | . . 9 | . . 7\n-");
  Grid g = read_one(spf, ClassicFormat::spf);
  EXPECT_EQ(givens(g).substr(18, 9), "1....9..7");
  EXPECT_EQ(read_fail(replace_line(spf, "1 . . | . . 9 | . . 7", "1 . . | . . 9 | . . "),
                      ClassicFormat::spf),
            "3:21: row 3 has 8 cells, expected 9");
  EXPECT_EQ(read_fail(replace_line(spf, "1 . . | . . 9 | . . 7", "1 . . | . . 9 . . 7"),
                      ClassicFormat::spf),
            "3:15: expected '|' between boxes");
}

TEST(Boxed, SixBySixAndFourByFour) {
  const std::string six =
      "*---------*\n|1..|...|\n|...|..2|\n|---+---|\n|...|...|\n|.3.|...|\n|---+---|\n"
      "|...|4..|\n|...|..6|\n*---------*\n";
  Grid g = read_one(six, ClassicFormat::ss);
  EXPECT_EQ(g.size, 6);
  EXPECT_EQ(g.box_width, 3);
  EXPECT_EQ(g.box_height, 2);
  EXPECT_EQ(givens(g), "1..........2.......3.......4.......6");
  const std::string four = "12|..\n..|..\n-----\n..|34\n..|..\n";
  EXPECT_EQ(givens(read_one(four, ClassicFormat::ss_old)), "12........34....");
  EXPECT_EQ(read_fail("12|..\n..|..\n..|34\n..|..\n", ClassicFormat::ss_old),
            "3:1: expected a box separator line like ----- after row 2");
}

}  // namespace
