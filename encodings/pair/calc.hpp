// Arithmetic on calculation numbers shared by the pair and triple encoders
// (constraints/kropki_*.cpp, mindiff, circle*, greater, the pair bans), and
// their shorthands over pair/relation.hpp: require_calc for a positive pair
// relation, require_calc3 for a triple, ban_calc for a negative one.
//
//   pair::require_calc(ctx, a, b, [](long long x, long long y) { return x > y; });
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "pair/relation.hpp"

namespace rfsat::enc::pair {

// Two calculation numbers are at most ~2^31 apart: long long is exact.
inline long long distance(long long x, long long y) { return x > y ? x - y : y - x; }

// x == f * y, exactly (no overflow: |f| is checked against the operands).
inline bool times(long long x, long long f, long long y) {
  return static_cast<__int128>(f) * y == static_cast<__int128>(x);
}

// Mathematical remainder in [0, |m|); m == 0 (never from the semantic pass,
// moduli >= 1) leaves x.
inline long long mod_floor(long long x, long long m) {
  if (m < 0) m = -m;
  if (m == 0) return x;
  const long long r = x % m;
  return r < 0 ? r + m : r;
}

// base^exp for exp >= 0 while |result| fits an int; nullopt beyond (such a
// power equals no calculation number). 0^0 == 1.
inline std::optional<long long> power(long long base, long long exp) {
  if (exp < 0) return std::nullopt;
  if (base == 0) return exp == 0 ? 1 : 0;
  if (base == 1) return 1;
  if (base == -1) return exp % 2 == 0 ? 1 : -1;
  long long result = 1;
  for (long long i = 0; i < exp; ++i) {
    result *= base;  // |base|, |result| <= 2^31 before: the product fits
    if (result > (1LL << 31) || result < -(1LL << 31)) return std::nullopt;
  }
  return result;
}

// test(n(a), n(b)) holds (empty-false).
inline void require_calc(Context& ctx, int a, int b, const CalcTest& test) {
  require(ctx, calc_relation(ctx.puzzle.symbols, test), a, b);
}

// test(n(c0), n(c1), n(c2)) holds (empty-false).
template <class Test>
void require_calc3(Context& ctx, int c0, int c1, int c2, Test test) {
  const model::SymbolTable& s = ctx.puzzle.symbols;
  require_tuple(ctx, {c0, c1, c2}, [&](std::span<const int> t) {
    return test(s.calc(t[0]), s.calc(t[1]), s.calc(t[2]));
  });
}

// bad(n(a), n(b)) holds for no pair (pairs with an empty cell skipped).
inline void ban_calc(Context& ctx, const std::vector<model::CellPair>& pairs, const CalcTest& bad) {
  ban(ctx, calc_relation(ctx.puzzle.symbols, bad), pairs);
}

}  // namespace rfsat::enc::pair
