// Guarded comparisons of two integers in the order encoding (order.hpp;
// Tamura et al., Constraints 2009, "Sugar"): "x + gap <= y", enforced only
// while a guard literal holds, one clause per value of x,
// -guard | -[x >= v] | [y >= v + gap]. The same clause moves y's lower bound
// up from x's and x's upper bound down from y's, so unit propagation keeps
// the pair bounds consistent, which for an order relation is arc consistency
// (once the guard is true). Used for between and lockout lines, whose
// direction (which end is the smaller) is the guard.
//
//   const order::Ladder& a = order::of_cell(ctx, c1), &b = order::of_cell(ctx, c2);
//   order::add_less(ctx.formula, a, b, 1, dir);    // dir -> n(c1) < n(c2)
//   order::add_less(ctx.formula, b, a, 1, -dir);   // -dir -> n(c2) < n(c1)
#pragma once

#include "order.hpp"

namespace rfsat::enc::order {

// guard -> x + gap <= y. `guard` may be kTrue (always). Clauses: one per
// value of x (fewer when thresholds are constant); no new variables.
void add_less(cnf::Formula& f, const Ladder& x, const Ladder& y, long long gap, int guard);

}  // namespace rfsat::enc::order
