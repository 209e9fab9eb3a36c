// Encoders of the pair bans: neq / different_adjacent / anti_knight / king /
// bishop / queen (DifferentPairs), nodiff / non_consecutive (NoDiff), the
// negative kropki halves (NoRatio, NoSum), no_kimo_sum and no_modulo. Each is
// one binary clause -x[a][v] | -x[b][w] per banned symbol pair (encodings.md
// "Negative Kropki", "Anti-knight", "Non-consecutive"); pairs with an empty
// cell are never banned. DifferentPairs skips a symbol of multiplicity 1 on
// a pair that shares a group: the group's at-most-one already forbids it.
// Example: non_consecutive on a 1x2 grid over 1..3: -a1|-b2, -a2|-b1, -a2|-b3, -a3|-b2.
#include <set>

#include "encoders.hpp"
#include "pair/relation.hpp"

namespace rfsat::enc {
namespace {

long long mod_floor(long long x, long long m) {
  if (m < 0) m = -m;
  if (m == 0) return x;  // never from the semantic pass (moduli >= 1)
  const long long r = x % m;
  return r < 0 ? r + m : r;
}

// x == f * y, exactly.
bool times(long long x, long long f, long long y) {
  return static_cast<__int128>(f) * y == static_cast<__int128>(x);
}

void ban_calc(Context& ctx, const std::vector<model::CellPair>& pairs, const pair::CalcTest& bad) {
  pair::ban(ctx, pair::calc_relation(ctx.puzzle.symbols, bad), pairs);
}

}  // namespace

void encode(const model::DifferentPairs& c, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  const std::set<int> only(c.only_symbols.begin(), c.only_symbols.end());
  auto banned = [&](int v) { return only.empty() || only.count(v) > 0; };
  const pair::Relation all =
      pair::relation(symbols, [&](int v, int w) { return v == w && banned(v); });
  const pair::Relation beyond_groups = pair::relation(symbols, [&](int v, int w) {
    return v == w && banned(v) && symbols.symbols[v].multiplicity > 1;
  });
  const pair::SharedGroups groups(ctx.puzzle);
  for (const auto& [a, b] : c.pairs) pair::ban(ctx, groups.share(a, b) ? beyond_groups : all, a, b);
}

void encode(const model::NoDiff& c, Context& ctx) {
  const long long d = c.d;  // |x - y| == d; d < 0 bans nothing
  ban_calc(ctx, c.pairs, [d](long long x, long long y) { return (x > y ? x - y : y - x) == d; });
}

void encode(const model::NoRatio& c, Context& ctx) {
  const long long f = c.f;
  ban_calc(ctx, c.pairs,
           [f](long long x, long long y) { return times(x, f, y) || times(y, f, x); });
}

void encode(const model::NoSum& c, Context& ctx) {
  const std::set<long long> sums(c.sums.begin(), c.sums.end());
  ban_calc(ctx, c.pairs, [&](long long x, long long y) { return sums.count(x + y) > 0; });
}

void encode(const model::NoSumModulo& c, Context& ctx) {
  const long long m = c.modulus, r = mod_floor(c.remainder, c.modulus);
  ban_calc(ctx, c.pairs, [&](long long x, long long y) { return mod_floor(x + y, m) == r; });
}

void encode(const model::NoSameRemainder& c, Context& ctx) {
  const long long m = c.modulus;
  ban_calc(ctx, c.pairs,
           [&](long long x, long long y) { return mod_floor(x, m) == mod_floor(y, m); });
}

}  // namespace rfsat::enc
