// The candidate grid a solve path walks through: each cell's candidates,
// which step removed each candidate (-1: the givens), and the houses the
// named patterns read (groups of multiplicity-1 symbols as large as the
// symbol set: rows, columns, boxes, diagonals, jigsaw regions).
//
//   GridState s(puzzle);  // givens applied
//   s.apply(step, 3);     // step 3's placements and eliminations
#pragma once

#include <string>
#include <vector>

#include "puzzle.hpp"
#include "step.hpp"

namespace rfsat::explain {

struct House {
  int constraint = 0;  // index into the puzzle's constraints
  std::vector<int> cells;
  std::string kind;  // "row", "column", "box" or "region"
  bool box = false;  // kind == "box", read after every step of every hypothesis
};

// Is the constraint part of the state a path starts from rather than a
// rule? Givens, and a cell's candidate lists (set_values, del_values: the
// .sdx candidate grid and its placed digits, pencil marks of a rule file).
bool is_state(const model::Constraint& c);

// The houses of a puzzle; none unless every symbol occurs once per group
// (the classic patterns assume it).
std::vector<House> houses_of(const model::Puzzle& p);

class GridState {
 public:
  explicit GridState(const model::Puzzle& p);

  int cells() const { return static_cast<int>(mask_.size()); }
  int symbols() const { return symbols_; }
  Mask mask(int cell) const { return mask_[cell]; }
  const std::vector<Mask>& masks() const { return mask_; }
  bool open(int cell) const;  // more than one candidate
  // A placement step (or a given) placed the cell: its symbol is gone from
  // the other cells of its groups.
  bool placed(int cell) const { return placed_[cell]; }
  bool solved() const;  // every non-hole cell has one candidate
  bool broken() const;  // some non-hole cell has none
  bool is_hole(int cell) const { return hole_[cell]; }
  // The step that removed `symbol` from `cell` (-1: the givens, or not removed).
  int removed_by(int cell, int symbol) const { return removed_by_[cell * symbols_ + symbol]; }
  // Applies a step's conclusion as step `index`; returns false if it
  // changed nothing.
  bool apply(const Step& s, int index);
  // Removes candidates as step `index`; true if any was still there.
  bool remove(int cell, Mask symbols, int index);
  // A counter that grows with every change (rules re-check dirty cells).
  long long version() const { return version_; }
  long long changed_at(int cell) const { return changed_[cell]; }

 private:
  void apply_state(const model::Constraint& c);  // a given or a candidate list (is_state)

  int symbols_ = 0;
  std::vector<Mask> mask_;
  std::vector<bool> hole_;
  std::vector<int> removed_by_;
  std::vector<long long> changed_;
  long long version_ = 0;
  std::vector<bool> placed_;
};

// The cleanup a placement brings: the symbol leaves the other cells of
// every group of the cell where it may occur once. Adds those eliminations
// to `step` and the groups that make them to its reasons (a group only if
// it removes a candidate no earlier reason removes).
void add_cleanup(const model::Puzzle& p, const std::vector<std::vector<int>>& groups_of_cell,
                 const GridState& s, Step& step);

// For each cell, the Group constraints (indexes) holding it whose symbols
// occur once each.
std::vector<std::vector<int>> single_groups_of_cells(const model::Puzzle& p);

int popcount(Mask m);
int lowest(Mask m);  // index of the lowest set bit (m != 0)

}  // namespace rfsat::explain
