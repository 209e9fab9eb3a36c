// The rfsat executable ($RFSAT_EXE) driven like a user would: exit codes of
// `solve` and `check` (0 done/all unique, 1 none or several, 2 input error,
// 3 time limit), the verdict lines, `--format line|json|grid`, usage errors,
// and every input-error message: file:line:col, the quoted source line and a
// caret under the offending spot. Input files must never be modified. Rule
// files are written to a scratch directory per test.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "cli_helper.hpp"

namespace {

using rfsat::test::describe;
using rfsat::test::Output;
using rfsat::test::quote;
using rfsat::test::read_file;
using rfsat::test::ScratchDir;

// A 4x4 Sudoku with a unique solution (puzzles/classic/mini_4x4.rf).
const char* kUnique4 =
    "// mini 4x4\nvalues = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n"
    "set_cell(1,1)\nset_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\nset_cell(10,1)\n";
const char* kUnique4Solution = "1432234141233214";
// The empty 4x4 Sudoku: 288 solutions.
const char* kEmpty4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";
// R1C1 = R2C2 = 1 in one box: no solution.
const char* kNone4 =
    "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nset_cell(1,1)\nset_cell(6,1)\n";
// Empty 16x16 and 25x25 Sudokus: too many solutions to count in a fraction of
// a second, and (25x25) too big to even encode and solve twice in 0.01 s.
const char* kEmpty16 =
    "values = 0123456789ABCDEF\nrow_groups\ncolumn_groups\nbox_groups(4,4)\n";
const char* kEmpty25 =
    "values = ABCDEFGHIJKLMNOPQRSTUVWXY\nrow_groups\ncolumn_groups\nbox_groups(5,5)\n";

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_FALSE(rfsat::test::rfsat_exe().empty()) << "RFSAT_EXE is not set";
  }
  Output rfsat(const std::string& args) { return rfsat::test::rfsat(args, dir.path()); }
  std::string file(const std::string& name, const std::string& text) {
    return quote(dir.file(name, text));
  }
  ScratchDir dir;
};

// The last non-empty line of `text`.
std::string last_line(const std::string& text) {
  std::string t = text;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  const auto nl = t.rfind('\n');
  return nl == std::string::npos ? t : t.substr(nl + 1);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == '\n') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

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
  // Encoding an empty 25x25 Sudoku alone takes longer than 0.01 s.
  const std::string big = dir.file("e25.rf", kEmpty25);
  Output o = rfsat("check " + quote(big) + " --time-limit 0.01");
  EXPECT_EQ(o.code, 3) << describe(o);
  EXPECT_EQ(o.out.rfind(big + ": time limit reached after ", 0), 0u) << o.out;
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

// ---- input errors: file:line:col, quoted line, caret ------------------------------

struct InputErrorCase {
  const char* name;
  const char* text;      // the rule file
  int line, col;         // where the error is
  const char* message;   // a substring of the message after "error: "
};

const InputErrorCase kInputErrors[] = {
    {"SyntaxError", "values = 1234\nrow_groups\ncolumn_groups(\n", 3, 15,
     "expected an argument or ')'"},
    {"SyntaxErrorStrayCharacter", "values = 1234\nrow_groups\nset_cell(1,1))\n", 3, 14, ""},
    {"UnknownRuleSuggestsRowGroups", "values = 1234\nrow_group\ncolumn_groups\n", 2, 1,
     "unknown rule 'row_group'; did you mean 'row_groups'?"},
    {"UnknownRuleSuggestsBoxGroups", "values = 1234\nrow_groups\nbox_group(2,2)\n", 3, 1,
     "did you mean 'box_groups'?"},
    {"WrongArgumentCount", "values = 1234\nrow_groups\nbox_groups(2)\n", 3, 1,
     "'box_groups' takes 2 arguments"},
    {"WrongArgumentCountSetCell", "values = 1234\nrow_groups\nset_cell(3,1,2)\n", 3, 14,
     "'set_cell' takes 2 arguments"},
    {"CellOutOfRange", "values = 1234\nrow_groups\nset_cell(17,1)\n", 3, 10,
     "cell 17 is out of range: cells are 1..16"},
    {"CellZeroOutOfRange", "values = 1234\nrow_groups\n   even(2, 0)\n", 3, 12,
     "cell 0 is out of range"},
    {"CellIsAHole", "values = 1234\nrow_groups\nrestrict_grid(6)\nset_cell(6,1)\n", 4, 10,
     "cell 6 (r2c2) is a hole"},
    {"SymbolNotInValues", "values = 1234\nrow_groups\nset_cell(3,7)\n", 3, 12,
     "symbol '7' is not in values"},
    {"SymbolCaseMatters", "values = abcd\nrow_groups\nset_values(3,a,B)\n", 3, 16,
     "symbol 'B' is not in values"},
    {"DiagonalEndpointsNotOnOneDiagonal", "values = 1234\nrow_groups\ndiagonal(1,15)\n", 3, 12,
     "are not on one diagonal"},
    {"GroupLargerThanValues", "values = 1234\ncolumns = 5\nrows = 4\nrow_groups\n", 4, 1,
     "larger than values"},
    {"ExtraRegionLargerThanValues", "values = 12\ncolumns = 2\nrows = 2\nextra_region(1,2,3)\n",
     4, 1, "larger than values"},
};

