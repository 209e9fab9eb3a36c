// Wheel encoder (model::Wheel, spec §6 `wheel`): a table of the (up to) four
// rotations over the four cells, encoded with tuple selectors (Bacchus CP
// 2007, table/table.hpp): rotation -> its four literals, each candidate
// literal -> some rotation holding it, at least one rotation. Rotations that
// coincide (repeated symbols) are one tuple; a rotation needing a pruned
// candidate is dropped.
// Entry point: encode(const model::Wheel&, Context&).
// Example: wheel(a,b,c,d; 1,2,3,4): (1,2,3,4), (2,3,4,1), (3,4,1,2), (4,1,2,3).
#include <set>

#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Wheel& c, Context& ctx) {
  const std::vector<int> cells(c.cells.begin(), c.cells.end());
  std::set<table::Tuple> rotations;
  for (int r = 0; r < 4; ++r) {
    table::Tuple t;
    for (int i = 0; i < 4; ++i)
      if (int x = ctx.lit(c.cells[i], c.symbols[(i + r) % 4])) t.push_back(x);
    if (t.size() == 4) rotations.insert(t);
  }
  table::selectors(ctx.formula, table::columns(ctx, cells),
                   std::vector<table::Tuple>(rotations.begin(), rotations.end()));
}

}  // namespace rfsat::enc
