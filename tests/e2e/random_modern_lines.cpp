// Random modern line rules (issue 27, line_kinds.hpp) for the differential
// tests: between, lockout, region-sum, zipper and nabner lines and double
// arrows over random cells (not neighbours: the encoders must not care),
// sometimes revisiting a cell. With a reference solution `ref` each is
// planted on it (the ends chosen as ref's extremes, interior cells that break
// the rule dropped, region-sum lines cut where ref's runs add up, zipper
// pairs and arrow ends searched for the right total, nabner cells chosen far
// apart, entropic, modular and parity lines grown from cells that fit) or left
// out when ref admits none; without ref the numbers are
// random and the puzzle is often unsatisfiable.
#include <algorithm>
#include <cstdlib>
#include <functional>

#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

using namespace rfsat::model;
// Maybe revisits an interior cell: cells[1] again before the last cell.
void maybe_revisit(Rng& rng, std::vector<int>& cs) {
  if (cs.size() >= 4 && chance(rng, 0.25)) cs.insert(cs.end() - 1, cs[1]);
}

// The interior of a two-ended line (ref's extremes as ends when planting).
void between_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 5);
  if (cs.size() < 2) return;
  if (ref) {
    auto by_value = [&](int a, int b) { return n(p, ref, a) < n(p, ref, b); };
    std::sort(cs.begin(), cs.end(), by_value);
    const long long lo = n(p, ref, cs.front()), hi = n(p, ref, cs.back());
    std::vector<int> line = {cs.front()};
    for (std::size_t i = 1; i + 1 < cs.size(); ++i)
      if (lo < n(p, ref, cs[i]) && n(p, ref, cs[i]) < hi) line.push_back(cs[i]);
    line.push_back(cs.back());
    std::shuffle(line.begin() + 1, line.end() - 1, rng);
    if (chance(rng, 0.5)) std::reverse(line.begin(), line.end());
    cs = line;
  }
  maybe_revisit(rng, cs);
  add(p, BetweenLine{cs});
}

void lockout_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 5);
  if (cs.size() < 2) return;
  long long d = uniform(rng, 0, 3);
  if (ref) {
    const long long a = n(p, ref, cs.front()), b = n(p, ref, cs.back());
    if (a == b) return;
    const long long lo = std::min(a, b), hi = std::max(a, b);
    d = uniform(rng, 0, static_cast<int>(std::min<long long>(hi - lo, 6)));
    std::vector<int> line = {cs.front()};
    for (std::size_t i = 1; i + 1 < cs.size(); ++i)
      if (n(p, ref, cs[i]) < lo || n(p, ref, cs[i]) > hi) line.push_back(cs[i]);
    line.push_back(cs.back());
    cs = line;
  }
  maybe_revisit(rng, cs);
  add(p, LockoutLine{d, cs});
}

// Random regions: every active cell in one of 1..3 regions (some in none).
std::vector<std::vector<int>> random_regions(Rng& rng, const Puzzle& p) {
  std::vector<std::vector<int>> regions(uniform(rng, 1, 3));
  for (int c : active_cells(p))
    if (!chance(rng, 0.1))
      regions[uniform(rng, 0, static_cast<int>(regions.size()) - 1)].push_back(c);
  return regions;
}

// The index of the first region holding c, or -1.
int region_of(const std::vector<std::vector<int>>& regions, int c) {
  for (std::size_t i = 0; i < regions.size(); ++i)
    if (std::find(regions[i].begin(), regions[i].end(), c) != regions[i].end())
      return static_cast<int>(i);
  return -1;
}

// Do the runs of a line under `regions` have equal sums in ref?
bool equal_runs(const Puzzle& p, Ref ref, const std::vector<int>& cs,
                const std::vector<std::vector<int>>& regions) {
  std::vector<long long> sums;
  int last = -2;
  for (int c : cs) {
    const int r = region_of(regions, c);
    if (r != last) sums.push_back(0);
    last = r;
    sums.back() += n(p, ref, c);
  }
  return std::count(sums.begin(), sums.end(), sums.front()) == static_cast<long>(sums.size());
}

// With ref: the random line if its runs add up, else a cell and a cell of
// another region holding the same number.
void region_sum_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 5);
  if (cs.size() < 2) return;
  if (chance(rng, 0.2)) cs.push_back(cs[0]);
  const std::vector<std::vector<int>> regions = random_regions(rng, p);
  if (ref && !equal_runs(p, ref, cs, regions)) {
    std::vector<int> twins;
    for (int c : active_cells(p))
      if (n(p, ref, c) == n(p, ref, cs[0]) && region_of(regions, c) != region_of(regions, cs[0]))
        twins.push_back(c);
    if (twins.empty()) return;
    cs = {cs[0], pick(rng, twins)};
  }
  add(p, RegionSumLine{cs, regions});
}

// A random cell other than `not_this` holding `want` in ref, or -1.
int cell_holding(Rng& rng, const Puzzle& p, Ref ref, long long want, int not_this) {
  std::vector<int> found;
  for (int c : active_cells(p))
    if (c != not_this && n(p, ref, c) == want) found.push_back(c);
  return found.empty() ? -1 : pick(rng, found);
}

