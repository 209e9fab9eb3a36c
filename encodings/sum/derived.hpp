// The derived sums of the model (presolve/derived_sums.hpp: the killer
// "rule of 45", innies and outies) as clauses: each equation of at most
// kDerivedMaxCells cells, with combination selectors when its cells hold
// distinct symbols, else the partial-sum DP with the minus cells weighted -1.
//
//   sum::encode_derived(ctx);   // encode.cpp, after every constraint
#pragma once

#include <cstddef>

#include "context.hpp"
#include "derived_sums.hpp"

namespace rfsat::enc::sum {

// Largest equation (innies + outies) encode_derived adds: 3 was fastest on
// the hard killers, against none, 2, 4, 5 and 6; the larger equations are
// loose (docs/tuning.md#derived-max-cells).
inline constexpr std::size_t kDerivedMaxCells = 3;

void encode_derived(Context& ctx, std::size_t max_cells = kDerivedMaxCells);

}  // namespace rfsat::enc::sum
