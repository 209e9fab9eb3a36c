// The plain forms ISS accepts beside constraint strings (its text-line
// parser, js/sudoku_parser.js @ e373f98), turned into the items they
// stand for (Shape, givens, Jigsaw, NoBoxes), so one pipeline reads both.
// Internal to iss/.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "iss/reader.hpp"

namespace rfsat::formats::iss {

// `compact` is the section without whitespace, `raw` as written (the grid
// form needs its separators). nullopt: not a plain form.
//  - "=" + a plain grid: givens (a solution, read as givens, as ISS does);
//  - N*N characters: values 1-9 (A-P above 9x9) and one placeholder;
//  - a jigsaw layout: N*N characters, N kinds, N of each (NoBoxes + Jigsaw);
//  - a plain grid followed by a layout (2*N*N characters);
//  - digits and '.' separated by blanks, '|', '-', '_' (N*N numbers);
//  - N*N*N digits and '.': the candidates of each cell.
std::optional<std::vector<Item>> plain_items(std::string_view compact, std::string_view raw);

// ISS's id of 1-based (row, col): R1C1 .. RgCg.
std::string cell_id(int row, int col);

}  // namespace rfsat::formats::iss
