// Constraint kinds of the cage and set rules (issue 27, "Cages and sets"):
// cages without a total, rellik and equality cages, equal sums, required
// values (contain_at_least / contain_exact, quadruple, look_and_say),
// count_distinct, clone, same_values and counting circles. Plain structs;
// constraint.hpp puts them into the one kind list. Conventions as in
// variant_kinds.hpp: cells are 0-based, n(c) is the calculation number of
// the symbol in cell c, and the empty_value symbol takes part with its
// number 0 like any other (spec §2, "cages and lines use 0"). "Pairwise
// different symbols" is the distinctness of `sum` cages: two symbols that
// symvalue gives one number may both appear. Every other comparison is of
// calculation numbers ("values"). docs/rf-language.md has the readings.
#pragma once

#include <utility>
#include <vector>

#include "variant_kinds.hpp"

namespace rfsat::model {

// `cage(c1, ..., ck)`: a killer cage without a total: the cells hold
// pairwise different symbols (the `renban` flag and `ripple_cages` do not
// apply, `repetition` does not either).
struct Cage {
  std::vector<int> cells;
};

// `rellik_cage(s, c1, ..., ck)`: pairwise different symbols, and no
// non-empty subset of the cells has numbers summing to `target`.
struct RellikCage {
  long long target = 0;
  std::vector<int> cells;
};

// `equality_cage(c1, ..., ck)`: pairwise different symbols; as many cells
// hold an even number as an odd one; and, ranking the distinct calculation
// numbers of all symbols, as many cells hold one of the lower half as of the
// upper half, the middle number of an odd count appearing in no cell.
struct EqualityCage {
  std::vector<int> cells;
};

// `equal_sum(seg1; seg2; ...)`: every segment has the same sum of n. The
// segments lie one after another in `cells`, `lengths[i]` cells each.
struct EqualSum {
  std::vector<int> cells;
  std::vector<int> lengths;
};

// `contain_at_least(v...; c...)` / `contain_exact`: each number of `values`
// (a number listed m times: m times) is held by at least m of the cells, or
// by exactly m of them when `exact`; other numbers are free.
struct ContainAtLeast {
  std::vector<long long> values;
  std::vector<int> cells;
  bool exact = false;
};

// `quadruple(v...; c1, c2, c3, c4)`: the four cells form a 2x2 block of a
// rectangular grid, and each listed number (with its multiplicity) is held by
// at least that many of them.
struct Quadruple {
  std::vector<long long> values;
  std::vector<int> cells;
};

// `look_and_say(n1, v1, n2, v2, ...; c...)`: for each (count, value) pair,
// exactly `count` of the cells hold `value` (count 0: none); other numbers
// are free. No value is listed twice.
struct LookAndSay {
  std::vector<std::pair<long long, long long>> counts;  // (count, value)
  std::vector<int> cells;
};

// `count_distinct(c0, c1, ..., ck)`: n(c0) is the number of distinct
// numbers among n(c1), ..., n(ck). cells[0] is c0.
struct CountDistinct {
  std::vector<int> cells;
};

// `clone(a1, ..., ak; b1, ..., bk)`: n(ai) == n(bi) for every i; one pair
// per position.
struct Clone {
  std::vector<CellPair> pairs;
};

// `same_values(set1; set2; ...)`: the sets, `size` cells each and lying one
// after another in `cells`, hold the same multiset of numbers.
struct SameValues {
  std::vector<int> cells;
  int size = 1;
};

// `counting_circles(c1, ..., ck)`: every number v held by some of the cells
// is held by exactly v of them (so numbers below 1 appear in none).
struct CountingCircles {
  std::vector<int> cells;
};

}  // namespace rfsat::model
