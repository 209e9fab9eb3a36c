// The `doppelganger` flag (issue 51, ISS's Doppelganger; docs/rf-language.md
// "Doppelganger"): recorded in the flag phase; right after the grid,
// Resolver::add_doppelganger_var_cells checks the grid (n x n, values the
// numbers 0..n) and declares its 3n var cells, named after chaos labels
// and before `var_cells = N`'s: v1..vn what the rows lack, v(n+1)..v(2n) the
// columns, v(2n+1)..v(3n) the boxes, so that rules can name them; after the
// whole-grid phase, Resolver::add_doppelganger reads the boxes (box_groups
// or a layout: n boxes of n cells, or none) and makes the constraint.
#include <string>
#include <vector>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema {

namespace {

// Why the grid and values do not suit doppelganger, or "".
std::string unsuited(const model::Geometry& g, const model::SymbolTable& s, bool chaos) {
  const int n = g.rows;
  if (g.is_hexagon() || !g.sub_grids.empty() || g.rows != g.cols || g.active_count() != n * n)
    return "needs one square grid without holes (no hexagonal_grid, sub_grid or restrict_grid)";
  if (chaos) return "does not go with chaos_construction (its boxes are not known)";
  std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
  bool ok = s.size() == n + 1 && s.capacity == n + 1 && !s.empty_symbol;
  for (int v = 0; ok && v < s.size(); ++v) {
    const int k = s.calc(v);
    ok = k >= 0 && k <= n && !seen[static_cast<std::size_t>(k)];
    if (ok) seen[static_cast<std::size_t>(k)] = true;
  }
  if (!ok)
    return "needs values whose calculation numbers are 0.." + std::to_string(n) + " on this " +
           std::to_string(n) + "x" + std::to_string(n) +
           " grid, each once (on a 4x4: values = 12340 and symvalue(0, 0)), and no empty_value";
  return "";
}

}  // namespace

void Resolver::add_doppelganger_var_cells() {
  if (!doppelganger_flag_) return;
  model::Geometry& g = p_.geometry;
  const std::string why = unsuited(g, p_.symbols, chaos_flag_.has_value());
  if (!why.empty()) {
    error(*doppelganger_flag_, "'doppelganger' " + why);
    return;
  }
  doppelganger_first_ = g.cell_count() + g.var_cells;
  g.var_cells += 3 * g.rows;
}

void Resolver::add_doppelganger() {
  if (!doppelganger_flag_ || doppelganger_first_ < 0) return;
  const int n = p_.geometry.rows;
  model::Doppelganger d{n, {}, {}, {}};
  for (std::vector<int>& row : p_.geometry.row_lines()) d.houses.push_back(std::move(row));
  for (std::vector<int>& col : p_.geometry.column_lines()) d.houses.push_back(std::move(col));
  std::vector<bool> covered(static_cast<std::size_t>(n * n), false);
  bool boxes_ok = boxes_.empty() || static_cast<int>(boxes_.size()) == n;
  for (const std::vector<int>& box : boxes_) {
    boxes_ok = boxes_ok && static_cast<int>(box.size()) == n;
    for (int x : box)
      boxes_ok = boxes_ok && x < n * n && !covered[static_cast<std::size_t>(x)],
      covered[static_cast<std::size_t>(x % (n * n))] = true;
  }
  if (!boxes_ok) {
    error(*doppelganger_flag_, "'doppelganger' needs " + std::to_string(n) + " boxes of " +
                                   std::to_string(n) +
                                   " cells cutting the grid (box_groups or a layout), or none; "
                                   "the boxes made are " +
                                   std::to_string(boxes_.size()));
    return;
  }
  for (const std::vector<int>& box : boxes_) d.houses.push_back(box);
  for (int k = 0; k < 3 * n; ++k) d.missing.push_back(doppelganger_first_ + k);
  for (const std::vector<int>& h : d.houses) d.cells.insert(d.cells.end(), h.begin(), h.end());
  d.cells.insert(d.cells.end(), d.missing.begin(), d.missing.end());
  p_.constraints.push_back({std::move(d), *doppelganger_flag_, doppelganger_rule_});
}

namespace handle {

void doppelganger(Resolver& r, const Property& prop) { r.set_doppelganger_flag(prop.pos); }

}  // namespace handle
}  // namespace rfsat::sema
