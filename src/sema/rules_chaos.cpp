// Resolve handlers (handlers.hpp) of chaos construction: the
// `chaos_construction` flag, recorded in the flag phase and made into a
// model::ChaosConstruction by Resolver::add_chaos right after the grid (its
// region labels are var cells v1..vN, N the grid's cells, so that rules can
// name them); `chaos_count` and `chaos_arrow`, clues over those labels (a
// grid cell stands for its label). Readings (docs/rf-language.md, "Chaos
// construction"): one rectangle without holes or sub-grids, values each
// once, regions of as many cells as there are values, at most as many
// regions as values (the labels are symbols).
#include <string>
#include <string_view>
#include <vector>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema {

namespace {

// The rules that may name var cells: those that read symbols, not places
// (a var cell has no row, column or neighbour).
bool reads_var_cells(std::string_view rule) {
  for (std::string_view r :
       {"chaos_count", "chaos_arrow",  "same_values",    "count_distinct", "set_cell",
        "set_values",  "del_values",   "relation",       "relation_chain", "relation_all",
        "sum",         "weighted_sum", "product",        "arrow",          "equal_sum",
        "regex_line",  "nfa_line",     "value_indexing", "extra_region",   "whisper",
        "greater"})
    if (rule == r) return true;
  return false;
}

}  // namespace

std::optional<int> Resolver::var_cell(const ast::Token& t) {
  const model::Geometry& g = p_.geometry;
  if (!reads_var_cells(rule_)) {
    error(t.pos,
          "var cell " + t.text + " has no place on the grid, and '" + std::string(rule_) +
              "' reads places: var cells are named by chaos_count, chaos_arrow, same_values, "
              "count_distinct, set_cell, set_values, del_values, the relations, sum, "
              "weighted_sum, product, arrow, equal_sum, regex_line, nfa_line, value_indexing, "
              "extra_region, whisper and greater");
    return std::nullopt;
  }
  std::string why;
  const std::optional<long long> k =
      text::read_integer(t.text.substr(1), text::kRuleInteger, "a var cell", why);
  if (!k || *k < 1 || *k > g.var_cells) {
    error(t.pos, "var cell " + t.text + " does not exist: " +
                     (g.var_cells > 0
                          ? "var cells are v1..v" + std::to_string(g.var_cells)
                          : "there are var cells only with chaos_construction or var_cells = N"));
    return std::nullopt;
  }
  return g.cell_count() + static_cast<int>(*k) - 1;
}

void Resolver::add_chaos() {
  if (!chaos_flag_) return;
  model::Geometry& g = p_.geometry;
  const model::SymbolTable& s = p_.symbols;
  const int n = g.cell_count(), size = s.size();
  std::string why;
  if (g.is_hexagon() || !g.sub_grids.empty() || g.active_count() != n)
    why =
        "needs one rectangular grid without holes (no hexagonal_grid, sub_grid, layout or "
        "restrict_grid)";
  else if (size < 2 || size > 16 || s.capacity != size)
    why =
        "needs 2 to 16 values, each once (regions of as many cells as values, labelled by "
        "the values); values has " +
        std::to_string(s.capacity) + " characters";
  else if (n % size != 0 || n / size > size)
    why = "cuts the " + std::to_string(n) + " cells into regions of " + std::to_string(size) +
          " (the number of values): the cells must be a multiple of it, at most " +
          std::to_string(size) + " regions";
  if (!why.empty()) {
    error(*chaos_flag_, "'chaos_construction' " + why);
    return;
  }
  model::ChaosConstruction chaos{{}, size};
  for (int k = 0; k < n; ++k) chaos.cells.push_back(n + g.var_cells + k);
  g.var_cells += n;
  p_.constraints.push_back({std::move(chaos), *chaos_flag_, chaos_rule_});
}

