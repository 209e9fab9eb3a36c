// from_model: a vanilla-shaped model::Puzzle back to a ClassicGrid. Checks the
// shape (square supported side, no holes, a classic symbol set used once per
// group, the standard box), that the groups are exactly rows, columns and
// boxes, then folds set_cell / set_values / del_values into givens and
// candidate masks.
#include "classic/from_model.hpp"

#include <algorithm>
#include <bit>
#include <set>

#include "classic/read.hpp"

namespace rfsat::formats::classic {
namespace {

using Cells = std::vector<int>;

std::set<Cells> standard_groups(const ClassicGrid& g) {
  std::set<Cells> out;
  for (int i = 0; i < g.size; ++i) {
    Cells row, col;
    for (int j = 0; j < g.size; ++j) row.push_back(i * g.size + j), col.push_back(j * g.size + i);
    out.insert(row);
    out.insert(col);
  }
  for (int by = 0; by < g.size; by += g.box_height)
    for (int bx = 0; bx < g.size; bx += g.box_width) {
      Cells box;
      for (int r = by; r < by + g.box_height; ++r)
        for (int c = bx; c < bx + g.box_width; ++c) box.push_back(r * g.size + c);
      out.insert(box);
    }
  return out;
}

std::string shape_problem(const model::Puzzle& p, ClassicGrid& g) {
  const model::Geometry& geo = p.geometry;
  if (geo.is_hexagon()) return "it is a hexagonal grid";
  if (!geo.sub_grids.empty()) return "it is a multi-grid layout";
  if (geo.rows != geo.cols || !classic_shape(geo.rows, g.box_width, g.box_height))
    return "the grid is " + std::to_string(geo.cols) + "x" + std::to_string(geo.rows) +
           "; classic formats hold 4x4, 6x6, 9x9, 16x16 or 25x25";
  g.size = geo.rows;
  if (geo.active_count() != geo.cell_count()) return "it has restrict_grid holes";
  for (const model::Symbol& s : p.symbols.symbols) g.symbols += s.glyph;
  if (p.symbols.capacity != g.size || !is_classic_symbol_set(g.size, g.symbols))
    return "values must be " + std::string(default_symbols(g.size)) + " for a " +
           std::to_string(g.size) + "x" + std::to_string(g.size) + " grid";
  if (p.symbols.empty_symbol) return "it has an empty_value";
  if (geo.box_width != g.box_width || geo.box_height != g.box_height)
    return "it needs box_groups(" + std::to_string(g.box_width) + "," +
           std::to_string(g.box_height) + ")";
  return {};
}

std::string group_problem(const std::set<Cells>& groups, const ClassicGrid& g) {
  const std::set<Cells> want = standard_groups(g);
  for (const Cells& c : groups)
    if (!want.count(c))
      return "it has a group that is not a row, column or box (a diagonal, extra_region or "
             "jigsaw; its first cell is " + std::to_string(c.empty() ? 0 : c.front() + 1) + ")";
  if (groups.size() != want.size())
    return "it lacks row, column or box groups (a plain sudoku has row_groups, column_groups and "
           "box_groups(" + std::to_string(g.box_width) + "," + std::to_string(g.box_height) + "))";
  return {};
}

struct Cell {
  std::uint64_t mask = 0;
  int given = -1;
  bool single_set_values = false;
};

std::string fold(const model::Constraint& k, std::vector<Cell>& cells, std::set<Cells>& groups) {
  if (auto* grp = std::get_if<model::Group>(&k.kind)) {
    Cells sorted = grp->cells;
    std::sort(sorted.begin(), sorted.end());
    groups.insert(sorted);
  } else if (auto* gv = std::get_if<model::Given>(&k.kind)) {
    Cell& c = cells[gv->cell];
    if (c.given >= 0 && c.given != gv->symbol)
      return "cell " + std::to_string(gv->cell + 1) + " has two different givens";
    c.given = gv->symbol;
  } else if (auto* a = std::get_if<model::SetValues>(&k.kind)) {
    std::uint64_t m = 0;
    for (int s : a->symbols) m |= std::uint64_t{1} << s;
    cells[a->cell].mask &= m;
    cells[a->cell].single_set_values |= a->symbols.size() == 1;
  } else if (auto* f = std::get_if<model::DelValues>(&k.kind)) {
    for (int s : f->symbols) cells[f->cell].mask &= ~(std::uint64_t{1} << s);
  } else {
    return "it has " + std::string(model::kind_name(k)) + " rules";
  }
  return {};
}

std::string fill(const std::vector<Cell>& cells, ClassicGrid& g) {
  g.given.assign(cells.size(), -1);
  g.candidates.assign(cells.size(), 0);
  g.user_placed.assign(cells.size(), false);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const Cell& c = cells[i];
    std::uint64_t mask = c.mask;
    if (c.given >= 0) mask &= std::uint64_t{1} << c.given;
    if (mask == 0) return "cell " + std::to_string(i + 1) + " has no allowed symbol";
    g.candidates[i] = mask;
    if (std::popcount(mask) != 1) continue;
    g.given[i] = std::countr_zero(mask);
    g.user_placed[i] = c.given < 0 && c.single_set_values;
  }
  if (!g.has_user_placed()) g.user_placed.clear();
  if (!g.has_candidates()) g.candidates.clear();
  return {};
}

}  // namespace

std::optional<ClassicGrid> from_model(const model::Puzzle& p, std::string* why) {
  ClassicGrid g;
  std::string problem = shape_problem(p, g);
  std::vector<Cell> cells(static_cast<std::size_t>(std::max(g.cell_count(), 0)),
                          Cell{g.full_mask(), -1, false});
  std::set<Cells> groups;
  for (std::size_t i = 0; i < p.constraints.size() && problem.empty(); ++i)
    problem = fold(p.constraints[i], cells, groups);
  if (problem.empty()) problem = group_problem(groups, g);
  if (problem.empty()) problem = fill(cells, g);
  if (!problem.empty()) {
    if (why) *why = problem;
    return std::nullopt;
  }
  return g;
}

}  // namespace rfsat::formats::classic
