// Phase 2 of the semantic pass (spec §3): the shape of the grid.
// - `hexagonal_grid(a, b)`: a hexagon (1 <= a <= b); no `columns`, `rows`,
//   `sub_grid` or layout may join it.
// - otherwise a rectangle: `columns` and `rows` (each defaults to the length
//   of `values`), or the bounding rectangle of a named layout (an explicit
//   `columns`/`rows` must then agree). Sub-grids come from the layout and
//   from `sub_grid(first_cell, rows, columns)`; once there is one, cells
//   outside every sub-grid are holes.
// - `restrict_grid` holes, on either shape.
// The layout's box shape is the first well-formed `box_groups(w, h)`, else
// square boxes of side sqrt(n); phase 3 makes the layout's groups.
#include <cmath>

#include "resolver.hpp"

namespace rfsat::sema {
namespace {

constexpr long long kMaxSide = 1000;
constexpr long long kMaxCells = 250000;

constexpr const char* kSideNames[2] = {"columns", "rows"};

std::string quoted(const std::string& s) { return "'" + s + "'"; }

}  // namespace

bool Resolver::layout_and_box(const std::vector<const ast::Property*>& props) {
  const int n = p_.symbols.capacity;
  bool needs_box = false;
  for (const ast::Property* p : props) {
    auto l = layout_name(p->name.text);
    if (!l) continue;
    if (layout_ && layout_->layout != l->layout) {
      error(p->pos, "only one layout per file: " + quoted(layout_->layout) + " was chosen at line " +
                        std::to_string(layout_prop_->pos.line));
      return false;
    }
    if (!layout_) layout_ = l, layout_prop_ = p;
    needs_box = needs_box || layout_needs_box(l->layout) || l->part == LayoutPart::all ||
                l->part == LayoutPart::box;
  }
  if (!layout_) return true;
  for (const ast::Property* p : props) {  // the first box_groups gives the layout's box shape
    if (p->name.text != "box_groups") continue;
    auto args = flat_args(*p);
    if (!args || !expect_count(*p, *args, 2, 2, "box width, box height")) return false;
    auto w = integer((*args)[0]), h = integer((*args)[1]);
    if (!w || !h) return false;
    if (*w < 1 || *h < 1 || *w > kMaxSide || *h > kMaxSide) {
      error(p->pos, "box_groups(w, h): w and h must be 1.." + std::to_string(kMaxSide));
      return false;
    }
    layout_w_ = static_cast<int>(*w), layout_h_ = static_cast<int>(*h);
    break;
  }
  if (layout_w_ == 0) {
    const int root = static_cast<int>(std::lround(std::sqrt(static_cast<double>(n))));
    if (root * root == n) {
      layout_w_ = layout_h_ = root;
    } else if (needs_box) {
      error(layout_prop_->pos, quoted(layout_prop_->name.text) + " needs the box shape: " +
                                   std::to_string(n) + " symbols make no square box; add box_groups(w,h)");
      return false;
    }
  }
  if (needs_box && (layout_w_ > n || layout_h_ > n)) {
    error(layout_prop_->pos, "the " + std::to_string(layout_w_) + "x" + std::to_string(layout_h_) +
                                 " boxes are larger than the " + std::to_string(n) + "x" +
                                 std::to_string(n) + " grids of " + quoted(layout_->layout));
    return false;
  }
  return true;
}

bool Resolver::hexagon(const ast::Property& prop) {
  auto args = flat_args(prop);
  if (!args || !expect_count(prop, *args, 2, 2, "cells of the first row, cells of the middle row"))
    return false;
  auto a = integer((*args)[0]), b = integer((*args)[1]);
  if (!a || !b) return false;
  if (*a < 1) {
    error((*args)[0].pos, "hexagonal_grid(a, b): the first row needs at least 1 cell, got " + (*args)[0].text);
    return false;
  }
  if (*b < *a) {
    error((*args)[1].pos, "hexagonal_grid(a, b) makes no grid: the middle row (" + (*args)[1].text +
                              " cells) must be at least as long as the first (" + (*args)[0].text + ")");
    return false;
  }
  if (*b > kMaxSide) {
    error((*args)[1].pos, "hexagonal_grid: the middle row must be at most " + std::to_string(kMaxSide) +
                              " cells, got " + (*args)[1].text);
    return false;
  }
  const long long m = *b - *a, cells = (2 * m + 1) * *b - m * (m + 1);
  if (cells > kMaxCells) {
    error(prop.pos, "the grid has more than " + std::to_string(kMaxCells) + " cells");
    return false;
  }
  p_.geometry = model::Geometry::hexagon(static_cast<int>(*a), static_cast<int>(*b));
  return true;
}

void Resolver::sub_grid(const ast::Property& prop) {
  auto args = flat_args(prop);
  if (!args || !expect_count(prop, *args, 3, 3, "first cell, rows, columns")) return;
  model::Geometry& g = p_.geometry;
  // No hole yet (sub-grids make them): cell() reads the number or name.
  std::optional<long long> first = cell((*args)[0]);
  auto rows = integer((*args)[1]), cols = integer((*args)[2]);
  if (!first || !rows || !cols) return;
  ++*first;  // 1-based, as below
  for (int k = 1; k <= 2; ++k)
    if ((k == 1 ? *rows : *cols) < 1) {
      error((*args)[k].pos, std::string("a sub-grid needs at least one ") + (k == 1 ? "row" : "column") +
                                ", got " + (*args)[k].text);
      return;
    }
  const int r0 = g.row_of(static_cast<int>(*first - 1)), c0 = g.col_of(static_cast<int>(*first - 1));
  if (*rows > g.rows - r0) {  // not r0 + *rows: that overflows for a huge count
    error((*args)[1].pos, "the sub-grid from cell " + (*args)[0].text + " (" + cell_name(*first - 1) +
                              ") with " + (*args)[1].text + " rows runs past the bottom of the " +
                              std::to_string(g.cols) + "x" + std::to_string(g.rows) + " grid");
    return;
  }
  if (*cols > g.cols - c0) {
    error((*args)[2].pos, "the sub-grid from cell " + (*args)[0].text + " (" + cell_name(*first - 1) +
                              ") with " + (*args)[2].text + " columns runs past the right edge of the " +
                              std::to_string(g.cols) + "x" + std::to_string(g.rows) + " grid");
    return;
  }
  g.sub_grids.push_back(model::SubGrid{r0, c0, static_cast<int>(*rows), static_cast<int>(*cols)});
}

// The `columns`, `rows` (each at most once) and `hexagonal_grid` lines of
// the file, reporting repeats and bad sides in source order.
Resolver::GridLines Resolver::grid_lines(const std::vector<const ast::Property*>& props) {
  GridLines out{{nullptr, nullptr}, nullptr, {p_.symbols.capacity, p_.symbols.capacity}};
  for (const ast::Property* p : props) {
    if (p->name.text == "hexagonal_grid") {
      if (out.hex)
        error(p->pos, "'hexagonal_grid' is given twice (first at line " + std::to_string(out.hex->pos.line) + ")");
      else
        out.hex = p;
    }
    for (int k = 0; k < 2; ++k) {
      if (p->name.text != kSideNames[k]) continue;
      if (out.seen[k]) {
        error(p->pos, std::string("'") + kSideNames[k] + "' is given twice (first at line " +
                          std::to_string(out.seen[k]->pos.line) + ")");
        continue;
      }
      out.seen[k] = p;
      auto v = integer(p->value);
      if (v && (*v < 1 || *v > kMaxSide))
        error(p->value.pos, std::string("'") + kSideNames[k] + "' must be 1.." + std::to_string(kMaxSide));
      else if (v)
        out.side[k] = static_cast<int>(*v);
    }
  }
  return out;
}

// A hexagon: nothing of a rectangle may join it.
bool Resolver::hexagon_grid(const std::vector<const ast::Property*>& props, const GridLines& lines) {
  const ast::Property* hex = lines.hex;
  for (const ast::Property* p : props)
    if (p != hex && (p == lines.seen[0] || p == lines.seen[1] || p->name.text == "sub_grid" ||
                     layout_name(p->name.text)))
      error(p->pos, quoted(p->name.text) + " does not apply to a hexagonal grid (hexagonal_grid at line " +
                        std::to_string(hex->pos.line) + " sets its shape)");
  return !has_errors() && hexagon(*hex);
}

// The layout's sub-grids, and its bounding rectangle as the sides (an
// explicit `columns`/`rows` must agree).
bool Resolver::layout_sides(GridLines& lines) {
  const std::vector<model::SubGrid> grids =
      layout_grids(layout_->layout, p_.symbols.capacity, layout_w_, layout_h_);
  int bound[2] = {0, 0};  // columns, rows
  for (const model::SubGrid& s : grids) {
    bound[0] = std::max(bound[0], s.col + s.cols);
    bound[1] = std::max(bound[1], s.row + s.rows);
  }
  for (int k = 0; k < 2; ++k) {
    if (lines.seen[k] && lines.side[k] != bound[k])
      error(lines.seen[k]->value.pos, std::string("'") + kSideNames[k] + " = " + std::to_string(lines.side[k]) +
                                          "' disagrees with the layout " + quoted(layout_->layout) +
                                          " (line " + std::to_string(layout_prop_->pos.line) +
                                          "), which needs " + std::to_string(bound[k]) + " " + kSideNames[k]);
    lines.side[k] = bound[k];
  }
  if (has_errors()) return false;
  p_.geometry.sub_grids = grids;
  return true;
}

// A rectangle of the sides, with the layout's and sub_grid's sub-grids;
// cells outside every sub-grid are holes.
bool Resolver::rectangle_grid(const std::vector<const ast::Property*>& props, GridLines& lines) {
  if (layout_ && !layout_sides(lines)) return false;
  if (static_cast<long long>(lines.side[0]) * lines.side[1] > kMaxCells) {
    error(lines.seen[0] ? lines.seen[0]->pos : layout_prop_ ? layout_prop_->pos : ast::SourcePos{1, 1},
          "the grid has more than " + std::to_string(kMaxCells) + " cells");
    return false;
  }
  std::vector<model::SubGrid> grids = std::move(p_.geometry.sub_grids);
  p_.geometry = model::Geometry::rectangle(lines.side[1], lines.side[0]);
  p_.geometry.sub_grids = std::move(grids);
  for (const ast::Property* p : props)
    if (p->name.text == "sub_grid" && p->shape == ast::Shape::call) sub_grid(*p);
  model::Geometry& g = p_.geometry;
  if (!g.sub_grids.empty())
    for (int c = 0; c < g.cell_count(); ++c) {
      bool inside = false;
      for (const model::SubGrid& s : g.sub_grids) inside = inside || s.contains(g.row_of(c), g.col_of(c));
      g.hole[c] = !inside;
    }
  return true;
}

void Resolver::resolve_grid(const std::vector<const ast::Property*>& props) {
  GridLines lines = grid_lines(props);
  if (!layout_and_box(props)) return;
  if (lines.hex ? !hexagon_grid(props, lines) : !rectangle_grid(props, lines)) return;
  for (const ast::Property* p : props) {
    if (p->name.text != "restrict_grid" || p->shape != ast::Shape::call) continue;
    ast::Property holes = *p;
    if (!expand_runs(holes)) continue;
    auto args = flat_args(holes);
    if (!args) continue;
    if (auto cs = cells(*args))
      for (int c : *cs) p_.geometry.hole[c] = true;
  }
}

}  // namespace rfsat::sema
