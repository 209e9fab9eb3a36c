// The inset outline of a set of cells, for killer cages: the boundary of
// their union traced into closed loops, each moved `inset` inside the set,
// with mitred corners. One closed path per loop means a dashed stroke runs
// on around every corner, as SudokuPad draws cages, and works the same for
// squares and hexagons (Frame::corners).
//
//   for (const auto& loop : inset_outline(frame, in, 0.09)) svg.polygon(...);
//
// Method: every cell side whose neighbour across is not in the set is a
// boundary edge, directed clockwise around its cell (so the set lies to its
// right on screen); edges are chained head to tail; at a vertex where the
// set touches itself only at a corner, the sharpest right turn is taken, so
// each loop hugs its own cells. Straight runs are merged; each corner is the
// meeting point of the two neighbouring offset edges.
#pragma once

#include <vector>

#include "frame.hpp"

namespace rfsat::render {

// `in` has one flag per cell of the frame's geometry. Loops come out in the
// order of their first cell, each starting at a corner.
std::vector<std::vector<Point>> inset_outline(const Frame& frame, const std::vector<bool>& in,
                                              double inset);

}  // namespace rfsat::render
