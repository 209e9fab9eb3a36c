// Independent checkers of the §7 pair/triple rules (empty-false: a named cell
// holding the empty_value symbol makes them false), the pair bans of the
// negative rules and §8 (a pair with an empty cell is skipped, i.e. accepted),
// and the two ripple rules. Straight from rf-format.md §2, §7, §8 and the
// model structs in variant_kinds.hpp; no code shared with encodings/.
#include <algorithm>
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::abs128;
using detail::any_empty;
using detail::calc_at;
using detail::empty_at;
using detail::mod_floor;

namespace {

// |x - y| without overflow.
__int128 abs_diff(long long x, long long y) { return abs128(static_cast<__int128>(x) - y); }

// x == f * y, without overflow.
bool is_multiple(long long x, long long f, long long y) {
  return static_cast<__int128>(x) == static_cast<__int128>(f) * y;
}

// Does the pair hold an empty cell (pair bans skip it)?
bool pair_has_empty(const model::CellPair& pr, const Puzzle& p, const Assignment& a) {
  return empty_at(p, a, pr.first) || empty_at(p, a, pr.second);
}

// base^exp for exp >= 0, or nullopt-like `fits` = false when |result| > 1e15
// (then it cannot equal any calculation number, which is an int).
__int128 power(long long base, long long exp, bool& fits) {
  fits = true;
  if (base == 0) return exp == 0 ? 1 : 0;
  if (base == 1) return 1;
  if (base == -1) return exp % 2 == 0 ? 1 : -1;
  const __int128 cap = 1000000000000000;  // 1e15
  __int128 result = 1;
  for (long long i = 0; i < exp; ++i) {
    result *= base;  // |result| <= 1e15 * 2^31 before this check
    if (abs128(result) > cap) {
      fits = false;
      return 0;
    }
  }
  return result;
}

}  // namespace

// ---- §7 positive rules (empty-false) ----------------------------------------

// equal: same symbol.
bool evaluate(const model::Equal& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.a, c.b})) return false;
  return a[c.a] == a[c.b];
}

// mindiff: |n(a) - n(b)| >= d.
bool evaluate(const model::MinDiff& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.a, c.b})) return false;
  return abs_diff(calc_at(p, a, c.a), calc_at(p, a, c.b)) >= c.d;
}

// kropki_diff: |n(a) - n(b)| == d.
bool evaluate(const model::KropkiDiff& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.a, c.b})) return false;
  return abs_diff(calc_at(p, a, c.a), calc_at(p, a, c.b)) == c.d;
}

// kropki_factor: n(a) == f*n(b) or n(b) == f*n(a).
bool evaluate(const model::KropkiFactor& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.a, c.b})) return false;
  const long long x = calc_at(p, a, c.a), y = calc_at(p, a, c.b);
  return is_multiple(x, c.f, y) || is_multiple(y, c.f, x);
}

// kropki_any, the grey dot: the numbers are consecutive or one is twice the
// other.
bool evaluate(const model::KropkiAny& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.a, c.b})) return false;
  const long long x = calc_at(p, a, c.a), y = calc_at(p, a, c.b);
  return abs_diff(x, y) == 1 || is_multiple(x, 2, y) || is_multiple(y, 2, x);
}

// kropki_sum / kropki_sum2 / X / V: n(a) + n(b) == s.
bool evaluate(const model::KropkiSum& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.a, c.b})) return false;
  return calc_at(p, a, c.a) + calc_at(p, a, c.b) == c.s;
}

// circlediff: n(c0) == |n(c1) - n(c2)|.
bool evaluate(const model::CircleDiff& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.c0, c.c1, c.c2})) return false;
  return calc_at(p, a, c.c0) == abs_diff(calc_at(p, a, c.c1), calc_at(p, a, c.c2));
}

// circlepower: n(c0) == n(c1) ^ n(c2), the exponent n(c2) >= 0 (else false).
bool evaluate(const model::CirclePower& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.c0, c.c1, c.c2})) return false;
  const long long exponent = calc_at(p, a, c.c2);
  if (exponent < 0) return false;
  bool fits = true;
  const __int128 value = power(calc_at(p, a, c.c1), exponent, fits);
  return fits && value == calc_at(p, a, c.c0);
}

