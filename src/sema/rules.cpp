// Resolve handlers (handlers.hpp) of the two flags read up front (repetition,
// renban), the group rules (spec §4, and the groups of the §3 layouts) and
// the single-cell rules (spec §5). `Resolver::finish` applies the `renban`
// flag to the groups it covers once every other rule is resolved.
#include <cstdlib>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema {

void Resolver::finish() {
  if (!renban_flag_) return;
  for (auto& cells : renban_groups_)
    p_.constraints.push_back({model::Renban{cells}, *renban_flag_, renban_rule_});
}

namespace handle {
namespace {

// `name(c1, ..., ck)`: at least one cell.
std::optional<std::vector<int>> listed_cells(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 1, static_cast<std::size_t>(-1), "cells")) return std::nullopt;
  return r.cells(*args);
}

// `name(cell, s1, ...)`: the cell and at least one symbol (exactly one when
// `one`).
std::optional<std::pair<int, std::vector<int>>> cell_and_symbols(Resolver& r, const Property& prop,
                                                                 bool one) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 2, one ? 2 : static_cast<std::size_t>(-1),
                               "cell, then symbols"))
    return std::nullopt;
  auto c = r.cell((*args)[0]);
  auto ss = r.symbols(std::vector<ast::Token>(args->begin() + 1, args->end()));
  if (!c || !ss) return std::nullopt;
  return std::make_pair(*c, std::move(*ss));
}

void parity(Resolver& r, const Property& prop, bool even) {
  if (auto cs = listed_cells(r, prop)) r.add(model::Parity{std::move(*cs), even}, prop);
}

}  // namespace

// Cages anywhere in the file see it: resolved before the grid.
void repetition(Resolver& r, const Property&) { r.puzzle().repetition = true; }

void renban(Resolver& r, const Property& prop) { r.set_renban_flag(prop.pos); }

// Rows of each sub-grid, or of the hexagon.
void row_groups(Resolver& r, const Property& prop) {
  r.add_lines(r.puzzle().geometry.row_lines(), prop, true);
}

void column_groups(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  if (g.is_hexagon()) {
    r.error(prop.pos, "'column_groups' needs a rectangular grid; the lines of a hexagonal grid are "
                      "hexagon_lines");
    return;
  }
  r.add_lines(g.column_lines(), prop, true);
}

void box_groups(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 2, 2, "box width, box height")) return;
  auto w = r.integer((*args)[0]), h = r.integer((*args)[1]);
  if (!w || !h || !r.rectangular(prop)) return;
  const model::Geometry& g = r.puzzle().geometry;
  for (const model::SubGrid& s : g.grids())
    if (*w < 1 || *w > s.cols || *h < 1 || *h > s.rows) {
      r.error(prop.pos, "box " + std::to_string(*w) + "x" + std::to_string(*h) + " does not fit the " +
                            std::to_string(s.cols) + "x" + std::to_string(s.rows) +
                            (g.sub_grids.empty() ? " grid" : " sub-grid at r" + std::to_string(s.row + 1) +
                                                                 "c" + std::to_string(s.col + 1)));
      return;
    }
  r.add_boxes(static_cast<int>(*w), static_cast<int>(*h), prop);
}

void hexagon_lines(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  if (!g.is_hexagon())
    r.error(prop.pos, "'hexagon_lines' needs a hexagonal grid: add hexagonal_grid(a, b)");
  else
    r.add_lines(g.hexagon_lines(), prop, true);
}

// twodoku, conjoined_rows, ...: the row, column or box groups (all three for
// a bare name) of every sub-grid; the sub-grids themselves came with the grid.
void layout(Resolver& r, const Property& prop) {
  const LayoutPart part = layout_name(prop.name.text)->part;
  const model::Geometry& g = r.puzzle().geometry;
  if (part == LayoutPart::all || part == LayoutPart::rows) r.add_lines(g.row_lines(), prop, true);
  if (part == LayoutPart::all || part == LayoutPart::columns) r.add_lines(g.column_lines(), prop, true);
  if (part == LayoutPart::all || part == LayoutPart::box)
    r.add_boxes(r.layout_box_width(), r.layout_box_height(), prop);
}

void diagonal(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 2, 2, "first cell, last cell")) return;
  if (!r.rectangular(prop)) return;
  auto a = r.cell((*args)[0]), b = r.cell((*args)[1]);
  if (!a || !b) return;
  const model::Geometry& g = r.puzzle().geometry;
  int dr = g.row_of(*b) - g.row_of(*a), dc = g.col_of(*b) - g.col_of(*a);
  if (std::abs(dr) != std::abs(dc)) {
    r.error((*args)[1].pos, "cells " + (*args)[0].text + " (" + r.cell_name(*a) + ") and " +
                                (*args)[1].text + " (" + r.cell_name(*b) +
                                ") are not on one diagonal");
    return;
  }
  int sr = dr > 0 ? 1 : dr < 0 ? -1 : 0, sc = dc > 0 ? 1 : dc < 0 ? -1 : 0;
  std::vector<int> cells;
  for (int k = 0; k <= std::abs(dr); ++k) {
    int c = g.cell_at(g.row_of(*a) + k * sr, g.col_of(*a) + k * sc);
    if (g.is_hole(c)) {
      r.error(prop.pos, "the diagonal passes through the hole " + r.cell_name(c) + " (" + r.hole_reason(c) + ")");
      return;
    }
    cells.push_back(c);
  }
  r.add_group(std::move(cells), prop, true);
}

void extra_region(Resolver& r, const Property& prop) {
  if (auto cs = listed_cells(r, prop)) r.add_region(std::move(*cs), prop, true);
}

void jigsaw(Resolver& r, const Property& prop) {
  if (auto cs = listed_cells(r, prop)) r.add_jigsaw(std::move(*cs), prop);
}

void set_cell(Resolver& r, const Property& prop) {
  if (auto a = cell_and_symbols(r, prop, true)) r.add(model::Given{a->first, a->second.front()}, prop);
}

void set_values(Resolver& r, const Property& prop) {
  if (auto a = cell_and_symbols(r, prop, false)) r.add(model::SetValues{a->first, std::move(a->second)}, prop);
}

void del_values(Resolver& r, const Property& prop) {
  if (auto a = cell_and_symbols(r, prop, false)) r.add(model::DelValues{a->first, std::move(a->second)}, prop);
}

void even(Resolver& r, const Property& prop) { parity(r, prop, true); }

void odd(Resolver& r, const Property& prop) { parity(r, prop, false); }

}  // namespace handle
}  // namespace rfsat::sema
