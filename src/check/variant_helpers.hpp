// Small helpers shared by the variant-rule checkers (variants_cages.cpp,
// variants_pairs.cpp, variants_lines.cpp) and nothing else: the calculation
// number in a cell, "does a cell hold the empty symbol", mathematical modulo.
// Deliberately independent of encodings/: the checkers are the oracle the
// encoders are tested against.
#pragma once

#include <cassert>
#include <vector>

#include "evaluate.hpp"

namespace rfsat::check::detail {

// n(cell): the calculation number of the symbol in `cell`.
inline long long calc_at(const Puzzle& p, const Assignment& a, int cell) {
  return p.symbols.calc(a[cell]);
}

// The calculation numbers of `cells`, in order.
inline std::vector<long long> numbers(const std::vector<int>& cells, const Puzzle& p,
                                      const Assignment& a) {
  std::vector<long long> out;
  for (int cell : cells) out.push_back(calc_at(p, a, cell));
  return out;
}

// Does `cell` hold the empty_value symbol?
inline bool empty_at(const Puzzle& p, const Assignment& a, int cell) {
  return p.symbols.is_empty(a[cell]);
}

// Does any of `cells` hold the empty_value symbol?
inline bool any_empty(const Puzzle& p, const Assignment& a, const std::vector<int>& cells) {
  for (int cell : cells)
    if (empty_at(p, a, cell)) return true;
  return false;
}

// Mathematical remainder of x modulo m, in [0, m). The semantic pass only lets
// moduli >= 1 through; should another one arrive anyway (release builds drop
// the assert), |m| is used and modulus 0 means "congruent = equal".
inline long long mod_floor(long long x, long long m) {
  assert(m >= 1 && "modulus must be >= 1");
  if (m < 0) m = -m;
  if (m == 0) return x;
  const long long r = x % m;
  return r < 0 ? r + m : r;
}

// The absolute value of a 128-bit integer.
inline __int128 abs128(__int128 x) { return x < 0 ? -x : x; }

}  // namespace rfsat::check::detail
