// Random variant rules (spec §6-§9) for the differential tests: one maker per
// kind, each given the puzzle, random cells and maybe a reference solution
// `ref`. With ref, a maker reads its numbers off ref (a cage's total, a
// thermometer's order, a dot's difference), so that ref keeps satisfying the
// puzzle, and skips the rule when ref admits none; without ref, the numbers
// are random and the puzzle is often unsatisfiable. Cells are arbitrary
// non-hole cells, not lines or neighbours: the encoders must not care. A
// killer row cuts one row into sum cages, for the innie/outie equations.
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <functional>

#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

using namespace rfsat::model;
bool symbols_differ(Ref ref, const std::vector<int>& cs) {
  for (std::size_t i = 0; i < cs.size(); ++i)
    for (std::size_t j = i + 1; j < cs.size(); ++j)
      if ((*ref)[cs[i]] == (*ref)[cs[j]]) return false;
  return true;
}

// v modulo m in 0..m-1, also for negative v.
long long mod(long long v, long long m) { return ((v % m) + m) % m; }

long long total(const Puzzle& p, Ref ref, const std::vector<int>& cs) {
  long long s = 0;
  for (int c : cs) s += n(p, ref, c);
  return s;
}

// Distinct flag: planted only when ref repeats no symbol.
bool distinct(Rng& rng, Ref ref, const std::vector<int>& cs) {
  return chance(rng, 0.6) && (!ref || symbols_differ(ref, cs));
}

void cage_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 1, 4);
  const bool d = distinct(rng, ref, cs);
  switch (uniform(rng, 0, 3)) {
    case 0:
      add(p, Sum{ref ? total(p, ref, cs) : uniform(rng, -2, 12), cs, d});
      return;
    case 1: {
      long long prod = 1;
      for (int c : cs) prod *= ref ? n(p, ref, c) : 1;
      add(p, Product{ref ? prod : uniform(rng, -4, 24), cs, d});
      return;
    }
    case 2: {
      if (cs.size() < 2) return;
      const long long t = ref ? 2 * n(p, ref, cs[0]) - total(p, ref, cs) : uniform(rng, -3, 5);
      std::shuffle(cs.begin(), cs.end(), rng);
      add(p, Diff{t, cs, d});
      return;
    }
    default: {
      if (cs.size() < 2) return;
      long long rest = 1;
      for (std::size_t i = 1; i < cs.size(); ++i) rest *= ref ? n(p, ref, cs[i]) : 1;
      if (ref && (rest == 0 || n(p, ref, cs[0]) % rest != 0)) return;
      const long long t = ref ? n(p, ref, cs[0]) / rest : uniform(rng, -2, 4);
      std::shuffle(cs.begin(), cs.end(), rng);
      add(p, Ratio{t, cs, d});
    }
  }
}

void remainder_rule(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = some_cells(rng, p, 1, 3);
  const long long m = uniform(rng, 2, 4);
  if (chance(rng, 0.5)) {
    add(p, KimoSum{ref ? total(p, ref, cs) : uniform(rng, -1, 3), m, cs});
    return;
  }
  if (ref)
    for (int c : cs)
      if (mod(n(p, ref, c), m) != mod(n(p, ref, cs[0]), m)) return;
  add(p, Modulo{m, cs});
}

void thermo_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 4);
  bool strict = chance(rng, 0.7);
  if (ref) {
    std::stable_sort(cs.begin(), cs.end(),
                     [&](int a, int b) { return n(p, ref, a) < n(p, ref, b); });
    for (std::size_t i = 1; i < cs.size(); ++i) strict &= n(p, ref, cs[i - 1]) < n(p, ref, cs[i]);
  }
  add(p, Thermo{cs, strict});
}

// A bulb of one or two cells (a pill reads them as one decimal number).
void arrow_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 5);
  const std::size_t bulb_size = cs.size() >= 3 && chance(rng, 0.2) ? 2 : 1;
  std::vector<int> bulb(cs.begin(), cs.begin() + bulb_size), line(cs.begin() + bulb_size, cs.end());
  if (ref) {  // look for a bulb cell that holds the line's total
    if (bulb_size == 2) return;
    const long long t = total(p, ref, line);
    bulb.clear();
    for (int c : active_cells(p))
      if (n(p, ref, c) == t && std::find(line.begin(), line.end(), c) == line.end()) bulb = {c};
    if (bulb.empty()) return;
  }
  add(p, Arrow{bulb, line});
}

