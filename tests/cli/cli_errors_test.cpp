// Bad input through the rfsat executable: every input-error message gives
// file:line:col, the quoted source line and a caret under the offending spot,
// with exit code 2 from `solve`, `check` and `dimacs`; missing files,
// directories and several errors at once; and input files are never
// modified, not even by `dimacs -o` naming its own input.
#include <gtest/gtest.h>

#include <filesystem>
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
using rfsat::test::kUnique4;
using rfsat::test::lines_of;

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

// ---- --strict: the load's warnings are errors ------------------------------------

// The cells-first slip: a warning (unreachable-total) that reads and solves.
constexpr const char* kSlip =
    "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nsum(1, 2, 10)\n";

TEST_F(Cli, StrictMakesWarningsErrorsOnEveryCommandThatLoads) {
  const std::string slip = quote(dir.file("slip.rf", kSlip));
  Output o = rfsat("solve " + slip);
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.err.find("slip.rf:5:1: warning:"), std::string::npos) << o.err;
  const std::string commands[] = {"solve",
                                  "check",
                                  "dimacs",
                                  "render",
                                  "candidates",
                                  "minimize",
                                  "convert --to fpuzzles",
                                  "generate --rules"};
  for (const std::string& c : commands) {
    o = rfsat(c + " " + slip + " --strict");
    EXPECT_EQ(o.code, 2) << c << ": " << describe(o);
    EXPECT_NE(o.err.find("slip.rf:5:1: error: the total 1 is out of reach"), std::string::npos)
        << c << ": " << o.err;
    EXPECT_NE(o.err.find("[unreachable-total; an error under --strict]"), std::string::npos) << c;
  }
  o = rfsat("decode " + slip + " " + quote(dir.file("model.txt", "s UNSATISFIABLE\n")) +
            " --strict");
  EXPECT_EQ(o.code, 2) << describe(o);
  // A file without warnings, or with its warning silenced, loads as before.
  const std::string clean = quote(dir.file("clean.rf", kUnique4));
  EXPECT_EQ(rfsat("solve --strict " + clean).code, 0);
  const std::string silenced = quote(dir.file(
      "nolint.rf", std::string(kSlip).insert(std::string(kSlip).size() - 1, " // nolint")));
  o = rfsat("solve --strict " + silenced);
  EXPECT_EQ(o.code, 0) << describe(o);
}

// --from lists the formats as --to does.
TEST_F(Cli, UnknownFromFormatListsTheFormats) {
  Output o = rfsat("solve --from foo " + quote(dir.file("u.rf", kUnique4)));
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("--from: unknown format 'foo': expected line (txt), sdm,"),
            std::string::npos)
      << o.err;
  EXPECT_NE(o.err.find("to read also: sudokupad, sudocue"), std::string::npos) << o.err;
  o = rfsat("convert " + quote(dir.file("v.rf", kUnique4)) + " --to foo");
  EXPECT_NE(o.err.find("unknown format 'foo' for --to: expected line (txt), sdm,"),
            std::string::npos)
      << o.err;
}

}  // namespace
