// Products over divisor states (encodings.md, "Product cage"): a layered DP
// (automaton/automaton.hpp) whose states are the partial products that divide a
// final product; zero factors are dead edges (a zero target is one clause:
// some factor is 0). Repeated 1s are "stay" edges, so repetition is free.
//
//   sum::product_equals(f, cols, 12);   // n(a)*n(b)*n(c) == 12
//   auto fin = sum::product_in(f, cols, {4, 9});  // literal per final product
#pragma once

#include <map>
#include <set>
#include <vector>

#include "card/cardinality.hpp"
#include "table/table.hpp"

namespace rfsat::enc::sum {

// The product of the columns' values equals `target` (no column: 1).
void product_equals(cnf::Formula& f, const std::vector<table::Column>& cols, long long target);

// Every factor is non-zero and the product is one of `finals` (non-zero;
// zeros in it are ignored). Returns the literal of each reachable final
// product, for side conditions. No column: the empty product 1.
std::map<long long, int> product_in(cnf::Formula& f, const std::vector<table::Column>& cols,
                                    const std::set<long long>& finals);

}  // namespace rfsat::enc::sum
