// Sandwich sums over table columns (a line in order): exactly one option of
// value `lo` and exactly one of value `hi` are taken along the line, and the
// values strictly between those two positions sum to `target`. Encoded as a
// layered automaton (encodings.md §7 "Sandwich sum", the DP variant, which stays
// exact with repeated symbols, duplicate calculation numbers and lines that
// are not full houses): states are phase x partial sum, with phases
// "before", "inside after lo", "inside after hi" and "after"; inside sums
// are pruned by the bounds of the values still to come. UP achieves GAC.
//
//   sum::sandwich_sum(f, cols, 1, 9, 15);   // 1 and 9 enclose 15
#pragma once

#include <vector>

#include "card/cardinality.hpp"
#include "table/table.hpp"

namespace rfsat::enc::sum {

// lo != hi; with lo == hi no assignment qualifies (the empty clause).
void sandwich_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long lo,
                  long long hi, long long target);

}  // namespace rfsat::enc::sum
