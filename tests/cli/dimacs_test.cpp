// `rfsat dimacs` and `rfsat decode` through the executable ($RFSAT_EXE): the
// DIMACS header `p cnf V C` agrees with the clause lines and the variable
// comments, and with the formula `rfsat solve` reports; stdout and `-o` agree; round trips through the external solvers
// `cadical` and `minisat` (each test skipped if the solver is not installed)
// and through a model written by hand from a known solution decode to the grid
// and "verified"; UNSAT decodes to "no solution"; corrupted models are input
// errors (exit 2) reported with file:line:col.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli_helper.hpp"

namespace {

using rfsat::test::describe;
using rfsat::test::have_tool;
using rfsat::test::Output;
using rfsat::test::quote;
using rfsat::test::read_file;
using rfsat::test::ScratchDir;
using rfsat::test::write_file;

// Sudoku-X with a unique solution (puzzles/variants/sudoku_x.rf).
const char* kSudokuX =
    "values = 123456789\ncolumns = 9\nrows = 9\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n"
    "diagonal(1,81)\ndiagonal(9,73)\n"
    "set_cell(8,9)\nset_cell(9,8)\nset_cell(12,6)\nset_cell(14,8)\nset_cell(15,9)\n"
    "set_cell(16,4)\nset_cell(19,1)\nset_cell(22,5)\nset_cell(35,8)\nset_cell(37,4)\n"
    "set_cell(40,2)\nset_cell(45,7)\nset_cell(58,9)\nset_cell(60,4)\nset_cell(61,8)\n"
    "set_cell(64,6)\nset_cell(74,3)\nset_cell(77,7)\nset_cell(78,5)\n";
const char* kSudokuXSolution =
    "254367198376189425189542673567491382491238567823756914715924836642813759938675241";
// The empty 9x9 Sudoku: any of its grids must decode and verify.
const char* kEmpty9 =
    "values = 123456789\ncolumns = 9\nrows = 9\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n";
// No solution, though no two givens clash directly: vanilla_9x9 with R3C4
// changed from 5 to 7 (puzzles/classic/no_solution_9x9.rf).
const char* kNone9 =
    "values = 123456789\ncolumns = 9\nrows = 9\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n"
    "set_cell(10,3)\nset_cell(11,7)\nset_cell(12,6)\nset_cell(15,9)\nset_cell(17,2)\n"
    "set_cell(22,7)\nset_cell(23,4)\nset_cell(28,4)\nset_cell(30,2)\nset_cell(32,3)\n"
    "set_cell(35,8)\nset_cell(36,1)\nset_cell(37,6)\nset_cell(51,4)\nset_cell(52,7)\n"
    "set_cell(54,9)\nset_cell(58,9)\nset_cell(64,9)\nset_cell(65,4)\nset_cell(71,3)\n"
    "set_cell(73,8)\nset_cell(80,1)\nset_cell(81,6)\n";

struct Dimacs {
  bool has_header = false;
  long vars = -1, clauses = -1;  // from the header
  long clause_count = 0;         // clauses actually present (terminating 0s)
  long max_var = 0;              // largest |literal|
  bool literal_after_last_zero = false;
  std::vector<std::string> comments;
  std::vector<std::vector<int>> clause_list;
};

// Parses DIMACS the way a solver would: `c` lines, one `p cnf V C` header
// before any clause, then literals, each clause ended by 0 (lines may wrap).
Dimacs parse_dimacs(const std::string& text) {
  Dimacs d;
  std::istringstream in(text);
  std::string line;
  std::vector<int> current;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    if (line[0] == 'c') {
      d.comments.push_back(line);
      continue;
    }
    if (line[0] == 'p') {
      std::istringstream h(line);
      std::string p, cnf;
      h >> p >> cnf >> d.vars >> d.clauses;
      EXPECT_EQ(cnf, "cnf");
      EXPECT_FALSE(d.has_header) << "two headers";
      EXPECT_EQ(d.clause_count, 0) << "header after clauses";
      d.has_header = true;
      continue;
    }
    std::istringstream ls(line);
    long lit;
    while (ls >> lit) {
      if (lit == 0) {
        ++d.clause_count;
        d.clause_list.push_back(current);
        current.clear();
      } else {
        current.push_back(static_cast<int>(lit));
        d.max_var = std::max(d.max_var, std::labs(lit));
      }
    }
    EXPECT_TRUE(ls.eof()) << "not a literal in: " << line;
  }
  d.literal_after_last_zero = !current.empty();
  return d;
}

