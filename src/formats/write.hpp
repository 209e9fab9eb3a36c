// Writing classic grids: every format whose layout the seeds define, and the
// vanilla rule file (.rf). Line formats end with one line break; the Windows
// formats (sdm, sdk, ss, spf, msk, sdx, candidate print) use CRLF as their
// programs do. docs/formats.md shows each layout.
//
//   std::string text = rfsat::formats::write_classic(grid, ClassicFormat::ss);
#pragma once

#include <string>
#include <vector>

#include "classic.hpp"

namespace rfsat::formats {

// One grid in format `f` (rf: write_rf). A grid with candidates or
// user-placed digits is written to line/sdm as a line of candidate groups.
std::string write_classic(const ast::ClassicGrid& grid, parser::ClassicFormat f);

// values, columns, rows, row_groups, column_groups, box_groups(w,h), then
// set_cell for givens and set_values for user-placed digits (one symbol) and
// candidate lists; .sdk metadata as `// #ARuud` comments (see rf_metadata).
std::string write_rf(const ast::ClassicGrid& grid);

// What writing `grid` as `f` loses ("candidates", "user-placed digits",
// "metadata"); empty when the format holds everything.
std::vector<std::string> lost_in(const ast::ClassicGrid& grid, parser::ClassicFormat f);

// The boxed layouts (write_boxed.cpp).
std::string write_ss(const ast::ClassicGrid& grid, parser::ClassicFormat f);
std::string write_candidates_print(const ast::ClassicGrid& grid);

// The symbols of cell `c` as text ("679"), "u5" for a user-placed digit if `mark_user`.
std::string cell_candidates(const ast::ClassicGrid& grid, int c, bool mark_user);

}  // namespace rfsat::formats
