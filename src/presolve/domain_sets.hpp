// The set-based pruning steps of prune() (domains.hpp), run when naked and
// hidden singles stall: locked candidates between two overlapping groups,
// and naked and hidden subsets of two or three cells inside one group. Each
// is implied by the group rules alone, so pruning keeps every solution.
// GroupLayout is what they share: the groups of the puzzle and, for every
// two groups with two or more common cells, the common cells and the rests.
// It depends on the groups only, so a collection of puzzles of one shape
// builds it once per thread (layout_of).
//
//   const GroupLayout& layout = layout_of(puzzle);
//   while (propagate_locked(layout, d) || propagate_subsets(layout, d)) {}
#pragma once

#include <vector>

#include "domains.hpp"

namespace rfsat::presolve {

struct GroupLayout {
  explicit GroupLayout(const model::Puzzle& puzzle);

  struct Overlap {
    int a = 0, b = 0;                     // indices into groups, a < b
    std::vector<int> shared, rest_a, rest_b;
  };

  // Same groups (in order), capacity and multiplicities as `puzzle`.
  bool fits(const model::Puzzle& puzzle) const;

  std::vector<std::vector<int>> groups;     // cells of each Group constraint
  std::vector<std::vector<int>> groups_of;  // cell -> indices of its groups, ascending
  std::vector<Overlap> overlaps;
  int capacity = 0;      // cells of a full group
  Mask all_mask = 0;     // every symbol
  Mask unit_mask = 0;    // the symbols of multiplicity 1

  bool full(int group) const { return static_cast<int>(groups[group].size()) == capacity; }
};

// The layout of `puzzle`'s groups: the one built last on this thread when it
// fits, else a new one. Valid until the next call on this thread.
const GroupLayout& layout_of(const model::Puzzle& puzzle);

// Locked candidates (pointing and claiming, for any two groups): if in a full
// group A a multiplicity-1 symbol can only be in cells that A shares with B,
// no other cell of B may hold it. Bit-parallel over the symbols.
bool propagate_locked(const GroupLayout& layout, Domains& d);

// Naked subsets (k cells whose candidates together are k symbols: no other
// cell of the group holds them) and hidden subsets (in a full group, k
// symbols that together fit only k cells: those cells hold nothing else),
// k = 2, 3, when every symbol has multiplicity 1. Stops at the first group
// that changed. Groups of more than 64 cells are skipped.
bool propagate_subsets(const GroupLayout& layout, Domains& d);

}  // namespace rfsat::presolve
