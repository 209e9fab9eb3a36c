// enumerate() (solver.hpp): a lone solver on the puzzle's formula, through
// the enumeration loop (enumerator.hpp). Staged puzzles (every one but the
// classic ones, staged_search()), and any puzzle with threads > 1, go to the
// solo and cooperating workers instead (parallel_enumerate.cpp).
#include "enumerator.hpp"

namespace rfsat::backend {

Enumeration enumerate(const model::Puzzle& puzzle, const enc::Encoded& encoded,
                      const EnumerateOptions& options) {
  // Staged puzzles: a solo worker with these settings, then one in worker
  // 1's settings for the profile (cadical_solver.cpp), even on one thread.
  if (options.threads > 1 || staged_search(options.settings))
    return enumerate_parallel(puzzle, encoded, options);
  const auto deadline = deadline_after(options.time_limit_seconds);  // loading counts
  SatSolver solver(options.settings);
  solver.add_formula(encoded.formula, deadline);
  for (int lit : options.phases) solver.phase(lit);
  Collector collector(options.max_solutions, options.phases_after);
  enumerate_cells(solver, cells_of(puzzle, encoded),
                  {.limits = {.deadline = deadline, .max_resident_mb = options.memory_limit_mb}},
                  collector);
  collector.result.conflicts = solver.learned_clauses();
  return std::move(collector.result);
}

}  // namespace rfsat::backend
