// explain() (explain.hpp): the verdict first (solve::solve, two
// solutions), then steps from the engine until the grid is full, breaks,
// or nothing more follows; every step is checked against the unique
// solution (no step may remove its value).
#include "explain.hpp"

#include <algorithm>
#include <chrono>

#include "engine.hpp"
#include "solve.hpp"

namespace rfsat::explain {
namespace {

using Clock = std::chrono::steady_clock;

Verdict verdict_from(const solve::Result& r) {
  switch (solve::verdict_of(r)) {
    case solve::Verdict::none:
      return Verdict::no_solution;
    case solve::Verdict::unique:
      return Verdict::unique;
    case solve::Verdict::multiple:
    case solve::Verdict::at_least:
      return Verdict::not_unique;
    case solve::Verdict::limit:
      return Verdict::limit;
  }
  return Verdict::limit;
}

// A step that removes a candidate of the unique solution: an internal error.
bool keeps_solution(const Step& s, const model::Assignment& solution) {
  for (const Elimination& e : s.eliminations)
    if (e.symbols & presolve::bit(solution[e.cell])) return false;
  for (const Placement& p : s.placements)
    if (solution[p.cell] != p.symbol) return false;
  return true;
}

void walk(Engine& engine, GridState& s, const Options& o, Path& path) {
  while (!s.solved() && !s.broken()) {
    Found f = engine.next(s, 0, o.max_depth);
    if (engine.timed_out()) {
      path.verdict = Verdict::limit;
      path.message = "the time limit stopped the path";
      return;
    }
    if (!f.step) {
      if (engine.no_solution && !s.broken())
        path.message = "no solution, and no explanation of why within " +
                       std::to_string(RuleSolver::kConflictBudget) + " conflicts per question";
      return;
    }
    if (engine.solution && !keeps_solution(*f.step, *engine.solution)) {
      path.internal_error = true;
      path.message = "step " + std::to_string(path.steps.size() + 1) +
                     " would remove a candidate of the solution";
      return;
    }
    s.apply(*f.step, static_cast<int>(path.steps.size()));
    // A step without conclusion: the rules contradict, the path ends.
    const bool last = f.step->placements.empty() && f.step->eliminations.empty();
    path.steps.push_back(std::move(*f.step));
    if (o.hint || last) return;
  }
}

}  // namespace

Path explain(const model::Puzzle& puzzle, const Options& o) {
  const auto start = Clock::now();
  Path path;
  const Deadline deadline = deadline_after(o.time_limit, start);
  const solve::Result r = solve::solve(puzzle, {.count = 2, .time_limit = o.time_limit});
  path.verdict = verdict_from(r);
  path.verdict_text = solve::verdict_text(r);
  // The step finder knows grid cells (and chaos labels) only: declared var
  // cells would index past its tables, so such a puzzle gets no path.
  const bool chaos = std::any_of(
      puzzle.constraints.begin(), puzzle.constraints.end(),
      [](const auto& c) { return std::holds_alternative<model::ChaosConstruction>(c.kind); });
  if (puzzle.geometry.var_cells > (chaos ? puzzle.geometry.cell_count() : 0)) {
    path.message = "explain does not handle var cells (var_cells = N) yet";
    return path;
  }
  GridState s(puzzle);
  path.start = s.masks();
  if (path.verdict != Verdict::limit) {
    try {
      Engine engine(puzzle, o, deadline);
      if (path.verdict == Verdict::unique) engine.solution = r.enumeration.solutions.front();
      engine.no_solution = path.verdict == Verdict::no_solution;
      walk(engine, s, o, path);
    } catch (const cnf::LimitExceeded&) {
      path.verdict = Verdict::limit;
      path.message = "the time limit stopped the encoding";
    }
  } else {
    path.message = "the time limit stopped the search for solutions";
  }
  path.final = s.masks();
  // A full grid is the solution only when there is one: with no solution,
  // steps that follow vacuously can fill the grid while some rule fails.
  path.complete = s.solved() && path.verdict == Verdict::unique;
  path.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return path;
}

}  // namespace rfsat::explain
