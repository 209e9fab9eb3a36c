// Solving one puzzle the way every command does: encode, enumerate up to N
// solutions, verify each with the independent checker, time it all, and
// classify the outcome into a verdict.
#pragma once

#include <optional>
#include <string>

#include "puzzle.hpp"
#include "domains.hpp"
#include "solver.hpp"

namespace rfsat::cli {

enum class Verdict { none, unique, multiple, at_least, limit };

struct RunResult {
  backend::Enumeration enumeration;
  int max_solutions = 2;
  int variables = 0;
  std::size_t clauses = 0;
  double encode_seconds = 0;
  double total_seconds = 0;
  std::optional<std::string> violation;  // set if a solution failed the checker
};

// The CaDiCaL option profile for a puzzle: classic (houses and candidate
// rules only), sums (sum cages or little killers) or general.
backend::Profile profile_of(const model::Puzzle& p);

// When propagation (enc::prune, sound) leaves at most one candidate in every
// cell, no SAT call is needed: an empty cell means no solution; otherwise the
// only candidate assignment is the unique solution iff the checker accepts
// it. Returns nullopt when some cell still has two or more candidates.
std::optional<backend::Enumeration> decided_by_propagation(const model::Puzzle& p,
                                                           const enc::Domains& d);

// threads > 1: cooperating solvers (backend::enumerate_parallel).
RunResult run_puzzle(const model::Puzzle& puzzle, int max_solutions,
                     std::optional<double> time_limit_seconds, int threads = 1);

// unique / none / multiple are proofs; at_least means "stopped at N found"
// (N = 1 with --count 1); limit means the time limit stopped the search.
Verdict verdict_of(const RunResult& r);

// "no solution", "unique", "exactly 3 solutions", "at least 2 solutions",
// "time limit reached after 1 solution".
std::string verdict_text(const RunResult& r);

}  // namespace rfsat::cli
