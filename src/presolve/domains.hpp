// Candidate sets per cell and the compile-time propagation that shrinks them
// before any literal is allocated (the biggest measured win on large grids).
// A domain is a bit mask over symbol indices (at most 64 symbols; holes have
// the empty mask). Pruning is only an optimisation: the encoders are complete
// without it, and tests compare solution sets with pruning on and off.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::presolve {

using Mask = std::uint64_t;
using Domains = std::vector<Mask>;

inline constexpr int kMaxSymbols = 64;

inline Mask bit(int symbol) { return Mask{1} << symbol; }
// Exactly one candidate left. (Not std::has_single_bit: without -mpopcnt
// that is a library call, and this test is the hottest line of pruning.)
inline bool is_single(Mask m) { return m != 0 && (m & (m - 1)) == 0; }

// Every symbol in every non-hole cell.
Domains full_domains(const model::Puzzle& puzzle);

// Some non-hole cell has no candidate left: the puzzle has no solution.
bool has_empty_cell(const model::Puzzle& puzzle, const Domains& domains);

// Sound propagation: single-cell rules (givens, set/del values, parity)
// restrict domains; then, to a fixpoint, fixed cells remove their symbol
// from the other cells of every group once its multiplicity is used up
// (naked singles), and in a full group a symbol with exactly as many
// possible cells as its multiplicity fixes those cells (hidden singles);
// when singles stall, locked candidates across two groups, then naked and
// hidden pairs and triples in groups of multiplicity-1 symbols (domains.cpp).
// A cell may end with an empty domain: the puzzle then has no solution.
void prune(const model::Puzzle& puzzle, Domains& domains);

}  // namespace rfsat::presolve
