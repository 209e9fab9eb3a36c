// The `toroidal` flag (issue 51; docs/rf-language.md "Toroidal grids"): the
// grid's edges wrap around, as on a torus, for the whole-grid rules that
// pair cells by a move: the chess rules, anti_offsets, and the adjacency
// rules (non_consecutive, different_adjacent, nodiff_adjacent,
// no_kropki_sum, no_kimo_sum, no_modulo). Each such rule keeps its flat
// pairs under its own keyword and adds the pairs that cross an edge (the
// seam) as a second constraint of the same kind tagged `toroidal`.
// Entry points: seam_pairs, seam_offset_pairs, Resolver::check_toroidal
// (after the whole-grid phase: the grid and the refused rules).
#include <algorithm>
#include <set>
#include <string>
#include <string_view>

#include "handlers.hpp"
#include "move_pairs.hpp"
#include "resolver.hpp"

namespace rfsat::sema {
namespace {

int wrap(int x, int n) { return ((x % n) + n) % n; }

// The rules whose reading on a torus rfsat does not define (distances,
// squares, above/below, regions, dots read off the flat grid's edges).
bool refused_on_torus(std::string_view rule) {
  for (std::string_view r : {"no_kropki", "no_kropki_diff", "no_kropki_factor", "anti_taxicab",
                             "global_entropy", "global_mod", "dutch_flatmates", "disjoint_sets",
                             "ripple_effect_distance", "ripple_cages", "chaos_construction"})
    if (rule == r) return true;
  return false;
}

}  // namespace

void Resolver::check_toroidal() {
  if (!toroidal_) return;
  const model::Geometry& g = p_.geometry;
  if (g.is_hexagon() || !g.sub_grids.empty() || g.active_count() != g.cell_count()) {
    error(*toroidal_,
          "'toroidal' needs one rectangular grid without holes (no hexagonal_grid, "
          "sub_grid, layout of several grids or restrict_grid)");
    return;
  }
  std::set<std::pair<int, int>> told;  // one error per line (a rule may make many)
  for (const model::Constraint& c : p_.constraints)
    if (refused_on_torus(c.rule) && told.insert({c.origin.line, c.origin.column}).second)
      error(c.origin, "'" + std::string(c.rule) +
                          "' has no toroidal reading in rfsat (toroidal wraps the chess rules, "
                          "anti_offsets and the adjacency rules): drop one of the two");
}

namespace handle {

void toroidal(Resolver& r, const Property& prop) { r.set_toroidal(prop.pos); }

// Under `toroidal`, on one rectangle without holes (check_toroidal refuses
// the others after the whole-grid phase).
bool wraps(const Resolver& r) {
  const model::Geometry& g = r.puzzle_view().geometry;
  return r.toroidal() && !g.is_hexagon() && g.sub_grids.empty() &&
         g.active_count() == g.cell_count();
}

// Ordered pairs {a, b} a move (or, sliding, a multiple) apart on the torus
// and not on the flat grid (`flat`), sorted.
std::vector<model::CellPair> seam_pairs(const model::Geometry& g,
                                        const std::vector<std::pair<int, int>>& moves, bool slide,
                                        const std::vector<model::CellPair>& flat) {
  std::set<model::CellPair> torus;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      for (const auto& [dr, dc] : moves)
        for (int k = 1; k == 1 || slide; ++k) {
          const int r2 = wrap(r + k * dr, g.rows), c2 = wrap(c + k * dc, g.cols);
          if (r2 == r && c2 == c) break;  // back where it started
          torus.insert(model::ordered(g.cell_at(r, c), g.cell_at(r2, c2)));
        }
  for (const model::CellPair& pr : flat) torus.erase(pr);
  return {torus.begin(), torus.end()};
}

// The pairs (a, a + (dr, dc)) that cross an edge of the torus, a first.
std::vector<model::CellPair> seam_offset_pairs(const model::Geometry& g, std::pair<int, int> off) {
  std::vector<model::CellPair> out;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const int r2 = r + off.first, c2 = c + off.second;
      if (r2 >= 0 && r2 < g.rows && c2 >= 0 && c2 < g.cols) continue;  // a flat pair
      const int b = g.cell_at(wrap(r2, g.rows), wrap(c2, g.cols));
      if (b != g.cell_at(r, c)) out.emplace_back(g.cell_at(r, c), b);
    }
  return out;
}

}  // namespace handle
}  // namespace rfsat::sema