// greater: n(a) > n(b).
bool evaluate(const model::Greater& c, const Puzzle& p, const Assignment& a) {
  if (any_empty(p, a, {c.a, c.b})) return false;
  return calc_at(p, a, c.a) > calc_at(p, a, c.b);
}

// ---- pair bans (skip pairs with an empty cell) -------------------------------

// neq, different_adjacent, anti_*: the two cells hold different symbols; with
// `only_symbols`, only a repeat of a listed symbol is a violation.
bool evaluate(const model::DifferentPairs& c, const Puzzle& p, const Assignment& a) {
  const auto& only = c.only_symbols;
  for (const auto& pr : c.pairs) {
    if (pair_has_empty(pr, p, a) || a[pr.first] != a[pr.second]) continue;
    if (only.empty() || std::find(only.begin(), only.end(), a[pr.first]) != only.end())
      return false;
  }
  return true;
}

// nodiff, nodiff_adjacent, non_consecutive: |n(a) - n(b)| != d.
bool evaluate(const model::NoDiff& c, const Puzzle& p, const Assignment& a) {
  for (const auto& pr : c.pairs)
    if (!pair_has_empty(pr, p, a) &&
        abs_diff(calc_at(p, a, pr.first), calc_at(p, a, pr.second)) == c.d)
      return false;
  return true;
}

// no_kropki_sum: n(a) + n(b) is none of `sums`.
bool evaluate(const model::NoKropkiSum& c, const Puzzle& p, const Assignment& a) {
  for (const auto& pr : c.pairs) {
    if (pair_has_empty(pr, p, a)) continue;
    const long long sum = calc_at(p, a, pr.first) + calc_at(p, a, pr.second);
    if (std::find(c.sums.begin(), c.sums.end(), sum) != c.sums.end()) return false;
  }
  return true;
}

// no_kimo_sum: (n(a) + n(b)) mod m != r mod m.
bool evaluate(const model::NoKimoSum& c, const Puzzle& p, const Assignment& a) {
  for (const auto& pr : c.pairs) {
    if (pair_has_empty(pr, p, a)) continue;
    const long long sum = calc_at(p, a, pr.first) + calc_at(p, a, pr.second);
    if (mod_floor(sum, c.modulus) == mod_floor(c.remainder, c.modulus)) return false;
  }
  return true;
}

// no_modulo: n(a) mod m != n(b) mod m.
bool evaluate(const model::NoModulo& c, const Puzzle& p, const Assignment& a) {
  for (const auto& pr : c.pairs)
    if (!pair_has_empty(pr, p, a) && mod_floor(calc_at(p, a, pr.first), c.modulus) ==
                                         mod_floor(calc_at(p, a, pr.second), c.modulus))
      return false;
  return true;
}

// ---- ripples ----------------------------------------------------------------

// ripple_effect_distance on one line: equal n >= 1 at positions i < j needs
// j - i - 1 >= n other cells between them (n <= 0 and empty cells: no limit).
bool evaluate(const model::RippleEffectDistance& c, const Puzzle& p, const Assignment& a) {
  const auto& cells = c.cells;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (empty_at(p, a, cells[i])) continue;
    const long long n = calc_at(p, a, cells[i]);
    if (n <= 0) continue;
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if (!empty_at(p, a, cells[j]) && calc_at(p, a, cells[j]) == n &&
          static_cast<long long>(j - i - 1) < n)
        return false;
  }
  return true;
}

// ripple_cages: the k cells hold the calculation numbers 1..k, once each.
bool evaluate(const model::RippleCages& c, const Puzzle& p, const Assignment& a) {
  const long long k = static_cast<long long>(c.cells.size());
  std::vector<bool> seen(c.cells.size() + 1, false);
  for (int cell : c.cells) {
    const long long n = calc_at(p, a, cell);
    if (n < 1 || n > k || seen[n]) return false;
    seen[n] = true;
  }
  return true;
}

}  // namespace rfsat::check
