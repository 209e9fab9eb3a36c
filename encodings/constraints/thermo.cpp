// Thermometer encoder (thermo / slow_thermo): n strictly increasing from the
// bulb (non-decreasing for slow thermos). Encoding: support clauses (Kasif
// 1990; Gent, ECAI 2002; order/relation.hpp) per edge a->b in both
// directions, x[a][v] -> OR of x[b][w] with w > v (w >= v when slow) and
// x[b][w] -> OR of x[a][v] with v < w; unit propagation achieves arc
// consistency. Position bounds (cell i lies between the smallest chain from
// the bulb and the largest chain to the tip, over the candidates' calculation
// numbers) are added as unit clauses. Measured against the order encoding
// (encodings.md): half the conflicts on HARD_THERMOS and on generated 9x9 and
// 16x16 thermo puzzles, with or without the order literals added.
// Entry point: encode(const model::Thermo&, Context&).
// Example: thermo(a,b,c) over 1..4: a in {1,2}, b in {2,3}, c in {3,4}.
#include <functional>
#include <vector>

#include "encoders.hpp"
#include "order/relation.hpp"

namespace rfsat::enc {
namespace {

constexpr long long kNone = -(1LL << 62);

// Forward: lo[i] = smallest value of cell i that can follow lo[i-1];
// backward: hi[i] = largest value that can precede hi[i+1]. Forbids the
// candidates outside [lo, hi]; an empty range makes the formula unsat.
void position_bounds(const model::Thermo& t, long long step, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  const std::size_t n = t.cells.size();
  // The candidates' calculation numbers of line cell i within [from, to].
  auto in_range = [&](std::size_t i, long long from, long long to, auto better) {
    long long best = kNone;
    for (int s = 0; s < symbols.size(); ++s)
      if (ctx.lit(t.cells[i], s) && symbols.calc(s) >= from && symbols.calc(s) <= to &&
          (best == kNone || better(symbols.calc(s), best)))
        best = symbols.calc(s);
    return best;
  };
  std::vector<long long> lo(n), hi(n);
  for (std::size_t i = 0; i < n; ++i) {
    lo[i] = in_range(i, i == 0 ? kNone : lo[i - 1] + step, -kNone, std::less<>());
    if (lo[i] == kNone) return ctx.formula.add_clause({});  // no increasing chain
  }
  for (std::size_t i = n; i-- > 0;)
    hi[i] = in_range(i, lo[i], i + 1 == n ? -kNone : hi[i + 1] - step, std::greater<>());
  for (std::size_t i = 0; i < n; ++i)
    for (int s = 0; s < symbols.size(); ++s)
      if (int x = ctx.lit(t.cells[i], s); x && (symbols.calc(s) < lo[i] || symbols.calc(s) > hi[i]))
        ctx.formula.add_clause({-x});
}

}  // namespace

void encode(const model::Thermo& t, Context& ctx) {
  const long long step = t.strict ? 1 : 0;
  position_bounds(t, step, ctx);
  for (std::size_t i = 0; i + 1 < t.cells.size(); ++i) {
    order::relate(ctx, t.cells[i], t.cells[i + 1],
                  [step](long long v, long long w) { return w >= v + step; });
  }
}

}  // namespace rfsat::enc
