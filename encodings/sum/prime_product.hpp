// Products of positive integers as sums of prime exponents: n(c1)*...*n(ck)
// == T iff, for every prime p, the exponents of p in the factors add up to
// the exponent of p in T (unique factorisation). Each such sum is small (an
// 8-cell product of 1..16 has at most 32 factors 2) and goes to the
// order-encoded sum of order_sum.hpp over per-cell exponent ladders; options
// holding a prime that T lacks are false. This is the order encoding "in log
// space": learned clauses speak of "at least e factors p", which generalise
// across values, where the divisor DP (product.hpp) has one state per partial
// product. Measured on large calcudoku cages (scripts/bench_calcudoku.sh).
//
//   if (!sum::prime_product_equals(f, cols, 1440)) { /* a value <= 0: use the DP */ }
#pragma once

#include <vector>

#include "cnf.hpp"
#include "table/table.hpp"

namespace rfsat::enc::sum {

// n(c1)*...*n(ck) == target for positive target and values. Returns false,
// adding nothing, when the target or some option's value is not positive.
bool prime_product_equals(cnf::Formula& f, const std::vector<table::Column>& cols, long long target);

}  // namespace rfsat::enc::sum
