// The solve service: one puzzle in, its solutions (up to a count) and a
// verdict out, the way every command solves. It prunes candidates, answers
// without the solver when propagation decides the puzzle, else encodes,
// picks the CaDiCaL option profile and enumerates (src/backend/); it
// re-checks every solution with the independent checker (src/check/), and
// records timings and the formula's size. solve, check, batch and generate
// all call it; report.hpp prints its results.
//
//   rfsat::solve::Result r = rfsat::solve::solve(puzzle, {.count = 2, .time_limit = 10.0});
//   if (rfsat::solve::verdict_of(r) == rfsat::solve::Verdict::unique) { ... }
#pragma once

#include <chrono>
#include <functional>
#include <limits>
#include <optional>
#include <string>

#include "domains.hpp"
#include "presolve.hpp"
#include "puzzle.hpp"
#include "solver.hpp"

namespace rfsat::solve {

struct Request {
  int count = 2;                      // look for up to this many solutions
  std::optional<double> time_limit{}; // seconds from the start, encoding included
  int threads = 1;                    // > 1: cooperating solvers (backend::enumerate_parallel)
  int repeat = 1;                     // benchmarks: solve this many times, total_seconds the median
  // The memory the formula and the solver may take, in MiB (0: no bound):
  // a puzzle whose estimate exceeds it is refused before encoding,
  // encoding stops when the formula outgrows it (kBytesPerLiteral), and the
  // search when the process's resident memory does (CaDiCaL's learned
  // clauses).
  std::size_t memory_limit_mb = 0;
  // Progress (`rfsat serve`'s count): called from the search as solutions
  // are found, with how many so far (not for the last one, nor when
  // propagation alone decides the puzzle); may be called from several
  // threads when threads > 1.
  std::function<void(int)> on_solution{};
};

// What one stored literal costs in all: ours (4 bytes, up to twice that
// while the vector grows), CaDiCaL's copy with its watches and clause
// headers, and room for its learned clauses. Measured peak memory over
// stored literals: 53 bytes (empty 64x64, solved), 82 (49x49 after 60 s of
// search); docs/limits.md.
inline constexpr std::size_t kBytesPerLiteral = 64;
// `rfsat dimacs` never runs CaDiCaL: a literal costs our store alone, 4
// bytes and twice that while the vector grows (docs/limits.md).
inline constexpr std::size_t kDimacsBytesPerLiteral = 8;

// The formula's budget under --memory-limit (enc::Options::max_literals):
// the limit's bytes at `per_literal` bytes each; no limit (0): unbounded.
inline std::size_t literal_budget(std::size_t limit_mb,
                                  std::size_t per_literal = kBytesPerLiteral) {
  if (limit_mb == 0) return std::numeric_limits<std::size_t>::max();
  return limit_mb * (std::size_t{1} << 20) / per_literal;
}

struct Result {
  backend::Enumeration enumeration;
  int variables = 0;         // the formula handed to the solver: 0 when
  std::size_t clauses = 0;   // propagation alone decided the puzzle
  double encode_seconds = 0;
  double total_seconds = 0;
  std::optional<std::string> violation;  // set if a solution failed the checker: a bug
  // Set when a limit stopped the puzzle before the search (too large for
  // --memory-limit, or --time-limit ran out while encoding), or the memory
  // limit stopped the search: the verdict line, and enumeration.limit_hit
  // is set.
  std::optional<std::string> refused;
};

Result solve(const model::Puzzle& puzzle, const Request& request);

// The time left of `limit` seconds counted from `start` (loading the input
// counts), and the result of a puzzle that a limit stopped before solving:
// `why` is its verdict line.
std::optional<double> time_left(std::optional<double> limit,
                                std::chrono::steady_clock::time_point start);
Result refusal(std::string why);

// --memory-limit for every command that searches (docs/limits.md), in
// solve()'s words: a formula whose estimate (presolve::Presolved) is over
// the budget of `limit_mb` is refused before encoding (nullopt: it fits),
// and the search stopped past it. The formula's memory is projected from
// its literals at `per_literal` bytes each (kBytesPerLiteral: the solver's
// copy and room for its learned clauses included), and the messages say so.
std::optional<std::string> formula_refusal(const presolve::Presolved& pre, std::size_t limit_mb,
                                           std::size_t per_literal = kBytesPerLiteral);
std::string formula_too_large(std::size_t estimated_literals, std::size_t limit_mb,
                              std::size_t per_literal = kBytesPerLiteral);
std::string solver_outgrew(std::size_t limit_mb);
// The verdict line of a formula's budget that stopped encoding (the time
// limit or the memory limit `limit_mb`, its literals at `per_literal`).
std::string encoding_stopped(const cnf::LimitExceeded& e, std::size_t limit_mb,
                             std::size_t per_literal = kBytesPerLiteral);
// The result was stopped by the memory limit (estimate, budget or search).
bool memory_refused(const Result& r);

// unique / none / multiple are proofs; at_least means "stopped at N found"
// (N = 1 with --count 1); limit means the time limit stopped the search.
enum class Verdict { none, unique, multiple, at_least, limit };
Verdict verdict_of(const Result& r);

// "no solution", "unique", "exactly 3 solutions", "at least 2 solutions",
// "time limit reached after 1 solution".
std::string verdict_text(const Result& r);

// What a picture of the first solution is when it is not the only one:
// "one of at least 2 solutions", "one of exactly 3 solutions"; "" when
// fewer than two were found (render --solution, solve --format svg).
std::string one_of_text(const Result& r);

// The CaDiCaL option profile for a puzzle: classic (houses and candidate
// rules only), sums (sum cages, little killers or product cages:
// docs/tuning.md#product-profile) or general.
backend::Profile profile_of(const model::Puzzle& p);

// presolve::decided as an enumeration (complete): when propagation leaves
// at most one candidate in every cell, no SAT call is needed. Returns
// nullopt when some cell still has two or more candidates.
std::optional<backend::Enumeration> decided_by_propagation(const model::Puzzle& p,
                                                           const enc::Domains& d);

// The checker's verdict on every solution of `r` (the first failure) into
// r.violation.
void verify(const model::Puzzle& p, Result& r);

}  // namespace rfsat::solve
