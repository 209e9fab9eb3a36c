// Independent checkers of the indexing rules (model/global_kinds.hpp):
// row_indexer, column_indexer and box_indexer recompute the indexer's line
// and position from the geometry (false when the kind names other cells),
// then check "n(x) == p exactly at position n(indexer)"; their negative
// (no_indexer) checks "not n(x) == p at position n(cell)"; value_indexing
// reads its arrow. Plain loops from the rule text; no code shared with
// encodings/.
#include <utility>
#include <vector>

#include "evaluate.hpp"
#include "global_geometry.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::calc_at;
using detail::empty_at;

namespace {

// An indexer's line as the geometry gives it: (position, non-hole cell)
// pairs in order, the line's length, and the indexer's own position.
struct Line {
  std::vector<std::pair<int, int>> cells;
  int length = 0;
  int own = 0;
};

// Rectangles without sub-grids only (the semantic pass refuses the others);
// `along_column`: the indexer's column (row_indexer), else its row.
Line straight_line(const model::Geometry& g, int cell, bool along_column) {
  Line line;
  if (g.is_hexagon() || !g.sub_grids.empty()) return line;
  const int r = cell / g.cols, c = cell % g.cols;
  line.length = along_column ? g.rows : g.cols;
  line.own = (along_column ? r : c) + 1;
  for (int i = 0; i < line.length; ++i)
    if (const int x = along_column ? detail::cell_or_none(g, i, c) : detail::cell_or_none(g, r, i);
        x >= 0)
      line.cells.push_back({i + 1, x});
  return line;
}

// The indexer's w x h box (tiled from the top left; it must be complete),
// in reading order.
Line box_line(const model::Geometry& g, int cell, int w, int h) {
  Line line;
  if (g.is_hexagon() || !g.sub_grids.empty() || w < 1 || h < 1) return line;
  const int r = cell / g.cols, c = cell % g.cols;
  const int top = r / h * h, left = c / w * w;
  if (top + h > g.rows || left + w > g.cols) return line;
  line.length = w * h;
  line.own = (r - top) * w + (c - left) + 1;
  for (int i = 0; i < h; ++i)
    for (int j = 0; j < w; ++j)
      if (const int x = detail::cell_or_none(g, top + i, left + j); x >= 0)
        line.cells.push_back({i * w + j + 1, x});
  return line;
}

// The kind names exactly the line's cells and positions, the indexer points
// at a position of a cell, and the cells holding the indexer's own position
// are exactly that one.
template <class Kind>
bool indexes(const Kind& k, const Line& line, const Puzzle& p, const Assignment& a) {
  if (line.length == 0 || k.cells.size() != line.cells.size() || k.index.size() != k.cells.size())
    return false;
  for (std::size_t i = 0; i < k.cells.size(); ++i)
    if (line.cells[i] != std::pair{k.index[i], k.cells[i]}) return false;
  const long long v = calc_at(p, a, k.cell);
  bool target_exists = false;
  for (const auto& [position, x] : line.cells) {
    const bool targeted = position == v;
    target_exists = target_exists || targeted;
    if ((calc_at(p, a, x) == line.own) != targeted) return false;
  }
  return target_exists;
}

}  // namespace

// row_indexer: n(cell) = v says the cell in row v of its column holds the
// indexer's row number, and no other cell of the column does.
bool evaluate(const model::RowIndexer& c, const Puzzle& p, const Assignment& a) {
  return indexes(c, straight_line(p.geometry, c.cell, true), p, a);
}

// column_indexer: the same along the indexer's row, with column numbers.
bool evaluate(const model::ColumnIndexer& c, const Puzzle& p, const Assignment& a) {
  return indexes(c, straight_line(p.geometry, c.cell, false), p, a);
}

// box_indexer: the same in the indexer's box, positions in reading order.
bool evaluate(const model::BoxIndexer& c, const Puzzle& p, const Assignment& a) {
  return indexes(c, box_line(p.geometry, c.cell, c.width, c.height), p, a);
}

// no_row_indexer / no_column_indexer / no_box_indexer: the kind names the
// cell's line as the geometry gives it, and the cell does not index: the
// line cell at position n(cell) (the cell itself included) does not hold the
// cell's own position. An empty cell points nowhere and holds no position.
bool evaluate(const model::NoIndexer& c, const Puzzle& p, const Assignment& a) {
  const model::Geometry& g = p.geometry;
  const Line line = c.axis == model::IndexAxis::box
                        ? box_line(g, c.cell, c.width, c.height)
                        : straight_line(g, c.cell, c.axis == model::IndexAxis::row);
  if (line.length == 0 || c.cells.size() != line.cells.size() || c.index.size() != c.cells.size())
    return false;
  bool on_line = false;
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    if (line.cells[i] != std::pair{c.index[i], c.cells[i]}) return false;
    on_line = on_line || c.cells[i] == c.cell;
  }
  if (!on_line || empty_at(p, a, c.cell)) return on_line;
  const long long v = calc_at(p, a, c.cell);
  for (const auto& [position, x] : line.cells)
    if (position == v && !empty_at(p, a, x) && calc_at(p, a, x) == line.own) return false;
  return true;
}

// value_indexing: n(c2) = m in 1..k-2 and n(c_{2+m}) == n(c1).
bool evaluate(const model::ValueIndexing& c, const Puzzle& p, const Assignment& a) {
  const long long k = static_cast<long long>(c.cells.size());
  if (k < 3) return false;
  const long long m = calc_at(p, a, c.cells[1]);
  if (m < 1 || m > k - 2) return false;
  return calc_at(p, a, c.cells[static_cast<std::size_t>(m + 1)]) == calc_at(p, a, c.cells[0]);
}

}  // namespace rfsat::check
