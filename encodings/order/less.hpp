// Strict comparison of two cells' calculation numbers on their order
// literals (order.hpp): n(a) < n(b) as "n(a) >= v -> n(b) >= v + 1" for every
// value v of a's ladder, one binary clause each (constants folded by
// order::add_clause). With the ladders channelled both ways to the one-hot
// literals, UP makes the pair arc consistent: b loses every value <= min(a),
// a every value >= max(b). Used by minimum and maximum.
//
//   order::less(ctx, a, b);  // n(a) < n(b)
#pragma once

#include "context.hpp"
#include "order/order.hpp"

namespace rfsat::enc::order {

inline void less(Context& ctx, int a, int b) {
  const Ladder& x = of_cell(ctx, a);
  const Ladder& y = of_cell(ctx, b);
  for (long long v : x.values) add_clause(ctx.formula, {-x.geq(v), y.geq(v + 1)});
}

}  // namespace rfsat::enc::order
