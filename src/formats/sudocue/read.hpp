// SudoCue's killer formats -> `.rf` text (import/imported.hpp):
//  - the short form: 81 characters, row by row; a cage's root cell holds
//    its total (0-9, A-Z = 10-35, a-j = 36-45), every other cell an arrow
//    towards a neighbour in the same cage (< > ^ v, and ` ' , . for up-left,
//    up-right, down-left, down-right);
//  - the long form: `3x3:` + `d` (diagonals) or nothing + `:k:` + 81 fields
//    (and an optional final colon), each field sum * 256 + root, the root
//    being the 0-based index of the cage's top-left cell; 0 for a cell in no
//    cage. SudoCue's own note says the two bytes may come the other way
//    round; a file is read the way its roots make sense (ISS's way first).
// A total of 0 is a cage without a total (distinct digits). The same
// readings as ISS's text parser (js/sudoku_parser.js @ e373f98, read, not
// copied), with errors where it would guess: an arrow out of the grid, a
// loop of arrows. docs/formats.md ("SudoCue").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics.hpp"
#include "import/imported.hpp"

namespace rfsat::formats::sudocue {

struct Cage {
  int total = 0;           // 0: no total
  std::vector<int> cells;  // 0-based indices, row by row, root first
};

struct Killer {
  bool diagonals = false;
  std::vector<Cage> cages;
};

// Either form, whitespace removed; nullopt if it is neither. Errors
// (arrows out of the grid, loops, inconsistent fields) go to `diags`.
std::optional<Killer> parse_killer(std::string_view compact, Diagnostics& diags,
                                   bool* recognised = nullptr);

std::optional<import::Imported> read_sudocue(std::string_view text, Diagnostics& diags);

}  // namespace rfsat::formats::sudocue
