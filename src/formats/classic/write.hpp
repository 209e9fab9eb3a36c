// Writing classic grids: every format whose layout the seeds define (the
// vanilla rule file through rf/write.hpp). Line formats end with one line
// break; the Windows formats (sdm, sdk, ss, spf, msk, sdx, candidate print)
// use CRLF as their programs do. docs/formats.md shows each layout.
//
//   std::string text = rfsat::formats::classic::write_classic(grid, ClassicFormat::ss);
#pragma once

#include <string>
#include <vector>

#include "classic/grid.hpp"
#include "format.hpp"

namespace rfsat::formats::classic {

// One grid in format `f` (rf: rf::write_rf; cdok: nothing). A grid with
// candidates or user-placed digits is written to line/sdm as a line of
// candidate groups.
std::string write_classic(const ClassicGrid& grid, ClassicFormat f);

// What writing `grid` as `f` loses ("candidates", "user-placed digits",
// "metadata"); empty when the format holds everything.
std::vector<std::string> lost_in(const ClassicGrid& grid, ClassicFormat f);

// The boxed layouts (write_boxed.cpp).
std::string write_ss(const ClassicGrid& grid, ClassicFormat f);
std::string write_candidates_print(const ClassicGrid& grid);

// The symbols of cell `c` as text ("679"), "u5" for a user-placed digit if `mark_user`.
std::string cell_candidates(const ClassicGrid& grid, int c, bool mark_user);

}  // namespace rfsat::formats::classic
