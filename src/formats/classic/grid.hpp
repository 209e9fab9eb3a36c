// What the classic Sudoku text formats hold (simple line, .sdm, .sdk, .ss,
// .spf, .msk, .sdx, the Simple Sudoku candidate print): one square grid with
// its givens, optional candidate lists, SudoCue's user-placed marks and .sdk
// metadata. The readers (read.hpp) make it, the writers (write.hpp) print it;
// to_model.hpp and from_model.hpp turn it into a model::Puzzle and back.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "source_pos.hpp"

namespace rfsat::formats::classic {

struct ClassicGrid {
  int size = 0;                 // side: 4, 6, 9, 16 or 25
  int box_width = 0;            // 2x2, 3x2 (3 wide, 2 high), 3x3, 4x4, 5x5
  int box_height = 0;
  std::string symbols;          // glyphs in value order ("123456789")
  std::vector<int> given;       // per cell (row-major): -1, or a symbol index
  // Empty, or per cell a mask of the allowed symbols (bit i = symbols[i]).
  // A cell with a given has exactly the given's bit.
  std::vector<std::uint64_t> candidates;
  // Empty, or per cell: the digit in `given` was placed by the solver's user
  // (.sdx `u` prefix; `set_values(cell, s)` with one symbol in .rf), not given.
  std::vector<bool> user_placed;
  // .sdk `#X` lines in file order: {"A", "Ruud"} for `#ARuud`.
  std::vector<std::pair<std::string, std::string>> metadata;
  SourcePos pos;                // where the puzzle starts in its file

  int cell_count() const { return size * size; }
  std::uint64_t full_mask() const {
    return size >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << size) - 1;
  }
  // The symbols cell `c` may hold: the given's bit, its candidates, or all.
  std::uint64_t mask_of(int c) const {
    if (given[c] >= 0) return std::uint64_t{1} << given[c];
    return candidates.empty() ? full_mask() : candidates[c];
  }
  bool is_user_placed(int c) const { return !user_placed.empty() && user_placed[c]; }
  // True if some empty cell has a candidate list narrower than all symbols.
  bool has_candidates() const {
    if (candidates.empty()) return false;
    for (int c = 0; c < cell_count(); ++c)
      if (given[c] < 0 && candidates[c] != full_mask()) return true;
    return false;
  }
  bool has_user_placed() const {
    for (bool u : user_placed)
      if (u) return true;
    return false;
  }
};

}  // namespace rfsat::formats::classic
