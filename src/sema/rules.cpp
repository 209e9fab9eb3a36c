// Phase 3 of the semantic pass: the group rules (spec §4) and single-cell
// rules (spec §5), in source order, each turned into model constraints.
// `finish` applies the `renban` flag to the groups it covers.
#include "resolver.hpp"
#include "variant_rules.hpp"

namespace rfsat::sema {

void Resolver::resolve_rule(const ast::Property& prop) {
  const std::string& name = prop.name.text;
  if (name == "row_groups" || name == "column_groups") {
    rows_and_columns(prop);
  } else if (name == "box_groups") {
    box_groups(prop);
  } else if (name == "hexagon_lines") {
    if (!p_.geometry.is_hexagon())
      error(prop.pos, "'hexagon_lines' needs a hexagonal grid: add hexagonal_grid(a, b)");
    else
      lines(p_.geometry.hexagon_lines(), prop, true);
  } else if (layout_name(name)) {
    layout_groups(prop);
  } else if (name == "diagonal") {
    diagonal(prop);
  } else if (name == "extra_region" || name == "jigsaw" || name == "even" || name == "odd") {
    cell_list_rule(prop, name);
  } else if (name == "set_cell" || name == "set_values" || name == "del_values") {
    single_cell_rule(prop, name);
  } else if (name == "renban") {
    renban_flag_ = prop.pos;
  } else if (name == "repetition") {
    // resolved before phase 3 (resolve.cpp): cages anywhere in the file see it
  } else if (is_deferred_rule(name)) {
    deferred_.push_back(&prop);
  } else if (resolve_cage_rule(*this, prop) || resolve_pair_rule(*this, prop) ||
             resolve_line_rule(*this, prop)) {
  } else {
    error(prop.pos, "internal error: rule '" + name + "' has no handler");
  }
}

// Rows (of each sub-grid, or of the hexagon) and columns (of each sub-grid).
void Resolver::rows_and_columns(const ast::Property& prop) {
  const model::Geometry& g = p_.geometry;
  if (prop.name.text == "row_groups") return lines(g.row_lines(), prop, true);
  if (g.is_hexagon()) {
    error(prop.pos, "'column_groups' needs a rectangular grid; the lines of a hexagonal grid are "
                    "hexagon_lines");
    return;
  }
  lines(g.column_lines(), prop, true);
}

void Resolver::lines(const std::vector<std::vector<int>>& ls, const ast::Property& prop,
                     bool renban_eligible) {
  for (const std::vector<int>& cells : ls) {
    add_grid_group(cells, prop, renban_eligible);
    if (diags_.has_errors()) return;  // one oversized line says it all
  }
}

void Resolver::box_groups(const ast::Property& prop) {
  auto args = flat_args(prop);
  if (!args || !expect_count(prop, *args, 2, 2, "box width, box height")) return;
  auto w = integer((*args)[0]), h = integer((*args)[1]);
  if (!w || !h || !rectangular(prop)) return;
  const model::Geometry& g = p_.geometry;
  for (const model::SubGrid& s : g.grids())
    if (*w < 1 || *w > s.cols || *h < 1 || *h > s.rows) {
      error(prop.pos, "box " + std::to_string(*w) + "x" + std::to_string(*h) + " does not fit the " +
                          std::to_string(s.cols) + "x" + std::to_string(s.rows) +
                          (g.sub_grids.empty() ? " grid" : " sub-grid at r" + std::to_string(s.row + 1) +
                                                               "c" + std::to_string(s.col + 1)));
      return;
    }
  boxes(static_cast<int>(*w), static_cast<int>(*h), prop);
}

void Resolver::boxes(int w, int h, const ast::Property& prop) {
  model::Geometry& g = p_.geometry;
  if (g.box_width == 0) g.box_width = w, g.box_height = h;
  lines(g.boxes(w, h), prop, false);
}

// twodoku, conjoined_rows, ...: the row, column or box groups (all three for
// a bare name) of every sub-grid; the sub-grids themselves came in phase 2.
void Resolver::layout_groups(const ast::Property& prop) {
  const LayoutPart part = layout_name(prop.name.text)->part;
  const model::Geometry& g = p_.geometry;
  if (part == LayoutPart::all || part == LayoutPart::rows) lines(g.row_lines(), prop, true);
  if (part == LayoutPart::all || part == LayoutPart::columns) lines(g.column_lines(), prop, true);
  if (part == LayoutPart::all || part == LayoutPart::box) boxes(layout_w_, layout_h_, prop);
}

void Resolver::diagonal(const ast::Property& prop) {
  auto args = flat_args(prop);
  if (!args || !expect_count(prop, *args, 2, 2, "first cell, last cell")) return;
  if (!rectangular(prop)) return;
  auto a = cell((*args)[0]), b = cell((*args)[1]);
  if (!a || !b) return;
  const model::Geometry& g = p_.geometry;
  int dr = g.row_of(*b) - g.row_of(*a), dc = g.col_of(*b) - g.col_of(*a);
  if (std::abs(dr) != std::abs(dc)) {
    error((*args)[1].pos, "cells " + (*args)[0].text + " (" + cell_name(*a) + ") and " +
                              (*args)[1].text + " (" + cell_name(*b) +
                              ") are not on one diagonal");
    return;
  }
  int sr = dr > 0 ? 1 : dr < 0 ? -1 : 0, sc = dc > 0 ? 1 : dc < 0 ? -1 : 0;
  std::vector<int> cells;
  for (int k = 0; k <= std::abs(dr); ++k) {
    int c = g.cell_at(g.row_of(*a) + k * sr, g.col_of(*a) + k * sc);
    if (g.is_hole(c)) {
      error(prop.pos, "the diagonal passes through the hole " + cell_name(c) + " (" + hole_reason(c) + ")");
      return;
    }
    cells.push_back(c);
  }
  add_group(std::move(cells), prop, true);
}

void Resolver::cell_list_rule(const ast::Property& prop, const std::string& name) {
  auto args = flat_args(prop);
  if (!args || !expect_count(prop, *args, 1, static_cast<std::size_t>(-1), "cells")) return;
  auto cs = cells(*args);
  if (!cs) return;
  if (name == "even" || name == "odd")
    add(model::Parity{std::move(*cs), name == "even"}, prop);
  else
    add_group(std::move(*cs), prop, name == "extra_region");
}

void Resolver::single_cell_rule(const ast::Property& prop, const std::string& name) {
  auto args = flat_args(prop);
  const bool given = name == "set_cell";
  if (!args || !expect_count(prop, *args, 2, given ? 2 : static_cast<std::size_t>(-1),
                             "cell, then symbols"))
    return;
  auto c = cell((*args)[0]);
  auto ss = symbols(std::vector<ast::Token>(args->begin() + 1, args->end()));
  if (!c || !ss) return;
  if (given)
    add(model::Given{*c, ss->front()}, prop);
  else if (name == "set_values")
    add(model::AllowedSymbols{*c, std::move(*ss)}, prop);
  else
    add(model::ForbiddenSymbols{*c, std::move(*ss)}, prop);
}

void Resolver::finish() {
  finish_pair_rules(*this, deferred_);
  if (!renban_flag_) return;
  for (auto& cells : renban_groups_) p_.constraints.push_back({model::Renban{cells}, *renban_flag_});
}

}  // namespace rfsat::sema
