// ContainAtLeast encoder (`contain_at_least(v...; c...)` and, with `exact`,
// `contain_exact`): each listed number, m times listed, is held by at least
// (exactly) m of the cells. Entry point:
// encode(const model::ContainAtLeast&, Context&). Encoding:
// table::require_counts (table/value_counts.hpp): per number a cardinality
// over the cells' "holds v" literals (card::at_least_k / exactly_k), and the
// redundant count of cells holding a listed number over per-cell class
// literals. Unit propagation is GAC for one listed number, not for several
// together (a global cardinality constraint). Size: per number one
// cardinality over k * (symbols of that number) literals; the class count
// adds 2 + (candidates) clauses per cell and a cardinality over k literals.
// Example: contain_at_least(1, 1; a, b, c) over 123: two or three 1s.
#include <map>

#include "encoders.hpp"
#include "table/value_counts.hpp"

namespace rfsat::enc {

void encode(const model::ContainAtLeast& c, Context& ctx) {
  std::map<long long, int> counts;
  for (long long v : c.values) ++counts[v];
  table::require_counts(ctx, c.cells, counts, c.exact);
}

}  // namespace rfsat::enc
