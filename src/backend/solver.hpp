// The SAT backend: a thin adapter over CaDiCaL 1.5.3, and solution
// enumeration by blocking clauses over the cell variables only. This is the
// only part of rfsat that includes <cadical.hpp> (in cadical_solver.cpp).
//
//   rfsat::backend::Enumeration r = rfsat::backend::enumerate(puzzle, encoded, {.max_solutions = 2});
//   if (r.solutions.size() == 1 && r.complete) { /* unique */ }
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "cnf.hpp"
#include "encode.hpp"
#include "puzzle.hpp"

namespace rfsat::backend {

enum class Status { satisfiable, unsatisfiable, unknown };

// Which CaDiCaL option set to use on top of the common table
// (cadical_solver.cpp): `classic` for puzzles of houses and cell candidates
// only (classic sudoku of any size), `sums` for puzzles with sum cages or
// little killers, `general` for everything else.
enum class Profile { general, classic, sums };

// Per-solver settings beyond the fixed options table (cadical_solver.cpp).
struct SolverSettings {
  int seed = 0;  // CaDiCaL's random seed (0 is its default)
  Profile profile = Profile::general;
};

// One incremental SAT solver. Literals are DIMACS ints.
class SatSolver {
 public:
  SatSolver();
  explicit SatSolver(const SolverSettings& settings);
  ~SatSolver();
  SatSolver(const SatSolver&) = delete;
  SatSolver& operator=(const SatSolver&) = delete;

  void add_formula(const cnf::Formula& f);
  void add_clause(std::span<const int> lits);
  void assume(int lit);
  // The decision phase the solver tries first for lit's variable (true for
  // lit > 0). Used to draw random solutions (rfsat generate).
  void phase(int lit);
  // Solves under the pending assumptions; stops with `unknown` at `deadline`.
  Status solve(std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt);
  // After `satisfiable`: is variable `var` true?
  bool value(int var) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct EnumerateOptions {
  int max_solutions = 2;
  std::optional<double> time_limit_seconds;
  SolverSettings settings{};
  std::vector<int> phases{};  // preferred decision phases (SatSolver::phase)
};

struct Enumeration {
  std::vector<model::Assignment> solutions;
  bool complete = false;   // true: `solutions` are all the solutions there are
  bool limit_hit = false;  // the time limit stopped the search
};

// Finds up to max_solutions solutions of the encoded puzzle.
Enumeration enumerate(const model::Puzzle& puzzle, const enc::Encoded& encoded,
                      const EnumerateOptions& options);

}  // namespace rfsat::backend
