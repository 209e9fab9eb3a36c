// Many puzzles of one shape, one solver: the shape's rules (groups only) are
// encoded once, without pruning, into an incremental CaDiCaL solver; each
// puzzle is then solved under assumptions (its cells fixed by propagation,
// and the candidates its set/del-values rules remove), and its blocking
// clauses are guarded by a fresh activation literal retired afterwards
// (../shared/notes/cadical.md §2.2).
//
//   ShapeSolver s(base_puzzle);               // rows, columns, boxes
//   cli::RunResult r = s.solve(puzzle, 2, {});  // puzzle = base + givens
#pragma once

#include <optional>

#include "encode.hpp"
#include "run.hpp"
#include "solver.hpp"

namespace rfsat::batch {

class ShapeSolver {
 public:
  // `base` holds only model::Group constraints.
  explicit ShapeSolver(const model::Puzzle& base);

  // True if `puzzle` is `base` plus single-cell rules only (then solve()
  // applies); the groups must be exactly the base's, in order.
  bool fits(const model::Puzzle& puzzle) const;

  // Same contract as cli::run_puzzle.
  cli::RunResult solve(const model::Puzzle& puzzle, int max_solutions,
                       std::optional<double> time_limit_seconds);

 private:
  std::vector<int> assumptions(const model::Puzzle& puzzle, const enc::Domains& d) const;

  std::size_t group_count_ = 0;
  enc::Encoded base_;
  backend::SatSolver solver_;
  int next_var_ = 0;  // activation literals live above the base formula
};

}  // namespace rfsat::batch
