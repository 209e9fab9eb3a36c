// The fixture of the CLI tests (cli_test.cpp, cli_errors_test.cpp): a
// scratch directory per test, `rfsat ARGS` run in it, a few small 4x4 and
// empty large Sudokus, and helpers that split the captured output into lines.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_helper.hpp"

namespace rfsat::test {

// A 4x4 Sudoku with a unique solution (puzzles/classic/mini_4x4.rf).
inline constexpr const char* kUnique4 =
    "// mini 4x4\nvalues = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n"
    "set_cell(1,1)\nset_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\nset_cell(10,1)\n";
inline constexpr const char* kUnique4Solution = "1432234141233214";
// The empty 4x4 Sudoku: 288 solutions.
// A 17-clue classic Sudoku with a unique solution, as one line.
inline constexpr const char* kLine17 =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
inline constexpr const char* kEmpty4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";
// R1C1 = R2C2 = 1 in one box: no solution.
inline constexpr const char* kNone4 =
    "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nset_cell(1,1)\nset_cell(6,1)\n";
// Empty 16x16 and 25x25 Sudokus: too many solutions to count in a fraction of
// a second, and (25x25) too big to even encode and solve twice in 0.01 s.
inline constexpr const char* kEmpty16 =
    "values = 0123456789ABCDEF\nrow_groups\ncolumn_groups\nbox_groups(4,4)\n";
inline constexpr const char* kEmpty25 =
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
inline std::string last_line(const std::string& text) {
  std::string t = text;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  const auto nl = t.rfind('\n');
  return nl == std::string::npos ? t : t.substr(nl + 1);
}

inline std::vector<std::string> lines_of(const std::string& text) {
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

}  // namespace rfsat::test