// Palindrome, whisper, ripple line, sandwich and renban-free lines.
void line_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 2, 5);
  switch (uniform(rng, 0, 3)) {
    case 0: {  // palindrome: planted as a pair of equal cells around a middle
      if (ref) {
        const std::vector<int> all = active_cells(p);
        std::vector<int> twin;
        for (int c : all)
          if (c != cs[0] && n(p, ref, c) == n(p, ref, cs[0])) twin.push_back(c);
        if (twin.empty()) return;
        const int b = pick(rng, twin);
        cs = {cs[0]};
        for (int c : all)
          if (c != cs[0] && c != b && cs.size() < 2 && chance(rng, 0.5)) cs.push_back(c);
        cs.push_back(b);
      }
      add(p, Palindrome{cs});
      return;
    }
    case 1: {
      long long d = uniform(rng, 1, 3);
      if (ref) {
        d = 1'000;
        for (std::size_t i = 1; i < cs.size(); ++i)
          d = std::min(d, std::llabs(n(p, ref, cs[i]) - n(p, ref, cs[i - 1])));
        if (d < 1) return;
      }
      add(p, Whisper{d, cs});
      return;
    }
    case 2: {  // ripple: equal numbers at positions i < j need j - i - 1 >= n
      if (ref)
        for (std::size_t i = 0; i < cs.size(); ++i)
          for (std::size_t j = i + 1; j < cs.size(); ++j) {
            const long long v = n(p, ref, cs[i]);
            if (v == n(p, ref, cs[j]) && v > 0 && static_cast<long long>(j - i - 1) < v) return;
          }
      add(p, RippleEffectDistance{cs});
      return;
    }
    default: {  // sandwich: exactly one smallest and one largest of `values`,
                // or of two given crust numbers (sandwich_crusts)
      long long t = uniform(rng, 0, 8);
      long long lo = p.symbols.calc(0), hi = lo;
      for (const Symbol& s : p.symbols.symbols)
        lo = std::min<long long>(lo, s.calc), hi = std::max<long long>(hi, s.calc);
      const int k = p.symbols.size();
      const bool given = k >= 2 && uniform(rng, 0, 2) == 0;
      if (given) {
        const int a = static_cast<int>(uniform(rng, 0, k - 1));
        const int b = static_cast<int>((a + uniform(rng, 1, k - 1)) % k);
        lo = p.symbols.calc(a), hi = p.symbols.calc(b);
        if (lo == hi) return;
      }
      if (ref) {
        std::vector<std::size_t> los, his;
        for (std::size_t i = 0; i < cs.size(); ++i) {
          if (n(p, ref, cs[i]) == lo) los.push_back(i);
          if (n(p, ref, cs[i]) == hi) his.push_back(i);
        }
        if (los.size() != 1 || his.size() != 1 || lo == hi) return;
        t = 0;
        for (std::size_t i = std::min(los[0], his[0]) + 1; i < std::max(los[0], his[0]); ++i)
          t += n(p, ref, cs[i]);
      }
      add(p, Sandwich{t, cs, given, given ? lo : 0, given ? hi : 0});
    }
  }
}

// Dots and pair rules of §7 on two different cells.
void pair_rule(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = some_cells(rng, p, 2, 2);
  if (cs.size() < 2) return;
  int a = cs[0], b = cs[1];
  const long long na = ref ? n(p, ref, a) : 0, nb = ref ? n(p, ref, b) : 0;
  switch (uniform(rng, 0, 6)) {
    case 0:
      if (ref && (*ref)[a] != (*ref)[b]) return;
      add(p, Equal{a, b});
      return;
    case 1:
      add(p,
          MinDiff{ref ? uniform(rng, 0, static_cast<int>(std::llabs(na - nb))) : uniform(rng, 0, 3),
                  a, b});
      return;
    case 2:
      add(p, KropkiDiff{ref ? std::llabs(na - nb) : uniform(rng, 0, 3), a, b});
      return;
    case 3: {
      long long f = uniform(rng, 1, 3);
      if (ref) {
        f = 0;
        for (long long g : {2, 3, 1, -1})
          if (!f && (na == g * nb || nb == g * na)) f = g;
        if (!f) return;
      }
      add(p, KropkiFactor{f, a, b});
      return;
    }
    case 4:
      add(p, KropkiSum{ref ? na + nb : uniform(rng, 1, 8), a, b});
      return;
    case 5:
      if (ref && std::llabs(na - nb) != 1 && na != 2 * nb && nb != 2 * na) return;
      add(p, KropkiAny{a, b});
      return;
    default:
      if (ref && na == nb) return;
      if (ref && na < nb) std::swap(a, b);
      add(p, Greater{a, b});
  }
}

// circlediff n(c0) == |n(c1) - n(c2)|, circlepower n(c0) == n(c1)^n(c2).
void triple_rule(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = some_cells(rng, p, 3, 3);
  if (cs.size() < 3) return;
  const bool power = chance(rng, 0.4);
  auto value = [&](long long base, long long e) {
    long long v = 1;
    for (long long i = 0; i < e && std::llabs(v) < 1'000'000; ++i) v *= base;
    return e < 0 ? LLONG_MIN : v;
  };
  if (ref) {
    const long long want = power ? value(n(p, ref, cs[1]), n(p, ref, cs[2]))
                                 : std::llabs(n(p, ref, cs[1]) - n(p, ref, cs[2]));
    if (n(p, ref, cs[0]) != want) return;
  }
  if (power)
    add(p, CirclePower{cs[0], cs[1], cs[2]});
  else
    add(p, CircleDiff{cs[0], cs[1], cs[2]});
}

