// Independent checkers of the global and cell rules of issue 27
// (model/global_kinds.hpp): disjoint sets, anti-taxicab, 2x2 entropy and
// mod 3, Dutch flatmates, minimum / maximum and the strict dots (no_kropki).
// Each recomputes the cells its item should name from the geometry
// (global_geometry.hpp) and is false when they differ from the kind's, then
// checks the rule with plain loops. No code shared with encodings/.
#include <algorithm>
#include <optional>
#include <set>
#include <type_traits>
#include <variant>
#include <vector>

#include "evaluate.hpp"
#include "global_geometry.hpp"
#include "puzzle_facts.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::calc_at;
using detail::empty_at;
using detail::sorted;

namespace {

// The set of disjoint_sets that holds `cell`: the cells at its position in
// every complete w x h box of a rectangle without sub-grids; empty when the
// cell is in no complete box.
std::vector<int> disjoint_set_of(const model::Geometry& g, int w, int h, int cell) {
  if (g.is_hexagon() || !g.sub_grids.empty() || w < 1 || h < 1) return {};
  const int across = g.cols / w, down = g.rows / h;
  const int r = cell / g.cols, c = cell % g.cols;
  if (r >= down * h || c >= across * w) return {};
  std::vector<int> out;
  for (int i = 0; i < down; ++i)
    for (int j = 0; j < across; ++j)
      if (const int x = detail::cell_or_none(g, i * h + r % h, j * w + c % w); x >= 0)
        out.push_back(x);
  return out;
}

// Are the (sorted) cells the four cells of a 2x2 square of one sub-grid?
bool is_square(const model::Geometry& g, const std::vector<int>& cells) {
  if (g.is_hexagon() || cells.size() != 4) return false;
  const int r = cells[0] / g.cols, c = cells[0] % g.cols;
  const std::vector<int> want = {detail::cell_or_none(g, r, c), detail::cell_or_none(g, r, c + 1),
                                 detail::cell_or_none(g, r + 1, c),
                                 detail::cell_or_none(g, r + 1, c + 1)};
  if (std::find(want.begin(), want.end(), -1) != want.end() || c + 1 >= g.cols) return false;
  return want == cells && detail::in_one_sub_grid(g, cells);
}

// Do the square's non-empty cells hold each class 0, 1, 2 of `class_of`?
template <class ClassOf>
bool every_class(const std::vector<int>& cells, const Puzzle& p, const Assignment& a,
                 ClassOf class_of) {
  bool seen[3] = {false, false, false};
  for (int cell : cells)
    if (!empty_at(p, a, cell)) {
      const long long k = class_of(calc_at(p, a, cell));
      if (k >= 0 && k < 3) seen[k] = true;
    }
  return seen[0] && seen[1] && seen[2];
}

// The neighbours an extreme cell is compared with: all but other extremes
// (the cells named as minimum, Kind = Minimum, or maximum cells anywhere in p).
template <class Kind>
bool compared_neighbours_match(const Kind& c, const Puzzle& p) {
  std::optional<detail::PuzzleFacts> own;
  const detail::PuzzleFacts& facts = detail::facts_of(p, own);
  const std::set<int>& extremes =
      std::is_same_v<Kind, model::Minimum> ? facts.minimum_cells : facts.maximum_cells;
  std::vector<int> want;
  for (int n : detail::edge_neighbours(p.geometry, c.cell))
    if (!extremes.count(n)) want.push_back(n);
  return want == sorted(c.cells);
}

// Does a kropki_diff or kropki_factor of p name exactly {x, y}?
bool has_kropki_dot(const detail::PuzzleFacts& facts, int x, int y) {
  return facts.kropki_dots.count({std::min(x, y), std::max(x, y)}) > 0;
}

}  // namespace

// disjoint_sets: the cells are one whole disjoint set, and a group.
bool evaluate(const model::DisjointSets& c, const Puzzle& p, const Assignment& a) {
  if (c.cells.empty()) return false;
  if (disjoint_set_of(p.geometry, c.width, c.height, c.cells[0]) != sorted(c.cells)) return false;
  return evaluate(model::Group{c.cells}, p, a);
}

