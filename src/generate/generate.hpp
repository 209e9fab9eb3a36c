// Puzzle generation (`rfsat generate`; docs/calcudoku.md "Generating"):
//  - calcudoku: a random latin square (the SAT solver with seeded random
//    phases), a random partition into connected cages with random operators,
//    then givens added until the solver proves the puzzle unique, then
//    givens merged into cages while it stays unique (each step proven by a
//    full solve, count 2) within the difficulty bound;
//  - any rule file (--rules): a random solution, every cell given, then
//    givens (and with `clues` the clue rules: cages, dots, lines) removed in
//    a seeded random order while the puzzle stays unique.
// Same seed and options, same puzzle (the RNG is our own, CaDiCaL is
// deterministic). Every uniqueness proof is a solve::solve (src/solve/);
// random_solution drives the backend directly, for its seed and phases.
//
// Difficulty: the number of guesses (branch points) a depth-first search
// makes to find the solution and rule out every other, when it propagates
// groups and cages (presolve::prune_with_cages: singles, locked candidates, cage
// arithmetic) at every node and branches on a cell with fewest candidates.
// 0: the puzzle falls to propagation alone; counting stops at
// kDifficultyCap (a puzzle that needs that many guesses is "very hard").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cdok/read.hpp"
#include "puzzle.hpp"

namespace rfsat::generate {

// A small, portable, seeded generator (splitmix64): identical sequences on
// every platform, unlike the standard distributions.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  int below(int n);  // uniform in [0, n), n >= 1
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<int>(i))]);
  }

 private:
  std::uint64_t state_;
};

inline constexpr int kDifficultyCap = 1000;

// The difficulty (see above); -1 for puzzles beyond candidate masks.
int difficulty(const model::Puzzle& p);

// A random solution of `p`: cell literals get random preferred phases, the
// solver a seed. nullopt if `p` has no solution or a limit hits: `*outgrew`
// then says whether the memory limit did, `*timed_out` whether the time
// limit did (it bounds pruning and encoding as well as the search).
std::optional<model::Assignment> random_solution(const model::Puzzle& p, std::uint64_t seed,
                                                 double time_limit_seconds,
                                                 std::size_t memory_limit_mb = 0,
                                                 bool* outgrew = nullptr,
                                                 bool* timed_out = nullptr);

struct CalcudokuOptions {
  int size = 6;
  std::uint64_t seed = 1;
  bool two_cell = false;  // cdok -T: difference and ratio cages have two cells
  std::string ops = "+-*/";  // operators drawn (where they fit); holds + or *
  bool no_givens = false;    // every cell caged: the partition as drawn, unique or not
  int min_cage = 2, max_cage = 4;
  std::optional<int> min_difficulty{}, max_difficulty{};
  int max_cages = 52;  // cdok's letters
  double time_limit = 20;  // per uniqueness proof, seconds
  // --memory-limit (0: none): every solver run; past it generation stops,
  // `why` in solve's words ("memory limit: ...").
  std::size_t memory_limit_mb = 0;
};

struct Generated {
  formats::cdok::CdokPuzzle puzzle;
  std::vector<int> solution;  // values, row-major
  int difficulty = 0;
  int proofs = 0;  // solver runs made
  std::string verdict = "unique";  // --no-givens: the solver's verdict on it
};

// nullopt and `*why` when the options cannot be met (e.g. the minimum
// difficulty was not reached).
std::optional<Generated> generate_calcudoku(const CalcudokuOptions& o, std::string* why);

struct RulesOptions {
  std::uint64_t seed = 1;
  bool clues = false;  // also remove clue rules, not only givens
  double time_limit = 20;
  std::size_t memory_limit_mb = 0;  // as CalcudokuOptions
};

struct RulesResult {
  std::string text;  // the rule file with the kept givens and clues
  int givens = 0, removed_clues = 0, proofs = 0;
};

// `text` is the rule file (already known to parse and resolve to `p`).
std::optional<RulesResult> generate_from_rules(const std::string& text, const model::Puzzle& p,
                                               const RulesOptions& o, std::string* why);

}  // namespace rfsat::generate
