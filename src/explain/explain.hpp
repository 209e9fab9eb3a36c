// `rfsat explain`'s engine: a step-wise solve path for a puzzle of any
// rules, cheapest steps first (Bogaerts, Gamba and Guns, AIJ 2021; Gamba
// et al., JAIR 2023): the named patterns of the houses (patterns.hpp),
// then what one rule alone excludes, then minimal sets of a few rules
// (rule_solver.hpp), then contradiction steps ("if r4c5 were 7 then ...")
// whose nested paths use the direct steps, nested contradictions counting
// deeper. No step claims more than its reasons and the candidates left by
// the steps it uses imply: each is re-proven by the solver as it is made.
// The path stops at a full grid, at a contradiction (no solution), or when
// nothing more follows (several solutions). docs/explain.md.
//
//   rfsat::explain::Path path = rfsat::explain::explain(puzzle, {.time_limit = 10});
#pragma once

#include <optional>

#include "puzzle.hpp"
#include "step.hpp"

namespace rfsat::explain {

struct SolverCache;  // rule_solver.hpp

struct Options {
  std::optional<double> time_limit{};
  bool hint = false;        // only the first step
  int max_core_rules = 4;   // the largest set of rules a direct step may use
  int max_depth = 2;        // the deepest nesting of contradictions before a core of any size
  int max_hypotheses = 40;  // hypotheses tried per contradiction step
  // Threads for the hypotheses of a contradiction step on the path, each
  // with its own solver; the path is the same for any number.
  int jobs = 1;
  // A collection's thread: the solver kept from its last puzzle, reused
  // when the rules are the same (rule_solver.hpp); none: a fresh one.
  SolverCache* cache = nullptr;
};

Path explain(const model::Puzzle& puzzle, const Options& options);

}  // namespace rfsat::explain
