// Cells of the global and cell rules (global_cells.hpp), from the geometry.
#include "global_cells.hpp"

#include <algorithm>
#include <set>

namespace rfsat::sema {
namespace {

// The non-hole cell at (r, c) of the rectangle, or -1.
int at(const model::Geometry& g, int r, int c) {
  if (r < 0 || r >= g.rows || c < 0 || c >= g.cols) return -1;
  const int cell = g.cell_at(r, c);
  return g.is_hole(cell) ? -1 : cell;
}

}  // namespace

std::vector<std::vector<int>> disjoint_sets(const model::Geometry& g, int w, int h) {
  std::vector<std::vector<int>> out;
  if (g.is_hexagon() || !g.sub_grids.empty() || w < 1 || h < 1) return out;
  const int down = g.rows / h, across = g.cols / w;
  for (int pr = 0; pr < h; ++pr)
    for (int pc = 0; pc < w; ++pc) {
      std::vector<int> set;
      for (int by = 0; by < down; ++by)
        for (int bx = 0; bx < across; ++bx)
          if (const int cell = at(g, by * h + pr, bx * w + pc); cell >= 0) set.push_back(cell);
      std::sort(set.begin(), set.end());
      if (!set.empty()) out.push_back(std::move(set));
    }
  return out;
}

long long taxicab_pair_bound(const model::Geometry& g, int d) {
  long long n = 0;
  for (long long dr = 0; dr <= d && dr < g.rows; ++dr) {
    const long long dc = d - dr;
    if (dc < g.cols) n += (dr > 0 && dc > 0 ? 2 : 1) * (g.rows - dr) * (g.cols - dc);
  }
  return n;
}

// Each pair once, from its first cell a: the partner b lies right of a on
// its row, or below it (b > a). Cells are numbered row by row, so taking
// the partners row by row, left to right, lists the pairs sorted (a global
// sort of them was most of the rule's time on large grids).
std::vector<std::pair<int, int>> taxicab_pairs(const model::Geometry& g, int d, Diagnostics* load) {
  std::vector<std::pair<int, int>> out;
  if (g.is_hexagon() || d < 1) return out;
  out.reserve(static_cast<std::size_t>(taxicab_pair_bound(g, d)));
  for (int a = 0; a < g.cell_count(); ++a) {
    if (g.is_hole(a)) continue;
    if (load) load->poll();
    const int r = g.row_of(a), c = g.col_of(a);
    // Only the rows below a that a partner can reach within the columns:
    // probing every dr was most of the rule's time for large d.
    for (int dr = std::max(0, d - (g.cols - 1)); dr <= d && r + dr < g.rows; ++dr) {
      const int dc = d - dr;
      for (int sign : {-1, 1}) {
        if (sign == -1 && (dc == 0 || dr == 0)) continue;  // (dr, 0) once; (0, -dc) is b -> a
        const int b = at(g, r + dr, c + sign * dc);
        if (b >= 0 && g.in_one_grid(a, b)) out.emplace_back(a, b);
      }
    }
  }
  if (!std::is_sorted(out.begin(), out.end())) std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::vector<int>> squares(const model::Geometry& g) {
  std::set<std::vector<int>> seen;
  if (g.is_hexagon()) return {};
  for (const model::SubGrid& s : g.grids())
    for (int r = s.row; r + 1 < s.row + s.rows; ++r)
      for (int c = s.col; c + 1 < s.col + s.cols; ++c) {
        const std::vector<int> sq = {at(g, r, c), at(g, r, c + 1), at(g, r + 1, c),
                                     at(g, r + 1, c + 1)};
        if (std::find(sq.begin(), sq.end(), -1) == sq.end()) seen.insert(sq);
      }
  return {seen.begin(), seen.end()};  // a set of reading-order squares sorts top to bottom
}

int vertical_neighbour(const model::Geometry& g, int cell, int dr) {
  if (g.is_hexagon()) return -1;
  const int other = at(g, g.row_of(cell) + dr, g.col_of(cell));
  return other >= 0 && g.in_one_grid(cell, other) ? other : -1;
}

std::vector<std::vector<int>> neighbour_lists(const model::Geometry& g) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(g.cell_count()));
  for (const auto& [a, b] : g.adjacent_pairs()) {
    out[static_cast<std::size_t>(a)].push_back(b);
    out[static_cast<std::size_t>(b)].push_back(a);
  }
  for (std::vector<int>& n : out) std::sort(n.begin(), n.end());
  return out;
}

IndexedLine column_of(const model::Geometry& g, int cell) {
  IndexedLine line;
  if (g.is_hexagon() || !g.sub_grids.empty()) return line;
  for (int r = 0; r < g.rows; ++r)
    if (const int x = at(g, r, g.col_of(cell)); x >= 0)
      line.cells.push_back(x), line.index.push_back(r + 1);
  return line;
}

IndexedLine row_of(const model::Geometry& g, int cell) {
  IndexedLine line;
  if (g.is_hexagon() || !g.sub_grids.empty()) return line;
  for (int c = 0; c < g.cols; ++c)
    if (const int x = at(g, g.row_of(cell), c); x >= 0)
      line.cells.push_back(x), line.index.push_back(c + 1);
  return line;
}

IndexedLine box_of(const model::Geometry& g, int cell, int w, int h) {
  IndexedLine line;
  if (g.is_hexagon() || !g.sub_grids.empty() || w < 1 || h < 1) return line;
  const int top = g.row_of(cell) / h * h, left = g.col_of(cell) / w * w;
  if (top + h > g.rows || left + w > g.cols) return line;
  for (int i = 0; i < h; ++i)
    for (int j = 0; j < w; ++j)
      if (const int x = at(g, top + i, left + j); x >= 0)
        line.cells.push_back(x), line.index.push_back(i * w + j + 1);
  return line;
}

}  // namespace rfsat::sema
