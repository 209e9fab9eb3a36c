// Random chaos construction puzzles for the differential tests
// (random_puzzle.hpp): a small grid (2x2 of 12 up to 4x4 of 1234), rows and
// columns as groups or not, chaos_construction (labels as var cells, as
// sema makes them), a few givens, then 0..2 chaos_count / chaos_arrow clues,
// planted on a solution 80% of the time. The oracle enumerates partitions
// (support/chaos_partitions.hpp) and runs the backtracker once per
// partition with its regions as groups and the labels as givens, so it
// shares nothing with the encoder or with the checker's region reading.
#include <algorithm>

#include "../support/backtrack.hpp"
#include "../support/brute_force.hpp"
#include "../support/chaos_partitions.hpp"
#include "evaluate.hpp"
#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

struct Grid {
  int rows, cols;
  std::string values;
};

const model::ChaosConstruction* chaos_of(const Puzzle& p) {
  for (const model::Constraint& c : p.constraints)
    if (const auto* k = std::get_if<model::ChaosConstruction>(&c.kind)) return k;
  return nullptr;
}

// The label cells from `start` along (dr, dc) to the edge, up to `length`.
std::vector<int> arm(const Puzzle& p, int start, int dr, int dc, int length) {
  const model::Geometry& g = p.geometry;
  std::vector<int> out;
  for (int r = start / g.cols, c = start % g.cols;
       r >= 0 && r < g.rows && c >= 0 && c < g.cols && static_cast<int>(out.size()) < length;
       r += dr, c += dc)
    out.push_back(g.cell_count() + r * g.cols + c);
  return out;
}

// A chaos_count or chaos_arrow over random label cells; with `ref`, its
// control is a cell whose number is the count in ref (none: no clue).
void chaos_clue(Rng& rng, Puzzle& p, const Assignment* ref) {
  const int n = p.geometry.cell_count();
  model::ChaosCount k{0, chance(rng, 0.2) ? 1 : 0, {}, {}};
  const int start = uniform(rng, 0, n - 1);
  if (chance(rng, 0.5)) {
    k.cells.push_back(n + start);
    for (int cell : some_cells(rng, p, 1, std::min(4, n))) k.cells.push_back(n + cell);
  } else {
    const std::vector<std::pair<int, int>> dirs = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    for (int i = uniform(rng, 1, 2); i > 0; --i) {
      const auto [dr, dc] = pick(rng, dirs);
      const std::vector<int> a = arm(p, start, dr, dc, uniform(rng, 1, 4));
      k.cells.insert(k.cells.end(), a.begin(), a.end());
      k.arms.push_back(static_cast<int>(a.size()));
    }
  }
  std::vector<int> controls;
  for (int cell = 0; cell < n; ++cell) {
    k.cell = cell;
    if (!ref || check::evaluate(k, p, *ref)) controls.push_back(cell);
  }
  if (controls.empty()) return;
  k.cell = pick(rng, controls);
  add(p, std::move(k));
}

}  // namespace

std::optional<std::vector<Assignment>> chaos_oracle(const Puzzle& p, long long limit) {
  const model::ChaosConstruction* chaos = chaos_of(p);
  if (!chaos) return oracle(p, limit);
  const model::Geometry& g = p.geometry;
  std::vector<Assignment> all;
  for (const std::vector<int>& labels : chaos_partitions(g.rows, g.cols, chaos->size)) {
    Puzzle fixed = p;
    std::erase_if(fixed.constraints, [](const model::Constraint& c) {
      return std::holds_alternative<model::ChaosConstruction>(c.kind);
    });
    std::vector<model::Group> regions(static_cast<std::size_t>(g.cell_count() / chaos->size));
    for (int k = 0; k < g.cell_count(); ++k) {
      regions[labels[k]].cells.push_back(k);
      add(fixed, model::Given{chaos->cells[k], labels[k]});
    }
    for (model::Group& r : regions) add(fixed, std::move(r));
    std::vector<Assignment> found;
    if (!count_solutions_within(fixed, limit, kMaxNodes, &found)) return std::nullopt;
    all.insert(all.end(), found.begin(), found.end());
    if (static_cast<long long>(all.size()) >= limit) break;
  }
  if (static_cast<long long>(all.size()) > limit) all.resize(static_cast<std::size_t>(limit));
  return all;
}

std::optional<Puzzle> random_chaos_puzzle(std::uint64_t seed) {
  Rng rng(seed);
  static const std::vector<Grid> grids = {{2, 2, "12"},  {1, 4, "12"},  {2, 3, "123"},
                                          {3, 2, "123"}, {3, 3, "123"}, {2, 4, "1234"},
                                          {4, 4, "1234"}};
  const Grid grid = pick(rng, grids);
  Puzzle p = tiny_puzzle(grid.rows, grid.cols, grid.values);
  const int n = grid.rows * grid.cols;
  if (chance(rng, 0.7))
    for (int r = 0; r < grid.rows; ++r) {
      model::Group row;
      for (int c = 0; c < grid.cols; ++c) row.cells.push_back(r * grid.cols + c);
      add(p, std::move(row));
    }
  if (chance(rng, 0.7))
    for (int c = 0; c < grid.cols; ++c) {
      model::Group column;
      for (int r = 0; r < grid.rows; ++r) column.cells.push_back(r * grid.cols + c);
      add(p, std::move(column));
    }
  p.geometry.var_cells = n;
  model::ChaosConstruction chaos{{}, static_cast<int>(grid.values.size())};
  for (int k = 0; k < n; ++k) chaos.cells.push_back(n + k);
  add(p, std::move(chaos));
  for (int i = uniform(rng, 0, 2); i > 0; --i)
    add(p, model::Given{uniform(rng, 0, n - 1),
                        uniform(rng, 0, static_cast<int>(grid.values.size()) - 1)});
  std::optional<std::vector<Assignment>> found;
  if (chance(rng, 0.8)) found = chaos_oracle(p, 40);
  const Assignment* ref = found && !found->empty() ? &pick(rng, *found) : nullptr;
  for (int i = uniform(rng, 0, 2); i > 0; --i) chaos_clue(rng, p, ref);
  // at most kLimit solutions: fix a cell (or a label) where two differ
  while (true) {
    found = chaos_oracle(p, kLimit + 1);
    if (!found) return std::nullopt;
    if (static_cast<long long>(found->size()) <= kLimit) return p;
    std::vector<int> open;
    for (int cell = 0; cell < p.geometry.total_cells(); ++cell)
      if (found->front()[cell] != found->back()[cell]) open.push_back(cell);
    const int cell = pick(rng, open);
    add(p, model::Given{cell, pick(rng, *found)[cell]});
  }
}

}  // namespace rfsat::test::random
