// detect_format: every seed fixture by content (LF and CRLF), the extension
// as a tie-breaker (msk/sdk/ss rows, line/sdm) and as the fallback that names
// the reader of malformed input, rule files, and the format names.
#include "formats_support.hpp"

namespace {

using namespace rfsat::test;
using rfsat::formats::detect_format;

struct Case {
  const char* file;
  const char* hint;
  ClassicFormat want;
};

TEST(Detect, EverySeedFixtureByContent) {
  const Case cases[] = {
      {"sudocue_example.sdk", "", ClassicFormat::sdk},
      {"sadman_v1.sdk", "", ClassicFormat::sdk},
      {"sudocue_progress.sdx", "", ClassicFormat::sdx},
      {"sudocue_collection.sdm", "", ClassicFormat::line},
      {"sudocue_collection.sdm", "sdm", ClassicFormat::sdm},
      {"sudocue_collection.sdm", ".txt", ClassicFormat::line},
      {"sudocue_example.ss", "", ClassicFormat::ss},
      {"sudocue_older.ss", "", ClassicFormat::sdk},
      {"sudocue_older.ss", ".ss", ClassicFormat::ss},
      {"simple_sudoku.ss", "", ClassicFormat::ss},
      {"simple_sudoku_spaced.ss", "", ClassicFormat::ss},
      {"simple_sudoku_candidates.txt", "txt", ClassicFormat::candidates_print},
      {"sudoku_solver.spf", "", ClassicFormat::spf},
      {"vbforums.msk", "", ClassicFormat::sdk},
      {"vbforums.msk", "msk", ClassicFormat::msk},
      {"vbforums.msk", "SOL", ClassicFormat::msk},
      {"vbforums.msk", "sdx", ClassicFormat::sdk},  // content wins over the extension
  };
  for (const Case& c : cases) {
    const std::string text = fixture(c.file);
    EXPECT_EQ(detect_format(text, c.hint), c.want) << c.file << " hint " << c.hint;
    EXPECT_EQ(detect_format(to_crlf(to_lf(text)), c.hint), c.want) << c.file << " CRLF";
    EXPECT_EQ(detect_format(to_lf(text), c.hint), c.want) << c.file << " LF";
  }
}

TEST(Detect, RuleFiles) {
  EXPECT_EQ(detect_format("// Sudoku X\nvalues = 123456789\n", ""), ClassicFormat::rf);
  EXPECT_EQ(detect_format("values=1234\nrow_groups\n", ""), ClassicFormat::rf);
  EXPECT_EQ(detect_format("set_cell(1, 2)\n", "txt"), ClassicFormat::rf);
  rfsat::Diagnostics diags("t.rf", "values=1234\n");
  EXPECT_FALSE(rfsat::formats::classic::read_classic("values=1234\n", ClassicFormat::rf, diags));
  EXPECT_TRUE(diags.has_errors());
}

TEST(Detect, TheExtensionNamesTheReaderOfMalformedInput) {
  EXPECT_EQ(detect_format("hello\n", ""), std::nullopt);
  EXPECT_EQ(detect_format("", ""), std::nullopt);
  EXPECT_EQ(detect_format("hello\n", "ss"), ClassicFormat::ss);
  EXPECT_EQ(detect_format("\n\n", ".sdk"), ClassicFormat::sdk);
  EXPECT_EQ(detect_format("1.3.....\n", "sdm"), ClassicFormat::sdm);
  EXPECT_EQ(detect_format(std::string(80, '.') + "\n", ""), ClassicFormat::line);
  // a row of the sdx example lost a cell: still sdx
  std::string sdx = fixture("sudocue_progress.sdx");
  sdx.replace(sdx.find("3 59 4"), 6, "3 4");
  EXPECT_EQ(detect_format(sdx, ""), ClassicFormat::sdx);
  // a row of a .msk lost a cell: still rows
  std::string msk = to_lf(fixture("vbforums.msk"));
  msk.erase(12, 1);
  EXPECT_EQ(detect_format(msk, "msk"), ClassicFormat::msk);
}

TEST(Detect, FramedGridsAndBarredRows) {
  EXPECT_EQ(detect_format("*---*\n|12|..|\n", ""), ClassicFormat::ss);
  EXPECT_EQ(detect_format("*---*\n| 1 2 | . . |\n", ""), ClassicFormat::ss);
  EXPECT_EQ(detect_format("*---*\n| 1  2 | . . |\n", ""), ClassicFormat::candidates_print);
  EXPECT_EQ(detect_format("*---*\n| 12 3 | 4 1 |\n", ""), ClassicFormat::candidates_print);
  EXPECT_EQ(detect_format("1 2 | . .\n. . | . .\n", ""), ClassicFormat::spf);
  EXPECT_EQ(detect_format("12|..\n..|..\n", ""), ClassicFormat::ss);
  EXPECT_EQ(detect_format("[Puzzle]\n", ""), ClassicFormat::sdk);
  EXPECT_EQ(detect_format("*---*\n|12|..|\nPuzzle (hard) = x\n", ""), ClassicFormat::ss);
  EXPECT_EQ(detect_format("\xEF\xBB\xBF#ARuud\n", ""), ClassicFormat::sdk);
}

TEST(FormatNames, RoundTripAndAliases) {
  for (ClassicFormat f : {ClassicFormat::line, ClassicFormat::sdm, ClassicFormat::sdk,
                          ClassicFormat::ss, ClassicFormat::ss_spaced, ClassicFormat::ss_old,
                          ClassicFormat::spf, ClassicFormat::msk, ClassicFormat::sdx,
                          ClassicFormat::candidates_print, ClassicFormat::rf})
    EXPECT_EQ(rfsat::formats::format_from_name(rfsat::formats::format_name(f)), f);
  EXPECT_EQ(rfsat::formats::format_from_name("TXT"), ClassicFormat::line);
  EXPECT_EQ(rfsat::formats::format_from_name("sol"), ClassicFormat::msk);
  EXPECT_EQ(rfsat::formats::format_name(ClassicFormat::candidates_print), "candidates");
  EXPECT_EQ(rfsat::formats::format_from_name("csv"), std::nullopt);
  EXPECT_EQ(rfsat::formats::format_from_extension(".SDK"), ClassicFormat::sdk);
  EXPECT_EQ(rfsat::formats::format_from_extension("candidates"), std::nullopt);
  EXPECT_EQ(rfsat::formats::format_from_extension(""), std::nullopt);
}

}  // namespace
