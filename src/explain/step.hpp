// The vocabulary of `rfsat explain` and `rfsat grade`: a step of a solve
// path (its conclusion, its reasons, the earlier steps it rests on) and a
// whole path. A step is a claim: the rules it names as reasons, restricted
// to the candidates left by the steps it uses (and the givens), imply its
// placements and eliminations; tests/explain re-prove every step with a
// fresh solver. Method: Bogaerts, Gamba and Guns, "A framework for
// step-wise explaining how to solve constraint satisfaction problems" (AIJ
// 2021).
//
//   const rfsat::explain::Path p = rfsat::explain::explain(puzzle, {});
//   for (const rfsat::explain::Step& s : p.steps) std::cout << s.technique << '\n';
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "domains.hpp"

namespace rfsat::explain {

using presolve::Mask;

struct Placement {
  int cell = 0;
  int symbol = 0;
};

struct Elimination {
  int cell = 0;
  Mask symbols = 0;  // the candidates removed from the cell
};

struct Step {
  std::string technique;  // "hidden single (box)", "X-wing", or a rule's keyword
  // What the step reads, for people: innies' equation, "r3c4 + r3c5 = 11".
  std::string detail;
  // What the SE-style grade and the scl keys count it as (grade.hpp).
  std::string key;
  std::vector<Placement> placements;
  std::vector<Elimination> eliminations;
  std::vector<int> reasons;  // indexes into the puzzle's constraints, ascending
  std::vector<int> uses;     // earlier steps of the same path, ascending
  int depth = 0;             // 0 direct; a contradiction: 1 + its deepest nested step's depth
  double rating = 0;         // on the Sudoku Explainer scale (grade.hpp)
  int cost = 0;              // rules and cells used (explain.cpp)
  // A contradiction step: "if `hypothesis` then `nested` ... contradiction".
  Placement hypothesis{-1, -1};
  std::vector<Step> nested;
};

enum class Verdict { unique, no_solution, not_unique, limit };

struct Path {
  Verdict verdict = Verdict::unique;
  std::string verdict_text;  // as solve prints it: "unique", "no solution", "at least 2 solutions"
  bool complete = false;     // the path reached the unique solution (a full grid)
  std::vector<Step> steps;
  std::vector<Mask> start;  // the candidates the path starts from (the givens applied)
  std::vector<Mask> final;  // the candidates it ends with
  std::string message;      // a limit or an internal error: what happened
  bool internal_error = false;
  double seconds = 0;
};

}  // namespace rfsat::explain
