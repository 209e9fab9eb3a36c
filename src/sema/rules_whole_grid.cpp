// Resolve handlers (handlers.hpp) of the §8 whole-grid rules and of
// no_kimo_sum / no_modulo (§6), all in Phase::whole_grid: they see every rule
// of the ordinary phase. Readings: a dot exempts its pair whatever its number
// (no_kropki, no_kropki_diff, no_kropki_factor: any kropki_diff,
// kropki_factor or grey kropki_any, as on f-puzzles and ISS; no_kropki_sum: any kropki_sum,
// but not kropki_sum2, which resolves after the ordinary phase; no_kimo_sum:
// any 2-cell kimo_sum; no_modulo(m): a 2-cell modulo with the same m, or
// modulo3 for m = 3). Ripple lines are the rows and columns of each sub-grid
// without their holes (a hole is no cell), and the hexagon_lines of a
// hexagonal grid. Chess rules need a rectangular grid; with sub-grids they
// pair cells of one sub-grid.
#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <set>
#include <type_traits>
#include <variant>

#include "handlers.hpp"
#include "move_pairs.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

constexpr std::size_t kMany = static_cast<std::size_t>(-1);

// The pairs the negative rules exempt, read from the ordinary phase's rules.
struct Exempt {
  std::set<model::CellPair> dots, sum_dots, kimo;
  std::set<std::pair<long long, model::CellPair>> modulo;  // (modulus, pair)
};

// Visiting (not get_if) keeps this compiling while a kind is not yet listed.
template <class K>
void note_exempt(const K& k, Exempt& e) {
  if constexpr (std::is_same_v<K, model::KropkiDiff> || std::is_same_v<K, model::KropkiFactor> ||
                std::is_same_v<K, model::KropkiAny>)
    e.dots.insert(model::ordered(k.a, k.b));
  if constexpr (std::is_same_v<K, model::KropkiSum>) e.sum_dots.insert(model::ordered(k.a, k.b));
  if constexpr (std::is_same_v<K, model::KimoSum>)
    if (k.cells.size() == 2) e.kimo.insert(model::ordered(k.cells[0], k.cells[1]));
  if constexpr (std::is_same_v<K, model::Modulo>)
    if (k.cells.size() == 2) e.modulo.insert({k.modulus, model::ordered(k.cells[0], k.cells[1])});
}

Exempt exempt_pairs(const Resolver& r) {
  Exempt e;
  for (const model::Constraint& c : r.ordinary_constraints())
    std::visit([&e](const auto& k) { note_exempt(k, e); }, c.kind);
  return e;
}

// The adjacent pairs (Geometry::adjacent_pairs, the only source of
// adjacency) that are not in `exempt`.
std::vector<model::CellPair> adjacent_but(Resolver& r,
                                          const std::set<model::CellPair>& exempt = {}) {
  std::vector<model::CellPair> out;
  for (const model::CellPair& pr : r.puzzle().geometry.adjacent_pairs())
    if (!exempt.count(pr)) out.push_back(pr);
  return out;
}

// Integer arguments of a call, each checked by `ok` (else an error saying
// `need` at the token).
template <class Ok>
std::optional<std::vector<long long>> integers(Resolver& r, const Property& prop, std::size_t min,
                                               std::size_t max, const char* what, Ok ok,
                                               const char* need) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, min, max, what)) return std::nullopt;
  std::vector<long long> out;
  for (const ast::Token& t : *args) {
    auto v = r.integer(t);
    if (!v) return std::nullopt;
    if (!ok(out.size(), *v)) {
      r.error(t.pos, "'" + prop.name.text + "': " + need + ", got " + t.text);
      return std::nullopt;
    }
    out.push_back(*v);
  }
  return out;
}

// make(the adjacent pairs not in `exempt`), and under `toroidal`
// make(the seam's adjacent pairs not in `exempt`) tagged `toroidal`.
template <class Make>
void add_adjacent(Resolver& r, const Property& prop, Make make,
                  const std::set<model::CellPair>& exempt = {}) {
  r.add(make(adjacent_but(r, exempt)), prop);
  if (!wraps(r)) return;
  const model::Geometry& g = r.puzzle().geometry;
  std::vector<model::CellPair> seam;
  for (const model::CellPair& pr : seam_pairs(g, {{0, 1}, {1, 0}}, false, g.adjacent_pairs()))
    if (!exempt.count(pr)) seam.push_back(pr);
  if (!seam.empty()) r.add_as(make(std::move(seam)), prop, "toroidal");
}

const auto kAnyInteger = [](std::size_t, long long) { return true; };
const char* const kModulusNeed = "the modulus must be at least 1";

}  // namespace

