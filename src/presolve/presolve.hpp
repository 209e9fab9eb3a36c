// The presolve stage, between the semantic pass (src/sema/) and the encoders
// (encodings/), as CP-SAT keeps presolve between expand and load: what the
// model tells before any clause exists. One call gives every command that
// solves (solve, check, candidates, minimize, generate, dimacs) the same
// facts: the candidates per cell after sound propagation (groups, cages,
// the linear consistency check: cage_prune.hpp), whether that alone decided
// the puzzle, the size of the formula to come, and for large classic grids
// a guessed solution to steer the search (fill_hint.hpp).
//
//   const presolve::Presolved pre = presolve::presolve(puzzle, {.deadline = d});
//   if (pre.decided) { /* no SAT call: pre.decided holds 0 or 1 solutions */ }
//   enc::Encoded e = enc::encode(puzzle, pre, options);
//
// Everything here is sound: no solution of the puzzle loses a candidate.
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

#include "deadline.hpp"
#include "domains.hpp"
#include "puzzle.hpp"

namespace rfsat::presolve {

// The guessed grid's scope and budget (docs/tuning.md#fill-hint).
inline constexpr int kHintMinCells = 1000;
inline constexpr long kHintMaxSteps = 100000;

struct Limits {
  Deadline deadline{};  // pruning stops early past it, soundly (cage_prune.hpp)
  bool prune = true;    // false: every symbol a candidate of every cell
  bool hint = true;     // guess a grid for large classic puzzles
  // The formula's literal budget (--memory-limit): past it no grid is guessed,
  // since the caller refuses the puzzle (Presolved::too_large).
  std::size_t max_literals = std::numeric_limits<std::size_t>::max();
};

struct Presolved {
  // The candidates of each cell; nullopt when the puzzle has more symbols
  // than a mask holds (Nylimb calcudokus: encoded without masks, wide.hpp).
  std::optional<Domains> domains;
  // Propagation alone decided the puzzle: its solutions (none, or the one
  // candidate grid, accepted by the independent checker).
  std::optional<std::vector<model::Assignment>> decided;
  std::size_t estimated_literals = 0;     // the formula's size before encoding
  bool too_large = false;                 // estimated_literals is over Limits::max_literals
  bool large_classic = false;             // classic, kHintMinCells cells or more
  std::optional<model::Assignment> hint;  // large classic: a guessed solution
};

Presolved presolve(const model::Puzzle& puzzle, const Limits& limits);

// When every cell has at most one candidate, no SAT call is needed: an
// empty cell means no solution; otherwise the candidate grid is the unique
// solution iff the checker accepts it. nullopt while some cell has two or
// more candidates.
std::optional<std::vector<model::Assignment>> decided(const model::Puzzle& p, const Domains& d);

// A quick estimate, before encoding, of the literals the formula will store
// (terminating zeros included): each cell's exactly-one over its candidates
// and each group's at-most-one per symbol, the part every puzzle pays; the
// other rules are bounded while they encode (enc::Options::max_literals).
std::size_t estimate_literals(const model::Puzzle& puzzle, const Domains& domains);

// The binary clauses a pairwise at-most-one encoding of `domains` takes:
// each cell over its candidates, each group over the places of each symbol.
std::size_t pairwise_clauses(const model::Puzzle& puzzle, const Domains& domains);

}  // namespace rfsat::presolve
