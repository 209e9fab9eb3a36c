// The derived sums of the model (presolve/derived_sums.hpp: the killer
// "rule of 45", innies and outies) as clauses: each equation of at most
// kDerivedMaxCells cells, with combination selectors when its cells hold
// distinct symbols, else the partial-sum DP with the minus cells weighted -1.
// Larger ones only as virtual cages (virtual_cage below): at most a group's
// cells, from a region at an edge of its run (rows 1-k or k-9, as ISS takes
// its innies and outies), half their cells or more in no cage, each as an
// order-encoded sum (sum/order_sum.hpp: bounds consistency, a few thousand
// clauses each). On killers that leave cells uncaged these cells get the
// arithmetic of their rows and boxes, which no cage gives them
// (docs/tuning.md#virtual-cages); only the tight ones, whose total lies
// near an end of its range (kVirtualCageMaxSlack).
//
//   sum::encode_derived(ctx);   // encode.cpp, after every constraint
#pragma once

#include <cstddef>
#include <functional>

#include "context.hpp"
#include "derived_sums.hpp"

namespace rfsat::enc::sum {

// Largest equation (innies + outies) encode_derived adds in full: 3 was
// fastest on the hard killers, against none, 2, 4, 5 and 6; the larger
// equations are loose (docs/tuning.md#derived-max-cells).
inline constexpr std::size_t kDerivedMaxCells = 3;

// Largest virtual cage: a 9x9 group, where they were measured (larger
// grids get none of more cells; derive() then also stores fewer).
inline constexpr std::size_t kVirtualCageMaxCells = 9;

// A larger equation is added as a virtual cage when it has at most as many
// cells as a group (and kVirtualCageMaxCells), its region is an edge of its
// run, at least half its cells are in no cage, it does not both add and
// subtract more than 2 cells, and it is not a whole group's own sum (which
// the group's all-different holds).
bool virtual_cage(const presolve::Derived& d, const model::Puzzle& p);

// How loose an equation is over its cells' candidates (candidate(cell,
// symbol)): its total's distance from the nearer end of the range the
// cells' numbers span, over that range (0: the total is an end, 0.5: the
// middle; a range of 0 gives 0).
double slack(const presolve::Derived& d, const model::SymbolTable& symbols, int num_symbols,
             const std::function<bool(int, int)>& candidate);

// A virtual cage is encoded only when its slack is under this: a loose
// sum propagates little and its clauses cost every small killer its floor
// (measured in docs/tuning.md#virtual-cage-slack).
inline constexpr double kVirtualCageMaxSlack = 0.25;

void encode_derived(Context& ctx, std::size_t max_cells = kDerivedMaxCells);

}  // namespace rfsat::enc::sum