// "c x <var> <cell> r<row>c<col> <symbol>" -> var -> (cell, symbol).
std::map<int, std::pair<int, char>> cell_variables(const Dimacs& d) {
  std::map<int, std::pair<int, char>> out;
  for (const std::string& c : d.comments) {
    if (c.rfind("c x ", 0) != 0) continue;
    std::istringstream s(c.substr(4));
    int var = 0, cell = 0;
    std::string rc;
    char symbol = 0;
    s >> var >> cell >> rc >> symbol;
    EXPECT_FALSE(s.fail()) << c;
    out[var] = {cell, symbol};
  }
  return out;
}

// The symbols of a printed grid, in order ("1 2 | 3" -> "123").
std::string grid_symbols(const std::string& grid) {
  std::string out;
  for (char c : grid)
    if (c >= '1' && c <= '9') out += c;
  return out;
}

class DimacsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_FALSE(rfsat::test::rfsat_exe().empty()) << "RFSAT_EXE is not set";
  }
  Output rfsat(const std::string& args) { return rfsat::test::rfsat(args, dir.path()); }
  Output sh(const std::string& command) { return rfsat::test::run_shell(command, dir.path()); }
  // Writes the rule file and its CNF (NAME.rf, NAME.cnf); returns the CNF text.
  std::string make_cnf(const std::string& name, const std::string& rule_file) {
    dir.file(name + ".rf", rule_file);
    Output o = rfsat("dimacs " + name + ".rf -o " + name + ".cnf");
    EXPECT_EQ(o.code, 0) << describe(o);
    EXPECT_EQ(o.out, "");
    return read_file(dir / (name + ".cnf"));
  }
  ScratchDir dir;
};

TEST_F(DimacsTest, HeaderCountsMatchTheClauses) {
  for (const auto& [name, text] : std::map<std::string, const char*>{
           {"x", kSudokuX}, {"empty", kEmpty9}, {"none", kNone9}}) {
    SCOPED_TRACE(name);
    const Dimacs d = parse_dimacs(make_cnf(name, text));
    ASSERT_TRUE(d.has_header);
    EXPECT_GT(d.vars, 0);
    EXPECT_EQ(d.clause_count, d.clauses) << "header says " << d.clauses;
    EXPECT_LE(d.max_var, d.vars);
    EXPECT_FALSE(d.literal_after_last_zero) << "the last clause is not ended by 0";
  }
}

TEST_F(DimacsTest, EmptySudokuHasOneVariablePerCellAndSymbol) {
  const Dimacs d = parse_dimacs(make_cnf("empty", kEmpty9));
  EXPECT_EQ(d.vars, 729);
  const auto vars = cell_variables(d);
  EXPECT_EQ(vars.size(), 729u);
  std::map<int, std::string> symbols_of_cell;
  for (const auto& [var, cs] : vars) {
    EXPECT_GE(var, 1);
    EXPECT_LE(var, d.vars);
    symbols_of_cell[cs.first] += cs.second;
  }
  ASSERT_EQ(symbols_of_cell.size(), 81u);
  for (auto& [cell, symbols] : symbols_of_cell) {
    std::sort(symbols.begin(), symbols.end());
    EXPECT_EQ(symbols, "123456789") << "cell " << cell;
  }
}

// The empty 9x9 with three cages: r1c1+r1c2 = 3 holds {1,2}, r2c1+r2c2 = 17
// holds {8,9}, r5c5 = 6. `dimacs` prunes candidates as `solve` does, so the
// CNF it writes is the one rfsat solves: same header counts as solve's JSON.
TEST_F(DimacsTest, HeaderCountsAreThoseOfTheFormulaSolveUses) {
  const std::string killer = std::string(kEmpty9) + "sum(3, 1, 2)\nsum(17, 10, 11)\nsum(6, 41)\n";
  const Dimacs d = parse_dimacs(make_cnf("k", killer));
  EXPECT_LT(static_cast<long>(cell_variables(d).size()), 729 - 7 * 4 - 8)
      << "the cages' pruning is missing";
  Output o = rfsat("solve k.rf --count 1 -f json");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("\"variables\":" + std::to_string(d.vars) + ","), std::string::npos)
      << "dimacs has " << d.vars << " variables; solve: " << o.out;
  EXPECT_NE(o.out.find("\"clauses\":" + std::to_string(d.clauses) + ","), std::string::npos)
      << "dimacs has " << d.clauses << " clauses; solve: " << o.out;
}

