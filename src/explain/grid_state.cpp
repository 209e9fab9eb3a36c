// GridState and houses_of (grid_state.hpp).
#include "grid_state.hpp"

#include <algorithm>
#include <bit>
#include <variant>

namespace rfsat::explain {

int popcount(Mask m) { return std::popcount(m); }
int lowest(Mask m) { return std::countr_zero(m); }

namespace {

std::string house_kind(const model::Geometry& g, const std::vector<int>& cells) {
  bool row = true, col = true;
  for (int c : cells) {
    row = row && g.row_of(c) == g.row_of(cells.front());
    col = col && g.col_of(c) == g.col_of(cells.front());
  }
  if (row) return "row";
  if (col) return "column";
  if (g.box_width > 0 && !g.is_hexagon()) {
    const int br = g.row_of(cells.front()) / g.box_height,
              bc = g.col_of(cells.front()) / g.box_width;
    bool box = static_cast<int>(cells.size()) == g.box_width * g.box_height;
    for (int c : cells)
      box = box && g.row_of(c) / g.box_height == br && g.col_of(c) / g.box_width == bc;
    if (box) return "box";
  }
  return "region";
}

}  // namespace

std::vector<House> houses_of(const model::Puzzle& p) {
  std::vector<House> out;
  for (const model::Symbol& s : p.symbols.symbols)
    if (s.multiplicity != 1) return out;
  if (p.symbols.empty_symbol || p.symbols.capacity != p.symbols.size()) return out;
  for (std::size_t k = 0; k < p.constraints.size(); ++k) {
    const auto* g = std::get_if<model::Group>(&p.constraints[k].kind);
    if (!g || static_cast<int>(g->cells.size()) != p.symbols.size()) continue;
    out.push_back({static_cast<int>(k), g->cells, house_kind(p.geometry, g->cells)});
    out.back().box = out.back().kind == "box";
  }
  return out;
}

bool is_state(const model::Constraint& c) {
  return std::holds_alternative<model::Given>(c.kind) ||
         std::holds_alternative<model::SetValues>(c.kind) ||
         std::holds_alternative<model::DelValues>(c.kind);
}

// A given or a one-symbol candidate list places its cell; a longer list
// narrows it.
void GridState::apply_state(const model::Constraint& c) {
  Mask m = 0;
  if (const auto* g = std::get_if<model::Given>(&c.kind)) {
    mask_[g->cell] &= presolve::bit(g->symbol);
    placed_[g->cell] = true;
  } else if (const auto* sv = std::get_if<model::SetValues>(&c.kind)) {
    for (int v : sv->symbols) m |= presolve::bit(v);
    mask_[sv->cell] &= m;
    placed_[sv->cell] = placed_[sv->cell] || sv->symbols.size() == 1;
  } else if (const auto* dv = std::get_if<model::DelValues>(&c.kind)) {
    for (int v : dv->symbols) m |= presolve::bit(v);
    mask_[dv->cell] &= ~m;
  }
}

GridState::GridState(const model::Puzzle& p) : symbols_(p.symbols.size()) {
  const int n = p.geometry.cell_count();
  const Mask full = symbols_ >= 64 ? ~Mask{0} : (Mask{1} << symbols_) - 1;
  mask_.assign(n, full);
  hole_.assign(n, false);
  removed_by_.assign(static_cast<std::size_t>(n) * symbols_, -1);
  changed_.assign(n, 0);
  placed_.assign(n, false);
  for (int c = 0; c < n; ++c)
    if (p.geometry.is_hole(c)) hole_[c] = true, mask_[c] = 0;
  for (const model::Constraint& c : p.constraints) apply_state(c);
  // The givens' (and placed digits') symbols leave their groups: the start
  // of every path, as in Sudoku Explainer's candidate grid.
  const std::vector<std::vector<int>> groups = single_groups_of_cells(p);
  for (int c = 0; c < n; ++c) {
    if (!placed_[c] || mask_[c] == 0) continue;
    for (int k : groups[c])
      for (int o : std::get<model::Group>(p.constraints[k].kind).cells)
        if (o != c) mask_[o] &= ~mask_[c];
  }
}

std::vector<std::vector<int>> single_groups_of_cells(const model::Puzzle& p) {
  std::vector<std::vector<int>> out(p.geometry.cell_count());
  bool once = true;
  for (const model::Symbol& s : p.symbols.symbols) once = once && s.multiplicity == 1;
  if (!once) return out;
  for (std::size_t k = 0; k < p.constraints.size(); ++k)
    if (const auto* g = std::get_if<model::Group>(&p.constraints[k].kind))
      for (int c : g->cells) out[c].push_back(static_cast<int>(k));
  return out;
}

void add_cleanup(const model::Puzzle& p, const std::vector<std::vector<int>>& groups_of_cell,
                 const GridState& s, Step& step) {
  std::vector<Mask> gone(s.cells(), 0);
  for (const Placement& pl : step.placements) {
    const Mask b = presolve::bit(pl.symbol);
    // Earlier reasons first, so that a cell two groups share is charged to one.
    std::vector<int> order = step.reasons;
    for (int k : groups_of_cell[pl.cell])
      if (std::find(order.begin(), order.end(), k) == order.end()) order.push_back(k);
    for (int k : order) {
      const auto* g = std::get_if<model::Group>(&p.constraints[k].kind);
      if (!g || std::find(groups_of_cell[pl.cell].begin(), groups_of_cell[pl.cell].end(), k) ==
                    groups_of_cell[pl.cell].end())
        continue;
      bool used = false;
      for (int o : g->cells)
        if (o != pl.cell && (s.mask(o) & b) && !(gone[o] & b)) gone[o] |= b, used = true;
      if (used && std::find(step.reasons.begin(), step.reasons.end(), k) == step.reasons.end())
        step.reasons.push_back(k);
    }
  }
  for (int c = 0; c < s.cells(); ++c)
    if (gone[c]) step.eliminations.push_back({c, gone[c]});
  std::sort(step.reasons.begin(), step.reasons.end());
}

bool GridState::open(int cell) const { return !hole_[cell] && popcount(mask_[cell]) > 1; }

bool GridState::solved() const {
  for (int c = 0; c < cells(); ++c)
    if (!hole_[c] && popcount(mask_[c]) != 1) return false;
  return true;
}

bool GridState::broken() const {
  for (int c = 0; c < cells(); ++c)
    if (!hole_[c] && mask_[c] == 0) return true;
  return false;
}

bool GridState::remove(int cell, Mask symbols, int index) {
  const Mask gone = mask_[cell] & symbols;
  if (!gone) return false;
  mask_[cell] &= ~gone;
  for (Mask m = gone; m; m &= m - 1) removed_by_[cell * symbols_ + lowest(m)] = index;
  changed_[cell] = ++version_;
  return true;
}

bool GridState::apply(const Step& s, int index) {
  bool changed = false;
  for (const Placement& p : s.placements) {
    changed = remove(p.cell, ~presolve::bit(p.symbol), index) || changed || !placed_[p.cell];
    placed_[p.cell] = true;
  }
  for (const Elimination& e : s.eliminations) changed = remove(e.cell, e.symbols, index) || changed;
  return changed;
}

}  // namespace rfsat::explain
