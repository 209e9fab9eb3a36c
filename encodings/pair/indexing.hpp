// Indexing along a line, shared by row_indexer, column_indexer and
// box_indexer: the indexer cell is one of a line's non-hole cells `cells`,
// at positions `index` (1-based); its own position is `own`. n(indexer) is
// the position v of a line cell, and a line cell x at position j holds `own`
// iff v == j. Encoding on number class literals (card/classes.hpp): units
// for the indexer's numbers that are no position; per line cell x (not the
// indexer) at position j two binary clauses, [n(indexer) = j] -> [n(x) =
// own] and back. Propagation: binary constraints in a star around the
// indexer: UP reaches GAC. Size: 2 per line cell plus at most one unit per
// candidate (9x9: 16 binary clauses per indexer).
//
//   pair::index_line(ctx, indexer, row_cells, {1, 2, ..., 9});
#pragma once

#include <vector>

#include "context.hpp"

namespace rfsat::enc::pair {

void index_line(Context& ctx, int indexer, const std::vector<int>& cells,
                const std::vector<int>& index);

// The negative: `cell` (own position p) does not index along its line. Per
// line cell x at position j one binary nogood, not ([n(cell) = j] and [n(x) =
// p]), on the same number class literals; for x = cell a unit, n(cell) != p.
// Propagation: a star of nogoods around `cell`, each line cell in one; with
// the cells' at-least-one clauses UP reaches GAC (kGacKinds). Size: one
// clause per line cell (9 on 9x9).
void ban_index(Context& ctx, int cell, const std::vector<int>& cells,
               const std::vector<int>& index);

}  // namespace rfsat::enc::pair
