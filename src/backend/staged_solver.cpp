// StagedSolver (staged_solver.hpp): the solo stage, the hand-over to
// worker 1's options, and the chunked calls after it.
#include "staged_solver.hpp"

#include <algorithm>
#include <chrono>

namespace rfsat::backend {

StagedSolver::StagedSolver(const cnf::Formula& formula, const SolverSettings& settings,
                           const EnumerateOptions& schedule)
    : formula_(formula),
      settings_(settings),
      schedule_(schedule),
      staged_(staged_search(settings)),
      current_(std::make_unique<SatSolver>(settings)) {
  current_->add_formula(formula);
  if (staged_) current_->export_learned(schedule_.share_max_size);
}

void StagedSolver::add_clause(std::span<const int> lits) {
  current_->add_clause(lits);
  if (!staged_ || handed_over_) return;  // no later solver will need it
  added_.insert(added_.end(), lits.begin(), lits.end());
  added_.push_back(0);
}

void StagedSolver::assume(int lit) { assumptions_.push_back(lit); }

void StagedSolver::phase(int lit) {
  current_->phase(lit);
  if (!staged_ || handed_over_) return;
  const std::size_t var = static_cast<std::size_t>(lit > 0 ? lit : -lit);
  if (phases_.size() <= var) phases_.resize(var + 1, 0);
  phases_[var] = lit > 0 ? 1 : -1;
}

// Worker 1 of the one-thread enumeration (parallel_enumerate.cpp): the
// formula, the clauses added, the solo solver's short learned clauses.
void StagedSolver::hand_over() {
  std::vector<int> learned = current_->take_learned();
  SolverSettings s = settings_;
  s.worker = 1;
  current_ = std::make_unique<SatSolver>(s);
  current_->add_formula(formula_);
  for (const std::vector<int>* list : {&added_, &learned})
    for (std::size_t start = 0, end = 0; end < list->size(); start = ++end) {
      while ((*list)[end] != 0) ++end;
      current_->add_clause(std::span<const int>(list->data() + start, end - start));
    }
  for (std::size_t v = 1; v < phases_.size(); ++v)
    if (phases_[v]) current_->phase(phases_[v] > 0 ? static_cast<int>(v) : -static_cast<int>(v));
  added_ = {};
  phases_ = {};
  handed_over_ = true;
}

Status StagedSolver::solve(Deadline deadline) {
  const std::vector<int> assumptions = std::move(assumptions_);
  assumptions_.clear();
  SolveLimits limits{.deadline = deadline, .max_resident_mb = schedule_.memory_limit_mb};
  if (!staged_) {
    for (int lit : assumptions) current_->assume(lit);
    return current_->solve(limits);
  }
  if (!handed_over_) {
    limits.conflicts = std::max(1, schedule_.solo_conflicts);
    for (int lit : assumptions) current_->assume(lit);
    const Status st = current_->solve(limits);
    if (st != Status::unknown || past(deadline) || current_->outgrew_memory()) return st;
    hand_over();
  }
  limits.conflicts = std::max(1, schedule_.chunk_conflicts);
  for (;;) {
    for (int lit : assumptions) current_->assume(lit);
    const Status st = current_->solve(limits);
    if (st != Status::unknown || past(deadline) || current_->outgrew_memory()) return st;
  }
}

}  // namespace rfsat::backend
