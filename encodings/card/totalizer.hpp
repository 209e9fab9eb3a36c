// Unary counts of literals (the totalizer of Bailleux & Boufkhad, CP 2003),
// for rules that compare a count with something other than a constant:
// same_values (equal counts), count_distinct (a count equal to a cell's
// number), counting circles (a count in {0, v}). unary_count returns
// out[j] <-> "at least j+1 of the literals are true", both directions, so
// that counts can be equated; the rest ties such counts together. A balanced
// tree of merges; a merge of a and b (sizes p, q) has p+q outputs and about
// 2(p+1)(q+1) clauses: O(n log n) variables, O(n^2) clauses in all. Unit
// propagation keeps out equal to the count's bounds (GAC on "count in
// [lo, hi]"; Bailleux & Boufkhad); each tie below is GAC on its own.
//
//   std::vector<int> a = card::unary_count(f, lits_a), b = card::unary_count(f, lits_b);
//   card::counts_equal(f, a, b);                        // as many of lits_a as of lits_b
//   card::count_in(f, a, [](int n) { return n != 1; }); // never exactly one
//   card::count_equals_value(f, a, cell_one_hot);       // the count is the cell's number
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "cnf.hpp"
#include "order/order.hpp"

namespace rfsat::enc::card {

// out[j] <-> at least j+1 of `lits` are true (j = 0..n-1). One literal: it
// is its own count. No literal: no output.
std::vector<int> unary_count(cnf::Formula& f, std::span<const int> lits);

// The count (0..out.size()) is one `allowed` accepts: one clause
// -out[j-1] | out[j] per refused count j (out[-1] true, out[n] false).
void count_in(cnf::Formula& f, std::span<const int> out, const std::function<bool(int)>& allowed);

// The two counts are equal: a[j] <-> b[j]; outputs beyond the shorter are
// false.
void counts_equal(cnf::Formula& f, std::span<const int> a, std::span<const int> b);

// The count equals an integer given one-hot by `value_lits` (the caller
// guarantees exactly one is true, e.g. a cell's candidates by calculation
// number): x_v -> count == v (a value outside 0..n: -x_v), and
// count == j -> OR of the x_v with v == j (none: count j is refused).
void count_equals_value(cnf::Formula& f, std::span<const int> out,
                        std::span<const order::ValueLit> value_lits);

}  // namespace rfsat::enc::card