namespace handle {
namespace {

// The label cell a cell argument stands for: a grid cell's label, or a
// label cell itself.
std::optional<int> label_of(Resolver& r, const ast::Token& t, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  if (g.var_cells == 0) {
    r.error(prop.pos, "'" + prop.name.text + "' needs chaos_construction (regions to count)");
    return std::nullopt;
  }
  const std::optional<int> c = r.cell(t);
  if (!c) return std::nullopt;
  return *c < g.cell_count() ? *c + g.cell_count() : *c;
}

// The control cell: a grid cell.
std::optional<int> control_cell(Resolver& r, const ast::Token& t) {
  const std::optional<int> c = r.cell(t);
  if (c && *c >= r.puzzle().geometry.cell_count()) {
    r.error(t.pos, "the control cell " + t.text + " must be a grid cell");
    return std::nullopt;
  }
  return c;
}

// The grid cell `dr`, `dc` away from `cell`, or -1 outside the grid.
int step(const model::Geometry& g, int cell, int dr, int dc) {
  const int row = g.row_of(cell) + dr, col = g.col_of(cell) + dc;
  return row < 0 || row >= g.rows || col < 0 || col >= g.cols ? -1 : g.cell_at(row, col);
}

}  // namespace

void chaos_construction(Resolver& r, const Property& prop) { r.set_chaos_flag(prop.pos); }

// chaos_count(control, first, cell, ...), or chaos_count(control): the
// control's label and the labels around it (the 3x3 area, ISS's reading).
void chaos_count(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args ||
      !r.expect_count(prop, *args, 1, static_cast<std::size_t>(-1), "control cell, then cells"))
    return;
  const std::optional<int> control = control_cell(r, args->front());
  if (!control) return;
  model::ChaosCount count{*control, 0, {}, {}};
  std::vector<ast::Token> listed(args->begin() + 1, args->end());
  if (listed.empty()) {
    const model::Geometry& g = r.puzzle().geometry;
    for (auto [dr, dc] :
         {std::pair{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}})
      if (int c = step(g, *control, dr, dc); c >= 0)
        listed.push_back({{args->front().pos}, r.cell_name(c)});
  }
  for (const ast::Token& t : listed) {
    const std::optional<int> label = label_of(r, t, prop);
    if (!label) return;
    count.cells.push_back(*label);
  }
  r.add(std::move(count), prop);
}

// chaos_arrow(control; start, cell, ...; start, cell, ...): arms sharing
// their first cell; chaos_arrow(control) reads the four arms from the
// control cell to the edges (ISS's reading).
void chaos_arrow(Resolver& r, const Property& prop) {
  if (prop.groups.empty() || prop.groups[0].size() != 1) {
    r.error(prop.pos,
            "'chaos_arrow' takes the control cell, then arms separated by ';' (control; "
            "start, cell, ...; start, cell, ...)");
    return;
  }
  const std::optional<int> control = control_cell(r, prop.groups[0][0]);
  if (!control) return;
  const model::Geometry& g = r.puzzle().geometry;
  std::vector<std::vector<ast::Token>> arms(prop.groups.begin() + 1, prop.groups.end());
  if (arms.empty())
    for (auto [dr, dc] : {std::pair{0, -1}, {0, 1}, {-1, 0}, {1, 0}}) {
      arms.emplace_back();
      for (int c = *control; c >= 0; c = step(g, c, dr, dc))
        arms.back().push_back({{prop.pos}, r.cell_name(c)});
    }
  model::ChaosCount arrow{*control, 0, {}, {}};
  for (const std::vector<ast::Token>& arm : arms) {
    if (arm.empty()) {
      r.error(prop.pos, "'chaos_arrow' has an empty arm");
      return;
    }
    for (const ast::Token& t : arm) {
      const std::optional<int> label = label_of(r, t, prop);
      if (!label) return;
      arrow.cells.push_back(*label);
    }
    if (arrow.cells[arrow.cells.size() - arm.size()] != arrow.cells[0]) {
      r.error(arm.front().pos,
              "'chaos_arrow': every arm starts with the same cell (" + arms[0][0].text + ")");
      return;
    }
    arrow.arms.push_back(static_cast<int>(arm.size()));
  }
  r.add(std::move(arrow), prop);
}

}  // namespace handle
}  // namespace rfsat::sema