// Pair bans (negative rules, §8 whole-grid rules) over 1..4 random pairs;
// with ref, the pairs ref breaks are left out.
void ban_rule(Rng& rng, Puzzle& p, Ref ref) {
  const int kind = uniform(rng, 0, 4);
  const long long d = uniform(rng, 1, 2), m = uniform(rng, 2, 3), r = uniform(rng, 0, 2);
  const std::vector<long long> sums = {uniform(rng, 2, 6), uniform(rng, 3, 9)};
  std::vector<int> only;
  if (kind == 0 && chance(rng, 0.3)) only = {uniform(rng, 0, p.symbols.size() - 1)};
  auto banned = [&](int a, int b) {  // does ref break the pair?
    if (!ref || p.symbols.is_empty((*ref)[a]) || p.symbols.is_empty((*ref)[b])) return false;
    const long long x = n(p, ref, a), y = n(p, ref, b);
    switch (kind) {
      case 0:
        return (*ref)[a] == (*ref)[b] &&
               (only.empty() || std::find(only.begin(), only.end(), (*ref)[a]) != only.end());
      case 1:
        return std::llabs(x - y) == d;
      case 2:
        return std::find(sums.begin(), sums.end(), x + y) != sums.end();
      case 3:
        return mod(x + y, m) == mod(r, m);
      default:
        return mod(x, m) == mod(y, m);
    }
  };
  std::vector<CellPair> pairs;
  for (int i = uniform(rng, 1, 4); i > 0; --i) {
    const std::vector<int> cs = some_cells(rng, p, 2, 2);
    if (cs.size() == 2 && !banned(cs[0], cs[1])) pairs.emplace_back(cs[0], cs[1]);
  }
  if (pairs.empty()) return;
  switch (kind) {
    case 0:
      add(p, DifferentPairs{pairs, only});
      return;
    case 1:
      add(p, NoDiff{d, pairs});
      return;
    case 2:
      add(p, NoKropkiSum{sums, pairs});
      return;
    case 3:
      add(p, NoKimoSum{r, m, pairs});
      return;
    default:
      add(p, NoModulo{m, pairs});
  }
}

// wheel (ref's four symbols, rotated) and ripple cage (1..k once each).
void wheel_or_ripple_cage(Rng& rng, Puzzle& p, Ref ref) {
  if (chance(rng, 0.5)) {
    const std::vector<int> cs = some_cells(rng, p, 4, 4);
    if (cs.size() < 4) return;
    Wheel w;
    const int turn = uniform(rng, 0, 3);
    for (int i = 0; i < 4; ++i) {
      w.cells[i] = cs[i];
      w.symbols[(i + turn) % 4] = ref ? (*ref)[cs[i]] : uniform(rng, 0, p.symbols.size() - 1);
    }
    add(p, w);
    return;
  }
  const std::vector<int> cs = some_cells(rng, p, 1, 3);
  if (ref) {
    std::vector<long long> got;
    for (int c : cs) got.push_back(n(p, ref, c));
    std::sort(got.begin(), got.end());
    for (std::size_t i = 0; i < got.size(); ++i)
      if (got[i] != static_cast<long long>(i + 1)) return;
  }
  add(p, RippleCages{cs});
}

// One row cut into sum cages of 1..3 cells, maybe leaving one cell out, so
// that a group on the row yields innie/outie equations (sum/derived.hpp).
void killer_row(Rng& rng, Puzzle& p, Ref ref) {
  const int row = uniform(rng, 0, p.geometry.rows - 1);
  const int skip = chance(rng, 0.5) ? uniform(rng, 0, p.geometry.cols - 1) : -1;
  std::vector<int> cage;
  auto close = [&] {
    if (!cage.empty())
      add(p, Sum{ref ? total(p, ref, cage) : uniform(rng, 1, 9), cage,
                 !ref || symbols_differ(ref, cage)});
    cage.clear();
  };
  const int size = uniform(rng, 1, 3);
  for (int col = 0; col < p.geometry.cols; ++col) {
    const int c = p.geometry.cell_at(row, col);
    if (col == skip || p.geometry.is_hole(c)) continue;
    cage.push_back(c);
    if (static_cast<int>(cage.size()) == size) close();
  }
  close();
}

}  // namespace

void random_variant_rules(Rng& rng, Puzzle& p, const Assignment* ref) {
  using Maker = std::function<void(Rng&, Puzzle&, Ref)>;
  static const std::vector<Maker> makers = {
      cage_rule,           remainder_rule,  thermo_rule,
      arrow_rule,          line_rule,       pair_rule,
      triple_rule,         ban_rule,        wheel_or_ripple_cage,
      outside_clue_rule,   random_set_rule, modern_line_rule,
      automaton_line_rule, or_rule,         relation_rule};
  if (chance(rng, 0.3)) killer_row(rng, p, ref);
  for (int i = uniform(rng, 1, 4); i > 0; --i) pick(rng, makers)(rng, p, ref);
}

}  // namespace rfsat::test::random
