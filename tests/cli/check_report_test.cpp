// `rfsat check` for CI (issue 28): the four report formats against golden
// files (tests/cli/golden/check.*), -o with the summary on stderr, the
// directory walk (order, skipped files, --exclude, hidden entries) and the
// glob matcher behind --exclude.
#include <gtest/gtest.h>

#include "cli_fixture.hpp"
#include "golden.hpp"
#include "walk.hpp"

namespace rfsat::test {
namespace {

// A unique 17-clue 9x9 (tdoku's puzzles2_17_clue, line 1).

// puzzles/: one file per verdict, a collection with a bad line, a file name
// that XML and GitHub must escape, and files the walk skips.
class CheckReport : public Cli {
 protected:
  void SetUp() override {
    Cli::SetUp();
    fs::create_directories(dir / "puzzles" / "sub");
    fs::create_directories(dir / "puzzles" / ".hidden");
    dir.file("puzzles/a-unique.rf", kUnique4);
    dir.file("puzzles/b-none.rf", kNone4);
    dir.file("puzzles/c-many.rf", kEmpty4);
    dir.file("puzzles/d&bad, v2.rf", "values = 1234\nrow_group\n");
    dir.file("puzzles/sub/set.txt", std::string(kLine17) + "\n123\n");
    dir.file("puzzles/sub/notes.txt", "These are not puzzles, only a few words.\n");
    dir.file("puzzles/README.md", "# puzzles\n");
    dir.file("puzzles/a-unique.sol", std::string(kUnique4Solution) + "\n");
    dir.file("puzzles/.hidden/h.rf", kUnique4);
  }
};

TEST_F(CheckReport, TextFormat) {
  Output o = rfsat("check puzzles");
  EXPECT_EQ(o.code, 2) << describe(o);  // the bad file is an input error
  EXPECT_GOLDEN("check.text", o.out);
}

TEST_F(CheckReport, JunitFormat) {
  Output o = rfsat("check puzzles --format junit");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_GOLDEN("check.junit.xml", normalise_times(o.out));
}

TEST_F(CheckReport, GithubFormat) {
  Output o = rfsat("check puzzles --format github");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_GOLDEN("check.github", o.out);
}

TEST_F(CheckReport, JsonFormat) {
  Output o = rfsat("check puzzles -f json");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_GOLDEN("check.jsonl", normalise_times(o.out));
}

TEST_F(CheckReport, SkippedFilesAndSummaryOnStderr) {
  Output o = rfsat("check puzzles");
  EXPECT_GOLDEN("check.stderr", normalise_times(o.err));
}

// The summary of a collection reads the same from check DIR, check FILE,
// check - and solve -: "no solution", never "none"; "1 error", "1 puzzle".
TEST_F(CheckReport, SummariesReadTheSameEverywhere) {
  const std::string counts =
      "2 puzzles: 1 unique, 0 multiple, 0 no solution, 0 stopped by the time limit, 1 error; ";
  const std::string forms[] = {"check puzzles/sub/set.txt", "check - < puzzles/sub/set.txt",
                               "solve - < puzzles/sub/set.txt", "check puzzles"};
  for (const std::string& command : forms) {
    Output o = rfsat(command);
    EXPECT_NE(o.err.find(counts), std::string::npos) << command << ": " << o.err;
    EXPECT_EQ(o.err.find(" none,"), std::string::npos) << command << ": " << o.err;
  }
  dir.file("one.txt", std::string(kLine17) + "\n");
  EXPECT_NE(rfsat("solve - < one.txt")
                .err.find("1 puzzle: 1 unique, 0 multiple, 0 no solution, 0 "
                          "stopped by the time limit, 0 errors; "),
            std::string::npos);
}

// --quiet: the skipped files go unnamed; the summary still counts them.
TEST_F(CheckReport, QuietDropsTheSkippedFileLines) {
  Output o = rfsat("check puzzles --quiet");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.err.find("skipped: "), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("5 files checked, 4 skipped;"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("unknown rule 'row_group'"), std::string::npos) << o.err;  // errors stay
  EXPECT_GOLDEN("check.text", o.out);
}

TEST_F(CheckReport, OutputFileGetsTheReportAndStderrTheSummary) {
  Output o = rfsat("check puzzles -f junit -o report.xml");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.out, "");
  EXPECT_GOLDEN("check.junit.xml", normalise_times(read_file(dir / "report.xml")));
  EXPECT_NE(
      o.err.find(
          "rfsat check: 6 puzzles: 2 unique, 1 multiple, 1 no solution, 0 stopped by the time "
          "limit, 2 errors; 5 files checked, 4 skipped;"),
      std::string::npos)
      << o.err;
}

TEST_F(CheckReport, OutputFileNeverOverwritesAPuzzle) {
  const std::string before = read_file(dir / "puzzles" / "a-unique.rf");
  Output o = rfsat("check puzzles -f junit -o puzzles/a-unique.rf");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("refusing to overwrite"), std::string::npos) << o.err;
  EXPECT_EQ(read_file(dir / "puzzles" / "a-unique.rf"), before);
}

