// Table columns of puzzle cells, for the cell-set encoders (product, diff,
// ratio, modulo, wheel): the candidate literals of a cell with their symbols
// and calculation numbers, the symbols of a tuple, and "the cells hold
// pairwise different symbols" as at-most-one per symbol (cardinality.hpp);
// and keep_only, the units of the single-cell rules (given, set_values, ...).
//
//   std::vector<table::Column> cols = table::columns(ctx, cage.cells);
//   if (cage.distinct) table::distinct(ctx, cage.cells);
#pragma once

#include <algorithm>
#include <span>
#include <vector>

#include "card/cardinality.hpp"
#include "context.hpp"
#include "table.hpp"

namespace rfsat::enc::table {

inline Column column(const Context& ctx, int cell) {
  Column col;
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (int x = ctx.lit(cell, s)) col.push_back({x, s, ctx.puzzle.symbols.calc(s)});
  return col;
}

inline std::vector<Column> columns(const Context& ctx, const std::vector<int>& cells) {
  std::vector<Column> cols;
  for (int cell : cells) cols.push_back(column(ctx, cell));
  return cols;
}

// Are the options' symbols pairwise different?
inline bool different_symbols(std::span<const Option* const> opts) {
  for (std::size_t i = 0; i < opts.size(); ++i)
    for (std::size_t j = i + 1; j < opts.size(); ++j)
      if (opts[i]->symbol == opts[j]->symbol) return false;
  return true;
}

// The cells hold pairwise different symbols.
inline void distinct(Context& ctx, const std::vector<int>& cells) {
  std::vector<int> lits;
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s) {
    lits.clear();
    for (int cell : cells)
      if (int x = ctx.lit(cell, s)) lits.push_back(x);
    card::at_most_one(ctx.formula, lits, ctx.options.card_method);
  }
}

// Forbids, with unit clauses, the candidates of `cell` whose symbol `keep`
// rejects.
template <class Keep>
void keep_only(int cell, Context& ctx, Keep keep) {
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (int x = ctx.lit(cell, s); x != 0 && !keep(s)) ctx.formula.add_clause({-x});
}

inline bool contains(const std::vector<int>& symbols, int s) {
  return std::find(symbols.begin(), symbols.end(), s) != symbols.end();
}

}  // namespace rfsat::enc::table
