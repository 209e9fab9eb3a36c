// What Puzzle.solve, Puzzle.check and Puzzle.candidates compute, in C++
// without Python: the solve service (src/solve/solve.hpp) and the true
// candidates (src/solve/candidates.hpp), as `rfsat solve`, `rfsat check`
// and `rfsat candidates` call them. A limit that stops the work throws
// LimitError, a bad argument InputError (python_errors.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "loaded_puzzle.hpp"

namespace rfsat::python {

struct SolveResult {
  std::string verdict;                 // "none", "unique", "multiple" or "at_least"
  std::string verdict_text;            // as rfsat prints it: "unique", "exactly 3 solutions", ...
  bool complete = false;               // `solutions` are all there are
  std::vector<std::string> solutions;  // row-major, one symbol per cell, '.' for holes
  double seconds = 0;
  // Unique, and the input carries a solution (f-puzzles, SudokuPad):
  // whether it is the one found; `differs` says where not (rfsat check's
  // "unique, solution differs").
  std::optional<bool> matches_input_solution;
  std::string differs;
  int count() const { return static_cast<int>(solutions.size()); }
};

SolveResult solve_puzzle(const LoadedPuzzle& p, int count, std::optional<double> time_limit,
                         int jobs);

// `rfsat candidates --format json`'s object, as text.
std::string candidates_json(const LoadedPuzzle& p, std::optional<double> time_limit);

}  // namespace rfsat::python
