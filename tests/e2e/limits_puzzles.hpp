// Puzzles the limits tests share (limits_test.cpp, limits_encoding_test.cpp):
// an empty sudoku as a rule file, and a rule file loaded with its errors in
// the test's failure message.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>

#include "load.hpp"

namespace rfsat::limits_test {

// An empty n x n sudoku with boxes of b x b (n = b * b) as a rule file.
inline std::string empty_sudoku(int b) {
  const std::string symbols = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!?@";
  return "values = " + symbols.substr(0, b * b) + "\nrow_groups\ncolumn_groups\nbox_groups(" +
         std::to_string(b) + ", " + std::to_string(b) + ")\n";
}

inline model::Puzzle load(const std::string& text) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("limits.rf", text, err);
  EXPECT_TRUE(p) << err.str();
  return *p;
}

}  // namespace rfsat::limits_test
