// One literal standing for a disjunction, both ways: "the cage contains v"
// (some cell of it holds a symbol of number v) for rellik cages,
// count_distinct and counting circles, and "the cell is in a class" (low,
// even, a listed value ...) for the class counts of equality cages and
// required values. Clauses: x -> u for each x, u -> OR x (Tseitin), so u
// is determined by the literals and unit propagation moves it both ways.
//
//   int u = card::presence(f, {a5, b5, c5});          // some of a, b, c holds 5
//   int low = card::indicator(f, {a1, a2}, {a3, a4});  // cell a is low (1, 2) or high
#pragma once

#include <span>

#include "cnf.hpp"

namespace rfsat::enc::card {

// u <-> OR lits. One literal: that literal itself (no new variable). No
// literal: a new variable fixed false by a unit clause.
int presence(cnf::Formula& f, std::span<const int> lits);

// u <-> OR in, and -u <-> OR out, for literals of which the caller
// guarantees exactly one of in and out together is true (one cell's
// candidates split in two classes, the rest forbidden): x_in -> u,
// x_out -> -u, u -> OR in, -u -> OR out. No `in` literal: a variable fixed
// false; no `out` literal: fixed true.
int indicator(cnf::Formula& f, std::span<const int> in, std::span<const int> out);

// A new variable fixed to `value` by a unit clause.
int constant(cnf::Formula& f, bool value);

}  // namespace rfsat::enc::card
