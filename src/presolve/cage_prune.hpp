// Compile-time propagation of arithmetic cages (calcudoku, killer cages):
// each Sum, Product, Diff and Ratio keeps only the candidates that
// appear in some assignment of its cells satisfying it, given the other
// cells' candidates (generalised arc consistency on one cage at a time).
// Cells that share a group (multiplicity-1 symbols) or a `distinct` cage may
// not repeat a symbol inside the cage. Small cages are enumerated; larger
// sums and products use a partial-sum / divisor DP (repeats allowed, so a
// little weaker); larger differences and ratios are left alone. Sound: no
// solution loses a candidate. Enumerated cages also exclude, from the rest
// of a group, every multiplicity-1 symbol that all their valid tuples place
// in that group's part of the cage (a cage of a row holding 1 and 2 in every
// tuple keeps 1 and 2 out of the row's other cells). pruned_domains also
// prunes the innie/outie equations (derived_sums.hpp) this way, as cages
// whose subtracted cells count negated: what ISS's innie/outie and hidden
// cage handlers tell at its root. With presolve::prune (groups) to a
// fixpoint:
//
//   presolve::prune_with_cages(p, d);
#pragma once

#include <cstddef>

#include "deadline.hpp"
#include "domains.hpp"

namespace rfsat::presolve {

// One pass over every cage; true if some candidate was removed.
bool prune_cages(const model::Puzzle& puzzle, Domains& domains);

// The innie/outie equations (derived_sums.hpp) pruned_domains prunes like
// cages: those of up to this many cells (docs/tuning.md#presolve-derived).
inline constexpr std::size_t kPruneDerivedCells = 9;

// prune(), then cage passes (each over the cages whose cells changed)
// alternating with prune() until neither removes a candidate. Past the
// deadline (checked before each cage) it stops early and returns false:
// what was removed so far is still sound, only less is removed. With
// derived_cells > 0 the derived equations of up to that many cells are
// pruned as cages too.
bool prune_with_cages(const model::Puzzle& puzzle, Domains& domains,
                      Deadline deadline = std::nullopt, std::size_t derived_cells = 0);

// full_domains, pruned with groups and cages: the candidates `rfsat solve`,
// `dimacs` and `generate` encode (encode_puzzle with prune on). Every
// domain is empty when the linear equations have no common solution
// (sum/linear_system.hpp). Past the deadline: pruned as far as it got, the
// linear check skipped (the encoder's budget then reports the time limit).
Domains pruned_domains(const model::Puzzle& puzzle, Deadline deadline = std::nullopt);

}  // namespace rfsat::presolve
