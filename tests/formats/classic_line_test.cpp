// The simple line format and its collections (.txt, .sdm): the seed's .sdm
// example, CRLF, blank lines, every placeholder of the preference list, the
// counting rule with formatting ignored (the seed pages' one-line renderings),
// candidate lines with u marks, 4x4/6x6/16x16/25x25, the fast reader's
// buffer reuse, and each malformed line with its line:col.
#include <chrono>
#include <cstdlib>
#include <new>

#include "classic/write.hpp"
#include "formats_support.hpp"

// Counts heap allocations while `counting` is set (the fast path promises none).
namespace {
bool counting = false;
long allocations = 0;
}  // namespace
void* operator new(std::size_t n) {
  if (counting) ++allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

using namespace rfsat::test;
using rfsat::formats::classic::parse_line_puzzle;

const std::string kFirst =
    "016400000200009000400000062070230100100000003003087040960000005000800007000006820";
const std::string kFirstGivens =
    ".164.....2....9...4......62.7.23.1..1.......3..3.87.4.96......5...8....7.....682.";

TEST(LineFormat, ReadsTheSdmExampleOfTheSeed) {
  std::vector<Grid> grids = read_ok(fixture("sudocue_collection.sdm"), ClassicFormat::sdm);
  ASSERT_EQ(grids.size(), 8u);
  EXPECT_EQ(givens(grids[0]), kFirstGivens);
  EXPECT_EQ(grids[0].size, 9);
  EXPECT_EQ(grids[0].box_width, 3);
  EXPECT_EQ(grids[0].symbols, "123456789");
  EXPECT_TRUE(grids[0].candidates.empty());
  for (int i = 0; i < 8; ++i) EXPECT_EQ(grids[i].pos.line, i + 1);
  EXPECT_EQ(givens(grids[7]).substr(0, 9), "....93..6");
}

TEST(LineFormat, CrlfAndBlankLinesAndMissingFinalNewline) {
  const std::string text = fixture("sudocue_collection.sdm");
  std::vector<Grid> lf = read_ok(text, ClassicFormat::sdm);
  std::vector<Grid> crlf = read_ok(to_crlf(text), ClassicFormat::line);
  ASSERT_EQ(crlf.size(), lf.size());
  for (std::size_t i = 0; i < lf.size(); ++i) expect_same(lf[i], crlf[i]);
  std::vector<Grid> spaced = read_ok("\n" + kFirst + "\r\n\r\n   \n\t\n" + kFirst, ClassicFormat::sdm);
  ASSERT_EQ(spaced.size(), 2u);
  EXPECT_EQ(spaced[0].pos.line, 2);
  EXPECT_EQ(spaced[1].pos.line, 6);
}

TEST(LineFormat, EveryPlaceholderOfThePreferenceList) {
  for (char p : std::string("0.X*_ #")) {
    std::string line = kFirst;
    for (char& c : line) c = c == '0' ? p : c;
    Grid g;
    std::string error;
    ASSERT_TRUE(parse_line_puzzle(line, g, &error)) << p << ": " << error;
    EXPECT_EQ(givens(g), kFirstGivens) << p;
  }
}

TEST(LineFormat, FullGridHasNoPlaceholder) {
  const std::string solved =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  Grid g;
  ASSERT_TRUE(parse_line_puzzle(solved, g, nullptr));
  EXPECT_EQ(givens(g), solved);
}

TEST(LineFormat, TwoPlaceholdersAreAnErrorAtTheFirstOddCell) {
  std::string line = kFirstGivens;
  line[40] = '0';
  EXPECT_EQ(read_fail(line + "\n", ClassicFormat::line),
            "1:41: '0' is not a symbol (1-9) and empty cells are already '.': a puzzle uses one "
            "placeholder");
}

TEST(LineFormat, WrongLengthNamesTheLineAndColumn) {
  EXPECT_EQ(read_fail(kFirst + "\n" + kFirst.substr(1) + "\n", ClassicFormat::sdm),
            "2:81: line has 80 characters, expected 81 cells (one character per cell) or 81 "
            "candidate groups");
  EXPECT_EQ(read_fail(kFirst + "x\n", ClassicFormat::sdm).substr(0, 30), "1:82: line has 82 characters, ");
  // a second alphanumeric placeholder is not formatting
  EXPECT_EQ(read_fail(kFirstGivens + "0\n", ClassicFormat::sdm).substr(0, 30),
            "1:82: line has 82 characters, ");
}

TEST(LineFormat, EveryMalformedLineIsReportedUpToTwenty) {
  std::string text;
  for (int i = 0; i < 30; ++i) text += "12\n";
  rfsat::Diagnostics diags("t", text);
  EXPECT_FALSE(rfsat::formats::classic::read_classic(text, ClassicFormat::sdm, diags));
  ASSERT_EQ(diags.errors().size(), 21u);
  EXPECT_EQ(diags.errors()[19].pos.line, 20);
  EXPECT_EQ(diags.errors()[20].message, "too many malformed lines; stopping here");
}

TEST(LineFormat, EmptyInputIsAnError) {
  EXPECT_EQ(read_fail("\n\n", ClassicFormat::line),
            "2:1: expected a puzzle line (81 cells), found none");
}

TEST(LineFormat, FormattingIsIgnoredWhenTheCountsSaySo) {
  // The seed pages render multi-line layouts on one line.
  Grid msk = read_one(
      "......... ......... ......... ......... ......... ......... ......... ......... .........",
      ClassicFormat::line);
  EXPECT_EQ(givens(msk), std::string(81, '.'));
  Grid old = read_one(
      "1..|...|7.. .2.|...|5.. 6..|38.|... ----------- .78|...|... ...|6.9|... ...|...|14. "
      "----------- ...|.25|..9 ..3|...|.6. ..4|...|..2",
      ClassicFormat::line);
  EXPECT_EQ(givens(old), givens(read_one(fixture("sudocue_example.ss"), ClassicFormat::ss)));
  Grid framed = read_one(
      "*-----------* |.3.|4..|...| |9.2|8.6|3.1| |...|...|.2.| |---+---+---| |8..|.6.|7..| "
      "|.6.|2.5|.9.| |..3|.4.|..8| |---+---+---| |.7.|...|...| |4.8|9.2|5.6| |...|..8|.3.| "
      "*-----------*",
      ClassicFormat::line);
  EXPECT_EQ(givens(framed), givens(read_one(fixture("simple_sudoku.ss"), ClassicFormat::ss)));
}

TEST(LineFormat, EightyOneGroupsMakeACandidateGrid) {
  std::string sdx = fixture("sudocue_progress.sdx"), line;
  for (char c : sdx) line += c == '\n' ? ' ' : c;
  Grid g = read_one(line, ClassicFormat::line);
  EXPECT_EQ(g.mask_of(1), (1u << 5) | (1u << 6) | (1u << 8));  // 679
  EXPECT_EQ(g.given[0], 1);                                     // 2
  EXPECT_TRUE(g.is_user_placed(3 * 9 + 4));                     // u1 in r4c5
  EXPECT_EQ(g.given[3 * 9 + 4], 0);
  EXPECT_TRUE(g.is_user_placed(4 * 9 + 6));
  EXPECT_FALSE(g.is_user_placed(0));
  expect_same(g, read_one(sdx, ClassicFormat::sdx));
}

// Found by fuzz_classic (tests/fuzz/regressions/classic/): 16 candidate
// groups written in 36 characters read back as a 6x6 grid, one character
// per cell. The writer now adds a blank when the length is a cell count.
TEST(LineFormat, CandidateLineAsLongAsAGridReadsBackTheSame) {
  const Grid g = read_one("34  1 4 1 4 1 2 1 34 12 4 2 1 34 12 4", ClassicFormat::line);
  ASSERT_EQ(g.size, 4);
  const std::string written = rfsat::formats::classic::write_classic(g, ClassicFormat::line);
  EXPECT_NE(written.size(), 37u);  // 36 characters and the line break
  expect_same(g, read_one(written, ClassicFormat::line));
}

TEST(LineFormat, OtherSides) {
  Grid g4 = read_one("1..4.4....3.2..1", ClassicFormat::line);
  EXPECT_EQ(g4.size, 4);
  EXPECT_EQ(g4.box_width, 2);
  EXPECT_EQ(g4.box_height, 2);
  EXPECT_EQ(givens(g4), "1..4.4....3.2..1");
  Grid g6 = read_one("123456" + std::string(30, '0'), ClassicFormat::line);
  EXPECT_EQ(g6.size, 6);
  EXPECT_EQ(g6.box_width, 3);  // boxes 3 wide, 2 high
  EXPECT_EQ(g6.box_height, 2);
  EXPECT_EQ(g6.given[5], 5);
  EXPECT_EQ(g6.given[6], -1);
  EXPECT_EQ(read_fail("1234567" + std::string(29, '.'), ClassicFormat::line),
            "1:7: '7' is not a symbol (1-6) and empty cells are already '.': a puzzle uses one "
            "placeholder");
}

TEST(LineFormat, SixteenBySixteenSymbolSets) {
  std::string line(256, '.');
  line[0] = 'G';
  line[1] = 'a';
  Grid g = read_one(line, ClassicFormat::line);
  EXPECT_EQ(g.symbols, "123456789ABCDEFG");
  EXPECT_EQ(g.given[0], 15);
  EXPECT_EQ(g.given[1], 9);  // lowercase a = A
  line[0] = '0';               // 0 and '.': only 0-F makes sense
  g = read_one(line, ClassicFormat::line);
  EXPECT_EQ(g.symbols, "0123456789ABCDEF");
  EXPECT_EQ(g.given[0], 0);
  std::string zeros(256, '0');
  zeros[5] = 'F';  // only 0-9A-F: 0 is the placeholder (preference list), symbols 1-G
  g = read_one(zeros, ClassicFormat::line);
  EXPECT_EQ(g.symbols, "123456789ABCDEFG");
  EXPECT_EQ(g.given[0], -1);
  EXPECT_EQ(g.given[5], 14);
  line[0] = 'G';  // G, 0 and '.': no reading
  line[1] = '0';
  EXPECT_EQ(read_fail(line, ClassicFormat::line).substr(0, 35), "1:2: '0' is not a symbol (1-9, A-G)");
}

TEST(LineFormat, TwentyFiveByTwentyFive) {
  std::string line(625, '.');
  line[0] = 'Y';
  line[624] = 'x';
  Grid g = read_one(line, ClassicFormat::line);
  EXPECT_EQ(g.size, 25);
  EXPECT_EQ(g.box_width, 5);
  EXPECT_EQ(g.given[0], 24);
  EXPECT_EQ(g.given[624], 23);
}

TEST(ParseLinePuzzle, ReusesBuffersAndStripsLineEnds) {
  Grid g;
  std::string error;
  ASSERT_TRUE(parse_line_puzzle(kFirst + "\r\n", g, &error));
  const int* given = g.given.data();
  const std::size_t capacity = g.given.capacity();
  ASSERT_TRUE(parse_line_puzzle(kFirstGivens, g, &error));
  EXPECT_EQ(g.given.data(), given);
  EXPECT_EQ(g.given.capacity(), capacity);
  EXPECT_EQ(givens(g), kFirstGivens);
  int column = 0;
  EXPECT_FALSE(parse_line_puzzle(kFirst.substr(0, 70), g, &error, &column));
  EXPECT_EQ(column, 71);
  EXPECT_EQ(error.substr(0, 36), "line has 70 characters, expected 81 ");
  EXPECT_FALSE(parse_line_puzzle(kFirst.substr(0, 70), g, nullptr));  // no error sink needed
}

TEST(ParseLinePuzzle, AllocatesNothingOnceTheGridHasItsSize) {
  std::vector<std::string> lines;
  for (int i = 0; i < 200; ++i) {
    std::string l = kFirst;
    l[i % 81] = static_cast<char>('1' + i % 9);
    lines.push_back(i % 2 ? l : l + "\r");
  }
  std::string l16(256, '.');
  l16[7] = 'G';
  Grid g, g16;
  std::string error;
  ASSERT_TRUE(parse_line_puzzle(lines[0], g, &error));
  ASSERT_TRUE(parse_line_puzzle(l16, g16, &error));
  counting = true;
  bool ok = true;
  for (const std::string& l : lines) ok = parse_line_puzzle(l, g, &error) && ok;
  for (int i = 0; i < 50; ++i) ok = parse_line_puzzle(l16, g16, &error) && ok;
  counting = false;
  EXPECT_TRUE(ok);
  EXPECT_EQ(allocations, 0);
}

TEST(ParseLinePuzzle, TdokuCollectionIfPresent) {
  std::ifstream in(rfsat::test::shared_data_dir() / "tdoku" / "puzzles2_17_clue");
  if (!in) GTEST_SKIP() << "../shared/data/tdoku absent";
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  Grid g;
  std::string error;
  int clues = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (const std::string& l : lines) {
    ASSERT_TRUE(parse_line_puzzle(l, g, &error)) << l << ": " << error;
    for (int v : g.given) clues += v >= 0;
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(clues, 17 * static_cast<int>(lines.size()));
  std::cout << lines.size() << " lines in " << s * 1e3 << " ms\n";
}

}  // namespace
