// Quadruple encoder (`quadruple(v...; c1, c2, c3, c4)`): each listed number,
// m times listed, is held by at least m of the four cells of the 2x2 block
// (the block's shape is the semantic pass's check; the encoding does not
// need it). Entry point: encode(const model::Quadruple&, Context&).
// Encoding: table::require_counts, at least (as contain_at_least): per
// number card::at_least_k over the block's "holds v" literals, and with two
// or more numbers the redundant "at least (sum of m) cells hold a listed
// number", which with four numbers removes every unlisted candidate of the
// block. GAC for a single number, not for several.
// Example: quadruple(1, 2; a, b, c, d) over 1234: a 1 and a 2 among the four.
#include <map>

#include "encoders.hpp"
#include "table/value_counts.hpp"

namespace rfsat::enc {

void encode(const model::Quadruple& c, Context& ctx) {
  std::map<long long, int> counts;
  for (long long v : c.values) ++counts[v];
  table::require_counts(ctx, c.cells, counts, false);
}

}  // namespace rfsat::enc
