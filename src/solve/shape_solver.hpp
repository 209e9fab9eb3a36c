// Many puzzles of one shape, one solver: the shape's rules (groups only) are
// encoded once, without pruning, into an incremental CaDiCaL solver; each
// puzzle is then solved under assumptions (its cells fixed by propagation,
// and the candidates its set/del-values rules remove), and its blocking
// clauses are guarded by a fresh activation literal retired afterwards
// (../shared/notes/cadical.md §2.2; the loop is backend/enumerator.hpp).
// Used by collections (src/batch/, --incremental).
//
//   ShapeSolver s(base_puzzle);                  // rows, columns, boxes
//   solve::Result r = s.solve(puzzle, {.count = 2});  // puzzle = base + givens
#pragma once

#include <vector>

#include "encode.hpp"
#include "solve.hpp"

namespace rfsat::solve {

class ShapeSolver {
 public:
  // `base` holds only model::Group constraints.
  explicit ShapeSolver(const model::Puzzle& base);

  // True if `puzzle` is `base` plus single-cell rules only (then solve()
  // applies); the groups must be exactly the base's, in order.
  bool fits(const model::Puzzle& puzzle) const;

  // Same contract as solve::solve, on one thread: request.threads and
  // request.repeat do not apply.
  Result solve(const model::Puzzle& puzzle, const Request& request);

 private:
  std::vector<int> assumptions(const model::Puzzle& puzzle, const enc::Domains& d) const;

  std::size_t group_count_ = 0;
  enc::Encoded base_;
  backend::SatSolver solver_;
  int next_var_ = 0;  // activation literals live above the base formula
};

}  // namespace rfsat::solve
