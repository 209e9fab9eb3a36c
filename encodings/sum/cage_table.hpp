// Small arithmetic cages as tables (calcudoku): when the candidates left in
// a cage's cells (after compile-time pruning, cage_prune.hpp) allow only a
// few tuples, list them and use the table encodings (table/table.hpp:
// support clauses for two cells, tuple selectors for more), which give
// arc consistency with a handful of clauses and no auxiliary ladders or DP
// states. Tuples that repeat a multiplicity-1 symbol in two cells of one
// group are left out (no solution has them). Measured on cdok's corpus
// (scripts/bench_calcudoku.sh): the residual cages of 6x6-12x12 puzzles
// mostly have under 30 tuples, and the formulas shrink by about half.
//
//   if (!sum::small_cage_table(ctx, c.cells, keep)) { /* the general encoding */ }
#pragma once

#include <vector>

#include "context.hpp"
#include "table/table.hpp"

namespace rfsat::enc::sum {

// Most tuples a cage may have to be encoded as a table here.
inline constexpr std::size_t kSmallCageTuples = 64;

// Encodes the cage as a table and returns true if its tuples (over the
// cells' remaining candidates, `keep` deciding) number at most
// kSmallCageTuples; else adds nothing and returns false.
bool small_cage_table(Context& ctx, const std::vector<int>& cells, const table::Keep& keep);

}  // namespace rfsat::enc::sum