TEST_F(DimacsTest, VariableCommentsNameTheirCell) {
  const Dimacs d = parse_dimacs(make_cnf("x", kSudokuX));
  int seen = 0;
  for (const std::string& c : d.comments) {
    if (c.rfind("c x ", 0) != 0) continue;
    std::istringstream s(c.substr(4));
    int var = 0, cell = 0, row = 0, col = 0;
    char r = 0, cc = 0, symbol = 0;
    s >> var >> cell >> r >> row >> cc >> col >> symbol;
    ASSERT_FALSE(s.fail()) << c;
    EXPECT_EQ(r, 'r');
    EXPECT_EQ(cc, 'c');
    EXPECT_EQ(cell, (row - 1) * 9 + col) << c;
    EXPECT_NE(std::string("123456789").find(symbol), std::string::npos) << c;
    ++seen;
  }
  EXPECT_GT(seen, 81);
}

TEST_F(DimacsTest, StdoutAndOutputFileAgree) {
  const std::string file_text = make_cnf("x", kSudokuX);
  Output o = rfsat("dimacs x.rf");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, file_text);
  o = rfsat("dimacs x.rf -o -");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, file_text);
}

TEST_F(DimacsTest, HandWrittenModelDecodesAndVerifies) {
  // A model built from the known solution, in SAT-competition form; this
  // round trip needs no external solver.
  const Dimacs d = parse_dimacs(make_cnf("x", kSudokuX));
  const auto vars = cell_variables(d);
  ASSERT_EQ(static_cast<long>(vars.size()), d.vars) << "expected only cell variables";
  std::string model = "c written by dimacs_test\ns SATISFIABLE\n";
  for (const auto& [var, cs] : vars) {
    const bool on = kSudokuXSolution[cs.first - 1] == cs.second;
    model += "v " + std::to_string(on ? var : -var) + "\n";
  }
  model += "v 0\n";
  write_file(dir / "model.txt", model);
  Output o = rfsat("decode x.rf model.txt");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(grid_symbols(o.out), kSudokuXSolution) << o.out;
  EXPECT_NE(o.out.find("verified"), std::string::npos) << o.out;
}

TEST_F(DimacsTest, CadicalRoundTripUnique) {
  if (!have_tool("cadical")) GTEST_SKIP() << "cadical is not installed";
  make_cnf("x", kSudokuX);
  Output s = sh("cadical -q x.cnf > model.txt");
  ASSERT_EQ(s.code, 10) << describe(s);  // 10 = SATISFIABLE
  Output o = rfsat("decode x.rf model.txt");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(grid_symbols(o.out), kSudokuXSolution) << o.out;
  EXPECT_EQ(o.out.substr(o.out.size() - 9), "verified\n") << o.out;
}

TEST_F(DimacsTest, CadicalRoundTripEmptyGrid) {
  if (!have_tool("cadical")) GTEST_SKIP() << "cadical is not installed";
  make_cnf("e", kEmpty9);
  Output s = sh("cadical -q e.cnf > model.txt");
  ASSERT_EQ(s.code, 10) << describe(s);
  Output o = rfsat("decode e.rf model.txt");
  EXPECT_EQ(o.code, 0) << describe(o);
  const std::string grid = grid_symbols(o.out);
  ASSERT_EQ(grid.size(), 81u) << o.out;
  for (int r = 0; r < 9; ++r) {
    std::string row = grid.substr(9 * r, 9);
    std::sort(row.begin(), row.end());
    EXPECT_EQ(row, "123456789");
  }
  EXPECT_NE(o.out.find("verified"), std::string::npos) << o.out;
}

TEST_F(DimacsTest, MinisatRoundTrip) {
  if (!have_tool("minisat")) GTEST_SKIP() << "minisat is not installed";
  make_cnf("x", kSudokuX);
  Output s = sh("minisat -verb=0 x.cnf result.txt");
  ASSERT_EQ(s.code, 10) << describe(s);
  Output o = rfsat("decode x.rf result.txt");
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(grid_symbols(o.out), kSudokuXSolution) << o.out;
  EXPECT_NE(o.out.find("verified"), std::string::npos) << o.out;
}

