// LookAndSay encoder (`look_and_say(n1, v1, ...; c...)`): for each
// (count, value) pair exactly `count` of the cells hold the value. Entry
// point: encode(const model::LookAndSay&, Context&). Encoding:
// table::require_counts, exact: card::exactly_k per value over the cells'
// "holds v" literals (count 0: unit clauses), and with two or more pairs
// the redundant "exactly (sum of counts) cells hold a listed value". GAC for
// one pair, not for several together.
// Example: look_and_say(2, 3, 0, 1; a, b, c) over 123: two 3s and no 1:
// (2,3,3), (3,2,3), (3,3,2).
#include <map>

#include "encoders.hpp"
#include "table/value_counts.hpp"

namespace rfsat::enc {

void encode(const model::LookAndSay& c, Context& ctx) {
  std::map<long long, int> counts;
  for (const auto& [count, value] : c.counts) {
    const auto [it, fresh] = counts.try_emplace(value, static_cast<int>(count));
    // A count no cell set can meet, or a value named twice with two counts.
    if (count < 0 || count > static_cast<long long>(c.cells.size()) ||
        (!fresh && it->second != count)) {
      ctx.formula.add_clause({});
      return;
    }
  }
  table::require_counts(ctx, c.cells, counts, true);
}

}  // namespace rfsat::enc
