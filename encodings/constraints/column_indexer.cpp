// ColumnIndexer encoder (model::ColumnIndexer, `column_indexer`): the indexer's line is
// its row; the position is the column number. n(indexer) = v says the cell at position v holds the
// indexer's own position, and no other cell of the line does. Encoding,
// size and propagation (GAC by UP) in pair/indexing.hpp.
// Entry point: encode(const model::ColumnIndexer&, Context&).
// Example: column_indexer at r2c1 holding 5 on 9x9 -> r2c5 holds 1.
#include "encoders.hpp"
#include "pair/indexing.hpp"

namespace rfsat::enc {

void encode(const model::ColumnIndexer& c, Context& ctx) {
  pair::index_line(ctx, c.cell, c.cells, c.index);
}

}  // namespace rfsat::enc
