// The cells a model constraint names, whatever its fields are called: used by
// the backtracking counter (backtrack.hpp) to know when a rule can be checked,
// and by the random puzzle generator to print rules. Kinds without any of the
// fields below name no cell here (names_cells<Kind> is false).
//
//   std::vector<int> cells = rfsat::test::named_cells(thermo);
#pragma once

#include <vector>

namespace rfsat::test {

// Every cell a constraint kind names, whatever its fields are called (cell,
// a/b, c0/c1/c2, bulb, line, cells, pairs, above/below). Kinds without any of these
// fields are treated as naming every non-hole cell (see Search::add in
// backtrack_setup.cpp).
// (clang-format 14 breaks requires-expressions joined by ||.)
// clang-format off
template <class Kind>
constexpr bool names_cells = requires(const Kind& k) { k.cell; } ||
                             requires(const Kind& k) { k.a; k.b; } ||
                             requires(const Kind& k) { k.c0; k.c1; k.c2; } ||
                             requires(const Kind& k) { k.bulb; } ||
                             requires(const Kind& k) { k.line; } ||
                             requires(const Kind& k) { k.cells; } ||
                             requires(const Kind& k) { k.pairs; } ||
                             requires(const Kind& k) { k.above; k.below; };
// clang-format on

template <class Kind>
std::vector<int> named_cells(const Kind& k) {
  std::vector<int> cells;
  if constexpr (requires { k.cell; }) cells.push_back(k.cell);
  if constexpr (requires { k.a; k.b; }) cells.insert(cells.end(), {k.a, k.b});
  if constexpr (requires { k.c0; k.c1; k.c2; }) cells.insert(cells.end(), {k.c0, k.c1, k.c2});
  if constexpr (requires { k.bulb; }) cells.insert(cells.end(), k.bulb.begin(), k.bulb.end());
  if constexpr (requires { k.line; }) cells.insert(cells.end(), k.line.begin(), k.line.end());
  if constexpr (requires { k.cells; }) cells.insert(cells.end(), k.cells.begin(), k.cells.end());
  if constexpr (requires { k.pairs; })
    for (const auto& [x, y] : k.pairs) cells.insert(cells.end(), {x, y});
  if constexpr (requires { k.above; })
    for (int x : {k.above, k.below})
      if (x != -1) cells.push_back(x);
  return cells;
}

}  // namespace rfsat::test
