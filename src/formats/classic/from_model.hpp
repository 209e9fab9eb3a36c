// The way back from a rule file: a puzzle model that is a plain sudoku (a
// square 4/6/9/16/25 grid, the usual symbols, exactly the row, column and box
// groups, and only set_cell / set_values / del_values) as a ClassicGrid, so
// `rfsat convert x.rf --to ss` works. Anything else is refused with a reason.
//
//   std::string why;
//   auto grid = rfsat::formats::classic::from_model(puzzle, &why);  // nullopt: see why
#pragma once

#include <optional>
#include <string>

#include "classic/grid.hpp"
#include "puzzle.hpp"

namespace rfsat::formats::classic {

// set_values with one symbol becomes a user-placed digit (rf::write_rf's
// reading of .sdx `u`); a cell narrowed to one symbol otherwise becomes a given.
std::optional<ClassicGrid> from_model(const model::Puzzle& puzzle, std::string* why);

}  // namespace rfsat::formats::classic
