// A puzzle, as the semantic pass builds it from a rule file (or a classic
// format reader): geometry, symbols and a flat list of constraints. The
// encoders and the independent checker both read this and nothing else.
#pragma once

#include <string>
#include <vector>

#include "constraint.hpp"
#include "geometry.hpp"
#include "symbols.hpp"

namespace rfsat::model {

struct Puzzle {
  Geometry geometry;
  SymbolTable symbols;
  std::vector<Constraint> constraints;
  bool repetition = false;  // `repetition` flag (sum/product cages)
};

// A classic puzzle: houses plus candidate rules only (any grid size).
inline bool is_classic(const Puzzle& p) {
  for (const Constraint& c : p.constraints)
    if (!std::holds_alternative<Group>(c.kind) && !is_candidate_rule(c)) return false;
  return true;
}

// A full assignment: the symbol index of every cell, -1 for holes.
using Assignment = std::vector<int>;

}  // namespace rfsat::model
