// BoxIndexer encoder (model::BoxIndexer, `box_indexer`): the indexer's line is
// its box; the position is the place in reading order. n(indexer) = v says the cell at position v
// holds the indexer's own position, and no other cell of the line does. Encoding, size and
// propagation (GAC by UP) in pair/indexing.hpp. Entry point: encode(const model::BoxIndexer&,
// Context&). Example: box_indexer at r1c2 (place 2) holding 7 on 9x9 -> r3c1 holds 2.
#include "encoders.hpp"
#include "pair/indexing.hpp"

namespace rfsat::enc {

void encode(const model::BoxIndexer& c, Context& ctx) {
  pair::index_line(ctx, c.cell, c.cells, c.index);
}

}  // namespace rfsat::enc
