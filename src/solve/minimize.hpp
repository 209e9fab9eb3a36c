// Redundant clues (`rfsat minimize`, issue 28): for a unique puzzle given as
// rule text, which items can each be removed on their own with the puzzle
// still unique, and a minimal set by greedy removal in a seeded order. An
// item is a line of the text whose constraints are all givens or clue rules
// (the registry's clue flag: cages, dots, lines, set_cell ...); other lines
// (houses, flags, the grid) always stay. Every question runs on one
// incremental solver (enc::GuardedEncoding): each item's clauses under its
// activation literal, and "a grid other than the solution" under one more,
// so "unique without items R" is one call assuming the others' literals.
// Rules that read the whole grid (phase whole_grid: no_kropki and the like
// exempt the pairs other lines name) are re-resolved from the text without
// R for every question and added under a fresh literal; with them removal
// is not monotone, so the greedy pass repeats until nothing more goes.
// The minimal puzzle is re-read from its text and proven unique again by
// solve::solve, independently of all this.
//
//   rfsat::solve::Minimized m = rfsat::solve::minimize("p.rf", text, puzzle, {.seed = 1});
//   if (m.verdict == rfsat::solve::MinimizeVerdict::done) std::cout << m.text;
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::solve {

struct MinimizeRequest {
  std::uint64_t seed = 1;  // the order of the greedy pass
  std::optional<double> time_limit{};
  std::size_t memory_limit_mb = 0;  // as solve's Request (0: none)
};

struct MinimizeItem {
  int line = 0;        // 1-based line of the text
  std::string text;    // the line, trimmed
  bool given = false;  // every constraint on it is a given
  int cell = -1;       // a given's cell and symbol (one given on the line)
  int symbol = -1;
  bool removable = false;  // alone, the puzzle stays unique without it
  bool kept = true;        // in the minimal set
};

enum class MinimizeVerdict { done, no_solution, not_unique, limit, internal_error };

struct Minimized {
  MinimizeVerdict verdict = MinimizeVerdict::done;
  std::vector<MinimizeItem> items;  // in line order
  model::Assignment solution;       // the unique solution
  std::string text;                 // the minimal puzzle: the text without the removed lines
  bool whole_grid = false;          // rules reading the whole grid: re-resolved per question
  int passes = 0;                   // greedy passes
  int solver_calls = 0;
  double seconds = 0;
  std::string message;  // internal error or limit: what happened
};

// `p` must be the puzzle resolved from `text` (so that constraint origins
// are its lines); `name` names it in messages.
Minimized minimize(const std::string& name, const std::string& text, const model::Puzzle& p,
                   const MinimizeRequest& request);

}  // namespace rfsat::solve
