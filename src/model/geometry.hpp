// The cells of a puzzle and where they are (spec §3). Cells are numbered
// 0..cell_count()-1 row by row from the top left (the rule file's cell k is
// index k-1); holes (`restrict_grid`, cells outside every `sub_grid`) keep
// their number but are never assigned or grouped.
//
// Two shapes:
// - rectangle: rows x cols, cell = row*cols + col. It may hold sub-grids
//   (`sub_grid`, the named layouts): rectangles of the bounding rectangle
//   whose union is the puzzle; rows, columns, boxes and adjacency then live
//   inside one sub-grid.
// - hexagon (`hexagonal_grid(a, b)`): rows of a, a+1, ..., b, ..., a cells;
//   with m = b - a, row r has b - |r - m| cells, and cell k of row r sits at
//   the doubled x-coordinate X = |r - m| + 2k. `col_of` is k, the position in
//   the row; neighbours are the up to 6 cells at (r, X±2) and (r±1, X±1).
//
// Every whole-grid rule reads adjacency and lines from here, so a shape is
// added in this one place.
#pragma once

#include <utility>
#include <vector>

namespace rfsat::model {

enum class GridShape { rectangle, hexagon };

// A rectangle of the bounding grid: top-left (row, col), size rows x cols.
struct SubGrid {
  int row = 0, col = 0, rows = 0, cols = 0;
  bool contains(int r, int c) const { return r >= row && r < row + rows && c >= col && c < col + cols; }
  bool operator==(const SubGrid&) const = default;
};

struct Geometry {
  GridShape shape = GridShape::rectangle;
  int rows = 0;  // rectangle: rows; hexagon: 2(b-a)+1
  int cols = 0;  // rectangle: columns; hexagon: b, the longest row
  std::vector<bool> hole;  // size cell_count()
  int box_width = 0;       // from box_groups, for printing only (0: none)
  int box_height = 0;
  std::vector<SubGrid> sub_grids;  // rectangle only; none: the whole rectangle is one grid
  std::vector<int> row_start;      // hexagon only: first cell of each row, then cell_count()
  // Cells outside the grid (ISS's Var cells): indices cell_count() ..
  // total_cells() - 1, with no place, neighbour or line, never holes; an
  // assignment holds them after the grid cells. chaos_construction's region
  // labels are the first (chaos_kinds.hpp).
  int var_cells = 0;

  // A rows x cols rectangle without holes.
  static Geometry rectangle(int rows, int cols);
  // hexagonal_grid(a, b), 1 <= a <= b, without holes.
  static Geometry hexagon(int a, int b);

  bool is_hexagon() const { return shape == GridShape::hexagon; }
  int cell_count() const { return is_hexagon() ? row_start.back() : rows * cols; }
  int total_cells() const { return cell_count() + var_cells; }
  bool is_hole(int cell) const { return cell < static_cast<int>(hole.size()) && hole[cell]; }
  int row_length(int row) const { return is_hexagon() ? row_start[row + 1] - row_start[row] : cols; }
  int row_of(int cell) const;
  // The column (rectangle) or the position in the row (hexagon), 0-based.
  int col_of(int cell) const;
  // The cell at (row, col), col being the position in the row on a hexagon.
  int cell_at(int row, int col) const {
    return is_hexagon() ? row_start[row] + col : row * cols + col;
  }
  // Hexagon: the doubled x-coordinate of the first cell of a row, |row - m|
  // (also the number of spaces it is indented by when printed); rectangle: 0.
  int indent(int row) const;
  // Hexagon: the doubled x-coordinate X of a cell; rectangle: its column.
  int x_of(int cell) const { return indent(row_of(cell)) + (is_hexagon() ? 2 : 1) * col_of(cell); }
  // Hexagon: the cell of `row` at doubled x-coordinate x, or -1 (holes included).
  int hex_cell_at_x(int row, int x) const;

  // True iff some sub-grid holds both cells (always, when there are none).
  bool in_one_grid(int a, int b) const;
  // The sub-grids, or the whole rectangle as one when none is declared.
  std::vector<SubGrid> grids() const;

  // Unordered pairs of non-hole cells sharing an edge, each once with first <
  // second, sorted: 4 neighbours on a rectangle (both cells inside one
  // sub-grid), 6 on a hexagon. Whole-grid adjacency rules use only this.
  std::vector<std::pair<int, int>> adjacent_pairs() const;

  // The lines of the grid, holes removed, in line order (top to bottom, left
  // to right); lines left with no cell are dropped.
  // Rows: of each sub-grid (rectangle), or the hexagon's rows.
  std::vector<std::vector<int>> row_lines() const;
  // Columns of each sub-grid (rectangle only; empty on a hexagon).
  std::vector<std::vector<int>> column_lines() const;
  // Hexagon only: the down-right lines (equal X - r), by increasing X - r,
  // and the down-left lines (equal X + r), by increasing X + r.
  std::vector<std::vector<int>> down_right_lines() const;
  std::vector<std::vector<int>> down_left_lines() const;
  // hexagon_lines: rows, then down-right, then down-left lines.
  std::vector<std::vector<int>> hexagon_lines() const;
  // Boxes w wide and h high tiled from the top left of each sub-grid as often
  // as they fit (rectangle only), holes removed, duplicates (the shared boxes
  // of overlapping sub-grids) listed once.
  std::vector<std::vector<int>> boxes(int w, int h) const;

  int active_count() const {
    int n = 0;
    for (bool h : hole) n += h ? 0 : 1;
    return n;
  }
};

}  // namespace rfsat::model
