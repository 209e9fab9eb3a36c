// Header-only helpers for the exhaustive encoder tests: enumerate every
// assignment of a few cells, keep the ones the independent checker accepts
// (check::find_violation), and build small rectangular puzzles from a `values`
// string. The encoder tests compare the models of a CNF with these sets.
#pragma once

#include <cstddef>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "evaluate.hpp"
#include "puzzle.hpp"

namespace rfsat::test {

// Calls f(values) for every tuple of the cartesian product of `domains`
// (domains[i] = the candidates of position i), the last position varying
// fastest. An empty domain gives no tuple; no domains give one empty tuple.
template <class F>
void for_each_assignment(const std::vector<std::vector<int>>& domains, F f) {
  for (const auto& d : domains)
    if (d.empty()) return;
  std::vector<std::size_t> pick(domains.size(), 0);
  std::vector<int> values(domains.size());
  while (true) {
    for (std::size_t i = 0; i < domains.size(); ++i) values[i] = domains[i][pick[i]];
    f(static_cast<const std::vector<int>&>(values));
    std::size_t i = domains.size();
    while (i > 0 && ++pick[i - 1] == domains[i - 1].size()) pick[--i] = 0;
    if (i == 0) return;
  }
}

// Every assignment of `cells` over all symbols of p that check::find_violation
// accepts, as tuples in `cells` order. `cells` must be exactly the non-hole
// cells of p (each once); holes are set to -1.
inline std::set<std::vector<int>> accepted_assignments(const model::Puzzle& p,
                                                       const std::vector<int>& cells) {
  const model::Geometry& g = p.geometry;
  std::set<int> listed(cells.begin(), cells.end());
  if (listed.size() != cells.size() ||
      static_cast<int>(cells.size()) != g.active_count() + g.var_cells)
    throw std::invalid_argument("accepted_assignments: cells must be the non-hole cells");
  for (int cell : cells)
    if (cell < 0 || cell >= g.total_cells() || g.is_hole(cell))
      throw std::invalid_argument("accepted_assignments: cell outside the grid or a hole");

  std::vector<int> all_symbols;
  for (int s = 0; s < p.symbols.size(); ++s) all_symbols.push_back(s);
  const std::vector<std::vector<int>> domains(cells.size(), all_symbols);

  std::set<std::vector<int>> accepted;
  model::Assignment a(g.total_cells(), -1);
  for_each_assignment(domains, [&](const std::vector<int>& values) {
    for (std::size_t i = 0; i < cells.size(); ++i) a[cells[i]] = values[i];
    if (!check::find_violation(p, a)) accepted.insert(values);
  });
  return accepted;
}

// A rows x cols grid without holes or constraints whose symbols come from
// `values`: distinct glyphs in order of first appearance, multiplicity = how
// often the glyph occurs, calc = 1-based rank, capacity = values.size().
inline model::Puzzle tiny_puzzle(int rows, int cols, std::string values) {
  model::Puzzle p;
  p.geometry.rows = rows;
  p.geometry.cols = cols;
  p.geometry.hole.assign(static_cast<std::size_t>(rows) * cols, false);
  p.symbols.capacity = static_cast<int>(values.size());
  for (char glyph : values) {
    const int i = p.symbols.index_of(glyph);
    if (i >= 0) {
      ++p.symbols.symbols[i].multiplicity;
    } else {
      const int rank = p.symbols.size() + 1;
      p.symbols.symbols.push_back(model::Symbol{glyph, 1, rank});
    }
  }
  return p;
}

// The cells 0..n-1, in order (the non-hole cells of a tiny_puzzle of n cells).
inline std::vector<int> first_cells(int n) {
  std::vector<int> cells;
  for (int i = 0; i < n; ++i) cells.push_back(i);
  return cells;
}

}  // namespace rfsat::test
