// ISS's Replicate: `.Replicate~targets[~origin] item ... .End` copies its
// items onto target cells, each copy moved so that the origin (R1C1 when
// not given) lands on the target (ISS js/sudoku_constraint.js, Replicate;
// js/solver/sudoku_builder.js). The targets are a bit set in base64url,
// six bits a character, lowest first: bit i is the cell i places after the
// origin in reading order. read.cpp reads the items once per target with
// Reader::shift_rows / shift_cols set to that target's move.
//
//   auto moves = replicate_moves(rd, it);  // {rows, cols} per target
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "iss/reader.hpp"

namespace rfsat::formats::iss {

// The move (rows, columns) of each target of a Replicate item, in target
// order; nullopt after an error at the item (a bad bit set or origin, a
// target past the grid's last cell).
std::optional<std::vector<std::pair<int, int>>> replicate_moves(Reader& rd, const Item& it);

}  // namespace rfsat::formats::iss
