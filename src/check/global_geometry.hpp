// The checker's own reading of the geometry behind the global and cell rules
// (variants_global.cpp, variants_indexing.cpp): neighbours sharing an edge,
// the cell directly above or below, taxicab distance, the sub-grid holding a
// set of cells, and the distinct numbers of the symbol table. Written from
// rf-format.md §3 with plain loops on rows and columns; it does not use
// Geometry::adjacent_pairs or any line list that the semantic pass uses, so
// a translation error there shows up against it.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "evaluate.hpp"

namespace rfsat::check::detail {

// A non-hole cell at (row, col) of a rectangle, or -1.
inline int cell_or_none(const model::Geometry& g, int row, int col) {
  if (row < 0 || row >= g.rows || col < 0 || col >= g.cols) return -1;
  const int cell = row * g.cols + col;
  return g.hole[cell] ? -1 : cell;
}

// Does one sub-grid (or the whole rectangle when there is none) hold all cells?
inline bool in_one_sub_grid(const model::Geometry& g, const std::vector<int>& cells) {
  if (g.sub_grids.empty()) return true;
  for (const model::SubGrid& s : g.sub_grids) {
    bool all = true;
    for (int cell : cells) all = all && s.contains(cell / g.cols, cell % g.cols);
    if (all) return true;
  }
  return false;
}

// The cells sharing an edge with `cell`, sorted: up to 4 on a rectangle (in
// one sub-grid with it), up to 6 on a hexagon (doubled x-coordinates: same
// row at X +- 2, rows above and below at X +- 1).
inline std::vector<int> edge_neighbours(const model::Geometry& g, int cell) {
  std::vector<int> out;
  if (g.is_hexagon()) {
    const int r = g.row_of(cell), x = g.x_of(cell);
    constexpr int kHex[6][2] = {{0, -2}, {0, 2}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    for (const auto& [dr, dx] : kHex) {
      const int n = g.hex_cell_at_x(r + dr, x + dx);
      if (n >= 0 && !g.hole[n]) out.push_back(n);
    }
  } else {
    const int r = cell / g.cols, c = cell % g.cols;
    constexpr int kSquare[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& [dr, dc] : kSquare) {
      const int n = cell_or_none(g, r + dr, c + dc);
      if (n >= 0 && in_one_sub_grid(g, {cell, n})) out.push_back(n);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The non-hole cell `dr` rows below `cell` in its column and one sub-grid
// with it (dr = -1: directly above), or -1; rectangles only.
inline int vertical_neighbour(const model::Geometry& g, int cell, int dr) {
  if (g.is_hexagon()) return -1;
  const int n = cell_or_none(g, cell / g.cols + dr, cell % g.cols);
  return n >= 0 && in_one_sub_grid(g, {cell, n}) ? n : -1;
}

// |dr| + |dc| of two cells of a rectangle.
inline long long taxicab(const model::Geometry& g, int a, int b) {
  return std::abs(a / g.cols - b / g.cols) + std::abs(a % g.cols - b % g.cols);
}

// The distinct calculation numbers of the non-empty symbols, ascending.
inline std::vector<long long> distinct_numbers(const model::SymbolTable& symbols) {
  std::vector<long long> out;
  for (int s = 0; s < symbols.size(); ++s)
    if (!symbols.is_empty(s)) out.push_back(symbols.calc(s));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

inline std::vector<int> sorted(std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  return cells;
}

}  // namespace rfsat::check::detail
