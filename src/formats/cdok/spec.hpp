// What a cdok calcudoku spec holds (Daniel Beer's cdok; docs/calcudoku.md):
// an n x n grid, its givens and its groups (cages), each with a letter, an
// operator and a target; Nylimb mode widens the values to 0..99. read.hpp
// makes it from text, write.hpp prints it, model.hpp turns it into a
// model::Puzzle and back, rf/write.hpp writes it as a rule file.
//
//   rfsat::formats::cdok::CdokPuzzle p = *read_cdok(text, diags, {});
//   int n = p.size;   // p.given[r * n + c]: a value or -1
#pragma once

#include <string_view>
#include <vector>

#include "source_pos.hpp"

namespace rfsat::formats::cdok {

// One group: its letter, operator ('+', '-', '*' or '/'), target and cells
// (row-major indices, ascending). `pos` is the token holding the target.
struct CdokCage {
  char letter = 0;
  char op = '+';
  long long target = 0;
  std::vector<int> cells;
  SourcePos pos;
};

struct CdokPuzzle {
  int size = 0;         // n: the grid is n x n
  bool nylimb = false;  // cdok -N: cells hold 0..99, no decimal digit repeats in a line
  std::vector<int> given;     // per cell: its value, or -1
  std::vector<CdokCage> cages;  // ordered by first cell; single-cell groups are givens
  SourcePos pos;              // where the spec starts

  int min_value() const { return nylimb ? 0 : 1; }
  int max_value() const { return nylimb ? 99 : size; }
};

// The symbol of each value 1..64 in the model and in `.rf` files
// (model.cpp, rf/write.cpp): 1-9, then A-Z, a-z, !?@.
inline constexpr std::string_view kValueGlyphs =
    "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!?@";

// Largest side rfsat reads (its symbol limit: one symbol per value 1..n).
inline constexpr int kCdokMaxSize = 64;
static_assert(kValueGlyphs.size() == kCdokMaxSize);

}  // namespace rfsat::formats::cdok
