// Independent checker of doppelganger (global_kinds.hpp, docs/rf-language.md
// "Doppelganger"), from the rule text: the houses are the rows and the
// columns of the n x n grid (recomputed here) and the boxes (n sets of n
// cells that cut the grid); each house holds 0 and n - 1 different numbers
// of 1..n, its var cell the one it lacks; the houses of one kind lack
// different numbers; at a 0, its row's, column's and box's lacks differ.
// No code shared with encodings/.
#include <algorithm>
#include <set>
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::calc_at;

namespace {

// Do the kind's houses say rows, columns, then no boxes or n boxes cutting
// the grid, each of n cells?
bool houses_are_right(const model::Doppelganger& c, const model::Geometry& g) {
  const int n = c.n;
  const std::size_t un = static_cast<std::size_t>(n);
  if (g.rows != n || g.cols != n || (c.houses.size() != 2 * un && c.houses.size() != 3 * un) ||
      c.missing.size() != 3 * un)
    return false;
  std::vector<int> seen(un * un, 0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (c.houses[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] != i * n + j ||
          c.houses[un + static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] != j * n + i)
        return false;
    }
  for (std::size_t h = 2 * un; h < c.houses.size(); ++h) {
    if (c.houses[h].size() != un) return false;
    for (int x : c.houses[h])
      if (x < 0 || x >= n * n || seen[static_cast<std::size_t>(x)]++) return false;
  }
  for (int m : c.missing)
    if (m < g.cell_count()) return false;
  return std::set<int>(c.missing.begin(), c.missing.end()).size() == c.missing.size();
}

// The number house `cells` lacks from 1..n, or -1 if it does not hold 0 and
// n - 1 different numbers of 1..n.
long long lacked(const std::vector<int>& cells, int n, const Puzzle& p, const Assignment& a) {
  std::vector<bool> has(static_cast<std::size_t>(n) + 1, false);
  for (int x : cells) {
    const long long v = calc_at(p, a, x);
    if (v < 0 || v > n || has[static_cast<std::size_t>(v)]) return -1;
    has[static_cast<std::size_t>(v)] = true;
  }
  if (!has[0]) return -1;
  for (int d = 1; d <= n; ++d)
    if (!has[static_cast<std::size_t>(d)]) return d;
  return -1;
}

}  // namespace

bool evaluate(const model::Doppelganger& c, const Puzzle& p, const Assignment& a) {
  if (!houses_are_right(c, p.geometry)) return false;
  const int n = c.n;
  const std::size_t un = static_cast<std::size_t>(n);
  std::vector<long long> lack(3 * un, 0);  // no boxes: theirs "lack" 0
  for (std::size_t h = 0; h < c.houses.size(); ++h) {
    lack[h] = lacked(c.houses[h], n, p, a);
    if (lack[h] < 0) return false;
  }
  for (std::size_t h = 0; h < 3 * un; ++h)
    if (calc_at(p, a, c.missing[h]) != lack[h]) return false;
  for (std::size_t kind = 0; kind * un < c.houses.size(); ++kind) {
    const auto first = lack.begin() + static_cast<std::ptrdiff_t>(kind * un);
    if (std::set<long long>(first, first + n).size() != un) return false;
  }
  std::vector<long long> box_lack(un * un, -1);
  for (std::size_t h = 2 * un; h < c.houses.size(); ++h)
    for (int x : c.houses[h]) box_lack[static_cast<std::size_t>(x)] = lack[h];
  for (int r = 0; r < n; ++r)
    for (int col = 0; col < n; ++col) {
      const int x = r * n + col;
      if (calc_at(p, a, x) != 0) continue;
      const long long row = lack[static_cast<std::size_t>(r)],
                      column = lack[un + static_cast<std::size_t>(col)],
                      box = box_lack[static_cast<std::size_t>(x)];
      if (row == column || (box >= 0 && (box == row || box == column))) return false;
    }
  return true;
}

}  // namespace rfsat::check
