// The search behind backtrack.hpp's counters: declarations only. The
// definitions are in backtrack_setup.cpp (reading the puzzle) and
// backtrack_search.cpp (the search); only those two files include this one.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::test::backtrack_detail {

using Mask = std::uint64_t;

inline Mask symbol_bit(int symbol) { return Mask{1} << symbol; }

// Any other kind, as the search sees it: the constraint, checked with
// check::evaluate as soon as every cell it names is assigned.
struct LateCheck {
  model::Constraint constraint;
  std::vector<int> cells;
};

// One group as the search sees it: its cells (repeats kept, as the checker
// counts them), whether it is full, and how often each symbol is placed.
struct GroupState {
  std::vector<int> cells;
  bool full = false;
  std::vector<int> count;  // [symbol], over the assigned cells
};

// A cell's membership in a group: which group, and how often it is listed.
struct Membership {
  int group = 0;
  int times = 0;
};

class Search {
 public:
  Search(const model::Puzzle& p, long long limit, long long max_nodes,
         std::vector<model::Assignment>* out)
      : p_(p), limit_(limit), max_nodes_(max_nodes), out_(out), a_(p.geometry.total_cells(), -1) {}

  // The number of solutions (up to the limit), or nullopt past max_nodes.
  std::optional<long long> run();

 private:
  const model::Puzzle& p_;
  long long limit_;
  long long max_nodes_;
  long long nodes_ = 0;
  std::vector<model::Assignment>* out_;
  model::Assignment a_;
  long long found_ = 0;
  std::vector<Mask> allowed_;  // per cell: what the single-cell rules allow
  std::vector<GroupState> groups_;
  std::vector<std::vector<int>> renbans_;
  std::vector<int> min_filled_;  // per renban: see min_filled()
  std::vector<std::vector<Membership>> cell_groups_;
  std::vector<std::vector<int>> cell_renbans_;
  std::vector<LateCheck> late_;
  std::vector<std::vector<int>> cell_late_;
  std::vector<int> active_;  // the non-hole cells
  std::vector<int> degree_;  // per cell: how many groups and renbans list it

  int multiplicity(int s) const { return p_.symbols.symbols[s].multiplicity; }

  // The checker rejects every assignment when a constraint names a hole or a
  // cell outside the grid; then there is no solution.
  bool references_ok() const;

  void build();

  // A full group of distinct cells that all lie in a renban puts every symbol,
  // with its multiplicity, into that renban: the non-empty ones must be
  // distinct numbers, and the renban's other entries can add at most that
  // many more non-empty numbers to the run. Otherwise there is no solution.
  bool renbans_fit_full_groups() const;

  static bool distinct(std::vector<int> cells);

  static bool contains_all(const std::vector<int>& outer, const std::vector<int>& inner);

  bool full_group_fits(std::size_t other_entries) const;

  void add(const model::Group& g);

  void add(const model::Renban& r);

  void add(const model::Given& g);

  void add(const model::SetValues& c);

  void add(const model::DelValues& c);

  // `% 2` keeps the sign in C++: even is "== 0", odd is "!= 0".
  void add(const model::Parity& c);
  // Reads every cell: the labels it names and the digits of their cells.
  void add(const model::ChaosConstruction& c);

  // Every other kind is checked late, when all its cells are assigned; a
  // kind over `pairs` (a conjunction) is split into one check per pair.
  template <class Kind>
  void add(const Kind& k);

  void add_late(model::Constraint c, std::vector<int> cells);

  // A late check that cannot fail yet (a cell unassigned) or is satisfied.
  bool late_ok(const LateCheck& l) const;

  // Renban, partially assigned: the non-empty calculation numbers placed so
  // far are distinct, and their spread fits in the cells that may still be
  // non-empty (placed non-empty + unassigned), since the final run has
  // max - min == (number of non-empty cells) - 1.
  bool renban_ok(const std::vector<int>& cells) const;

  // The symbols that cell may take now without definitely breaking a rule.
  Mask candidates(int cell);

  Mask empty_bit() const;

  // The non-empty symbols whose calculation number lies in lo..hi.
  Mask symbols_in(long long lo, long long hi) const;

  // Could the non-empty entries of renban `r` end as exactly the numbers
  // lo..lo+k-1, given the candidates `m`? Necessary conditions only: an entry
  // that cannot be empty has a candidate in the window, every number of the
  // window is some entry's candidate, and at least k entries reach it.
  bool window_fits(const std::vector<int>& r, const std::vector<Mask>& m, int lo, int k) const;

  // Renban with candidates: the final non-empty numbers are some window
  // lo..lo+k-1, with k at least the entries that cannot be empty and at least
  // min_filled_. Returns the non-empty symbols of every window that fits (0:
  // all entries must be empty), or nullopt if none fits.
  std::optional<Mask> renban_windows(int index, const std::vector<Mask>& m) const;

  // Narrows the unassigned cells of every renban to the fitting windows.
  bool narrow_by_renban_windows(std::vector<Mask>& cand) const;

  // A renban of distinct cells inside a group holds at most multiplicity(empty)
  // empty cells, so at least (cells - that) non-empty ones. 0 if unknown.
  int min_filled(const std::vector<int>& r) const;

  // A full group must end with each symbol exactly `multiplicity` times: each
  // symbol needs enough unassigned cells that can still take it.
  bool groups_can_complete(const std::vector<Mask>& cand) const;

  void place(int cell, int s, int delta);

  // A complete assignment the partial checks accepted: the checker must agree.
  void leaf();

  // Fewest candidates first; ties go to the cell in more rules.
  bool better(int cell, int best, const std::vector<Mask>& cand) const;

  // Candidates of every unassigned cell (an assigned cell: its own symbol);
  // false when a cell has none left or a renban or full group cannot finish.
  bool fill_candidates(std::vector<Mask>& cand);

  void descend();
};

}  // namespace rfsat::test::backtrack_detail
