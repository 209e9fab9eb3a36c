// The rfsat executable ($RFSAT_EXE) driven like a user would: exit codes of
// `solve` and `check` (0 done/all unique, 1 none or several, 2 input error,
// 3 time limit), the verdict lines, `--format line|json|grid`, streams on
// stdin (error records, `--first-line`, `--exit-zero`) and usage
// errors. Input errors and untouched input files: cli_errors_test.cpp. Rule
// files are written to a scratch directory per test (cli_fixture.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "cli_fixture.hpp"

namespace {

using rfsat::test::Cli;
using rfsat::test::describe;
using rfsat::test::Output;
using rfsat::test::quote;
using rfsat::test::read_file;
using rfsat::test::kEmpty16;
using rfsat::test::kEmpty25;
using rfsat::test::kEmpty4;
using rfsat::test::kNone4;
using rfsat::test::kUnique4;
using rfsat::test::kUnique4Solution;
using rfsat::test::last_line;
using rfsat::test::lines_of;

// ---- solve: verdicts and exit codes -----------------------------------------

TEST_F(Cli, SolveUniqueIsExit0WithVerdictUnique) {
  Output o = rfsat("solve " + file("u.rf", kUnique4));
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(last_line(o.out), "unique");
  EXPECT_NE(o.out.find("solution 1:"), std::string::npos) << o.out;
  EXPECT_EQ(o.out.find("solution 2:"), std::string::npos) << o.out;
  EXPECT_EQ(o.err, "");
}

TEST_F(Cli, SolveNoSolutionIsExit0) {
  Output o = rfsat("solve " + file("n.rf", kNone4));
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, "no solution\n");
}

TEST_F(Cli, SolveStopsAtTwoByDefault) {
  Output o = rfsat("solve " + file("e.rf", kEmpty4));
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(last_line(o.out), "at least 2 solutions");
  EXPECT_NE(o.out.find("solution 2:"), std::string::npos);
  EXPECT_EQ(o.out.find("solution 3:"), std::string::npos);
}

TEST_F(Cli, SolveCountsExactlyWhenTheCountIsHighEnough) {
  Output o = rfsat("solve " + file("e.rf", kEmpty4) + " --count 1000 --format line");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(last_line(o.out), "exactly 288 solutions");
  EXPECT_EQ(lines_of(o.out).size(), 289u);
}

TEST_F(Cli, SolveCountOneSaysAtLeastOne) {
  Output o = rfsat("solve " + file("e.rf", kEmpty4) + " -n 1 --format line");
  EXPECT_EQ(o.code, 0) << describe(o);
  const std::vector<std::string> lines = lines_of(o.out);
  ASSERT_EQ(lines.size(), 2u) << o.out;
  EXPECT_EQ(lines[0].size(), 16u);
  EXPECT_EQ(lines[1], "at least 1 solution");
}

TEST_F(Cli, SolveTimeLimitIsExit3) {
  // An empty 16x16 Sudoku cannot yield a million solutions in 0.2 s.
  Output o = rfsat("solve " + file("e16.rf", kEmpty16) +
                   " --count 1000000 --time-limit 0.2 --format line");
  EXPECT_EQ(o.code, 3) << describe(o);
  EXPECT_EQ(last_line(o.out).rfind("time limit reached after ", 0), 0u) << o.out;
}

// --jobs on one puzzle: cooperating solvers, the same verdicts and exit codes.
TEST_F(Cli, JobsOnOnePuzzleKeepVerdictsAndCounts) {
  Output u = rfsat("solve " + file("u.rf", kUnique4) + " -j 2 -f line");
  EXPECT_EQ(u.code, 0) << describe(u);
  EXPECT_EQ(u.out, std::string(kUnique4Solution) + "\nunique\n");
  Output e = rfsat("solve " + file("e.rf", kEmpty4) + " --count 1000 -j 3 -f line");
  EXPECT_EQ(last_line(e.out), "exactly 288 solutions") << describe(e);
  EXPECT_EQ(lines_of(e.out).size(), 289u);
  Output n = rfsat("check " + file("n.rf", kNone4) + " --jobs 2");
  EXPECT_EQ(n.code, 1) << describe(n);
  EXPECT_NE(n.out.find("no solution"), std::string::npos) << n.out;
  Output t = rfsat("solve " + file("e16.rf", kEmpty16) +
                   " --count 1000000 --time-limit 0.2 -j 2 -f line");
  EXPECT_EQ(t.code, 3) << describe(t);
}

TEST_F(Cli, SolveInputErrorIsExit2) {
  Output o = rfsat("solve " + file("bad.rf", "values = 1234\nrow_group\n"));
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.out, "");
}

// ---- output formats ------------------------------------------------------------

