// Encoders of the §7 pair and triple rules: equal, mindiff, kropki_diff,
// kropki_factor, kropki_sum(2), greater (support encoding over a symbol
// relation, Kasif 1990 / Gent ECAI 2002; encodings.md "Kropki white/black",
// "XV"), circlediff and circlepower (Bacchus CP 2007 tuple selectors). All
// are empty-false: the empty symbol supports nothing (pair/relation.hpp).
// Example: kropki_diff over 1..4 gives a=1 -> b=2, a=2 -> b=1 | b=3, ...
// and, both ways, units for values without a partner.
#include <cstdlib>
#include <optional>

#include "encoders.hpp"
#include "pair/relation.hpp"

namespace rfsat::enc {
namespace {

// Two calculation numbers are at most ~2^31 apart: long long is exact.
long long distance(long long x, long long y) { return x > y ? x - y : y - x; }

// x == f * y, exactly (no overflow: |f| is checked against the operands).
bool times(long long x, long long f, long long y) {
  return static_cast<__int128>(f) * y == static_cast<__int128>(x);
}

// base^exp for exp >= 0 while |result| fits an int; nullopt beyond (such a
// power equals no calculation number). 0^0 == 1.
std::optional<long long> power(long long base, long long exp) {
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

void require_calc(Context& ctx, int a, int b, const pair::CalcTest& test) {
  pair::require(ctx, pair::calc_relation(ctx.puzzle.symbols, test), a, b);
}

// The calculation numbers of a triple's symbols.
template <class Test>
void require_calc3(Context& ctx, int c0, int c1, int c2, Test test) {
  const model::SymbolTable& s = ctx.puzzle.symbols;
  pair::require_tuple(ctx, {c0, c1, c2}, [&](std::span<const int> t) {
    return test(s.calc(t[0]), s.calc(t[1]), s.calc(t[2]));
  });
}

}  // namespace

void encode(const model::Equal& c, Context& ctx) {
  pair::require(ctx, pair::relation(ctx.puzzle.symbols, [](int v, int w) { return v == w; }), c.a,
                c.b);
}

void encode(const model::MinDiff& c, Context& ctx) {
  require_calc(ctx, c.a, c.b, [d = c.d](long long x, long long y) { return distance(x, y) >= d; });
}

void encode(const model::DiffDot& c, Context& ctx) {
  require_calc(ctx, c.a, c.b, [d = c.d](long long x, long long y) { return distance(x, y) == d; });
}

void encode(const model::RatioDot& c, Context& ctx) {
  require_calc(ctx, c.a, c.b,
               [f = c.f](long long x, long long y) { return times(x, f, y) || times(y, f, x); });
}

void encode(const model::SumDot& c, Context& ctx) {
  require_calc(ctx, c.a, c.b, [s = c.s](long long x, long long y) { return x + y == s; });
}

void encode(const model::Greater& c, Context& ctx) {
  require_calc(ctx, c.a, c.b, [](long long x, long long y) { return x > y; });
}

void encode(const model::CircleDiff& c, Context& ctx) {
  require_calc3(ctx, c.c0, c.c1, c.c2,
                [](long long x0, long long x1, long long x2) { return x0 == distance(x1, x2); });
}

void encode(const model::CirclePower& c, Context& ctx) {
  require_calc3(ctx, c.c0, c.c1, c.c2, [](long long x0, long long x1, long long x2) {
    const std::optional<long long> p = power(x1, x2);
    return p && *p == x0;
  });
}

}  // namespace rfsat::enc