// move_pairs.hpp: shared with anti_offsets (rules_relations.cpp).
// At least as many pairs as move_pairs makes (as many on a whole
// rectangle): what chess() reserves before building them.
std::size_t move_pair_bound(const model::Geometry& g, const std::vector<std::pair<int, int>>& moves,
                            bool slide) {
  std::size_t n = 0;
  for (const auto& [dr, dc] : moves)
    for (long long k = 1; k == 1 || slide; ++k) {
      const long long rows = g.rows - k * std::abs(dr), cols = g.cols - k * std::abs(dc);
      if (rows <= 0 || cols <= 0) break;
      n += static_cast<std::size_t>(rows * cols);
    }
  return n;
}

// Pairs of non-hole cells a move (dr, dc) apart, dr > 0 or (dr == 0, dc > 0);
// `slide`: also every multiple of the move (bishop, rook lines). Sorted:
// cells come in increasing order (row-major, also for hexagons), so sorting
// each cell's partners sorts the list, which for a bishop on an n x n grid
// holds n^3 pairs: one global sort of them was 42% of fuzz_e2e's corpus
// replay, and sorting each cell's partners a quarter of fuzz_rf's time
// (docs/fuzzing.md#execution-rates). A sliding move's partners come in
// increasing order (its rows go down, or along the row to the right), so
// each move's run is merged into the others' instead.
std::vector<model::CellPair> move_pairs(const model::Geometry& g,
                                        const std::vector<std::pair<int, int>>& moves, bool slide,
                                        Diagnostics& load) {
  std::vector<model::CellPair> out;
  out.reserve(move_pair_bound(g, moves, slide));
  std::vector<int> partners, merged;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const int a = g.cell_at(r, c);
      if (g.is_hole(a)) continue;
      load.poll();  // a bishop's pairs on a large grid take seconds
      partners.clear();
      for (const auto& [dr, dc] : moves) {
        const std::size_t run = partners.size();
        for (int k = 1; k == 1 || slide; ++k) {
          const int r2 = r + k * dr, c2 = c + k * dc;
          if (r2 >= g.rows || c2 < 0 || c2 >= g.cols) break;
          const int b = g.cell_at(r2, c2);
          if (!g.is_hole(b) && g.in_one_grid(a, b)) partners.push_back(b);
        }
        merged.clear();
        std::merge(partners.begin(), partners.begin() + static_cast<std::ptrdiff_t>(run),
                   partners.begin() + static_cast<std::ptrdiff_t>(run), partners.end(),
                   std::back_inserter(merged));
        partners.swap(merged);
      }
      for (int b : partners) out.emplace_back(a, b);
    }
  if (!std::is_sorted(out.begin(), out.end())) std::sort(out.begin(), out.end());
  return out;
}

namespace {

const std::vector<std::pair<int, int>> kKnight = {{1, 2}, {1, -2}, {2, 1}, {2, -1}};
const std::vector<std::pair<int, int>> kKing = {{0, 1}, {1, -1}, {1, 0}, {1, 1}};
const std::vector<std::pair<int, int>> kBishop = {{1, -1}, {1, 1}};

// Cells a chess move apart differ; anti_queen(s1, ...) only for these symbols.
void chess(Resolver& r, const Property& prop, const std::vector<std::pair<int, int>>& moves,
           bool slide) {
  if (!r.rectangular(prop)) return;
  r.reserve(move_pair_bound(r.puzzle().geometry, moves, slide) * sizeof(model::CellPair));
  std::vector<model::CellPair> pairs =
      move_pairs(r.puzzle().geometry, moves, slide, r.diagnostics());
  std::vector<int> only;
  if (prop.shape == ast::Shape::call) {
    auto args = r.flat_args(prop);
    if (!args || !r.expect_count(prop, *args, 1, kMany, "symbols")) return;
    auto symbols = r.symbols(*args);
    if (!symbols) return;
    only = std::move(*symbols);
  }
  std::vector<model::CellPair> seam;
  if (wraps(r)) seam = seam_pairs(r.puzzle().geometry, moves, slide, pairs);
  r.add(model::DifferentPairs{std::move(pairs), only}, prop);
  if (!seam.empty())
    r.add_as(model::DifferentPairs{std::move(seam), std::move(only)}, prop, "toroidal");
}

}  // namespace

void non_consecutive(Resolver& r, const Property& prop) {
  add_adjacent(r, prop, [](auto pairs) { return model::NoDiff{1, std::move(pairs)}; });
}