TEST_F(Cli, FormatLinePrintsOneLinePerSolutionThenTheVerdict) {
  Output o = rfsat("solve " + file("u.rf", kUnique4) + " --format line");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, std::string(kUnique4Solution) + "\nunique\n");
}

TEST_F(Cli, FormatLineSolutionsAreDistinctAndComplete) {
  Output o = rfsat("solve " + file("e.rf", kEmpty4) + " -n 5 -f line");
  EXPECT_EQ(o.code, 0) << describe(o);
  std::vector<std::string> lines = lines_of(o.out);
  ASSERT_EQ(lines.size(), 6u) << o.out;
  EXPECT_EQ(lines.back(), "at least 5 solutions");
  lines.pop_back();
  for (const std::string& l : lines) {
    ASSERT_EQ(l.size(), 16u) << l;
    for (int r = 0; r < 4; ++r) {  // every row is a permutation of 1234
      std::string row = l.substr(4 * r, 4);
      std::sort(row.begin(), row.end());
      EXPECT_EQ(row, "1234") << l;
    }
  }
  std::sort(lines.begin(), lines.end());
  EXPECT_EQ(std::unique(lines.begin(), lines.end()), lines.end()) << o.out;
}

TEST_F(Cli, FormatGridShowsBoxes) {
  Output o = rfsat("solve " + file("u.rf", kUnique4) + " --format grid");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out,
            "solution 1:\n"
            "1 4 | 3 2\n"
            "2 3 | 4 1\n"
            "----+----\n"
            "4 1 | 2 3\n"
            "3 2 | 1 4\n"
            "\n"
            "unique\n");
}

TEST_F(Cli, FormatJsonUnique) {
  const std::string path = dir.file("u.rf", kUnique4);
  Output o = rfsat("solve " + quote(path) + " --format json");
  EXPECT_EQ(o.code, 0) << describe(o);
  nlohmann::json j = nlohmann::json::parse(o.out, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << o.out;
  EXPECT_EQ(j.value("file", ""), path);
  EXPECT_EQ(j.value("verdict", ""), "unique");
  EXPECT_EQ(j.value("count", -1), 1);
  EXPECT_EQ(j.value("complete", false), true);
  ASSERT_TRUE(j.contains("solutions") && j["solutions"].is_array());
  ASSERT_EQ(j["solutions"].size(), 1u);
  EXPECT_EQ(j["solutions"][0], kUnique4Solution);
  // A puzzle decided by propagation alone may report an empty formula.
  EXPECT_TRUE(j.contains("variables") && j["variables"].is_number_integer());
  EXPECT_TRUE(j.contains("clauses") && j["clauses"].is_number_integer());
  EXPECT_TRUE(j.contains("time") && j["time"].is_number());
}

TEST_F(Cli, FormatJsonSeveralAndNone) {
  Output o = rfsat("solve " + file("e.rf", kEmpty4) + " -n 3 -f json");
  EXPECT_EQ(o.code, 0) << describe(o);
  nlohmann::json j = nlohmann::json::parse(o.out, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << o.out;
  EXPECT_EQ(j.value("verdict", ""), "at least 3 solutions");
  EXPECT_EQ(j.value("count", -1), 3);
  EXPECT_EQ(j.value("complete", true), false);
  EXPECT_EQ(j["solutions"].size(), 3u);
  EXPECT_GT(j.value("variables", 0), 0);
  EXPECT_GT(j.value("clauses", 0), 0);

  o = rfsat("solve " + file("n.rf", kNone4) + " --format=json");
  EXPECT_EQ(o.code, 0) << describe(o);
  j = nlohmann::json::parse(o.out, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << o.out;
  EXPECT_EQ(j.value("verdict", ""), "no solution");
  EXPECT_EQ(j.value("count", -1), 0);
  EXPECT_EQ(j.value("complete", false), true);
  EXPECT_TRUE(j["solutions"].empty());
}

TEST_F(Cli, StatsGoToStderr) {
  Output o = rfsat("solve " + file("u.rf", kUnique4) + " --stats -f line");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, std::string(kUnique4Solution) + "\nunique\n");
  EXPECT_NE(o.err.find("variables"), std::string::npos) << o.err;
}

// ---- check ------------------------------------------------------------------------

TEST_F(Cli, CheckAllUniqueIsExit0) {
  const std::string a = dir.file("a.rf", kUnique4), b = dir.file("b.rf", kUnique4);
  Output o = rfsat("check " + quote(a) + " " + quote(b));
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, a + ": unique\n" + b + ": unique\n");
}

TEST_F(Cli, CheckSeveralSolutionsIsExit1) {
  const std::string a = dir.file("a.rf", kUnique4), e = dir.file("e.rf", kEmpty4);
  Output o = rfsat("check " + quote(a) + " " + quote(e));
  EXPECT_EQ(o.code, 1) << describe(o);
  EXPECT_EQ(o.out, a + ": unique\n" + e + ": at least 2 solutions\n");
}

TEST_F(Cli, CheckNoSolutionIsExit1) {
  const std::string n = dir.file("n.rf", kNone4);
  Output o = rfsat("check " + quote(n));
  EXPECT_EQ(o.code, 1) << describe(o);
  EXPECT_EQ(o.out, n + ": no solution\n");
}

TEST_F(Cli, CheckInputErrorIsExit2AndTheOtherFilesStillRun) {
  const std::string bad = dir.file("bad.rf", "values = 1234\nrow_group\n");
  const std::string e = dir.file("e.rf", kEmpty4);
  Output o = rfsat("check " + quote(bad) + " " + quote(e));
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.out, bad + ": error\n" + e + ": at least 2 solutions\n");
  EXPECT_NE(o.err.find(bad + ":2:1: error: unknown rule"), std::string::npos) << o.err;
}

