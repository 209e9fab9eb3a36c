// The puzzle's linear equations taken together: every Sum constraint
// (n(c1) + ... + n(ck) = target, repeats counted), every full group (its
// calculation numbers add up to the group total, as in derived_sums.hpp) and
// every cell fixed by pruning (n(c) = its symbol's number) hold over the
// integers in every solution, so they must have a common solution modulo
// every prime p. Gaussian elimination modulo a few primes finds systems that
// have none, which one constraint at a time never sees: two little killers
// on the same diagonal with totals 40 and 37 (LITTLE_KILLER_SNIPES #13), or
// cages in a row adding up to more than the row. Sound for any p: an integer
// solution reduces to a solution modulo p.
//
//   if (!linear_sums_consistent(puzzle, domains)) { /* no solution */ }
//
// Called by pruned_domains (cage_prune.cpp); puzzles without a Sum
// constraint are skipped at once, and systems whose elimination would take
// more than kLinearMaxWork steps are assumed consistent.
#pragma once

#include <cstddef>

#include "domains.hpp"
#include "puzzle.hpp"

namespace rfsat::presolve {

// Rows x columns x pivots above which no elimination is tried (2^25: well
// under 0.1 s per prime).
inline constexpr std::size_t kLinearMaxWork = std::size_t{1} << 25;

// False only if the equations have no common solution modulo some prime
// tried: then the puzzle has no solution.
bool linear_sums_consistent(const model::Puzzle& puzzle, const Domains& domains);

}  // namespace rfsat::presolve
