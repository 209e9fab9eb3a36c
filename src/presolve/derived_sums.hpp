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
//   for (const presolve::Derived& d : presolve::derive(puzzle, 4)) { ... }
//
// The encoder adds the small ones as clauses (encodings/sum/derived.hpp);
// the linear consistency check reads them all (linear_system.hpp).
#pragma once

#include <cstddef>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::presolve {

struct Derived {
  std::vector<int> plus, minus;  // cells added / subtracted, ascending
  long long total = 0;
  // No minus cell, every pair of plus cells shares a group, every symbol has
  // multiplicity 1: the plus cells hold pairwise different symbols.
  bool distinct = false;
  // The region is a prefix or a suffix of its run of groups (rows 1-k or
  // k-9; a run of one group is both).
  bool edge = false;
  // Plus cells in no packed cage: the equation tells the solver about them
  // what no cage does (encodings/sum/derived.hpp's virtual cages).
  std::size_t uncaged = 0;
  // The constraints it reads (indexes into the puzzle's, ascending): the
  // region's groups and the cages whose targets it counts. `rfsat explain`
  // names them as an innies-and-outies step's reasons.
  std::vector<int> reasons;
};

// What a full group holds: every symbol exactly `multiplicity` times, so
// its calculation numbers add up to full_group_total. A group is full when
// it has as many cells as `values` has characters, none twice. Shared with
// the linear consistency check (linear_system.hpp).
long long full_group_total(const model::SymbolTable& symbols);
bool is_full_group(const model::Group& g, const model::SymbolTable& symbols);

// The regions' cells derive() reads at most (2^25: the rows, columns and
// boxes of a 64x64 make 8.8 million, read whole). Beyond it fewer
// equations are derived, each still sound: the 27,556 boxes of a 498x498
// grid make 380 million sub-runs, which took over 20 GB when they were all
// made (docs/limits.md).
inline constexpr std::size_t kDerivedMaxWork = std::size_t{1} << 25;

// The equations of 1..max_cells cells, no two alike, from the regions read
// within max_work cells.
std::vector<Derived> derive(const model::Puzzle& p, std::size_t max_cells,
                            std::size_t max_work = kDerivedMaxWork);

}  // namespace rfsat::presolve
