// The way back from a rule file: a puzzle model that is a plain sudoku (a
// square 4/6/9/16/25 grid, the usual symbols, exactly the row, column and box
// groups, and only set_cell / set_values / del_values) as a ClassicGrid, so
// `rfsat convert x.rf --to ss` works. Anything else is refused with a reason.
//
//   std::string why;
//   auto grid = rfsat::formats::from_model(puzzle, &why);  // nullopt: see why
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "classic_ast.hpp"
#include "puzzle.hpp"

namespace rfsat::formats {

// set_values with one symbol becomes a user-placed digit (write_rf's reading
// of .sdx `u`); a cell narrowed to one symbol otherwise becomes a given.
std::optional<ast::ClassicGrid> from_model(const model::Puzzle& puzzle, std::string* why);

// The `// #ARuud` comment lines write_rf makes of .sdk metadata, in order.
std::vector<std::pair<std::string, std::string>> rf_metadata(std::string_view rf_text);

}  // namespace rfsat::formats
