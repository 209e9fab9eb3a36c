// NoIndexer encoder (model::NoIndexer: `no_row_indexer`, `no_column_indexer`,
// `no_box_indexer`, the negative indexers): an unmarked cell at position p of
// its line does not index, so for every line cell x at position j, not both
// n(cell) == j and n(x) == p; with x = cell, n(cell) != p. Entry point:
// encode(const model::NoIndexer&, Context&). Encoding, size and propagation
// (one binary nogood per line cell; GAC by UP) in pair/indexing.hpp.
// Example: no_column_indexer at r2c1 on 9x9: r2c1 != 1, and r2c1 = 5 -> r2c5 != 1.
#include "encoders.hpp"
#include "pair/indexing.hpp"

namespace rfsat::enc {

void encode(const model::NoIndexer& c, Context& ctx) {
  pair::ban_index(ctx, c.cell, c.cells, c.index);
}

}  // namespace rfsat::enc
