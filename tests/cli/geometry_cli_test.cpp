// Hexagonal grids and multi-grid layouts through the rfsat executable: grid
// output in the puzzle's own shape, line and json output, DIMACS variable
// comments naming every cell of the geometry, decode of a hand-written model
// and of cadical's answer, and geometry errors with file:line:col, the source
// line, a caret, and exit code 2; classic formats refuse these shapes.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>

#include "cli_helper.hpp"

namespace {

using rfsat::test::describe;
using rfsat::test::have_tool;
using rfsat::test::Output;
using rfsat::test::ScratchDir;

const char* kHexagon =
    "values=123456\nhexagonal_grid(4,6)\nhexagon_lines\nset_cell(2,5)\nset_cell(6,4)\n"
    "set_cell(9,5)\nset_cell(14,1)\nset_cell(16,3)\nset_cell(17,5)\nset_cell(22,6)\n";
const char* kHexagonSolution = "654214235523416351621623";
const char* kHexagonGrid =
    "  6 5 4 2\n"
    " 1 4 2 3 5\n"
    "5 2 3 4 1 6\n"
    " 3 5 1 6 2\n"
    "  1 6 2 3\n";
const char* kLittleHanidoku =
    "values=123456\nhexagonal_grid(4,6)\nhexagonal_lines\nrenban\nset_cell(7,1)\nset_cell(9,5)\n"
    "set_cell(18,6)\nset_cell(23,3)\n";
const char* kLittleHanidokuSolution = "253434125125346346252534";

class GeometryCli : public ::testing::Test {
 protected:
  ScratchDir dir;
  Output rfsat(const std::string& args) { return rfsat::test::rfsat(args, dir.path()); }
  Output sh(const std::string& command) { return rfsat::test::run_shell(command, dir.path()); }
};

TEST_F(GeometryCli, HexagonSolvesInItsOwnShape) {
  dir.file("h.rf", kHexagon);
  Output o = rfsat("solve h.rf");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, std::string("solution 1:\n") + kHexagonGrid + "\nunique\n");
  o = rfsat("solve h.rf --format line");
  EXPECT_EQ(o.out, std::string(kHexagonSolution) + "\nunique\n");
  o = rfsat("solve h.rf --format json");
  EXPECT_NE(o.out.find(std::string("\"solutions\":[\"") + kHexagonSolution + "\"]"), std::string::npos)
      << o.out;
  o = rfsat("check h.rf");
  EXPECT_EQ(o.code, 0) << describe(o);
}

TEST_F(GeometryCli, SamuraiLineHasHolesAsDots) {
  dir.file("s.rf", "values=123456789\nconjoined\n");
  Output o = rfsat("solve s.rf --count 1 --format line");
  ASSERT_EQ(o.code, 0) << describe(o);
  const std::string line = o.out.substr(0, o.out.find('\n'));
  ASSERT_EQ(line.size(), 441u);
  EXPECT_EQ(std::count(line.begin(), line.end(), '.'), 72);
  EXPECT_EQ(line.substr(9, 3), "...");  // r1c10..r1c12
  o = rfsat("solve s.rf --count 1");
  // Row 1: the two top grids with the hole between them left blank.
  std::istringstream rows(o.out);
  std::string title, first;
  std::getline(rows, title);
  std::getline(rows, first);
  EXPECT_EQ(first.size(), 53u) << o.out;
  EXPECT_EQ(first.substr(21, 9), " |       ") << o.out;
}

// Cell variables from `c x <var> <cell> r<row>c<col> <symbol>` comments.
struct CellVar {
  int cell;
  std::string where;
  char symbol;
};

std::map<int, CellVar> cell_variables(const std::string& cnf) {
  std::map<int, CellVar> out;
  std::istringstream in(cnf);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("c x ", 0) != 0) continue;
    std::istringstream l(line.substr(4));
    int var = 0;
    CellVar v{};
    l >> var >> v.cell >> v.where >> v.symbol;
    out[var] = v;
  }
  return out;
}

long header_vars(const std::string& cnf) {
  const auto p = cnf.find("\np cnf ");
  return std::stol(cnf.substr(p + 7));
}

TEST_F(GeometryCli, HexagonDimacsNamesHexCellsAndDecodes) {
  dir.file("h.rf", kHexagon);
  Output o = rfsat("dimacs h.rf -o h.cnf");
  ASSERT_EQ(o.code, 0) << describe(o);
  const std::string cnf = rfsat::test::read_file(dir / "h.cnf");
  const auto vars = cell_variables(cnf);
  ASSERT_EQ(static_cast<long>(vars.size()), header_vars(cnf)) << "expected only cell variables";
  for (const auto& [var, v] : vars) {
    // hexagonal_grid(4,6) rows hold 4,5,6,5,4 cells: cell 12 is r3c3, cell 24 is r5c4.
    if (v.cell == 12) {
      EXPECT_EQ(v.where, "r3c3");
    }
    if (v.cell == 24) {
      EXPECT_EQ(v.where, "r5c4");
    }
    EXPECT_GE(v.cell, 1);
    EXPECT_LE(v.cell, 24);
  }
  std::string model = "s SATISFIABLE\n";
  for (const auto& [var, v] : vars)
    model += "v " + std::to_string(kHexagonSolution[v.cell - 1] == v.symbol ? var : -var) + "\n";
  dir.file("model.txt", model + "v 0\n");
  o = rfsat("decode h.rf model.txt");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, std::string(kHexagonGrid) + "verified\n");
}

