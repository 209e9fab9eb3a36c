// Several sums equal to one shared integer (region-sum lines, zipper lines,
// double arrows; any "these groups of cells have the same total"): each part
// is a partial-sum DP (linear.hpp, sum_in) over the sums every part can
// reach, and the literals of each part's final sums are tied to the first
// part's, which are the shared integer (one-hot: one final state per DP).
// Size: one DP per part plus 2 binary clauses per (part, shared value); no
// distinctness. Propagation: each DP is GAC on its part and the shared
// integer, so when no cell occurs in two parts (the parts and the integer form
// a Berge-acyclic network) unit propagation reaches GAC on the whole
// "all sums equal" constraint; a cell in two parts loses that guarantee.
//
//   // n(a)+n(b) == n(c)+n(d) == n(e)
//   auto total = sum::equal_sums(f, {{col_a, col_b}, {col_c, col_d}, {col_e}});
//   // total: shared sum -> literal
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <vector>

#include "table/table.hpp"

namespace rfsat::enc::sum {

// Every part's sum (an empty part sums to 0) is the same. Returns the
// literal of each value the shared sum can take (part 0's final states);
// when the parts have no sum in common, the empty clause and an empty map.
// One part: its own DP, no tie; no part: nothing.
// Sums out of range: invalid_argument (as sum_in).
std::map<long long, int> equal_sums(cnf::Formula& f,
                                    const std::vector<std::vector<table::Column>>& parts);

// The sums a part can reach (every combination of one option per column).
// Beyond `max_sums` distinct partial sums: cnf::too_large. Reads f's
// deadline once per column (a line of 20,000 cells took minutes).
inline constexpr std::size_t kMaxReachable = 1u << 16;
std::set<long long> reachable_sums(const std::vector<table::Column>& cols, const cnf::Formula& f,
                                   std::size_t max_sums = kMaxReachable);

}  // namespace rfsat::enc::sum
