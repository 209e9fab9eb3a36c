// A benchmark peer for vanilla collections, not part of rfsat: one MiniSat
// solver (Debian's libminisat) holds the complete sudoku encoding (every cell
// has a value and at most one, every value once and at most once per row,
// column and box: 729 variables, 11,988 clauses), and each puzzle is solved
// under its givens as assumptions, twice: the second call, with a blocking
// clause guarded by a fresh activation literal (retired afterwards), proves
// the solution unique, as `rfsat check` does. It prints the same summary
// line as rfsat so scripts/bench_minisat.sh can take the ratio in one run.
//
//   build/minisat_driver FILE   (one 9x9 puzzle per line, '.' for an empty cell)
#include <minisat/core/Solver.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

using Minisat::lbool;  // for MiniSat's l_True macro
using Minisat::Lit;
using Minisat::mkLit;

Lit cell(int r, int c, int v) { return mkLit(r * 81 + c * 9 + v); }

void at_most_one(Minisat::Solver& s, const std::vector<Lit>& lits) {
  for (std::size_t i = 0; i < lits.size(); ++i)
    for (std::size_t j = i + 1; j < lits.size(); ++j) s.addClause(~lits[i], ~lits[j]);
}

void exactly_one(Minisat::Solver& s, const std::vector<Lit>& lits) {
  Minisat::vec<Lit> clause;
  for (Lit l : lits) clause.push(l);
  s.addClause(clause);
  at_most_one(s, lits);
}

void encode(Minisat::Solver& s) {
  while (s.nVars() < 729) s.newVar();
  for (int a = 0; a < 9; ++a)
    for (int b = 0; b < 9; ++b) {
      std::vector<Lit> values, row, col, box;
      for (int k = 0; k < 9; ++k) {
        values.push_back(cell(a, b, k));                               // cell (a, b)
        row.push_back(cell(a, k, b));                                  // value b in row a
        col.push_back(cell(k, a, b));                                  // value b in column a
        box.push_back(cell(a / 3 * 3 + k / 3, a % 3 * 3 + k % 3, b));  // value b in box a
      }
      for (const auto* house : {&values, &row, &col, &box}) exactly_one(s, *house);
    }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: minisat_driver FILE\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << argv[1] << ": cannot open\n";
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  Minisat::Solver s;
  encode(s);
  long long puzzles = 0, unique = 0, multiple = 0, none = 0;
  Minisat::vec<Lit> assume, block;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.size() != 81) continue;
    ++puzzles;
    assume.clear();
    for (int i = 0; i < 81; ++i)
      if (line[i] >= '1' && line[i] <= '9') assume.push(cell(i / 9, i % 9, line[i] - '1'));
    if (!s.solve(assume)) {
      ++none;
      continue;
    }
    const Lit act = mkLit(s.newVar());
    block.clear();
    block.push(~act);
    for (int i = 0; i < 81; ++i)  // the solution's value of every empty cell
      for (int v = 0; v < 9 && line[i] == '.'; ++v)
        if (s.modelValue(cell(i / 9, i % 9, v)) == l_True) block.push(~cell(i / 9, i % 9, v));
    s.addClause(block);
    assume.push(act);
    ++(s.solve(assume) ? multiple : unique);
    s.addClause(~act);  // retire the blocking clause
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%lld puzzles: %lld unique, %lld multiple, %lld none; %.3f s, %.0f puzzles/s\n",
              puzzles, unique, multiple, none, seconds, seconds > 0 ? puzzles / seconds : 0.0);
  return 0;
}