TEST_F(Cli, CheckTimeLimitIsExit3) {
  // Encoding an empty 25x25 Sudoku alone takes longer than 0.01 s; the limit
  // bounds encoding too (docs/limits.md), so it runs out while encoding or,
  // when the clock is checked late, in the search (or, on a loaded machine,
  // already while loading).
  const std::string big = dir.file("e25.rf", kEmpty25);
  Output o = rfsat("check " + quote(big) + " --time-limit 0.01");
  EXPECT_EQ(o.code, 3) << describe(o);
  EXPECT_TRUE(o.out == big + ": time limit reached while encoding\n" ||
              o.out == big + ": time limit reached while loading\n" ||
              o.out.rfind(big + ": time limit reached after ", 0) == 0)
      << o.out;
}

TEST_F(Cli, CheckExitCodePrecedence) {
  // An input error beats a time limit, which beats a non-unique puzzle.
  const std::string u = dir.file("u.rf", kUnique4), e = dir.file("e.rf", kEmpty4);
  const std::string big = dir.file("e25.rf", kEmpty25);
  const std::string bad = dir.file("bad.rf", "values = 1234\nrows = x\n");
  EXPECT_EQ(rfsat("check -t 0.01 " + quote(u) + " " + quote(e) + " " + quote(big)).code, 3);
  EXPECT_EQ(rfsat("check -t 0.01 " + quote(big) + " " + quote(bad) + " " + quote(u)).code, 2);
  EXPECT_EQ(rfsat("check " + quote(e) + " " + quote(u)).code, 1);
}

// ---- streams (docs/parallel.md) ----------------------------------------------

// A stream of a unique 4x4, a malformed line and a 4x4 with several
// solutions, after a blank line.
const char* const kStream = "1234341221434.21\n12345\n\n1...............\n";

TEST_F(Cli, StreamBadLineIsARecordAndExit2) {
  const std::string in = file("in.txt", kStream);
  Output o = rfsat("solve - --format json < " + in);
  EXPECT_EQ(o.code, 2) << describe(o);
  const std::vector<std::string> records = lines_of(o.out);
  ASSERT_EQ(records.size(), 3u) << o.out;
  const nlohmann::json bad = nlohmann::json::parse(records[1]);
  EXPECT_EQ(bad.at("line"), 2);
  EXPECT_EQ(bad.at("verdict"), "error");
  EXPECT_EQ(bad.at("input"), "12345");
  EXPECT_EQ(bad.at("error").at("column"), 6);
  EXPECT_EQ(nlohmann::json::parse(records[2]).at("line"), 4);
  EXPECT_NE(o.err.find("-:2:6: error: line has 5 characters"), std::string::npos) << o.err;
  o = rfsat("solve - < " + in);  // the line format says it too
  EXPECT_EQ(lines_of(o.out).at(1).rfind("line 2: error: line has 5 characters", 0), 0u) << o.out;
}

TEST_F(Cli, StreamFirstLineAndExitZero) {
  const std::string in = file("in.txt", kStream);
  Output o = rfsat("solve - --format json --first-line 1001 --exit-zero < " + in);
  EXPECT_EQ(o.code, 0) << describe(o);
  const std::vector<std::string> records = lines_of(o.out);
  ASSERT_EQ(records.size(), 3u) << o.out;
  EXPECT_EQ(nlohmann::json::parse(records[0]).at("line"), 1001);
  EXPECT_EQ(nlohmann::json::parse(records[2]).at("line"), 1004);
  o = rfsat("check - --first-line 11 < " + in);
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.out, "-:11: unique\n-:12: error\n-:14: at least 2 solutions\n");
  EXPECT_EQ(rfsat("check - --first-line 11 --exit-zero < " + in).code, 0);
}

