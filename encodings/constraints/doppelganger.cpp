// Doppelganger encoder (model::Doppelganger, `doppelganger`, ISS's
// Doppelganger): values 0..n on an n x n grid, each house lacking one of
// 1..n, held by its var cell.
// Entry point: encode(const model::Doppelganger&, Context&).
// Encoding: each house with its var cell is n + 1 cells over n + 1 values:
// exactly one cell per value (card::exactly_one), so the house holds 0 once
// and the var cell holds the number it lacks; a var cell never holds 0 (a
// unit), except the box ones of a grid without boxes, which hold only 0.
// The var cells of one kind of house: exactly one per number 1..n (they are
// a permutation). At each grid cell x and each pair (a, b) of its houses'
// var cells, for each d: -x=0 | -a=d | -b=d, the rule at a 0.
// Propagation: the houses and var-cell kinds as a sudoku house (UP on the
// per-value exactly-ones, no Hall sets); the rule at a 0 is what ISS's
// DoppelgangerZero does (x = 0 and a = d removes d from b; a = b = d removes
// 0 from x). On a 9x9: 27 var cells, 3 * 81 * 3 * 9 = 6,561 ternary clauses.
// Example: on a 4x4 over 0..4, a row holding 0, 1, 3, 4 has its var cell 2.
#include <cstddef>
#include <vector>

#include "card/cardinality.hpp"
#include "encoders.hpp"

namespace rfsat::enc {
namespace {

// The symbol whose calculation number is `n`, or -1.
int symbol_of(const model::SymbolTable& s, int n) {
  for (int v = 0; v < s.size(); ++v)
    if (s.calc(v) == n) return v;
  return -1;
}

// The literals of `cells` holding symbol v (0: pruned, left out).
std::vector<int> holding(const Context& ctx, const std::vector<int>& cells, int v) {
  std::vector<int> out;
  for (int cell : cells)
    if (const int x = ctx.lit(cell, v)) out.push_back(x);
  return out;
}

// At grid cell `x` holding 0, the var cells `vars` (2 or 3) differ.
void zero_rule(Context& ctx, int x, const std::vector<int>& vars, int zero, int n) {
  const int x0 = ctx.lit(x, zero);
  if (!x0) return;
  const model::SymbolTable& s = ctx.puzzle.symbols;
  for (std::size_t i = 0; i < vars.size(); ++i)
    for (std::size_t j = i + 1; j < vars.size(); ++j)
      for (int d = 1; d <= n; ++d) {
        const int v = symbol_of(s, d);
        const int a = ctx.lit(vars[i], v), b = ctx.lit(vars[j], v);
        if (a && b) ctx.formula.add_clause({-x0, -a, -b});
      }
}

}  // namespace

void encode(const model::Doppelganger& c, Context& ctx) {
  const model::SymbolTable& s = ctx.puzzle.symbols;
  const int n = c.n, zero = symbol_of(s, 0);
  const std::size_t kinds = c.houses.size() / static_cast<std::size_t>(n);
  std::vector<std::vector<int>> vars_at(static_cast<std::size_t>(n * n));
  for (std::size_t h = 0; h < c.houses.size(); ++h) {
    std::vector<int> cells = c.houses[h];
    cells.push_back(c.missing[h]);
    for (int v = 0; v < s.size(); ++v)
      card::exactly_one(ctx.formula, holding(ctx, cells, v), ctx.options.card_method);
    if (const int m0 = ctx.lit(c.missing[h], zero)) ctx.formula.add_clause({-m0});
    for (int x : c.houses[h]) vars_at[static_cast<std::size_t>(x)].push_back(c.missing[h]);
  }
  for (std::size_t k = 0; k < 3; ++k) {
    const auto first = c.missing.begin() + static_cast<std::ptrdiff_t>(k * n);
    const std::vector<int> kind(first, first + n);
    if (k >= kinds) {  // no boxes: their var cells hold 0
      for (int m : kind) ctx.formula.add_clause(holding(ctx, {m}, zero));
      continue;
    }
    for (int d = 1; d <= n; ++d)
      card::exactly_one(ctx.formula, holding(ctx, kind, symbol_of(s, d)), ctx.options.card_method);
  }
  for (int x = 0; x < n * n; ++x) zero_rule(ctx, x, vars_at[static_cast<std::size_t>(x)], zero, n);
}

}  // namespace rfsat::enc
