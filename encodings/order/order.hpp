// Order encoding of small integers (Crawford & Baker 1994; Tamura, Taga,
// Kitagawa, Banbara, Constraints 2009, "Sugar"): one literal o[>=v] per
// possible value v but the smallest, chained o[>=v_{i+1}] -> o[>=v_i] and
// channelled to the one-hot literals both ways: x=v_i -> o[>=v_i],
// x=v_i -> -o[>=v_{i+1}], and o[>=v_i] & -o[>=v_{i+1}] -> (x=v_i), so that
// a candidate removed at either end of a cell moves its bound by unit
// propagation (without the last clause UP misses it: little killer #10 of
// LITTLE_KILLER_SNIPES 4.5 s -> 3.1 s on one thread, 6 seeds).
// Thresholds outside the values are the constants kTrue / kFalse (kFalse ==
// -kTrue); order::add_clause drops kFalse and skips clauses holding kTrue, so
// rules write clauses over any threshold. Cell ladders (calculation numbers of
// a cell's candidates) are built once per cell and cached in the Context.
//
//   const order::Ladder& a = order::of_cell(ctx, c1), &b = order::of_cell(ctx, c2);
//   order::add_clause(ctx.formula, {-a.geq(3), b.geq(4)});  // n(c1) >= 3 -> n(c2) >= 4
#pragma once

#include <initializer_list>
#include <limits>
#include <map>
#include <span>
#include <vector>

#include "cnf.hpp"

namespace rfsat::enc {
struct Context;
}

namespace rfsat::enc::order {

inline constexpr int kTrue = std::numeric_limits<int>::max();
inline constexpr int kFalse = -kTrue;

// An integer in the order encoding over its sorted distinct possible values.
struct Ladder {
  std::vector<long long> values;  // sorted, distinct
  std::vector<int> ge;            // ge[i]: "x >= values[i]"; ge[0] == kTrue

  // Literal of "x >= v" (a constant when v is outside (values.front(), values.back()]).
  int geq(long long v) const;
  // Literal of "x <= v".
  int leq(long long v) const { return -geq(v + 1); }
};

// A one-hot literal and the value it stands for.
struct ValueLit {
  long long value = 0;
  int lit = 0;
};

// The ladder of an integer given by one-hot literals, of which the caller
// guarantees exactly one is true (cells: their exactly-one). No values: every
// geq is kFalse (the integer has no value; the caller's exactly-one is unsat).
// Clauses: (m-2) chain + at most 2 per literal + m back clauses (one per
// value, holding its literals), m-1 new variables (m values).
Ladder make_ladder(cnf::Formula& f, std::span<const ValueLit> one_hot);

// Adds the clause without kFalse literals; nothing if it holds kTrue.
void add_clause(cnf::Formula& f, std::initializer_list<int> lits);

// Ladders by cell, kept in the Context (references stay valid).
using Cache = std::map<int, Ladder>;

// The ladder of n(cell) over the calculation numbers of the cell's remaining
// candidates (the empty symbol counts as 0), built on first use.
const Ladder& of_cell(Context& ctx, int cell);

}  // namespace rfsat::enc::order
