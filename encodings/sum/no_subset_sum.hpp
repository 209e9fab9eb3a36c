// "No non-empty set of the true items sums to the target", over items that
// are a literal and a number each: the rellik cage's ban, with the items
// "the cage contains symbol s" (card/presence.hpp) valued n(s). Two
// encodings:
//   clauses  one clause OR -lit per set of items summing to the target
//            (each set once, never one larger than `max_true`, the most
//            items the caller lets be true together: a rellik cage of k
//            cells holds at most k symbols). Every clause is one forbidden
//            combination, so unit propagation bans the last item of one as
//            soon as the others are true.
//   dp       reachable subset sums, forward only: r[i][s] <- "a non-empty
//            set of true items among the first i sums to s"; lit_i ->
//            r[i+1][v_i], r[i][s] -> r[i+1][s], r[i][s] & lit_i ->
//            r[i+1][s+v_i], and r[n][target] false. Only sums from which
//            the target is still reachable by later items get a variable.
//            Polynomial in the number of sums where the clauses may not be.
// `automatic` takes the clauses up to kMaxSubsetClauses sets (found within
// kSubsetSearchNodes search steps), else the DP.
//
//   sum::no_subset_sum(f, {{1, u1}, {2, u2}, {3, u3}}, 3, 3);  // bans {1,2} and {3}
#pragma once

#include <cstddef>
#include <span>

#include "cnf.hpp"
#include "order/order.hpp"

namespace rfsat::enc::sum {

enum class SubsetMethod { automatic, clauses, dp };

inline constexpr std::size_t kMaxSubsetClauses = 1024;
inline constexpr long long kSubsetSearchNodes = 200'000;
// Most sums the DP keeps in one layer; beyond it: invalid_argument.
inline constexpr std::size_t kMaxSubsetSums = 1'000'000;

void no_subset_sum(cnf::Formula& f, std::span<const order::ValueLit> items, long long target,
                   std::size_t max_true, SubsetMethod method = SubsetMethod::automatic);

}  // namespace rfsat::enc::sum
