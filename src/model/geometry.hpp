// The cells of a puzzle and where they are. Rectangular grids number their
// cells 0..rows*cols-1 row by row (the rule file's cell k is index k-1); holes
// (`restrict_grid`) keep their number but are never assigned or grouped.
#pragma once

#include <utility>
#include <vector>

namespace rfsat::model {

struct Geometry {
  int rows = 0;
  int cols = 0;
  std::vector<bool> hole;  // size rows*cols
  int box_width = 0;       // from box_groups, for printing only (0: none)
  int box_height = 0;

  int cell_count() const { return rows * cols; }
  bool is_hole(int cell) const { return hole[cell]; }
  int row_of(int cell) const { return cell / cols; }
  int col_of(int cell) const { return cell % cols; }
  int cell_at(int row, int col) const { return row * cols + col; }
  // Unordered pairs of non-hole cells sharing an edge (4 neighbours on a
  // rectangular grid), each once with first < second. Whole-grid adjacency
  // rules use only this, so other geometries extend it here.
  std::vector<std::pair<int, int>> adjacent_pairs() const {
    std::vector<std::pair<int, int>> out;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        const int a = cell_at(r, c);
        if (hole[a]) continue;
        if (c + 1 < cols && !hole[a + 1]) out.emplace_back(a, a + 1);
        if (r + 1 < rows && !hole[a + cols]) out.emplace_back(a, a + cols);
      }
    return out;
  }
  int active_count() const {
    int n = 0;
    for (bool h : hole) n += h ? 0 : 1;
    return n;
  }
};

}  // namespace rfsat::model
