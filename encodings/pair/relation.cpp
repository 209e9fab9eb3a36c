// The pair-relation helper (relation.hpp): symbol relations, the support
// encoding of a positive pair relation, binary bans of a negative one, and
// tuple selectors for triples. Every candidate literal of a cell takes part,
// so the cell's exactly-one makes each encoding exact (no pruning needed).
// Example: relation "v + w == 5" over 1..4, require(a, b) gives
// a=1 -> b=4, a=2 -> b=3, ..., and the same from b.
#include "pair/relation.hpp"

#include <algorithm>
#include <variant>

#include "table/cells.hpp"
#include "table/table.hpp"

namespace rfsat::enc::pair {

Relation relation(const model::SymbolTable& symbols, const SymbolTest& test) {
  Relation r;
  r.symbols = symbols.size();
  r.holds.assign(static_cast<std::size_t>(r.symbols) * r.symbols, 0);
  for (int v = 0; v < r.symbols; ++v) {
    if (symbols.is_empty(v)) continue;
    for (int w = 0; w < r.symbols; ++w) {
      if (symbols.is_empty(w) || !test(v, w)) continue;
      r.holds[v * r.symbols + w] = 1;
      r.pairs.emplace_back(v, w);
    }
  }
  return r;
}

Relation calc_relation(const model::SymbolTable& symbols, const CalcTest& test) {
  return relation(symbols, [&](int v, int w) { return test(symbols.calc(v), symbols.calc(w)); });
}

void require(Context& ctx, const Relation& r, int a, int b) {
  const table::Column ca = table::column(ctx, a), cb = table::column(ctx, b);
  std::vector<table::Tuple> allowed;
  for (const table::Option& x : ca)
    for (const table::Option& y : cb)
      if (r.at(x.symbol, y.symbol)) allowed.push_back({x.lit, y.lit});
  table::support(ctx.formula, ca, cb, allowed);
}

void ban(Context& ctx, const Relation& r, int a, int b) {
  for (const auto& [v, w] : r.pairs) {
    const int x = ctx.lit(a, v), y = ctx.lit(b, w);
    if (x == 0 || y == 0) continue;
    if (x == y)
      ctx.formula.add_clause({-x});  // a == b: the symbol itself is banned
    else
      ctx.formula.add_clause({-x, -y});
  }
}

void ban(Context& ctx, const Relation& r, const std::vector<model::CellPair>& pairs) {
  for (const auto& [a, b] : pairs) ban(ctx, r, a, b);
}

void require_tuple(Context& ctx, const std::vector<int>& cells, const TupleTest& test) {
  const std::vector<table::Column> cols = table::columns(ctx, cells);
  long long space = 1;
  for (const table::Column& c : cols) space *= static_cast<long long>(c.size());
  std::vector<int> symbols(cells.size());
  const model::SymbolTable& table_symbols = ctx.puzzle.symbols;
  auto keep = [&](std::span<const table::Option* const> opts) {
    for (std::size_t i = 0; i < opts.size(); ++i) {
      if (table_symbols.is_empty(opts[i]->symbol)) return false;
      symbols[i] = opts[i]->symbol;
    }
    return test(symbols);
  };
  // The budgets are the whole space: the tuples are wanted, however many.
  auto allowed = table::enumerate(cols, keep, space, static_cast<std::size_t>(space) + 1);
  table::encode(ctx.formula, cols, allowed.value());  // within budget: never nullopt
}

SharedGroups::SharedGroups(const model::Puzzle& p) : in_(p.geometry.total_cells()) {
  int id = 0;
  for (const model::Constraint& c : p.constraints)
    if (const auto* g = std::get_if<model::Group>(&c.kind)) {
      for (int cell : g->cells) in_[cell].push_back(id);
      ++id;
    }
}

bool SharedGroups::share(int a, int b) const {
  if (a == b) return false;
  for (int g : in_[a])
    if (std::find(in_[b].begin(), in_[b].end(), g) != in_[b].end()) return true;
  return false;
}

}  // namespace rfsat::enc::pair
