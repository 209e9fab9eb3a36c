// The f-puzzles `grid` and the `.rf` header it gives (grid.cpp). Internal to
// fpuzzles/.
#pragma once

#include "reader.hpp"

namespace rfsat::formats::fpuzzles {

// Reads the grid (rd.size() rows of rd.size() cells), writes the header
// (values, rows, columns, boxes or jigsaws), the givens and the given pencil
// marks, and sets rd.standard_boxes / box_w / box_h. False after an error.
bool read_grid(Reader& rd, const Json& grid);

}  // namespace rfsat::formats::fpuzzles
