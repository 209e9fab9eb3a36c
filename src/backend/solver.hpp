// The SAT backend: a thin adapter over CaDiCaL 1.5.3, and solution
// enumeration by blocking clauses over the cell variables only. This is the
// only part of rfsat that includes <cadical.hpp> (in cadical_solver.cpp).
//
//   rfsat::backend::Enumeration r = rfsat::backend::enumerate(puzzle, encoded, {.max_solutions = 2});
//   if (r.solutions.size() == 1 && r.complete) { /* unique */ }
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "cnf.hpp"
#include "deadline.hpp"
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
  // Parallel enumeration numbers its cooperating workers from 1: worker
  // k > 0 adds row (k - 1) % 3 of a diversity table (search modes, phases)
  // and seed k - 1 (unused while solving in chunks shorter than CaDiCaL's
  // rephase interval; cadical_solver.cpp). 0: a lone solver (and the solo
  // worker), the profile's options only.
  int worker = 0;
  // Preferred phases will be set (SatSolver::phase): no forced initial phase,
  // which CaDiCaL 1.5.3 would put before them (docs/tuning.md#fill-hint).
  bool phase_hints = false;
  // A large classic grid searched without a guessed grid (solve.cpp): a
  // lone solver in stable mode only, learned clauses minimized; cooperating
  // workers keep their rows (docs/tuning.md#giant-stable).
  bool unguessed_grid = false;
  // In a race (EnumerateOptions::race), this solver's place k from 0: racer
  // 1 of an unguessed grid keeps the profile's unminimized learned clauses,
  // racers from 2 shuffle their variables with seed k (cadical_solver.cpp).
  int racer = 0;
};

// When one solve call gives up. Unset members do not limit.
struct SolveLimits {
  Deadline deadline;
  const std::atomic<bool>* stop = nullptr;  // another thread sets it to end the call
  int conflicts = -1;                       // >= 0: at most this many conflicts
  // > 0: stop when the process's resident memory exceeds this many MiB
  // (--memory-limit: CaDiCaL's learned clauses are otherwise unbounded).
  std::size_t max_resident_mb = 0;
};

// The process's resident memory in MiB (/proc/self/statm; 0 where that is
// unreadable).
std::size_t resident_megabytes();

// One incremental SAT solver. Literals are DIMACS ints.
class SatSolver {
 public:
  SatSolver();
  explicit SatSolver(const SolverSettings& settings);
  ~SatSolver();
  SatSolver(const SatSolver&) = delete;
  SatSolver& operator=(const SatSolver&) = delete;

