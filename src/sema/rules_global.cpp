// Resolve handlers (handlers.hpp) of the global and cell rules of issue 27:
// disjoint_sets, anti_taxicab, global_entropy, global_mod, dutch_flatmates
// (whole-grid flags), row_indexer, column_indexer, box_indexer, minimum,
// maximum (clue cells), value_indexing (an arrow) and the negative indexers
// no_row_indexer, no_column_indexer, no_box_indexer (whole-grid flags of
// Phase::whole_grid: a cell an indexer of the same axis marks is exempt). The cells each
// constraint reads come from global_cells.hpp. Readings (docs/rf-language.md):
// all need a rectangular grid; disjoint sets and the indexers a single grid
// (no sub_grid, no layout); the box shape is disjoint_sets(w, h)'s or the
// first box_groups'; minimum / maximum cells are not compared with each other.
#include <algorithm>
#include <set>
#include <type_traits>
#include <unordered_set>
#include <variant>

#include "global_cells.hpp"
#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

// The cells of a call, at least `min`, none repeated (error at the repeat).
std::optional<std::vector<int>> distinct_cells(Resolver& r, const Property& prop, std::size_t min,
                                               const char* what) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, min, static_cast<std::size_t>(-1), what))
    return std::nullopt;
  return r.cells_once(prop, *args);
}

// A rectangle that is one grid (no sub_grid, no layout), else an error.
bool single_grid(Resolver& r, const Property& prop) {
  if (!r.rectangular(prop)) return false;
  if (r.puzzle().geometry.sub_grids.empty()) return true;
  r.error(prop.pos, "'" + prop.name.text +
                        "' needs a single grid; this one has sub-grids (sub_grid or a layout)");
  return false;
}

// The box shape: the rule's own (w, h), else the first box_groups'.
std::optional<std::pair<int, int>> box_shape(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  if (prop.shape != ast::Shape::call) {
    if (g.box_width > 0) return std::pair{g.box_width, g.box_height};
    r.error(prop.pos, "'" + prop.name.text + "' needs the box shape: give box_groups(w, h) or '" +
                          prop.name.text + "(w, h)'");
    return std::nullopt;
  }
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 2, 2, "box width, box height")) return std::nullopt;
  std::vector<int> wh;
  for (const ast::Token& t : *args) {
    auto v = r.integer(t);
    if (!v) return std::nullopt;
    if (*v < 1 || *v > 1000) {
      r.error(t.pos, "'" + prop.name.text + "': a box side must be 1..1000, got " + t.text);
      return std::nullopt;
    }
    wh.push_back(static_cast<int>(*v));
  }
  return std::pair{wh[0], wh[1]};
}

// The distinct calculation numbers of the non-empty symbols.
std::set<long long> numbers(const model::SymbolTable& symbols) {
  std::set<long long> out;
  for (int s = 0; s < symbols.size(); ++s)
    if (!symbols.is_empty(s)) out.insert(symbols.calc(s));
  return out;
}

// minimum / maximum: each listed cell against its neighbours that are not
// extremes of the same kind (from any line); earlier lines forget the
// neighbours this one makes extremes.
template <class Kind>
void extremes(Resolver& r, const Property& prop) {
  auto cells = distinct_cells(r, prop, 1, "cells");
  if (!cells) return;
  const std::unordered_set<int> listed(cells->begin(), cells->end());
  std::unordered_set<int> all = listed;  // every extreme cell of this kind so far
  for (model::Constraint& c : r.puzzle().constraints)
    if (auto* k = std::get_if<Kind>(&c.kind)) {
      all.insert(k->cell);
      std::erase_if(k->cells, [&](int n) { return listed.count(n) > 0; });
    }
  const std::vector<std::vector<int>> adjacent = neighbour_lists(r.puzzle().geometry);
  for (int cell : *cells) {
    std::vector<int> compared;
    for (int n : adjacent[static_cast<std::size_t>(cell)])
      if (!all.count(n)) compared.push_back(n);
    r.add(Kind{cell, std::move(compared)}, prop);
  }
}

// row_indexer / column_indexer / box_indexer on the listed cells.
template <class Kind, class LineOf>
void indexers(Resolver& r, const Property& prop, LineOf line_of) {
  if (!single_grid(r, prop)) return;
  auto cells = distinct_cells(r, prop, 1, "indexer cells");
  if (!cells) return;
  for (int cell : *cells) {
    IndexedLine line = line_of(cell);
    if (line.cells.empty()) {
      r.error(prop.pos,
              "'" + prop.name.text + "': cell " + r.cell_name(cell) + " is in no complete box");
      return;
    }
    Kind k;
    k.cell = cell;
    k.cells = std::move(line.cells);
    k.index = std::move(line.index);
    if constexpr (requires { k.width; }) {
      const model::Geometry& g = r.puzzle().geometry;
      k.width = g.box_width, k.height = g.box_height;
    }
    r.add(std::move(k), prop);
    // box_indexer and no_box_indexer both resolve in the whole-grid phase:
    // a mark after the flag takes its cell back from the negative.
    if constexpr (std::is_same_v<Kind, model::BoxIndexer>)
      std::erase_if(r.puzzle().constraints, [cell](const model::Constraint& c) {
        const auto* n = std::get_if<model::NoIndexer>(&c.kind);
        return n && n->axis == model::IndexAxis::box && n->cell == cell;
      });
  }
}

