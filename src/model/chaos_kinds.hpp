// Constraint kinds of chaos construction (issue 51 part 5; ISS's
// ChaosConstruction, ChaosCount and ChaosArrow): regions found while
// solving. Each grid cell has a region label, a var cell outside the grid
// (Geometry::var_cells) that holds the symbol index r of its region r, so
// that the labels are part of every solution: counted, blocked, printed and
// checked as cells are. Regions are numbered in reading order of their
// first cell, which makes each partition one assignment (docs/rf-language.md,
// "Chaos construction").
#pragma once

#include <vector>

namespace rfsat::model {

// chaos_construction: the grid cells are cut into regions of `size` cells
// (the number of values), each orthogonally connected and holding every
// value once. cells[k] is the label cell of grid cell k; region 0 holds
// grid cell 0, and region r + 1 first appears after region r in reading
// order.
struct ChaosConstruction {
  std::vector<int> cells;  // the label cell of each grid cell, in grid order
  int size = 0;            // cells per region
};

// chaos_count and chaos_arrow: the calculation number of the control cell
// `cell` is a count over label cells `cells`, less `offset` (0 or 1).
// chaos_count (`arms` empty): how many of `cells` are in cells[0]'s region
// (cells[0] included). chaos_arrow: `cells` holds arms one after another,
// `arms` their lengths, every arm starting with the same label cell; the
// count is that cell plus, on each arm, the run of cells after it that stay
// in its region.
struct ChaosCount {
  int cell = 0;
  int offset = 0;
  std::vector<int> cells;
  std::vector<int> arms;
};

}  // namespace rfsat::model
