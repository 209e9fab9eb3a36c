// SatSolver over CaDiCaL 1.5.3 (Debian libcadical-dev). Only calls the 1.5.3
// surface (add/assume/solve/val/set/connect_terminator); see
// ../shared/notes/cadical.md. `val` returns +-lit, so we test its sign.
#include <cadical.hpp>

#include "solver.hpp"

namespace rfsat::backend {

namespace {
// Stops the search at a deadline; CaDiCaL polls it regularly.
class DeadlineTerminator : public CaDiCaL::Terminator {
 public:
  explicit DeadlineTerminator(std::chrono::steady_clock::time_point d) : deadline_(d) {}
  bool terminate() override { return std::chrono::steady_clock::now() >= deadline_; }

 private:
  std::chrono::steady_clock::time_point deadline_;
};
}  // namespace

struct SatSolver::Impl {
  CaDiCaL::Solver solver;
};

SatSolver::SatSolver() : impl_(std::make_unique<Impl>()) { impl_->solver.set("quiet", 1); }

SatSolver::~SatSolver() = default;

void SatSolver::add_formula(const cnf::Formula& f) {
  for (int lit : f.literals()) impl_->solver.add(lit);
}

void SatSolver::add_clause(std::span<const int> lits) {
  for (int lit : lits) impl_->solver.add(lit);
  impl_->solver.add(0);
}

void SatSolver::assume(int lit) { impl_->solver.assume(lit); }

Status SatSolver::solve(std::optional<std::chrono::steady_clock::time_point> deadline) {
  int r = 0;
  if (deadline) {
    DeadlineTerminator t(*deadline);
    impl_->solver.connect_terminator(&t);
    r = impl_->solver.solve();
    impl_->solver.disconnect_terminator();
  } else {
    r = impl_->solver.solve();
  }
  return r == 10 ? Status::satisfiable : r == 20 ? Status::unsatisfiable : Status::unknown;
}

bool SatSolver::value(int var) const { return impl_->solver.val(var) > 0; }

}  // namespace rfsat::backend