TEST_F(DimacsTest, UnsatDecodesToNoSolution) {
  if (!have_tool("cadical") && !have_tool("minisat"))
    GTEST_SKIP() << "neither cadical nor minisat is installed";
  make_cnf("n", kNone9);
  if (have_tool("cadical")) {
    Output s = sh("cadical -q n.cnf > model.txt");
    ASSERT_EQ(s.code, 20) << describe(s);  // 20 = UNSATISFIABLE
    Output o = rfsat("decode n.rf model.txt");
    EXPECT_EQ(o.code, 1) << describe(o);
    EXPECT_EQ(o.out.rfind("no solution", 0), 0u) << o.out;
  }
  if (have_tool("minisat")) {
    Output s = sh("minisat -verb=0 n.cnf result.txt");
    ASSERT_EQ(s.code, 20) << describe(s);
    Output o = rfsat("decode n.rf result.txt");
    EXPECT_EQ(o.code, 1) << describe(o);
    EXPECT_EQ(o.out.rfind("no solution", 0), 0u) << o.out;
  }
}

TEST_F(DimacsTest, UnsatWrittenByHandDecodesToNoSolution) {
  make_cnf("n", kNone9);
  write_file(dir / "model.txt", "c by hand\ns UNSATISFIABLE\n");
  Output o = rfsat("decode n.rf model.txt");
  EXPECT_EQ(o.code, 1) << describe(o);
  EXPECT_EQ(o.out.rfind("no solution", 0), 0u) << o.out;
}

// ---- corrupted models ---------------------------------------------------------

class CorruptModel : public DimacsTest {
 protected:
  // Writes NAME.rf and NAME.cnf for kSudokuX and a hand-written model.
  void SetUp() override {
    DimacsTest::SetUp();
    const Dimacs d = parse_dimacs(make_cnf("x", kSudokuX));
    vars = static_cast<int>(d.vars);
    for (const auto& [var, cs] : cell_variables(d))
      good_literals.push_back(kSudokuXSolution[cs.first - 1] == cs.second ? var : -var);
  }
  std::string literals(std::size_t from, std::size_t to) const {
    std::string s;
    for (std::size_t i = from; i < to && i < good_literals.size(); ++i)
      s += (s.empty() ? "" : " ") + std::to_string(good_literals[i]);
    return s;
  }
  // Decodes MODEL text; expects exit 2 and "model.txt:LINE:COL: error:".
  void expect_error_at(const std::string& model, int line, int col) {
    write_file(dir / "model.txt", model);
    Output o = rfsat("decode x.rf model.txt");
    EXPECT_EQ(o.code, 2) << describe(o);
    const std::string head =
        "model.txt:" + std::to_string(line) + ":" + std::to_string(col) + ": error:";
    EXPECT_NE(o.err.find(head), std::string::npos) << "expected " << head << " in\n" << o.err;
    EXPECT_EQ(o.out.find("verified"), std::string::npos) << o.out;
  }
  int vars = 0;
  std::vector<int> good_literals;
};

TEST_F(CorruptModel, NotAnInteger) {
  expect_error_at("s SATISFIABLE\nv " + literals(0, 10) + " 1x " + literals(10, 400) + " 0\n",
                  2, 3 + static_cast<int>(literals(0, 10).size()) + 1);
}

TEST_F(CorruptModel, LiteralBeyondTheVariables) {
  const std::string big = std::to_string(vars + 1);
  expect_error_at("s SATISFIABLE\nv 1 2 " + big + " 0\n", 2, 7);
}

TEST_F(CorruptModel, GarbageLine) {
  expect_error_at("s SATISFIABLE\nhello world\n", 2, 1);
  expect_error_at("hello\n", 1, 1);
}

TEST_F(CorruptModel, ModelViolatingTheFormulaIsRejected) {
  std::vector<int> lits = good_literals;
  lits[0] = -lits[0];  // flip one cell variable
  std::string model = "s SATISFIABLE\nv";
  for (int l : lits) model += " " + std::to_string(l);
  model += " 0\n";
  write_file(dir / "model.txt", model);
  Output o = rfsat("decode x.rf model.txt");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("does not satisfy"), std::string::npos) << o.err;
  EXPECT_EQ(o.out.find("verified"), std::string::npos) << o.out;
}

TEST_F(CorruptModel, MissingModelFile) {
  Output o = rfsat("decode x.rf no_such_model.txt");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("no_such_model.txt: error"), std::string::npos) << o.err;
}

TEST_F(CorruptModel, ModelAndRuleFileAreNotModified) {
  const std::string model = "s SATISFIABLE\nv 1 2 3 x 0\n";
  write_file(dir / "model.txt", model);
  const std::string rf = read_file(dir / "x.rf");
  rfsat("decode x.rf model.txt");
  EXPECT_EQ(read_file(dir / "model.txt"), model);
  EXPECT_EQ(read_file(dir / "x.rf"), rf);
}

}  // namespace