// With ref: pairs of cells adding up to the centre's number (odd lines) or
// to the first pair's total.
void zipper_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 5);
  if (cs.size() < 2) return;
  if (ref) {
    const bool odd = cs.size() % 2 == 1;
    const std::size_t pairs = cs.size() / 2;
    std::vector<int> left, right;
    long long total = odd ? n(p, ref, cs.back()) : n(p, ref, cs[0]) + n(p, ref, cs[1]);
    for (std::size_t i = 0; i < pairs; ++i) {
      const int x = cs[i];
      const int y = odd || i > 0 ? cell_holding(rng, p, ref, total - n(p, ref, x), x) : cs[1];
      if (y >= 0) left.push_back(x), right.push_back(y);
    }
    if (left.empty()) return;
    std::vector<int> line = left;
    if (odd) line.push_back(cs.back());
    line.insert(line.end(), right.rbegin(), right.rend());
    cs = line;
  }
  add(p, ZipperLine{cs});
}

// With ref: cells whose numbers differ by 2 or more, picked greedily.
void nabner_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 4);
  if (ref) {
    std::vector<int> kept;
    for (int c : cs) {
      bool far = true;
      for (int k : kept) far = far && std::llabs(n(p, ref, c) - n(p, ref, k)) >= 2;
      if (far) kept.push_back(c);
    }
    cs = kept;
  }
  if (cs.size() < 2) return;
  if (chance(rng, 0.2)) cs.push_back(cs[0]);
  add(p, NabnerLine{cs});
}

// With ref: an interior, then two ends adding up to its total.
void double_arrow_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 3, 5);
  if (cs.size() < 3) return;
  maybe_revisit(rng, cs);
  if (ref) {
    long long total = 0;
    for (std::size_t i = 1; i + 1 < cs.size(); ++i) total += n(p, ref, cs[i]);
    const int last = cell_holding(rng, p, ref, total - n(p, ref, cs[0]), cs[0]);
    if (last < 0) return;
    cs.back() = last;
    if (cs[cs.size() - 2] == last) return;
  }
  add(p, DoubleArrow{cs});
}

// A line of 2..6 cells whose classes (class_of a number, -1: none) differ
// within every `window` consecutive positions. With ref: grown greedily
// from random cells, keeping those that fit ref; without ref: random cells.
std::vector<int> class_line(Rng& rng, const Puzzle& p, Ref ref, long long window,
                            const std::function<long long(const Puzzle&, int)>& class_of) {
  std::vector<int> cs = some_cells(rng, p, 2, 6);
  if (!ref) return cs;
  std::vector<int> line;
  for (int c : cs) {
    const long long k = class_of(p, (*ref)[c]);
    bool fits = k >= 0;
    for (std::size_t back = 1;
         fits && back < static_cast<std::size_t>(window) && back <= line.size(); ++back)
      fits = class_of(p, (*ref)[line[line.size() - back]]) != k;
    if (fits) line.push_back(c);
  }
  return line;
}

void entropic_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<long long> numbers;
  for (int s = 0; s < p.symbols.size(); ++s)
    if (!p.symbols.is_empty(s)) numbers.push_back(p.symbols.calc(s));
  std::sort(numbers.begin(), numbers.end());
  numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  auto third = [&](const Puzzle& q, int s) -> long long {
    if (q.symbols.is_empty(s)) return -1;
    const auto rank =
        std::lower_bound(numbers.begin(), numbers.end(), q.symbols.calc(s)) - numbers.begin();
    return 3 * rank / static_cast<long long>(numbers.size());
  };
  std::vector<int> cs = class_line(rng, p, ref, 3, third);
  if (cs.size() >= 2) add(p, EntropicLine{cs});
}

void modular_rule(Rng& rng, Puzzle& p, Ref ref) {
  const long long m = uniform(rng, 2, 4);
  auto residue = [m](const Puzzle& q, int s) { return ((q.symbols.calc(s) % m) + m) % m; };
  std::vector<int> cs = class_line(rng, p, ref, m, residue);
  if (cs.size() >= 2) add(p, ModularLine{m, cs});
}

void parity_rule(Rng& rng, Puzzle& p, Ref ref) {
  auto parity = [](const Puzzle& q, int s) { return ((q.symbols.calc(s) % 2) + 2) % 2; };
  std::vector<int> cs = class_line(rng, p, ref, 2, parity);
  if (cs.size() >= 2) add(p, ParityLine{cs});
}

}  // namespace

void modern_line_rule(Rng& rng, Puzzle& p, const Assignment* ref) {
  switch (uniform(rng, 0, 8)) {
    case 0:
      return between_rule(rng, p, ref);
    case 1:
      return lockout_rule(rng, p, ref);
    case 2:
      return region_sum_rule(rng, p, ref);
    case 3:
      return zipper_rule(rng, p, ref);
    case 4:
      return nabner_rule(rng, p, ref);
    case 5:
      return double_arrow_rule(rng, p, ref);
    case 6:
      return entropic_rule(rng, p, ref);
    case 7:
      return modular_rule(rng, p, ref);
    default:
      return parity_rule(rng, p, ref);
  }
}

}  // namespace rfsat::test::random