// Names the case in test listings instead of dumping its bytes.
void PrintTo(const InputErrorCase& c, std::ostream* os) { *os << c.name; }

class InputError : public Cli, public ::testing::WithParamInterface<InputErrorCase> {};

TEST_P(InputError, ReportsFileLineColumnQuoteAndCaret) {
  const InputErrorCase& c = GetParam();
  const std::string path = dir.file("case.rf", c.text);
  for (const char* command : {"solve", "check", "dimacs"}) {
    SCOPED_TRACE(command);
    Output o = rfsat(std::string(command) + " " + quote(path));
    EXPECT_EQ(o.code, 2) << describe(o);
    const std::string head =
        path + ":" + std::to_string(c.line) + ":" + std::to_string(c.col) + ": error: ";
    const auto at = o.err.find(head);
    ASSERT_NE(at, std::string::npos) << "expected '" << head << "' in:\n" << o.err;
    const std::vector<std::string> err = lines_of(o.err.substr(at));
    ASSERT_GE(err.size(), 3u) << o.err;
    EXPECT_NE(err[0].find(c.message), std::string::npos) << err[0];
    // The quoted source line, indented by two spaces, then the caret under
    // column `col` of that line.
    const std::string source = lines_of(c.text)[c.line - 1];
    EXPECT_EQ(err[1], "  " + source);
    EXPECT_EQ(err[2], std::string(2 + c.col - 1, ' ') + "^");
  }
}

INSTANTIATE_TEST_SUITE_P(Cli, InputError, ::testing::ValuesIn(kInputErrors),
                         [](const auto& info) { return std::string(info.param.name); });

TEST_F(Cli, MissingFileIsExit2) {
  Output o = rfsat("solve no_such_file.rf");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("no_such_file.rf: error: cannot open file"), std::string::npos) << o.err;
  o = rfsat("check no_such_file.rf");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.out, "no_such_file.rf: error\n");
  o = rfsat("dimacs no_such_file.rf -o out.cnf");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_FALSE(std::filesystem::exists(dir / "out.cnf"));
}

TEST_F(Cli, DirectoryIsExit2) {
  std::filesystem::create_directory(dir / "sub.rf");
  Output o = rfsat("solve sub.rf");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("sub.rf: error:"), std::string::npos) << o.err;
}

TEST_F(Cli, SeveralErrorsAreAllReported) {
  const std::string path =
      dir.file("two.rf", "values = 1234\nrow_groups\nset_cell(99,1)\nset_cell(1,9)\n");
  Output o = rfsat("solve " + quote(path));
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find(path + ":3:10: error:"), std::string::npos) << o.err;
  EXPECT_NE(o.err.find(path + ":4:12: error:"), std::string::npos) << o.err;
}

// ---- input files are never modified -----------------------------------------------

TEST_F(Cli, InputFilesAreNotModified) {
  const std::string text = std::string("// keep me\r\n") + kUnique4;
  const std::string u = dir.file("u.rf", text);
  const std::string bad = dir.file("bad.rf", "values = 1234\nrow_group\n");
  rfsat("solve " + quote(u) + " -n 5 -f json");
  rfsat("check " + quote(u) + " " + quote(bad));
  rfsat("dimacs " + quote(u) + " -o out.cnf");
  rfsat("solve " + quote(bad));
  EXPECT_EQ(read_file(u), text);
  EXPECT_EQ(read_file(bad), "values = 1234\nrow_group\n");
}

TEST_F(Cli, DimacsRefusesToOverwriteItsInput) {
  const std::string u = dir.file("u.rf", kUnique4);
  Output o = rfsat("dimacs " + quote(u) + " -o " + quote(u));
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("refusing to overwrite"), std::string::npos) << o.err;
  EXPECT_EQ(read_file(u), kUnique4);
  // Also through another spelling of the same path.
  o = rfsat("dimacs u.rf -o ./u.rf");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(read_file(u), kUnique4);
}

}  // namespace
