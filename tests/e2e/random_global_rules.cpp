// Random global and cell rules (issue 27) for the differential tests: each
// maker takes the items of its rule from the geometry, as the semantic pass
// does (sema/global_cells.hpp: disjoint sets, taxicab pairs, 2x2 squares,
// cells above and below, neighbours, indexed lines), keeps a random part of
// them and, with a reference solution `ref`, only the items ref satisfies
// (asked of the checker, the oracle these tests trust). The random grids
// are rectangles without sub-grids, so every rule applies.
#include <algorithm>
#include <set>

#include "evaluate.hpp"
#include "global_cells.hpp"
#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

using namespace rfsat::model;
// Adds `k` unless ref breaks it; with probability `keep`.
template <class Kind>
void maybe_add(Rng& rng, Puzzle& p, Ref ref, Kind k, double keep = 0.7) {
  if (!chance(rng, keep) || (ref && !check::evaluate(k, p, *ref))) return;
  add(p, std::move(k));
}

void disjoint_sets(Rng& rng, Puzzle& p, Ref ref) {
  const int w = uniform(rng, 1, p.geometry.cols), h = uniform(rng, 1, p.geometry.rows);
  for (std::vector<int>& set : sema::disjoint_sets(p.geometry, w, h))
    if (static_cast<int>(set.size()) <= p.symbols.capacity)
      maybe_add(rng, p, ref, DisjointSets{w, h, set});
}

// One distance (a calculation number when there is one >= 1), its pairs
// split into a few constraints, the pairs ref breaks left out.
void anti_taxicab(Rng& rng, Puzzle& p, Ref ref) {
  const int d = uniform(rng, 1, 4);
  AntiTaxicab k{d, {}};
  for (const CellPair& pr : sema::taxicab_pairs(p.geometry, d)) {
    if (ref && !check::evaluate(AntiTaxicab{d, {pr}}, p, *ref)) continue;
    if (chance(rng, 0.6)) k.pairs.push_back(pr);
  }
  if (!k.pairs.empty()) add(p, std::move(k));
}

void squares(Rng& rng, Puzzle& p, Ref ref) {
  for (std::vector<int>& sq : sema::squares(p.geometry)) {
    if (chance(rng, 0.5))
      maybe_add(rng, p, ref, GlobalEntropy{sq}, 0.5);
    else
      maybe_add(rng, p, ref, GlobalMod{sq}, 0.5);
  }
}

void dutch_flatmates(Rng& rng, Puzzle& p, Ref ref) {
  for (int cell : active_cells(p))
    maybe_add(rng, p, ref,
              DutchFlatmates{cell, sema::vertical_neighbour(p.geometry, cell, -1),
                             sema::vertical_neighbour(p.geometry, cell, 1)},
              0.5);
}

// The negative of one axis (no_*_indexer) on most cells that no indexer of
// that axis marks; with ref, only the cells ref keeps from indexing.
void negative_indexers(Rng& rng, Puzzle& p, Ref ref, int w, int h) {
  const Geometry& g = p.geometry;
  const auto axis = static_cast<IndexAxis>(uniform(rng, 0, 2));
  std::set<int> marked;
  for (const Constraint& c : p.constraints) {
    const auto* r = std::get_if<RowIndexer>(&c.kind);
    const auto* k = std::get_if<ColumnIndexer>(&c.kind);
    const auto* b = std::get_if<BoxIndexer>(&c.kind);
    if (axis == IndexAxis::row && r) marked.insert(r->cell);
    if (axis == IndexAxis::column && k) marked.insert(k->cell);
    if (axis == IndexAxis::box && b) marked.insert(b->cell);
  }
  if (axis == IndexAxis::box)  // the marks' box shape, if any
    for (const Constraint& c : p.constraints)
      if (const auto* b = std::get_if<BoxIndexer>(&c.kind)) w = b->width, h = b->height;
  for (int cell : active_cells(p)) {
    if (marked.count(cell)) continue;
    sema::IndexedLine line = axis == IndexAxis::row      ? sema::column_of(g, cell)
                             : axis == IndexAxis::column ? sema::row_of(g, cell)
                                                         : sema::box_of(g, cell, w, h);
    if (line.cells.empty()) continue;
    maybe_add(rng, p, ref,
              NoIndexer{axis, cell, axis == IndexAxis::box ? w : 0, axis == IndexAxis::box ? h : 0,
                        line.cells, line.index},
              0.8);
  }
}

// A few indexers of each kind; box indexers on a random box shape; half the
// time the negative of one axis.
void indexers(Rng& rng, Puzzle& p, Ref ref) {
  const Geometry& g = p.geometry;
  const int w = uniform(rng, 1, g.cols), h = uniform(rng, 1, g.rows);
  const std::vector<int> all = active_cells(p);
  for (int i = uniform(rng, 2, 6); i > 0; --i) {
    const int kind = uniform(rng, 0, 2);
    const int cell = pick(rng, all);
    sema::IndexedLine line = kind == 0   ? sema::column_of(g, cell)
                             : kind == 1 ? sema::row_of(g, cell)
                                         : sema::box_of(g, cell, w, h);
    if (line.cells.empty()) continue;
    if (kind == 0) maybe_add(rng, p, ref, RowIndexer{cell, line.cells, line.index}, 1.0);
    if (kind == 1) maybe_add(rng, p, ref, ColumnIndexer{cell, line.cells, line.index}, 1.0);
    if (kind == 2) maybe_add(rng, p, ref, BoxIndexer{cell, w, h, line.cells, line.index}, 1.0);
  }
  if (chance(rng, 0.5)) negative_indexers(rng, p, ref, w, h);
}

