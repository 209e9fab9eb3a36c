// The one enumeration loop: solve under the assumptions, decode the cell
// variables, block that solution with a clause over the cell literals of the
// cells that are not fixed (guarded by an activation literal when there is
// one), solve again; until the sink has what it wants, the formula has no
// other solution, or a limit stops the search. Never blocks on auxiliaries,
// so each grid is counted once (../shared/notes/cadical.md §2.2).
//
// Its users: enumerate() (a lone solver, enumerate.cpp), each parallel
// worker (parallel_enumerate.cpp: a sink that shares what it finds), and
// solve::ShapeSolver (many puzzles of one shape under assumptions):
//
//   backend::Collector c(2);
//   backend::enumerate_cells(solver, backend::cells_of(puzzle, encoded), {}, c);
//   // c.result.solutions, c.result.complete, c.result.limit_hit
#pragma once

#include <span>
#include <vector>

#include "solver.hpp"

namespace rfsat::backend {

// What the loop decodes and blocks: the cell variables, and the candidates
// per cell. A cell with one candidate is read from `domains` (its literal is
// a unit clause or an assumption, so every model agrees) and left out of
// blocking clauses; an empty domain (holes, the wide encoding) is "not fixed".
struct CellView {
  const model::Puzzle& puzzle;
  const enc::CellVars& vars;
  const enc::Domains& domains;
};

// The view of a puzzle's own encoding (its pruned domains).
inline CellView cells_of(const model::Puzzle& puzzle, const enc::Encoded& encoded) {
  return {puzzle, encoded.vars, encoded.domains};
}

struct Query {
  std::span<const int> assumptions{};  // assumed before every solve call
  // > 0: assumed too, added to every blocking clause as -activation, and
  // retired by the unit clause -activation when the loop ends, so the
  // blocking clauses of this query bind no later one.
  int activation = 0;
  SolveLimits limits{};
  // Without a conflict budget (limits.conflicts < 0) an unknown answer is a
  // limit (the deadline or the stop flag). With one, an unknown answer
  // before the deadline ends one chunk: the loop goes on, or with
  // `one_chunk` returns.
  bool one_chunk = false;
};

// Where the loop's findings go, and what it does between solve calls.
class SolutionSink {
 public:
  virtual ~SolutionSink() = default;
  // Checked before every solve call: true ends the loop.
  virtual bool done() const = 0;
  virtual void before_solve(SatSolver&) {}
  virtual void after_solve(SatSolver&) {}
  // A solution and the clause that blocks it; `last`: the clause holds no
  // cell literal (every cell fixed), so no other solution exists. The sink
  // adds the clause to the solver, or shares it. True ends the loop.
  virtual bool found(SatSolver& solver, model::Assignment a, std::vector<int> block, bool last) = 0;
  // The solver answered unsatisfiable: every solution is recorded.
  virtual void exhausted() = 0;
  // The deadline (or the stop flag) ended the search.
  virtual void stopped_by_limit() = 0;
  // The process outgrew SolveLimits::max_resident_mb.
  virtual void stopped_by_memory() = 0;
};

void enumerate_cells(SatSolver& solver, const CellView& cells, const Query& query, SolutionSink& sink);

// The plain sink: up to `max_solutions` solutions in `result`, each blocked
// on the solver as soon as it is found.
class Collector : public SolutionSink {
 public:
  explicit Collector(int max_solutions,
                     std::function<std::vector<int>(const model::Assignment&)> phases_after = {})
      : max_solutions_(max_solutions), phases_after_(std::move(phases_after)) {}
  Enumeration result;

  bool done() const override { return static_cast<int>(result.solutions.size()) >= max_solutions_; }
  bool found(SatSolver& solver, model::Assignment a, std::vector<int> block, bool last) override;
  void exhausted() override { result.complete = true; }
  void stopped_by_limit() override { result.limit_hit = true; }
  void stopped_by_memory() override { result.limit_hit = result.memory_hit = true; }

 private:
  int max_solutions_;
  std::function<std::vector<int>(const model::Assignment&)> phases_after_;  // EnumerateOptions
};

}  // namespace rfsat::backend
