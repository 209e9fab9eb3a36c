// True candidates (`rfsat candidates`, issue 28): for every cell, the
// symbols it holds in at least one solution, as SudokuPad's and f-puzzles'
// "true candidates" show them; computed with the SAT solver, never by
// enumerating all solutions. One incremental solver, searching as solve
// does (backend::StagedSolver: the same encoding, profile and schedule):
// solve, record every (cell, symbol) of the solution, then ask for a
// solution that uses at least one candidate not seen yet (a clause over
// those literals; under a fresh activation literal when counting follows),
// until the solver says there is none. On a unique puzzle the second query
// is solve's uniqueness proof, so the two cost the same. Each solution adds
// at least one candidate, so there are at most as many calls as candidates,
// and in practice a handful: once two solutions are known, the unseen
// candidates are preferred as decision phases. Every solution is re-checked
// by src/check.
// With `count_per_candidate` K, each true candidate's solutions are then
// counted up to K (the enumeration loop under the candidate's assumption).
//
//   rfsat::solve::Candidates c = rfsat::solve::true_candidates(puzzle, {.count_per_candidate = 3});
//   if (c.mask[cell] & (1ull << symbol)) { ... }   // c.counts[cell][symbol]: 1, 2 or 3 (= at least
//   3)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::solve {

struct CandidatesRequest {
  int count_per_candidate = 0;  // K >= 2: also count each candidate's solutions, up to K
  std::optional<double> time_limit{};
  std::size_t memory_limit_mb = 0;  // as solve's Request (0: none)
};

struct Candidates {
  std::vector<std::uint64_t> mask;       // per cell: bit s set iff symbol s is a true candidate
  std::vector<std::vector<int>> counts;  // with K: [cell][symbol] solutions found, at most K
  int count_limit = 0;                   // K (0: not counted)
  bool no_solution = false;
  bool unique = false;     // one candidate per cell: the puzzle is unique
  bool limit_hit = false;  // a limit stopped the search: the masks are a subset
  // The memory limit, or the time limit while encoding, stopped it: the
  // verdict line, in solve's words (limit_hit is set).
  std::optional<std::string> refused;
  int solutions = 0;     // solutions drawn to find the candidates
  int solver_calls = 0;  // solve calls in all, counting included
  double seconds = 0;
  std::optional<std::string> violation;  // a solution failed the checker: a bug
};

// Puzzles of at most 64 symbols (candidate masks); others give a violation
// message saying so.
Candidates true_candidates(const model::Puzzle& p, const CandidatesRequest& request);

}  // namespace rfsat::solve
