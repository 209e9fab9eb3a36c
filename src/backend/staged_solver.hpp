// StagedSolver: one incremental search that solves each call the way
// enumerate() solves a puzzle on one thread, for callers that ask their own
// sequence of queries (the true candidates, solve/candidates.cpp). Which
// searches are staged is decided in one place, staged_search() in
// solver.hpp, for enumerate() and for this class alike.
//
// Staged (every puzzle but the classic ones): each call first gets `solo_conflicts`
// conflicts with the lone solver's options; the first call that runs out
// hands over, for good, to a fresh solver with worker 1's options
// (cadical_solver.cpp), given the formula, every clause added so far, the
// short clauses the first one learned and the preferred phases, which then
// solves in chunks of `chunk_conflicts` (each chunk a fresh restart:
// docs/tuning.md#one-thread-chunks, #solo-conflicts). Not staged: one lone
// solver, one solve call per query.
//
//   backend::StagedSolver s(encoded.formula, {.profile = Profile::sums});
//   s.add_clause(query); s.assume(lit);
//   if (s.solve(deadline) == Status::satisfiable && s.value(x)) { ... }
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "solver.hpp"

namespace rfsat::backend {

class StagedSolver {
 public:
  // `schedule`: solo_conflicts, chunk_conflicts and share_max_size are read.
  StagedSolver(const cnf::Formula& formula, const SolverSettings& settings,
               const EnumerateOptions& schedule = {});
  void add_clause(std::span<const int> lits);
  void assume(int lit);  // for the next solve() only
  void phase(int lit);
  // `unknown` at the deadline, or when the process outgrows the schedule's
  // memory_limit_mb (outgrew_memory() then says so).
  Status solve(Deadline deadline);
  bool outgrew_memory() const { return current_->outgrew_memory(); }
  bool value(int var) const { return current_->value(var); }
  // The solver in use (unstaged callers, such as the enumeration loop).
  SatSolver& current() { return *current_; }
  bool handed_over() const { return handed_over_; }

 private:
  void hand_over();

  const cnf::Formula& formula_;
  SolverSettings settings_;
  EnumerateOptions schedule_;
  bool staged_;
  bool handed_over_ = false;
  std::unique_ptr<SatSolver> current_;
  std::vector<int> added_;           // every clause added, each ended by a 0
  std::vector<int> assumptions_;     // for the next solve()
  std::vector<signed char> phases_;  // [var]: +1, -1, 0 (none set)
};

}  // namespace rfsat::backend