void different_adjacent(Resolver& r, const Property& prop) {
  add_adjacent(r, prop, [](auto pairs) { return model::DifferentPairs{std::move(pairs), {}}; });
}

void nodiff_adjacent(Resolver& r, const Property& prop) {
  if (auto d = integers(r, prop, 1, 1, "difference", kAnyInteger, ""))
    add_adjacent(r, prop, [&](auto pairs) { return model::NoDiff{d->front(), std::move(pairs)}; });
}

void no_kropki(Resolver& r, const Property& prop) {
  r.add(model::NoKropki{{1}, {2}, adjacent_but(r, exempt_pairs(r).dots)}, prop);
}

// no_kropki_diff, no_kropki_diff(d): f-puzzles' `nonconsecutive` for d = 1.
void no_kropki_diff(Resolver& r, const Property& prop) {
  std::vector<long long> d = {1};
  if (prop.shape == ast::Shape::call) {
    auto given = integers(r, prop, 1, 1, "difference", kAnyInteger, "");
    if (!given) return;
    d = *given;
  }
  r.add(model::NoKropki{std::move(d), {}, adjacent_but(r, exempt_pairs(r).dots)}, prop);
}

// no_kropki_factor, no_kropki_factor(f1, ...): f-puzzles' negative ratio.
void no_kropki_factor(Resolver& r, const Property& prop) {
  std::vector<long long> f = {2};
  if (prop.shape == ast::Shape::call) {
    auto given = integers(r, prop, 1, kMany, "factors", kAnyInteger, "");
    if (!given) return;
    f = *given;
  }
  r.add(model::NoKropki{{}, std::move(f), adjacent_but(r, exempt_pairs(r).dots)}, prop);
}

void no_kropki_sum(Resolver& r, const Property& prop) {
  if (auto sums = integers(r, prop, 1, kMany, "sums", kAnyInteger, ""))
    add_adjacent(
        r, prop,
        [&](auto pairs) {
          return model::NoKropkiSum{*sums, std::move(pairs)};
        },
        exempt_pairs(r).sum_dots);
}

// no_kimo_sum(r, m): m >= 1.
void no_kimo_sum(Resolver& r, const Property& prop) {
  auto kimo_ok = [](std::size_t i, long long v) { return i == 0 || v >= 1; };
  if (auto rm = integers(r, prop, 2, 2, "remainder, modulus", kimo_ok, kModulusNeed))
    add_adjacent(
        r, prop,
        [&](auto pairs) {
          return model::NoKimoSum{(*rm)[0], (*rm)[1], std::move(pairs)};
        },
        exempt_pairs(r).kimo);
}

void no_modulo(Resolver& r, const Property& prop) {
  auto modulus_ok = [](std::size_t, long long v) { return v >= 1; };
  auto m = integers(r, prop, 1, 1, "modulus", modulus_ok, kModulusNeed);
  if (!m) return;
  std::set<model::CellPair> same_modulus;
  for (const auto& [modulus, pr] : exempt_pairs(r).modulo)
    if (modulus == m->front()) same_modulus.insert(pr);
  add_adjacent(
      r, prop,
      [&](auto pairs) {
        return model::NoModulo{m->front(), std::move(pairs)};
      },
      same_modulus);
}

void ripple_effect_distance(Resolver& r, const Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  std::vector<std::vector<int>> lines = g.is_hexagon() ? g.hexagon_lines() : g.row_lines();
  for (auto& l : g.column_lines()) lines.push_back(std::move(l));
  for (std::vector<int>& cells : lines)
    if (cells.size() >= 2) r.add(model::RippleEffectDistance{std::move(cells)}, prop);
}

// A region with a var cell (extra_region may name one) has no distances:
// refused rather than read with a cell that has no place.
void ripple_cages(Resolver& r, const Property& prop) {
  const int grid = r.puzzle().geometry.cell_count();
  for (const std::vector<int>& cells : r.region_groups())
    if (std::any_of(cells.begin(), cells.end(), [&](int c) { return c >= grid; })) {
      r.error(prop.pos,
              "'ripple_cages' over an extra_region with a var cell: a var cell has "
              "no place on the grid");
      return;
    }
  for (const std::vector<int>& cells : r.region_groups()) r.add(model::RippleCages{cells}, prop);
}

void anti_knight(Resolver& r, const Property& prop) { chess(r, prop, kKnight, false); }

void anti_king(Resolver& r, const Property& prop) { chess(r, prop, kKing, false); }

void anti_bishop(Resolver& r, const Property& prop) { chess(r, prop, kBishop, true); }

void anti_queen(Resolver& r, const Property& prop) { chess(r, prop, kKing, true); }

}  // namespace rfsat::sema::handle
