// Products of positive integers by their multisets: n(c1)*...*n(ck) == T
// iff the cells' values, as a multiset, are one of the k-element multisets
// of the candidate values whose product is T. A large calcudoku cage has few
// of them (an 8-cell product over 1..16: 5 to 600 on the stress puzzles,
// where its ordered tuples run to millions), so they are enumerated and
// encoded as a table over value counts: per value v a unary count of the
// cells holding v (card::unary_count), one selector per multiset with
// "selector -> count of v is m(v)" for every v, at least one selector, and
// per count threshold the support clauses "count of v >= t -> some multiset
// with m(v) >= t" and "count of v < t -> some multiset with m(v) < t".
// Unit propagation so keeps the counts arc consistent with the remaining
// multisets: the cage-level reasoning ("this cage holds an 11 and two 5s")
// that the per-prime exponent sums of prime_product.hpp cannot see, since
// they treat each prime apart. Measured on the calcudoku stress set
// (scripts/calcudoku_stress.sh, docs/tuning.md).
//
//   if (!sum::multiset_product_equals(f, cols, 1440)) { /* too many multisets, or a value <= 0 */ }
#pragma once

#include <cstddef>
#include <vector>

#include "cnf.hpp"
#include "table/table.hpp"

namespace rfsat::enc::sum {

// Most multisets multiset_product_equals encodes before it declines.
inline constexpr std::size_t kMaxProductMultisets = 2000;

// n(c1)*...*n(ck) == target for positive target and values. Returns false,
// adding nothing, when the target or some option's value is not positive or
// there are more than kMaxProductMultisets multisets.
bool multiset_product_equals(cnf::Formula& f, const std::vector<table::Column>& cols,
                             long long target);

}  // namespace rfsat::enc::sum
