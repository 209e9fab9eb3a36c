// Shared helper of the presolve tests (tests/presolve/): a puzzle's
// candidates after the presolve stage's pruning.
#pragma once

#include "domains.hpp"
#include "puzzle.hpp"

namespace rfsat::test {

inline presolve::Domains pruned(const model::Puzzle& p) {
  presolve::Domains d = presolve::full_domains(p);
  presolve::prune(p, d);
  return d;
}

}  // namespace rfsat::test