// anti_taxicab: each pair is `distance` apart in one sub-grid and does not
// hold that number twice.
bool evaluate(const model::AntiTaxicab& c, const Puzzle& p, const Assignment& a) {
  const model::Geometry& g = p.geometry;
  for (const auto& [x, y] : c.pairs) {
    if (g.is_hexagon() || x == y || !detail::in_one_sub_grid(g, {x, y})) return false;
    if (detail::taxicab(g, x, y) != c.distance) return false;
    if (!empty_at(p, a, x) && !empty_at(p, a, y) && calc_at(p, a, x) == c.distance &&
        calc_at(p, a, y) == c.distance)
      return false;
  }
  return true;
}

// global_entropy: a 2x2 square holding a low, a middle and a high number.
bool evaluate(const model::GlobalEntropy& c, const Puzzle& p, const Assignment& a) {
  if (!is_square(p.geometry, sorted(c.cells))) return false;
  const std::vector<long long> numbers = detail::distinct_numbers(p.symbols);
  const long long k = static_cast<long long>(numbers.size());
  return every_class(c.cells, p, a, [&](long long n) {
    const long long rank = std::lower_bound(numbers.begin(), numbers.end(), n) - numbers.begin();
    return 3 * rank / k;
  });
}

// global_mod: a 2x2 square holding each residue modulo 3.
bool evaluate(const model::GlobalMod& c, const Puzzle& p, const Assignment& a) {
  if (!is_square(p.geometry, sorted(c.cells))) return false;
  return every_class(c.cells, p, a, [](long long n) { return detail::mod_floor(n, 3); });
}

// dutch_flatmates: a middle number has the smallest directly above it or the
// largest directly below it.
bool evaluate(const model::DutchFlatmates& c, const Puzzle& p, const Assignment& a) {
  const model::Geometry& g = p.geometry;
  if (c.above != detail::vertical_neighbour(g, c.cell, -1) ||
      c.below != detail::vertical_neighbour(g, c.cell, 1))
    return false;
  const std::vector<long long> numbers = detail::distinct_numbers(p.symbols);
  if (numbers.empty() || empty_at(p, a, c.cell)) return true;
  const long long middle = numbers[(numbers.size() + 1) / 2 - 1];
  if (calc_at(p, a, c.cell) != middle) return true;
  auto holds = [&](int cell, long long n) {
    return cell >= 0 && !empty_at(p, a, cell) && calc_at(p, a, cell) == n;
  };
  return holds(c.above, numbers.front()) || holds(c.below, numbers.back());
}

// minimum: less than each neighbour that is not a minimum cell itself.
bool evaluate(const model::Minimum& c, const Puzzle& p, const Assignment& a) {
  if (!compared_neighbours_match(c, p)) return false;
  for (int n : c.cells)
    if (!(calc_at(p, a, c.cell) < calc_at(p, a, n))) return false;
  return true;
}

// maximum: greater than each neighbour that is not a maximum cell itself.
bool evaluate(const model::Maximum& c, const Puzzle& p, const Assignment& a) {
  if (!compared_neighbours_match(c, p)) return false;
  for (int n : c.cells)
    if (!(calc_at(p, a, c.cell) > calc_at(p, a, n))) return false;
  return true;
}

// no_kropki (and its halves): each pair is adjacent and carries no kropki
// dot; its numbers differ by none of `diffs` and are in none of the ratios
// `factors`. Pairs with an empty cell are skipped.
bool evaluate(const model::NoKropki& c, const Puzzle& p, const Assignment& a) {
  std::optional<detail::PuzzleFacts> own;
  const detail::PuzzleFacts& facts = detail::facts_of(p, own);
  for (const auto& [x, y] : c.pairs) {
    const std::vector<int> around = detail::edge_neighbours(p.geometry, x);
    if (std::find(around.begin(), around.end(), y) == around.end()) return false;
    if (has_kropki_dot(facts, x, y)) return false;
    if (empty_at(p, a, x) || empty_at(p, a, y)) continue;
    const long long u = calc_at(p, a, x), v = calc_at(p, a, y);
    for (long long d : c.diffs)
      if (u - v == d || v - u == d) return false;
    for (long long f : c.factors)
      if (static_cast<__int128>(u) == static_cast<__int128>(f) * v ||
          static_cast<__int128>(v) == static_cast<__int128>(f) * u)
        return false;
  }
  return true;
}

}  // namespace rfsat::check
