// Independent checkers of the cage and set rules (issue 27; the model
// structs in set_kinds.hpp): cage, rellik_cage, equality_cage, equal_sum,
// contain_at_least / contain_exact, quadruple, look_and_say,
// count_distinct, clone, same_values and counting_circles. Plain loops
// straight from the rule text, sharing no code with encodings/. Numbers are
// calculation numbers; the empty symbol's is 0.
#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::calc_at;
using detail::numbers;

namespace {

bool symbols_differ(const std::vector<int>& cells, const Assignment& a) {
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if (a[cells[i]] == a[cells[j]]) return false;
  return true;
}

// How many of `cells` hold the number v.
long long holding(const std::vector<int>& cells, long long v, const Puzzle& p,
                  const Assignment& a) {
  long long n = 0;
  for (int cell : cells)
    if (calc_at(p, a, cell) == v) ++n;
  return n;
}

// Every listed number, m times listed, held by at least (exactly) m cells.
bool contains_values(const std::vector<long long>& values, const std::vector<int>& cells,
                     bool exact, const Puzzle& p, const Assignment& a) {
  for (long long v : values) {
    const long long listed = std::count(values.begin(), values.end(), v);
    const long long held = holding(cells, v, p, a);
    if (held < listed || (exact && held != listed)) return false;
  }
  return true;
}

}  // namespace

// Pairwise different symbols.
bool evaluate(const model::Cage& c, const Puzzle&, const Assignment& a) {
  return symbols_differ(c.cells, a);
}

// Pairwise different symbols; the sums of the non-empty subsets of the
// cells, built up cell by cell, never include the target.
bool evaluate(const model::RellikCage& c, const Puzzle& p, const Assignment& a) {
  if (!symbols_differ(c.cells, a)) return false;
  std::set<long long> sums;  // of the non-empty subsets of the cells seen so far
  for (int cell : c.cells) {
    const long long v = calc_at(p, a, cell);
    std::set<long long> next = sums;
    next.insert(v);
    for (long long s : sums) next.insert(s + v);
    sums.swap(next);
  }
  return !sums.count(c.target);
}

// Pairwise different symbols; as many even numbers as odd; the distinct
// numbers of the symbol table, sorted: the lower half low, the upper half
// high, the middle one (odd count) in no cell; as many low as high.
bool evaluate(const model::EqualityCage& c, const Puzzle& p, const Assignment& a) {
  if (!symbols_differ(c.cells, a)) return false;
  std::vector<long long> all;
  for (const model::Symbol& s : p.symbols.symbols) all.push_back(s.calc);
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  const std::size_t half = all.size() / 2;
  int even = 0, odd = 0, low = 0, high = 0;
  for (int cell : c.cells) {
    const long long v = calc_at(p, a, cell);
    const std::size_t rank = std::find(all.begin(), all.end(), v) - all.begin();
    (v % 2 == 0 ? even : odd) += 1;
    if (rank < half)
      ++low;
    else if (rank >= all.size() - half)
      ++high;
    else
      return false;  // the middle number
  }
  return even == odd && low == high;
}

// Every segment has the sum of the first.
bool evaluate(const model::EqualSum& c, const Puzzle& p, const Assignment& a) {
  std::vector<long long> sums;
  std::size_t at = 0;
  for (int len : c.lengths) {
    long long s = 0;
    for (int i = 0; i < len; ++i) s += calc_at(p, a, c.cells[at + i]);
    sums.push_back(s);
    at += len;
  }
  for (long long s : sums)
    if (s != sums.front()) return false;
  return true;
}

bool evaluate(const model::ContainAtLeast& c, const Puzzle& p, const Assignment& a) {
  return contains_values(c.values, c.cells, c.exact, p, a);
}

// The four cells are the 2x2 block of rows r, r+1 and columns k, k+1 of a
// rectangular grid (any order), and hold the listed numbers at least.
bool evaluate(const model::Quadruple& c, const Puzzle& p, const Assignment& a) {
  const model::Geometry& g = p.geometry;
  if (g.is_hexagon() || c.cells.size() != 4) return false;
  int r = g.rows, k = g.cols;
  for (int cell : c.cells) r = std::min(r, g.row_of(cell)), k = std::min(k, g.col_of(cell));
  std::set<std::pair<int, int>> block;
  for (int cell : c.cells) block.insert({g.row_of(cell) - r, g.col_of(cell) - k});
  const std::set<std::pair<int, int>> square = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
  return block == square && contains_values(c.values, c.cells, false, p, a);
}

// Each (count, value): exactly `count` cells hold `value`.
bool evaluate(const model::LookAndSay& c, const Puzzle& p, const Assignment& a) {
  for (const auto& [count, value] : c.counts)
    if (holding(c.cells, value, p, a) != count) return false;
  return true;
}

// n(first cell) == the number of distinct numbers in the other cells.
bool evaluate(const model::CountDistinct& c, const Puzzle& p, const Assignment& a) {
  if (c.cells.empty()) return true;
  std::set<long long> distinct;
  for (std::size_t i = 1; i < c.cells.size(); ++i) distinct.insert(calc_at(p, a, c.cells[i]));
  return calc_at(p, a, c.cells[0]) == static_cast<long long>(distinct.size());
}

bool evaluate(const model::Clone& c, const Puzzle& p, const Assignment& a) {
  for (const auto& [x, y] : c.pairs)
    if (calc_at(p, a, x) != calc_at(p, a, y)) return false;
  return true;
}

// The sets, as sorted lists of numbers, are all equal.
bool evaluate(const model::SameValues& c, const Puzzle& p, const Assignment& a) {
  if (c.size <= 0) return true;
  std::vector<std::vector<long long>> sets;
  for (std::size_t at = 0; at < c.cells.size(); at += c.size) {
    std::vector<int> cells(c.cells.begin() + at, c.cells.begin() + at + c.size);
    std::vector<long long> ns = numbers(cells, p, a);
    std::sort(ns.begin(), ns.end());
    sets.push_back(ns);
  }
  for (const auto& s : sets)
    if (s != sets.front()) return false;
  return true;
}

// Every number held by some cell is held by exactly that many cells.
bool evaluate(const model::CountingCircles& c, const Puzzle& p, const Assignment& a) {
  std::map<long long, long long> held;
  for (int cell : c.cells) ++held[calc_at(p, a, cell)];
  for (const auto& [v, n] : held)
    if (n != v) return false;
  return true;
}

}  // namespace rfsat::check
