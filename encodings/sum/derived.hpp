// Redundant linear sums derived from the model: the killer "rule of 45",
// innies and outies, in general form. A full group (as many cells as
// `values` has characters) holds every symbol exactly `multiplicity` times,
// so its calculation numbers add up to a known total; so does a union of
// pairwise disjoint full groups. Taking the Sum constraints (cages) inside
// such a region away, and those that stick out of it whole, leaves an
// equation over a few cells:
//   sum(innie cells) - sum(outie cells) = region total - cage targets.
// Only full groups and Sum constraints are read, so every equation holds in
// every solution of every puzzle; encoding them gives the solver the
// house-level arithmetic that one cage at a time cannot see.
//
//   for (const sum::Derived& d : sum::derive(puzzle, 4)) { ... }
//   sum::encode_derived(ctx);   // encode.cpp, after every constraint
#pragma once

#include <cstddef>
#include <vector>

#include "context.hpp"
#include "puzzle.hpp"

namespace rfsat::enc::sum {

// Largest equation (innies + outies) encode_derived adds; measured on the
// TAREK_ALL and MATHEMAGIC_KILLERS collections. --jobs 2 on the hardest five
// MATHEMAGIC and two copies of each (scripts/killer_symmetries.py), two
// runs: 23.3 and 23.9 s with 3; 25.3 s with none, 27.6 s with 2, 26.7 s
// with 4, 30.7 s with 5, 37.3 s with 6. Counted in conflicts, which do not
// depend on the machine's speed (one worker in chunks of 500, 16 formulas:
// #5, #9, #12, #13 and three copies of each; geometric means against 3):
// to the first solution, none +12%, 4 -21% (but +2% in total), 5 +25%; to
// the uniqueness proof, none -3%, 4 +3%, 5 -1%. Selectors plus the DP for
// every cage (Distinct::both): +76% and +7%. On MATHEMAGIC the larger
// equations are all loose: #12 has 75 of 4 to 9 cells, each with a slack
// (distance of its total from the nearer bound) of a third to a half of its
// range, where a propagation solver adds only sums with slack under a
// quarter of the range.
inline constexpr std::size_t kDerivedMaxCells = 3;

struct Derived {
  std::vector<int> plus, minus;  // cells added / subtracted, ascending
  long long total = 0;
  // No minus cell, every pair of plus cells shares a group, every symbol has
  // multiplicity 1: the plus cells hold pairwise different symbols.
  bool distinct = false;
};

// The equations of 1..max_cells cells, no two alike.
std::vector<Derived> derive(const model::Puzzle& p, std::size_t max_cells);

// Encodes each derived equation: combination selectors when distinct, else
// the partial-sum DP with the minus cells weighted -1.
void encode_derived(Context& ctx, std::size_t max_cells = kDerivedMaxCells);

}  // namespace rfsat::enc::sum