TEST_F(CheckReport, ExcludeLeavesFilesAndDirectoriesOut) {
  Output o = rfsat("check puzzles --exclude sub --exclude 'd*.rf' --exclude '**/c-*'");
  EXPECT_EQ(o.code, 1) << describe(o);  // b-none.rf is left
  EXPECT_EQ(o.out, "puzzles/a-unique.rf: unique\npuzzles/b-none.rf: no solution\n");
  EXPECT_NE(o.err.find("puzzles/sub/: skipped: excluded by --exclude"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("puzzles/c-many.rf: skipped: excluded by --exclude"), std::string::npos)
      << o.err;
}

TEST_F(CheckReport, DirectoryWithoutPuzzlesIsAnInputError) {
  fs::create_directories(dir / "empty");
  dir.file("empty/readme.md", "nothing\n");
  Output o = rfsat("check empty");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("empty: error: no puzzle files found"), std::string::npos) << o.err;
}

TEST_F(CheckReport, AllUniqueDirectoryIsExit0AndGithubPrintsNothing) {
  fs::create_directories(dir / "ok");
  dir.file("ok/one.rf", kUnique4);
  dir.file("ok/two.txt", std::string(kLine17) + "\n");
  Output o = rfsat("check ok -f github");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, "");
}

TEST(Glob, Matches) {
  using formats::glob_match;
  EXPECT_TRUE(glob_match("*.rf", "a.rf"));
  EXPECT_FALSE(glob_match("*.rf", "d/a.rf"));
  EXPECT_TRUE(glob_match("d/*.rf", "d/a.rf"));
  EXPECT_TRUE(glob_match("**/a.rf", "a.rf"));
  EXPECT_TRUE(glob_match("**/a.rf", "x/y/a.rf"));
  EXPECT_TRUE(glob_match("**/x/*.rf", "a/x/b/x/c.rf"));
  EXPECT_FALSE(glob_match("**/x/*.rf", "a/x/b/c.rf"));
  EXPECT_TRUE(glob_match("drafts/**", "drafts/a/b.rf"));
  EXPECT_TRUE(glob_match("p?.rf", "p1.rf"));
  EXPECT_FALSE(glob_match("p?.rf", "p/.rf"));
  EXPECT_TRUE(glob_match("[a-c]x", "bx"));
  EXPECT_FALSE(glob_match("[!a-c]x", "bx"));
  EXPECT_TRUE(glob_match("[!a-c]x", "dx"));
  EXPECT_FALSE(glob_match("a", "ab"));
  EXPECT_TRUE(glob_match("*", ""));
}

TEST(Glob, ExcludeByNameOrPath) {
  using formats::excluded;
  EXPECT_TRUE(excluded({"drafts"}, "x/drafts"));
  EXPECT_TRUE(excluded({"*.bak.rf"}, "x/y/p.bak.rf"));
  EXPECT_FALSE(excluded({"x/*.rf"}, "y/x/p.rf"));
  EXPECT_TRUE(excluded({"./x/*.rf"}, "x/p.rf"));
  EXPECT_TRUE(excluded({"drafts/"}, "drafts"));
  EXPECT_FALSE(excluded({}, "a.rf"));
}

}  // namespace
}  // namespace rfsat::test