// With ref: the index cell's number m picks the slot where a cell holding
// the value cell's number goes.
void value_indexing(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> all = active_cells(p);
  std::shuffle(all.begin(), all.end(), rng);
  const std::size_t k = std::min<std::size_t>(uniform(rng, 3, 5), all.size());
  if (k < 3) return;
  std::vector<int> cs(all.begin(), all.begin() + k);
  if (ref) {
    const long long m = p.symbols.calc((*ref)[cs[1]]);
    if (m < 1 || m > static_cast<long long>(k) - 2) return;
    const auto same = std::find_if(all.begin() + 2, all.end(), [&](int c) {
      return c != cs[0] && p.symbols.calc((*ref)[c]) == p.symbols.calc((*ref)[cs[0]]);
    });
    if (same == all.end()) return;
    const auto at = std::find(cs.begin(), cs.end(), *same);
    if (at != cs.end())
      std::iter_swap(at, cs.begin() + (m + 1));
    else
      cs[m + 1] = *same;
  }
  maybe_add(rng, p, ref, ValueIndexing{cs}, 1.0);
}

// A set of minimum (or maximum) cells; with ref, cells that are strict local
// extremes of ref.
template <class Kind>
void extremes(Rng& rng, Puzzle& p, Ref ref) {
  const Geometry& g = p.geometry;
  for (const Constraint& c : p.constraints)
    if (std::holds_alternative<Kind>(c.kind))
      return;  // one set per puzzle: extremes skip each other
  const std::vector<std::vector<int>> neighbours = sema::neighbour_lists(g);
  std::set<int> chosen;
  for (int cell : active_cells(p)) {
    if (!chance(rng, 0.2)) continue;
    if (ref) {
      bool extreme = true;
      for (int n : neighbours[static_cast<std::size_t>(cell)]) {
        const long long x = p.symbols.calc((*ref)[cell]), y = p.symbols.calc((*ref)[n]);
        extreme = extreme && (std::is_same_v<Kind, Minimum> ? x < y : x > y);
      }
      if (!extreme) continue;
    }
    chosen.insert(cell);
  }
  for (int cell : chosen) {
    std::vector<int> compared;
    for (int n : neighbours[static_cast<std::size_t>(cell)])
      if (!chosen.count(n)) compared.push_back(n);
    add(p, Kind{cell, compared});
  }
}

// no_kropki or a half of it on the adjacent pairs without a kropki dot,
// after a few grey dots (kropki_any, which exempt their pairs; with ref on
// pairs ref holds consecutive or 1:2) unless a no_kropki is already made (a
// dot on one of its pairs would make it name a dotted pair).
void no_kropki(Rng& rng, Puzzle& p, Ref ref) {
  const bool first = std::none_of(p.constraints.begin(), p.constraints.end(), [](const auto& c) {
    return std::holds_alternative<NoKropki>(c.kind);
  });
  for (const auto& [a, b] : p.geometry.adjacent_pairs())
    if (first && chance(rng, 0.15)) maybe_add(rng, p, ref, KropkiAny{a, b}, 1.0);
  std::set<CellPair> dotted;
  for (const Constraint& c : p.constraints) {
    if (const auto* d = std::get_if<KropkiDiff>(&c.kind))
      dotted.insert({std::min(d->a, d->b), std::max(d->a, d->b)});
    if (const auto* f = std::get_if<KropkiFactor>(&c.kind))
      dotted.insert({std::min(f->a, f->b), std::max(f->a, f->b)});
    if (const auto* g = std::get_if<KropkiAny>(&c.kind))
      dotted.insert({std::min(g->a, g->b), std::max(g->a, g->b)});
  }
  NoKropki k;
  if (chance(rng, 0.7)) k.diffs = {uniform(rng, 1, 2)};
  if (k.diffs.empty() || chance(rng, 0.5)) k.factors = {uniform(rng, 2, 3)};
  for (const CellPair& pr : p.geometry.adjacent_pairs()) {
    if (dotted.count(pr) || (ref && !check::evaluate(NoKropki{k.diffs, k.factors, {pr}}, p, *ref)))
      continue;
    if (chance(rng, 0.7)) k.pairs.push_back(pr);
  }
  if (!k.pairs.empty()) add(p, std::move(k));
}

}  // namespace

void random_global_rules(Rng& rng, Puzzle& p, const Assignment* ref) {
  using Maker = void (*)(Rng&, Puzzle&, Ref);
  static const std::vector<Maker> makers = {disjoint_sets,     anti_taxicab,      squares,
                                            dutch_flatmates,   indexers,          value_indexing,
                                            extremes<Minimum>, extremes<Maximum>, no_kropki};
  for (int i = uniform(rng, 1, 2); i > 0; --i) pick(rng, makers)(rng, p, ref);
}

}  // namespace rfsat::test::random
