// A doppelganger puzzle as sema makes it, for the exhaustive instances
// (tests/encodings/instances_doppelganger.cpp, doppelganger_exhaustive_test.cpp)
// and the random differential maker (tests/e2e/random_doppelganger_rules.cpp).
#pragma once

#include <string>
#include <vector>

#include "brute_force.hpp"

namespace rfsat::test {

// An n x n grid of values 0..n (calculation numbers 0..n) with doppelganger
// over `boxes` (none, or n sets of n cells): its var cells are n*n..n*n+3n-1,
// as sema makes them.
inline model::Puzzle doppelganger_puzzle(int n, const std::vector<std::vector<int>>& boxes) {
  std::string values;
  for (int v = 0; v <= n; ++v) values += static_cast<char>('0' + v);
  model::Puzzle p = tiny_puzzle(n, n, values);
  for (int v = 0; v <= n; ++v) p.symbols.symbols[static_cast<std::size_t>(v)].calc = v;
  p.geometry.var_cells = 3 * n;
  model::Doppelganger d{n, {}, {}, {}};
  for (auto& row : p.geometry.row_lines()) d.houses.push_back(row);
  for (auto& col : p.geometry.column_lines()) d.houses.push_back(col);
  for (const auto& box : boxes) d.houses.push_back(box);
  for (int k = 0; k < 3 * n; ++k) d.missing.push_back(n * n + k);
  for (const auto& h : d.houses) d.cells.insert(d.cells.end(), h.begin(), h.end());
  d.cells.insert(d.cells.end(), d.missing.begin(), d.missing.end());
  p.constraints.push_back({std::move(d), {}});
  return p;
}

}  // namespace rfsat::test
