// Encoders of the single-cell rules: set_cell, set_values, del_values, even,
// odd. Each forbids the cell's remaining candidates that the rule excludes
// with unit clauses. After pruning (domains.cpp) those candidates usually
// have no variable any more and nothing is emitted; without pruning these
// units carry the rule alone. A given whose symbol is no longer a candidate
// yields the empty clause.
// Example: even(c) over values "1234": c is 2 or 4.
#include <algorithm>

#include "encoders.hpp"

namespace rfsat::enc {
namespace {

template <class Keep>
void keep_only(int cell, Context& ctx, Keep keep) {
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (int x = ctx.lit(cell, s); x != 0 && !keep(s)) ctx.formula.add_clause({-x});
}

bool contains(const std::vector<int>& v, int s) { return std::find(v.begin(), v.end(), s) != v.end(); }

}  // namespace

void encode(const model::Given& c, Context& ctx) {
  if (ctx.lit(c.cell, c.symbol) == 0) {
    ctx.formula.add_clause({});
    return;
  }
  keep_only(c.cell, ctx, [&](int s) { return s == c.symbol; });
}

void encode(const model::AllowedSymbols& c, Context& ctx) {
  keep_only(c.cell, ctx, [&](int s) { return contains(c.symbols, s); });
}

void encode(const model::ForbiddenSymbols& c, Context& ctx) {
  keep_only(c.cell, ctx, [&](int s) { return !contains(c.symbols, s); });
}

void encode(const model::Parity& c, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  for (int cell : c.cells)
    keep_only(cell, ctx, [&](int s) { return (symbols.calc(s) % 2 == 0) == c.even; });
}

}  // namespace rfsat::enc
