// Cells written by name in rule arguments, as rfsat prints them in its
// messages: `r3c4` (any case) is row 3, column 4 of the bounding rectangle
// (also for the layouts of several grids and sub_grid); on a hexagonal grid
// the column is the position in its row, as Resolver::cell_name prints it.
// A straight run is written `r1c1-r1c4`: a row, a column or a 45-degree
// diagonal of a rectangle; it stands for every cell from the first to the
// last, in that order (Resolver::expand_runs, through straight_line). Numbers stay what they were
// (spec §3: row by row from 1); the writers keep writing numbers.
//
//   std::string why;
//   std::optional<int> c = read_cell_name("R2C1", geometry, why);  // 9x9: 9
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "geometry.hpp"

namespace rfsat::sema {

// Does `text` look like a cell name ('r' or 'R' then a digit)? Such a token
// is read by read_cell_name, any other by its number.
bool looks_like_cell_name(std::string_view text);
// Does `text` name a var cell ('v' or 'V' then digits only)? Var cells are
// the cells outside the grid (Geometry::var_cells): chaos_construction's
// region labels, `v1` the label of cell 1.
bool looks_like_var_cell(std::string_view text);

// The 0-based cell `text` names, or nullopt with `why` set (a row or column
// outside the grid, or no name at all).
std::optional<int> read_cell_name(std::string_view text, const model::Geometry& g,
                                  std::string& why);

// The two ends of a run `NAME-NAME`, or nullopt when `text` is none.
std::optional<std::pair<std::string_view, std::string_view>> cell_run_ends(std::string_view text);

// The forms a cell argument takes, for errors: "1..81, or by name r1c1
// (rows 1..9, columns 1..9)".
std::string cell_forms(const model::Geometry& g);

}  // namespace rfsat::sema