TEST_F(GeometryCli, SamuraiHandWrittenModelDecodes) {
  dir.file("s.rf", "values=123456789\nconjoined\n");
  Output o = rfsat("solve s.rf --count 1 --format line");
  ASSERT_EQ(o.code, 0) << describe(o);
  const std::string solution = o.out.substr(0, o.out.find('\n'));
  o = rfsat("dimacs s.rf -o s.cnf");
  ASSERT_EQ(o.code, 0) << describe(o);
  const std::string cnf = rfsat::test::read_file(dir / "s.cnf");
  const auto vars = cell_variables(cnf);
  ASSERT_EQ(static_cast<long>(vars.size()), header_vars(cnf));
  std::string model = "s SATISFIABLE\n";
  for (const auto& [var, v] : vars) {
    EXPECT_NE(solution[v.cell - 1], '.') << "a variable for hole " << v.cell;
    model += "v " + std::to_string(solution[v.cell - 1] == v.symbol ? var : -var) + "\n";
  }
  dir.file("model.txt", model + "v 0\n");
  Output d = rfsat("decode s.rf model.txt");
  EXPECT_EQ(d.code, 0) << describe(d);
  Output g = rfsat("solve s.rf --count 1");
  EXPECT_EQ(d.out, g.out.substr(12, g.out.find("\n\n") - 11) + "verified\n");
}

TEST_F(GeometryCli, HanidokuCadicalRoundTrip) {
  if (!have_tool("cadical")) GTEST_SKIP() << "cadical is not installed";
  dir.file("l.rf", kLittleHanidoku);
  ASSERT_EQ(rfsat("dimacs l.rf -o l.cnf").code, 0);
  Output s = sh("cadical -q l.cnf > model.txt");
  ASSERT_EQ(s.code, 10) << describe(s);
  Output o = rfsat("decode l.rf model.txt");
  EXPECT_EQ(o.code, 0) << describe(o);
  Output line = rfsat("solve l.rf --format line");
  EXPECT_EQ(line.out, std::string(kLittleHanidokuSolution) + "\nunique\n");
  EXPECT_NE(o.out.find("  2 5 3 4\n 3 4 1 2 5\n"), std::string::npos) << o.out;
}

TEST_F(GeometryCli, ClassicFormatsRefuseHexagonsAndLayouts) {
  dir.file("h.rf", kHexagon);
  dir.file("t.rf", "values=1234\ntwodoku\n");
  Output h = rfsat("convert h.rf --to line");
  EXPECT_EQ(h.code, 2) << describe(h);
  EXPECT_NE(h.err.find("it is a hexagonal grid"), std::string::npos) << h.err;
  Output t = rfsat("convert t.rf --to sdk");
  EXPECT_EQ(t.code, 2) << describe(t);
  EXPECT_NE(t.err.find("it is a multi-grid layout"), std::string::npos) << t.err;
}

struct CliError {
  const char* text;
  const char* where;    // "t.rf:L:C: error: ..." prefix
  const char* message;  // part of the message
  const char* caret;    // the caret line
};

TEST_F(GeometryCli, ErrorsNameTheLineAndColumnWithACaret) {
  const CliError cases[] = {
      {"values=123456789\ncolumns=20\nconjoined\n", "t.rf:2:9: error: ", "disagrees with the layout",
       "          ^"},
      {"values=1234\ncolumns=6\nrows=6\nsub_grid(16,4,4)\n", "t.rf:4:15: error: ", "runs past the right edge",
       "                ^"},
      {"values=123456789\nconjoined\nset_cell(10,1)\n", "t.rf:3:10: error: ", "is a hole", "           ^"},
      {"values=123456\nhexagonal_grid(6,4)\n", "t.rf:2:18: error: ", "makes no grid", "                   ^"},
  };
  for (const CliError& c : cases) {
    dir.file("t.rf", c.text);
    Output o = rfsat("solve t.rf");
    EXPECT_EQ(o.code, 2) << describe(o);
    EXPECT_EQ(o.err.rfind(c.where, 0), 0u) << o.err;
    EXPECT_NE(o.err.find(c.message), std::string::npos) << o.err;
    EXPECT_NE(o.err.find("\n" + std::string(c.caret) + "\n"), std::string::npos) << o.err;
  }
}

}  // namespace
