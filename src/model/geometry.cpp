// Cell coordinates, adjacency and lines of the two grid shapes (geometry.hpp).
#include "geometry.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace rfsat::model {

Geometry Geometry::rectangle(int rows, int cols) {
  Geometry g;
  g.rows = rows;
  g.cols = cols;
  g.hole.assign(static_cast<std::size_t>(rows) * cols, false);
  return g;
}

Geometry Geometry::hexagon(int a, int b) {
  Geometry g;
  g.shape = GridShape::hexagon;
  const int m = b - a;
  g.rows = 2 * m + 1;
  g.cols = b;
  g.row_start.push_back(0);
  for (int r = 0; r < g.rows; ++r) g.row_start.push_back(g.row_start.back() + b - std::abs(r - m));
  g.hole.assign(static_cast<std::size_t>(g.row_start.back()), false);
  return g;
}

int Geometry::row_of(int cell) const {
  if (!is_hexagon()) return cell / cols;
  return static_cast<int>(std::upper_bound(row_start.begin(), row_start.end(), cell) - row_start.begin()) - 1;
}

int Geometry::col_of(int cell) const {
  return is_hexagon() ? cell - row_start[row_of(cell)] : cell % cols;
}

int Geometry::indent(int row) const { return is_hexagon() ? std::abs(row - (rows - 1) / 2) : 0; }

int Geometry::hex_cell_at_x(int row, int x) const {
  if (row < 0 || row >= rows) return -1;
  const int d = x - indent(row);
  if (d < 0 || d % 2 != 0 || d / 2 >= row_length(row)) return -1;
  return cell_at(row, d / 2);
}

bool Geometry::in_one_grid(int a, int b) const {
  if (sub_grids.empty()) return true;
  for (const SubGrid& s : sub_grids)
    if (s.contains(row_of(a), col_of(a)) && s.contains(row_of(b), col_of(b))) return true;
  return false;
}

std::vector<SubGrid> Geometry::grids() const {
  if (!sub_grids.empty()) return sub_grids;
  return {SubGrid{0, 0, rows, cols}};
}

std::vector<std::pair<int, int>> Geometry::adjacent_pairs() const {
  std::vector<std::pair<int, int>> out;
  auto add = [&](int a, int b) {
    if (b >= 0 && !hole[b] && in_one_grid(a, b)) out.emplace_back(std::min(a, b), std::max(a, b));
  };
  for (int a = 0; a < cell_count(); ++a) {
    if (hole[a]) continue;
    const int r = row_of(a), c = col_of(a);
    if (is_hexagon()) {
      const int x = x_of(a);
      add(a, hex_cell_at_x(r, x + 2));
      add(a, hex_cell_at_x(r + 1, x - 1));
      add(a, hex_cell_at_x(r + 1, x + 1));
    } else {
      if (c + 1 < cols) add(a, cell_at(r, c + 1));
      if (r + 1 < rows) add(a, cell_at(r + 1, c));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

namespace {

// Lines with holes removed; empty lines dropped; repeated lines listed once.
void keep(std::vector<std::vector<int>>& out, std::set<std::vector<int>>& seen,
          const Geometry& g, const std::vector<int>& line) {
  std::vector<int> cells;
  for (int c : line)
    if (!g.is_hole(c)) cells.push_back(c);
  if (cells.empty()) return;
  std::vector<int> key = cells;
  std::sort(key.begin(), key.end());
  if (seen.insert(key).second) out.push_back(std::move(cells));
}

// Hexagon lines grouped by a key of (row, X), in increasing key order, each
// line from top to bottom.
template <class Key>
std::vector<std::vector<int>> hex_lines_by(const Geometry& g, Key key) {
  std::map<int, std::vector<int>> lines;
  for (int cell = 0; cell < g.cell_count(); ++cell) lines[key(g.row_of(cell), g.x_of(cell))].push_back(cell);
  std::vector<std::vector<int>> out;
  std::set<std::vector<int>> seen;
  for (const auto& [k, line] : lines) keep(out, seen, g, line);
  return out;
}

}  // namespace

std::vector<std::vector<int>> Geometry::row_lines() const {
  std::vector<std::vector<int>> out;
  std::set<std::vector<int>> seen;
  if (is_hexagon()) {
    for (int r = 0; r < rows; ++r) {
      std::vector<int> line;
      for (int k = 0; k < row_length(r); ++k) line.push_back(cell_at(r, k));
      keep(out, seen, *this, line);
    }
    return out;
  }
  for (const SubGrid& s : grids())
    for (int r = s.row; r < s.row + s.rows; ++r) {
      std::vector<int> line;
      for (int c = s.col; c < s.col + s.cols; ++c) line.push_back(cell_at(r, c));
      keep(out, seen, *this, line);
    }
  return out;
}

std::vector<std::vector<int>> Geometry::column_lines() const {
  std::vector<std::vector<int>> out;
  if (is_hexagon()) return out;
  std::set<std::vector<int>> seen;
  for (const SubGrid& s : grids())
    for (int c = s.col; c < s.col + s.cols; ++c) {
      std::vector<int> line;
      for (int r = s.row; r < s.row + s.rows; ++r) line.push_back(cell_at(r, c));
      keep(out, seen, *this, line);
    }
  return out;
}

std::vector<std::vector<int>> Geometry::down_right_lines() const {
  if (!is_hexagon()) return {};
  return hex_lines_by(*this, [](int r, int x) { return x - r; });
}

std::vector<std::vector<int>> Geometry::down_left_lines() const {
  if (!is_hexagon()) return {};
  return hex_lines_by(*this, [](int r, int x) { return x + r; });
}

std::vector<std::vector<int>> Geometry::hexagon_lines() const {
  std::vector<std::vector<int>> out = row_lines();
  for (auto& l : down_right_lines()) out.push_back(std::move(l));
  for (auto& l : down_left_lines()) out.push_back(std::move(l));
  return out;
}

std::vector<std::vector<int>> Geometry::boxes(int w, int h) const {
  std::vector<std::vector<int>> out;
  if (is_hexagon() || w < 1 || h < 1) return out;
  std::set<std::vector<int>> seen;
  for (const SubGrid& s : grids())
    for (int by = s.row; by + h <= s.row + s.rows; by += h)
      for (int bx = s.col; bx + w <= s.col + s.cols; bx += w) {
        std::vector<int> box;
        for (int r = by; r < by + h; ++r)
          for (int c = bx; c < bx + w; ++c) box.push_back(cell_at(r, c));
        keep(out, seen, *this, box);
      }
  return out;
}

}  // namespace rfsat::model
