// A guessed solution of a classic puzzle (groups and cell candidates only,
// every symbol once per group), to hand the SAT solver as its preferred
// decision phases. A depth-first search with the fewest-candidates cell
// first and forward checking over the groups, stopped after a budget of
// backtracks. It only guides the solver: a found grid is a solution of the
// groups (so of a classic puzzle), but nothing depends on that, and the
// solver still proves every answer (docs/tuning.md#fill-hint).
//
//   if (auto a = presolve::fill_hint(puzzle, domains, 100000)) { /* a: a full grid */ }
#pragma once

#include <chrono>
#include <optional>

#include "deadline.hpp"
#include "domains.hpp"

namespace rfsat::presolve {

// A full assignment within `domains` in which no group holds a symbol twice,
// or nullopt when the search gives up (after `max_steps` steps, each a
// placement or a backtrack), a cell has no candidate, or the puzzle has a
// symbol of multiplicity > 1 (the search assumes every symbol once per
// group), or `deadline` passes (read every 64 steps: a step on a huge grid
// scans its cells, so 100,000 steps on a 500x500 took 40 s).
std::optional<model::Assignment> fill_hint(const model::Puzzle& puzzle, const Domains& domains,
                                           long max_steps, Deadline deadline = std::nullopt);

// Cells fill_hint_other tries to change, at most.
inline constexpr int kOtherTries = 8;

// The same, differing from `avoid` (the solution found last) near one cell:
// for up to kOtherTries cells c spread over the grid, fill_hint with every
// cell outside c's neighbourhood (its groups and the groups overlapping
// them in two or more cells: a sudoku cell's band and stack) kept at its
// symbol in `avoid`, and c's symbol in `avoid` removed; max_steps in all.
std::optional<model::Assignment> fill_hint_other(const model::Puzzle& puzzle,
                                                 const Domains& domains,
                                                 const model::Assignment& avoid, long max_steps,
                                                 Deadline deadline = std::nullopt);

}  // namespace rfsat::presolve