// ---- usage errors -----------------------------------------------------------------

TEST_F(Cli, UsageErrorsAreExit2) {
  const std::string u = file("u.rf", kUnique4);
  EXPECT_EQ(rfsat("").code, 2);                                  // no subcommand
  EXPECT_EQ(rfsat("frobnicate " + u).code, 2);                   // unknown subcommand
  EXPECT_EQ(rfsat("solve").code, 2);                             // missing file
  EXPECT_EQ(rfsat("solve " + u + " --count 0").code, 2);         // out of range
  EXPECT_EQ(rfsat("solve " + u + " --count two").code, 2);       // not a number
  EXPECT_EQ(rfsat("solve " + u + " --format xml").code, 2);      // unknown format
  EXPECT_EQ(rfsat("solve " + u + " --time-limit -1").code, 2);   // negative limit
  EXPECT_EQ(rfsat("solve " + u + " --no-such-option").code, 2);  // unknown option
  EXPECT_EQ(rfsat("check").code, 2);                             // no files
  EXPECT_EQ(rfsat("decode " + u).code, 2);                       // missing model
}

TEST_F(Cli, HelpAndVersionAreExit0) {
  Output o = rfsat("--help");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("solve"), std::string::npos);
  o = rfsat("--version");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("rfsat"), std::string::npos);
}

}  // namespace

// ---- pictures of one solution among several say so ---------------------------

TEST_F(Cli, PicturesOfOneOfSeveralSolutionsSaySo) {
  const std::string empty = file("e.rf", kEmpty4), unique = file("u.rf", kUnique4);
  Output o = rfsat("render --solution " + empty);
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.err.find("e.rf: not unique (at least 2 solutions): the picture shows one of them"),
            std::string::npos)
      << o.err;
  EXPECT_NE(o.out.find("the solution drawn is one of at"), std::string::npos);  // may wrap
  o = rfsat("solve --format svg -n 3 " + empty);
  EXPECT_NE(o.err.find("e.rf: at least 3 solutions: the picture shows one of them"),
            std::string::npos)
      << o.err;
  EXPECT_NE(o.out.find("the solution drawn is one of at"), std::string::npos);
  for (const std::string& command : {"render --solution ", "solve --format svg "}) {
    o = rfsat(command + unique);  // unique: no note
    EXPECT_EQ(o.code, 0) << describe(o);
    EXPECT_EQ(o.out.find("one of"), std::string::npos) << command;
    EXPECT_EQ(o.err.find("one of them"), std::string::npos) << command << o.err;
  }
}

// ---- rules: the registry as a listing ---------------------------------------

TEST_F(Cli, RulesListsEveryKeywordOnce) {
  Output o = rfsat("rules");
  EXPECT_EQ(o.code, 0) << describe(o);
  const std::vector<std::string> ls = lines_of(o.out);
  int thermo = 0, japanese = 0;
  for (const std::string& l : ls) {
    thermo += l.rfind("thermo ", 0) == 0;
    if (l.rfind("japanese_crossword ", 0) == 0)
      japanese += l.find("(refused)") != std::string::npos;
  }
  EXPECT_EQ(thermo, 1) << o.out;
  EXPECT_EQ(japanese, 1) << o.out;
  EXPECT_GT(ls.size(), 80u);
}

TEST_F(Cli, RulesShowsOneRuleWithAnExampleThatRuns) {
  Output o = rfsat("rules kropki_diff");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out.rfind("kropki_diff([difference,] cell, cell)  (§7, name(args), a clue)", 0), 0u)
      << o.out;
  EXPECT_NE(o.out.find("prints it alone):\n  values = 1234\n"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("\n  kropki_diff(1, 2)\n"), std::string::npos) << o.out;
  // --example is the file alone, and it solves as it is.
  Output ex = rfsat("rules kropki_diff --example");
  ASSERT_EQ(ex.code, 0) << describe(ex);
  EXPECT_EQ(ex.out.rfind("values = 1234\n", 0), 0u) << ex.out;
  Output solved = rfsat("solve " + file("ex.rf", ex.out));
  EXPECT_EQ(solved.code, 0) << describe(solved);
  Output killer = rfsat("rules killer");
  EXPECT_EQ(killer.code, 2);
  EXPECT_NE(killer.err.find("rfsat calls it 'sum'"), std::string::npos) << killer.err;
  Output alias = rfsat("rules reptition");
  EXPECT_EQ(alias.code, 0);
  EXPECT_EQ(alias.out.rfind("repetition  (§6, flag)", 0), 0u) << alias.out;
  Output bad = rfsat("rules thermos");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("did you mean 'thermo'"), std::string::npos) << bad.err;
}
