// order::relate (relation.hpp): the allowed candidate pairs of two cells,
// handed to the binary support encoding of table/table.hpp.
// Example: n(a) < n(b) over 1..3: a=1 -> b=2 | b=3, a=3 -> false, b=1 -> false.
// One cell twice (a line revisiting it): holds(v, v) per candidate, a unit
// where it fails.
#include "relation.hpp"

#include "table/cells.hpp"

namespace rfsat::enc::order {

void relate(Context& ctx, int a, int b, const Relation& holds) {
  if (a == b) {  // a line that revisits a cell: the cell's own value must relate to itself
    for (const table::Option& x : table::column(ctx, a))
      if (!holds(x.value, x.value)) ctx.formula.add_clause({-x.lit});
    return;
  }
  const table::Column ca = table::column(ctx, a), cb = table::column(ctx, b);
  std::vector<table::Tuple> allowed;
  for (const table::Option& x : ca)
    for (const table::Option& y : cb)
      if (holds(x.value, y.value)) allowed.push_back({x.lit, y.lit});
  table::support(ctx.formula, ca, cb, allowed);
}

}  // namespace rfsat::enc::order
