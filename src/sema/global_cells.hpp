// The cells the global and cell rules of issue 27 read, computed from the
// geometry for the semantic pass (rules_global.cpp) and for the tests that
// build those constraints directly: disjoint sets, taxicab pairs, 2x2
// squares, the cells above and below, orthogonal neighbours and indexed
// lines. The checker does not use these: it recomputes each from the
// geometry in its own way (src/check/global_geometry.hpp).
//
//   for (const auto& set : sema::disjoint_sets(puzzle.geometry, 3, 3)) ...
#pragma once

#include <vector>

#include "diagnostics.hpp"
#include "geometry.hpp"

namespace rfsat::sema {

// Rectangle without sub-grids: for each position (row, column) inside a
// w x h box, the non-hole cells at that position of every complete box
// (tiled from the top left), in reading order; positions without cells are
// left out.
std::vector<std::vector<int>> disjoint_sets(const model::Geometry& g, int w, int h);

// Rectangle: the pairs (a < b) of non-hole cells of one sub-grid at taxicab
// distance |dr| + |dc| == d >= 1, sorted. `load`: polled per cell (a large
// grid's pairs take seconds: --time-limit while loading).
std::vector<std::pair<int, int>> taxicab_pairs(const model::Geometry& g, int d,
                                               Diagnostics* load = nullptr);
// At least as many as taxicab_pairs(g, d) makes (exactly as many on a whole
// rectangle): what a rule reserves before making them.
long long taxicab_pair_bound(const model::Geometry& g, int d);

// Rectangle: the 2x2 squares of non-hole cells inside one sub-grid, each in
// reading order, listed once, top to bottom and left to right.
std::vector<std::vector<int>> squares(const model::Geometry& g);

// Rectangle: the non-hole cell directly above (dr = -1) or below (dr = 1)
// `cell` in one sub-grid with it, or -1.
int vertical_neighbour(const model::Geometry& g, int cell, int dr);

// Per cell, the cells sharing an edge with it (Geometry::adjacent_pairs),
// sorted: one pass over the pairs for every cell at once.
std::vector<std::vector<int>> neighbour_lists(const model::Geometry& g);

// A line of an indexer: its non-hole cells and their 1-based positions.
struct IndexedLine {
  std::vector<int> cells;
  std::vector<int> index;
};
// Rectangle without sub-grids: the indexer's column (positions: row
// numbers), its row (column numbers), or its w x h box (reading order; empty
// when the box is not complete).
IndexedLine column_of(const model::Geometry& g, int cell);
IndexedLine row_of(const model::Geometry& g, int cell);
IndexedLine box_of(const model::Geometry& g, int cell, int w, int h);

}  // namespace rfsat::sema
