// Linear sums in the order encoding (Crawford & Baker 1994; Tamura, Taga,
// Kitagawa, Banbara, Constraints 2009, "Sugar"): the terms are order-encoded
// integers (order/order.hpp ladders); the partial sums S_i = x_1 + ... + x_i
// are fresh ladders over their reachable values that can still reach the
// target (bounds of the terms to come), and S_i = S_{i-1} + x_i is two bound
// clauses per pair of values: S >= a & x >= b -> S_i >= a+b, and
// S <= a & x <= b -> S_i <= a+b. UP achieves bounds consistency; learned
// clauses over ">=" literals generalise across values, which measured faster
// than the one-hot DP (linear.hpp) on sums with repeats (little killers).
//
//   std::vector<const order::Ladder*> xs{&order::of_cell(ctx, a), &order::of_cell(ctx, b)};
//   if (!sum::order_sum_equals(ctx.formula, xs, 10)) { /* too many partial sums: use the DP */ }
//   order::Ladder minus_c = sum::negated(order::of_cell(ctx, c));  // a - c as a + (-c)
#pragma once

#include <cstddef>
#include <vector>

#include "order/order.hpp"

namespace rfsat::enc::sum {

// Most values one partial sum may take before order_sum_equals declines.
inline constexpr std::size_t kMaxPartialValues = 2048;

// x_1 + ... + x_k == target. Returns false, adding nothing, when some
// partial sum would have more than kMaxPartialValues values. No term: the
// empty sum 0. A term without values: the empty clause.
bool order_sum_equals(cnf::Formula& f, const std::vector<const order::Ladder*>& xs, long long target);

// The ladder of -x over the literals of x's ladder (no clause added): "-x >=
// -v" is "x <= v". For terms subtracted in an order-encoded sum.
order::Ladder negated(const order::Ladder& x);

}  // namespace rfsat::enc::sum
