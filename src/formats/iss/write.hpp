// The ISS writer: a puzzle -> Interactive Sudoku Solver constraint text
// (`.Shape~6x6.~R1C1_5.Cage~15~R1C1~R1C2...`), which ISS opens. It writes
// every puzzle ISS can hold with the types rfsat reads (a square digit grid
// up to 16x16 with rows and columns, boxes or jigsaw regions, and the rules
// of the table in write.cpp, one row per `.rf` keyword); any other rule is
// an error naming it. Reading the text back gives the same solutions
// (tests/formats/writers_test.cpp).
#pragma once

#include <optional>
#include <string>

#include "import/grid_view.hpp"
#include "puzzle.hpp"

namespace rfsat::formats::iss {

// `meta`: only its origins (ISS text has no title or solution).
std::optional<std::string> write_iss(const model::Puzzle& p, std::string* why,
                                     const import::Metadata& meta = {});

}  // namespace rfsat::formats::iss
