// Printing solutions: `line` (one row-major line of symbols, holes as '.'),
// and `grid` for people (rows of space-separated symbols, box separators when
// the puzzle has box_groups, holes blank).
#pragma once

#include <string>

#include "puzzle.hpp"

namespace rfsat::cli {

std::string format_line(const model::Puzzle& p, const model::Assignment& a);
std::string format_grid(const model::Puzzle& p, const model::Assignment& a);

}  // namespace rfsat::cli