  // Loads the formula's clauses (repeated units and binaries once). Past
  // `deadline` (read every 65,536 clauses: a huge grid's formula takes
  // seconds) it stops, and every later solve() is `unknown`: a formula
  // loaded in part is never searched.
  void add_formula(const cnf::Formula& f, Deadline deadline = std::nullopt);
  void add_clause(std::span<const int> lits);
  void assume(int lit);
  // The decision phase the solver tries first for lit's variable (true for
  // lit > 0). Used to draw random solutions (rfsat generate).
  void phase(int lit);
  // Solves under the pending assumptions; stops with `unknown` at `deadline`.
  Status solve(Deadline deadline = std::nullopt);
  // Solves under the pending assumptions; `unknown` when a limit is reached.
  Status solve(const SolveLimits& limits);
  // The last solve call ended `unknown` because the process outgrew
  // limits.max_resident_mb.
  bool outgrew_memory() const;
  // From now on, keep every learned clause of at most `max_size` literals;
  // take_learned() hands them over, each ended by a 0. They follow from the
  // clauses added so far (the formula and any blocking clauses).
  void export_learned(int max_size);
  std::vector<int> take_learned();
  // How many clauses this solver has learned so far, about one per conflict
  // (CaDiCaL 1.5.3 offers no conflict counter): the conflicts of --stats.
  std::int64_t learned_clauses() const;
  // After `satisfiable`: is variable `var` true?
  bool value(int var) const;
  // After `unsatisfiable` under assumptions: was assumption `lit` part of
  // the reason (CaDiCaL's failed-assumption core, not necessarily minimal)?
  bool failed(int lit);
  // Certificates (src/certificate/): from now on write a binary DRAT proof
  // of everything the solver derives to `file`. Only on a fresh solver,
  // before any clause is added (CaDiCaL's CONFIGURING state), so that the
  // proof starts from the clauses given; false if CaDiCaL refuses.
  // close_proof() flushes and detaches it; the caller closes `file`.
  bool trace_proof(std::FILE* file);
  void close_proof();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct EnumerateOptions {
  int max_solutions = 2;
  std::optional<double> time_limit_seconds{};
  std::size_t memory_limit_mb = 0;  // SolveLimits::max_resident_mb of every solve call
  SolverSettings settings{};
  std::vector<int> phases{};  // preferred decision phases (SatSolver::phase)
  // After a solution is found and blocked: the preferred phases for the next
  // search (empty: keep the current ones). Set by the lone solver and the
  // workers that take `phases`.
  std::function<std::vector<int>(const model::Assignment&)> phases_after{};
  // threads > 1, or the sums profile: parallel_enumerate.cpp. A solo worker
  // with the options of a lone solver searches alone for up to
  // `solo_conflicts` (at least 1) conflicts per solve, so easy puzzles never
  // start a thread (nor leave the lone solver's options); if that ends
  // without an answer, `threads` cooperating workers take over
  // (`solo_first = false`: no solo worker, for tests). Between chunks of
  // `chunk_conflicts` they swap learned clauses of at most `share_max_size`
  // literals and the blocking clauses; a lone worker (threads = 1) also
  // stops every `chunk_conflicts`, each call a fresh CaDiCaL restart.
  // Workers 2, 4, ... use `even_chunk_conflicts`, so their restarts and
  // swaps fall out of step with worker 1's. With threads > 1, between the
  // solo worker and the cooperating ones, two fresh lone solvers warm up in
  // parallel for one chunk of `warmup_conflicts` each (0: no warm-up).
  int threads = 1;
  int solo_conflicts = 1000;
  int warmup_conflicts = 4000;
  int chunk_conflicts = 500;
  int even_chunk_conflicts = 350;
  int share_max_size = 8;
  bool solo_first = true;
  // threads > 1: instead of those stages, `threads` lone solvers search side
  // by side without chunks, each with its SolverSettings::racer options, and
  // share the blocking clauses: the first grid of a large classic puzzle
  // without a guessed grid, or of a calcudoku without givens, is one long
  // search whose length each option set draws by lot (solve.cpp;
  // docs/tuning.md#giant-race, #product-race).
  bool race = false;
};

// Whether a lone search is staged: a solo stage with the lone solver's
// options, then worker 1's options in chunks (enumerate() on one thread, and
// StagedSolver). The one place that decides it: every puzzle but the
// classic ones, whose searches are short (docs/tuning.md#one-thread-chunks,
// #sums-workers, #general-staged).
inline bool staged_search(const SolverSettings& s) { return s.profile != Profile::classic; }

struct Enumeration {
  std::vector<model::Assignment> solutions;
  bool complete = false;   // true: `solutions` are all the solutions there are
  bool limit_hit = false;  // the time limit stopped the search
  bool memory_hit = false;  // the memory limit stopped it (limit_hit is set too)
  // The clauses learned by every solver of the search, summed
  // (SatSolver::learned_clauses): about its conflicts.
  std::int64_t conflicts = 0;
};

// Finds up to max_solutions solutions of the encoded puzzle. With
// options.threads > 1 the count and the verdict are the same as with one
// thread; which solutions are found first, when there are more than
// max_solutions, may differ from run to run.
Enumeration enumerate(const model::Puzzle& puzzle, const enc::Encoded& encoded,
                      const EnumerateOptions& options);

// The same with options.threads workers (parallel_enumerate.cpp).
Enumeration enumerate_parallel(const model::Puzzle& puzzle, const enc::Encoded& encoded,
                               const EnumerateOptions& options);

}  // namespace rfsat::backend