// no_row_indexer / no_column_indexer / no_box_indexer: each non-hole cell
// that no indexer of the axis marks (`Marked`: the ordinary phase's row and
// column indexers; box indexers, of the whole-grid phase like the flag, made
// so far, later ones taking their cells back) and that has a line (box: a
// complete box) does not index.
template <class Marked, class LineOf>
void no_indexers(Resolver& r, const Property& prop, model::IndexAxis axis, LineOf line_of) {
  if (!single_grid(r, prop)) return;
  std::set<int> marked;
  for (const model::Constraint& c : r.puzzle().constraints)
    if (const auto* k = std::get_if<Marked>(&c.kind)) marked.insert(k->cell);
  const model::Geometry& g = r.puzzle().geometry;
  const bool box = axis == model::IndexAxis::box;
  for (int cell = 0; cell < g.cell_count(); ++cell) {
    if (g.is_hole(cell) || marked.count(cell) > 0) continue;
    IndexedLine line = line_of(cell);
    if (line.cells.empty()) continue;
    r.add(model::NoIndexer{axis, cell, box ? g.box_width : 0, box ? g.box_height : 0,
                           std::move(line.cells), std::move(line.index)},
          prop);
  }
}

}  // namespace

void disjoint_sets(Resolver& r, const Property& prop) {
  if (!single_grid(r, prop)) return;
  auto shape = box_shape(r, prop);
  if (!shape) return;
  const auto [w, h] = *shape;
  const int capacity = r.puzzle().symbols.capacity;
  for (std::vector<int>& set : sema::disjoint_sets(r.puzzle().geometry, w, h)) {
    if (static_cast<int>(set.size()) > capacity) {
      r.error(prop.pos, "'" + prop.name.text + "': the " + std::to_string(w) + "x" +
                            std::to_string(h) + " boxes make sets of " +
                            std::to_string(set.size()) + " cells, more than the " +
                            std::to_string(capacity) + " of values");
      return;
    }
    r.add(model::DisjointSets{w, h, std::move(set)}, prop);
  }
}

void anti_taxicab(Resolver& r, const Property& prop) {
  if (!r.rectangular(prop)) return;
  const model::Geometry& g = r.puzzle().geometry;
  for (long long d : numbers(r.puzzle().symbols)) {
    if (d < 1 || d > g.rows + g.cols) continue;  // no two cells are that far apart
    r.reserve(static_cast<std::size_t>(taxicab_pair_bound(g, static_cast<int>(d))) *
              sizeof(model::CellPair));
    std::vector<model::CellPair> pairs = taxicab_pairs(g, static_cast<int>(d), &r.diagnostics());
    if (!pairs.empty()) r.add(model::AntiTaxicab{d, std::move(pairs)}, prop);
  }
}

void global_entropy(Resolver& r, const Property& prop) {
  if (!r.rectangular(prop)) return;
  const std::size_t k = numbers(r.puzzle().symbols).size();
  if (k % 3 != 0) {
    r.error(prop.pos, "'global_entropy' splits the numbers into three equal thirds; values has " +
                          std::to_string(k) + " distinct numbers, not a multiple of 3");
    return;
  }
  for (std::vector<int>& sq : squares(r.puzzle().geometry))
    r.add(model::GlobalEntropy{std::move(sq)}, prop);
}

void global_mod(Resolver& r, const Property& prop) {
  if (!r.rectangular(prop)) return;
  for (std::vector<int>& sq : squares(r.puzzle().geometry))
    r.add(model::GlobalMod{std::move(sq)}, prop);
}

void dutch_flatmates(Resolver& r, const Property& prop) {
  if (!r.rectangular(prop)) return;
  const model::Geometry& g = r.puzzle().geometry;
  for (int cell = 0; cell < g.cell_count(); ++cell)
    if (!g.is_hole(cell))
      r.add(model::DutchFlatmates{cell, vertical_neighbour(g, cell, -1),
                                  vertical_neighbour(g, cell, 1)},
            prop);
}

void row_indexer(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  indexers<model::RowIndexer>(r, prop, [&](int cell) { return column_of(g, cell); });
}

void column_indexer(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  indexers<model::ColumnIndexer>(r, prop, [&](int cell) { return row_of(g, cell); });
}

void box_indexer(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  if (g.box_width == 0) {
    r.error(prop.pos, "'box_indexer' needs the box shape: give box_groups(w, h)");
    return;
  }
  indexers<model::BoxIndexer>(r, prop,
                              [&](int cell) { return box_of(g, cell, g.box_width, g.box_height); });
}

void no_row_indexer(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  no_indexers<model::RowIndexer>(r, prop, model::IndexAxis::row,
                                 [&](int cell) { return column_of(g, cell); });
}

void no_column_indexer(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  no_indexers<model::ColumnIndexer>(r, prop, model::IndexAxis::column,
                                    [&](int cell) { return row_of(g, cell); });
}

void no_box_indexer(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  if (g.box_width == 0) {
    r.error(prop.pos, "'no_box_indexer' needs the box shape: give box_groups(w, h)");
    return;
  }
  no_indexers<model::BoxIndexer>(r, prop, model::IndexAxis::box, [&](int cell) {
    return box_of(g, cell, g.box_width, g.box_height);
  });
}

// The value and index cells may stand on the line (ISS's ValueIndexing lists
// its index cell first on the line): cells may repeat.
void value_indexing(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 3, static_cast<std::size_t>(-1),
                               "value cell, index cell, then the line"))
    return;
  std::vector<int> cells;
  for (const ast::Token& t : *args) {
    const std::optional<int> c = r.cell(t);
    if (!c) return;
    cells.push_back(*c);
  }
  r.add(model::ValueIndexing{std::move(cells)}, prop);
}

void minimum(Resolver& r, const Property& prop) { extremes<model::Minimum>(r, prop); }

void maximum(Resolver& r, const Property& prop) { extremes<model::Maximum>(r, prop); }

}  // namespace rfsat::sema::handle
