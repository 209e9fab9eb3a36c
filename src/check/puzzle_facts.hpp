// Puzzle-wide facts that some checkers read for every constraint of a kind:
// the cells named as minimum or maximum cells, and the pairs that carry a
// kropki dot. Read per constraint, they made checking a puzzle quadratic in
// its constraints (20,000 maximum cells: 26 s to check one solution), so
// find_violation gathers them once for its call (FactsScope) and the
// checkers read them there; a checker called on its own (evaluate() in a
// test) gathers them itself. Internal to src/check/.
//
//   FactsScope scope(p);                 // in find_violation, for its loop
//   std::optional<PuzzleFacts> own;      // in a checker:
//   const PuzzleFacts& f = facts_of(p, own);
#pragma once

#include <optional>
#include <set>
#include <utility>

#include "evaluate.hpp"

namespace rfsat::check::detail {

struct PuzzleFacts {
  std::set<int> minimum_cells, maximum_cells;
  std::set<std::pair<int, int>>
      kropki_dots;  // (smaller cell, larger) of kropki_diff / factor / any
};

PuzzleFacts gather_facts(const Puzzle& p);

// While alive, facts_of(p) answers from one gathering, on this thread; p
// must not change meanwhile (find_violation only reads it).
class FactsScope {
 public:
  explicit FactsScope(const Puzzle& p);
  ~FactsScope();
  FactsScope(const FactsScope&) = delete;
  FactsScope& operator=(const FactsScope&) = delete;

 private:
  const Puzzle* previous_puzzle_;
  std::optional<PuzzleFacts> previous_facts_;
};

// The facts of p: the scope's when one is open on p, else gathered now (`own`
// holds them).
const PuzzleFacts& facts_of(const Puzzle& p, std::optional<PuzzleFacts>& own);

}  // namespace rfsat::check::detail
