// The enumeration loop (enumerator.hpp). The order of solver calls is part
// of its contract: assumptions, then the activation literal, then solve;
// after a model, only value() reads until the sink adds the blocking clause
// (guard first, then the cells in cell order). Counts and the solutions
// printed depend on it.
#include "enumerator.hpp"

#include <bit>
#include <chrono>

namespace rfsat::backend {
namespace {

model::Assignment decode(const SatSolver& solver, const CellView& cells) {
  const int n = cells.puzzle.geometry.total_cells();
  model::Assignment a(n, -1);
  for (int c = 0; c < n; ++c) {
    if (enc::is_single(cells.domains[c])) {
      a[c] = std::countr_zero(cells.domains[c]);
      continue;
    }
    for (int s = 0; s < cells.vars.num_symbols && a[c] < 0; ++s)
      if (int x = cells.vars.at(c, s); x != 0 && solver.value(x)) a[c] = s;
  }
  return a;
}

// -activation (if any), then the negated cell literal of every cell that is
// set and not fixed.
std::vector<int> blocking_clause(const CellView& cells, const model::Assignment& a, int activation) {
  std::vector<int> clause;
  if (activation > 0) clause.push_back(-activation);
  for (std::size_t c = 0; c < a.size(); ++c)
    if (a[c] >= 0 && !enc::is_single(cells.domains[c]))
      clause.push_back(-cells.vars.at(static_cast<int>(c), a[c]));
  return clause;
}

}  // namespace

void enumerate_cells(SatSolver& solver, const CellView& cells, const Query& q, SolutionSink& sink) {
  while (!sink.done()) {
    sink.before_solve(solver);
    for (int lit : q.assumptions) solver.assume(lit);
    if (q.activation > 0) solver.assume(q.activation);
    const Status st = solver.solve(q.limits);
    sink.after_solve(solver);
    if (st == Status::satisfiable) {
      model::Assignment a = decode(solver, cells);
      std::vector<int> block = blocking_clause(cells, a, q.activation);
      const bool last = block.size() == (q.activation > 0 ? 1u : 0u);
      if (sink.found(solver, std::move(a), std::move(block), last)) break;
    } else if (st == Status::unsatisfiable) {
      sink.exhausted();
      break;
    } else if (solver.outgrew_memory()) {
      sink.stopped_by_memory();
      break;
    } else if (q.limits.conflicts < 0 || past(q.limits.deadline)) {
      sink.stopped_by_limit();
      break;
    } else if (q.one_chunk) {
      break;
    }
  }
  if (q.activation > 0) {
    const int retire = -q.activation;
    solver.add_clause(std::span<const int>(&retire, 1));
  }
}

bool Collector::found(SatSolver& solver, model::Assignment a, std::vector<int> block, bool last) {
  result.solutions.push_back(std::move(a));
  if (last) {
    result.complete = true;
    return true;
  }
  solver.add_clause(block);
  if (phases_after_ && !done())
    for (int lit : phases_after_(result.solutions.back())) solver.phase(lit);
  return false;
}

}  // namespace rfsat::backend
