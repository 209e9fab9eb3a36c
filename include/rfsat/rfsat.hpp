// rfsat's public C++ interface: load a puzzle, solve it, count its solutions
// and read them. This is the only header the installed package ships; it
// hides the model, the encoders and CaDiCaL behind a small value API, so a
// program can check puzzles without knowing how rfsat works inside.
//
//   #include <rfsat/rfsat.hpp>
//
//   rfsat::Puzzle p = rfsat::Puzzle::from_file("killer.rf");  // any format rfsat reads
//   rfsat::Result r = p.solve({.max_solutions = 2});
//   if (r.verdict == rfsat::Verdict::unique) std::cout << r.solutions[0] << '\n';
//
// CMake: find_package(rfsat REQUIRED) then target_link_libraries(app PRIVATE rfsat::rfsat).
// Errors (unreadable files, bad input) throw rfsat::Error whose what() holds
// the same file:line:col diagnostics the rfsat command prints.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#define RFSAT_API __attribute__((visibility("default")))

namespace rfsat {

// "0.1.0": the version of the library.
RFSAT_API std::string version();

class RFSAT_API Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class Verdict {
  no_solution,  // proved: none
  unique,       // proved: exactly one
  multiple,     // at least two (all of them when `complete`)
  at_least,     // stopped after max_solutions = 1 found
  time_limit,   // the time limit stopped the search
};

struct SolveOptions {
  int max_solutions = 2;          // stop after this many (2 proves uniqueness)
  double time_limit_seconds = 0;  // 0: no limit
  int threads = 1;                // > 1: cooperating solvers on one puzzle
};

struct Result {
  Verdict verdict = Verdict::no_solution;
  std::string verdict_text;            // as rfsat prints it: "unique", "exactly 3 solutions", ...
  bool complete = false;               // `solutions` are all there are
  std::vector<std::string> solutions;  // row-major, one symbol per cell, '.' for holes
  double seconds = 0;                  // encoding and solving
};

// One puzzle, read and checked: its rules resolved, ready to solve.
class RFSAT_API Puzzle {
 public:
  // A file in any input format rfsat reads (.rf rule files, classic sudoku
  // files holding one grid, cdok calcudoku specs, ...); `format` forces one
  // (the names of `rfsat solve --from`), empty means detect by content.
  static Puzzle from_file(const std::string& path, const std::string& format = "");
  // The same from text in memory; `name` is used in error messages.
  static Puzzle from_text(const std::string& text, const std::string& name = "<text>",
                          const std::string& format = "");

  Puzzle(Puzzle&&) noexcept;
  Puzzle& operator=(Puzzle&&) noexcept;
  ~Puzzle();

  int rows() const;     // of the bounding rectangle
  int columns() const;  // (a hexagon: its rows and its widest row)
  int cells() const;    // cells that hold a symbol (holes excluded)

  // Solves the puzzle; every solution returned has passed rfsat's
  // independent checker (a failure there is a bug and throws Error).
  Result solve(const SolveOptions& options = {}) const;
  // Shorthand: solve with max_solutions = 2 and ask for a unique verdict.
  bool is_unique() const;

 private:
  struct Impl;
  explicit Puzzle(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace rfsat
