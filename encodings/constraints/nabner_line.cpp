// Nabner-line encoder (model::NabnerLine): no two cells of the line hold
// equal or consecutive numbers. Encoding: pairwise bans through the
// cardinality helper: for every integer t, at most one cell of the line holds
// a number in {t, t+1} (two numbers differ by less than 2 exactly when some
// such window holds both), an at-most-one over those cells' candidate
// literals (card/cardinality.hpp; pairwise when small, so binary clauses
// -x[a]=u | -x[b]=v for |u - v| <= 1). A revisited cell is one cell.
// Size: one at-most-one per window, over at most 2 literals per cell (more
// with symvalue duplicates). Each at-most-one is propagation complete; the
// whole is not GAC (three cells over {1, 3} are refuted by search only).
// Entry point: encode(const model::NabnerLine&, Context&).
// Example: nabner_line(a, b) over 1..4: (1,3), (1,4), (2,4) and mirrors.
#include <map>
#include <set>

#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::NabnerLine& c, Context& ctx) {
  const std::set<int> cells(c.cells.begin(), c.cells.end());
  if (cells.size() < 2) return;
  std::map<long long, std::vector<int>> by_value;  // calculation number -> literals
  for (int cell : cells)
    for (const table::Option& o : table::column(ctx, cell)) by_value[o.value].push_back(o.lit);
  for (const auto& [t, lits] : by_value) {
    std::vector<int> window = lits;
    if (auto next = by_value.find(t + 1); next != by_value.end())
      window.insert(window.end(), next->second.begin(), next->second.end());
    card::at_most_one(ctx.formula, window, ctx.options.card_method);
  }
}

}  // namespace rfsat::enc
