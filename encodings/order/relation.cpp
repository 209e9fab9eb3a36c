// order::relate (relation.hpp): the allowed candidate pairs of two cells,
// handed to the binary support encoding of table/table.hpp.
// Example: n(a) < n(b) over 1..3: a=1 -> b=2 | b=3, a=3 -> false, b=1 -> false.
#include "relation.hpp"

#include "table/cells.hpp"

namespace rfsat::enc::order {

void relate(Context& ctx, int a, int b, const Relation& holds) {
  const table::Column ca = table::column(ctx, a), cb = table::column(ctx, b);
  std::vector<table::Tuple> allowed;
  for (const table::Option& x : ca)
    for (const table::Option& y : cb)
      if (holds(x.value, y.value)) allowed.push_back({x.lit, y.lit});
  table::support(ctx.formula, ca, cb, allowed);
}

}  // namespace rfsat::enc::order
