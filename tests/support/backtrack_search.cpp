// The backtracking counter's search (backtrack_search.hpp): candidates per
// cell from groups, renbans (placed numbers and fitting windows) and late
// checks, fewest-candidates-first branching, and the checker's word on every
// complete assignment.
#include "backtrack_search.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "evaluate.hpp"

namespace rfsat::test::backtrack_detail {

// A late check that cannot fail yet (a cell unassigned) or is satisfied.
bool Search::late_ok(const LateCheck& l) const {
  for (int cell : l.cells)
    if (a_[cell] < 0) return true;
  return check::evaluate(l.constraint, p_, a_);
}

// Renban, partially assigned: the non-empty calculation numbers placed so
// far are distinct, and their spread fits in the cells that may still be
// non-empty (placed non-empty + unassigned), since the final run has
// max - min == (number of non-empty cells) - 1.
bool Search::renban_ok(const std::vector<int>& cells) const {
  std::vector<int> numbers;
  int unassigned = 0;
  for (int cell : cells) {
    if (a_[cell] < 0)
      ++unassigned;
    else if (!p_.symbols.is_empty(a_[cell]))
      numbers.push_back(p_.symbols.calc(a_[cell]));
  }
  if (numbers.empty()) return true;
  std::sort(numbers.begin(), numbers.end());
  if (std::adjacent_find(numbers.begin(), numbers.end()) != numbers.end()) return false;
  const long long spread = static_cast<long long>(numbers.back()) - numbers.front();
  return spread <= static_cast<long long>(numbers.size()) + unassigned - 1;
}

// The symbols that cell may take now without definitely breaking a rule.
Mask Search::candidates(int cell) {
  Mask m = allowed_[cell];
  for (const Membership& mem : cell_groups_[cell]) {
    const std::vector<int>& count = groups_[mem.group].count;
    for (Mask rest = m; rest; rest &= rest - 1) {
      const int s = std::countr_zero(rest);
      if (count[s] + mem.times > multiplicity(s)) m &= ~symbol_bit(s);
    }
  }
  for (int r : cell_renbans_[cell]) {
    for (Mask rest = m; rest; rest &= rest - 1) {
      const int s = std::countr_zero(rest);
      a_[cell] = s;
      if (!renban_ok(renbans_[r])) m &= ~symbol_bit(s);
    }
    a_[cell] = -1;
  }
  for (int l : cell_late_[cell]) {
    for (Mask rest = m; rest; rest &= rest - 1) {
      a_[cell] = std::countr_zero(rest);
      if (!late_ok(late_[l])) m &= ~symbol_bit(a_[cell]);
    }
    a_[cell] = -1;
  }
  return m;
}

Mask Search::empty_bit() const {
  return p_.symbols.empty_symbol ? symbol_bit(*p_.symbols.empty_symbol) : Mask{0};
}

// The non-empty symbols whose calculation number lies in lo..hi.
Mask Search::symbols_in(long long lo, long long hi) const {
  Mask m = 0;
  for (int s = 0; s < p_.symbols.size(); ++s)
    if (!p_.symbols.is_empty(s) && p_.symbols.calc(s) >= lo && p_.symbols.calc(s) <= hi)
      m |= symbol_bit(s);
  return m;
}

// Could the non-empty entries of renban `r` end as exactly the numbers
// lo..lo+k-1, given the candidates `m`? Necessary conditions only: an entry
// that cannot be empty has a candidate in the window, every number of the
// window is some entry's candidate, and at least k entries reach it.
bool Search::window_fits(const std::vector<int>& r, const std::vector<Mask>& m, int lo,
                         int k) const {
  const long long hi = static_cast<long long>(lo) + k - 1;
  const Mask inside = symbols_in(lo, hi);
  Mask covered = 0;
  int reaching = 0;
  for (int cell : r) {
    if (m[cell] & inside)
      ++reaching;
    else if (!(m[cell] & empty_bit()))
      return false;
    covered |= m[cell] & inside;
  }
  std::vector<bool> number_seen(k, false);
  for (Mask rest = covered; rest; rest &= rest - 1)
    number_seen[p_.symbols.calc(std::countr_zero(rest)) - lo] = true;
  return reaching >= k &&
         std::find(number_seen.begin(), number_seen.end(), false) == number_seen.end();
}

// Renban with candidates: the final non-empty numbers are some window
// lo..lo+k-1, with k at least the entries that cannot be empty and at least
// min_filled_. Returns the non-empty symbols of every window that fits (0:
// all entries must be empty), or nullopt if none fits.
std::optional<Mask> Search::renban_windows(int index, const std::vector<Mask>& m) const {
  const std::vector<int>& r = renbans_[index];
  int must = 0, can = 0;
  std::vector<int> numbers;
  for (int cell : r) {
    const Mask filled = m[cell] & ~empty_bit();
    must += filled == m[cell] ? 1 : 0;
    can += filled ? 1 : 0;
    for (Mask rest = filled; rest; rest &= rest - 1)
      numbers.push_back(p_.symbols.calc(std::countr_zero(rest)));
  }
  std::sort(numbers.begin(), numbers.end());
  numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  must = std::max(must, min_filled_[index]);
  std::optional<Mask> keep;
  if (must == 0) keep = 0;
  for (int k = std::max(must, 1); k <= can; ++k)
    for (int lo : numbers)
      if (window_fits(r, m, lo, k))
        keep = keep.value_or(0) | symbols_in(lo, static_cast<long long>(lo) + k - 1);
  return keep;
}

// Narrows the unassigned cells of every renban to the fitting windows.
bool Search::narrow_by_renban_windows(std::vector<Mask>& cand) const {
  for (int r = 0; r < static_cast<int>(renbans_.size()); ++r) {
    const std::optional<Mask> keep = renban_windows(r, cand);
    if (!keep) return false;
    for (int cell : renbans_[r])
      if (a_[cell] < 0 && (cand[cell] &= *keep | empty_bit()) == 0) return false;
  }
  return true;
}

// A full group must end with each symbol exactly `multiplicity` times: each
// symbol needs enough unassigned cells that can still take it.
bool Search::groups_can_complete(const std::vector<Mask>& cand) const {
  std::vector<int> room(p_.symbols.size());
  for (const GroupState& g : groups_) {
    if (!g.full) continue;
    room = g.count;
    for (int cell : g.cells)
      if (a_[cell] < 0)
        for (Mask rest = cand[cell]; rest; rest &= rest - 1) ++room[std::countr_zero(rest)];
    for (int s = 0; s < p_.symbols.size(); ++s)
      if (room[s] < multiplicity(s)) return false;
  }
  return true;
}

void Search::place(int cell, int s, int delta) {
  a_[cell] = delta > 0 ? s : -1;
  for (const Membership& mem : cell_groups_[cell]) groups_[mem.group].count[s] += delta * mem.times;
}

// A complete assignment the partial checks accepted: the checker must agree.
void Search::leaf() {
  if (auto why = check::find_violation(p_, a_))
    throw std::logic_error("backtrack: partial checks accepted a non-solution: " + *why);
  ++found_;
  if (out_) out_->push_back(a_);
}

// Fewest candidates first; ties go to the cell in more rules.
bool Search::better(int cell, int best, const std::vector<Mask>& cand) const {
  const int a = std::popcount(cand[cell]), b = std::popcount(cand[best]);
  if (a != b) return a < b;
  return degree_[cell] > degree_[best];
}

// Candidates of every unassigned cell (an assigned cell: its own symbol);
// false when a cell has none left or a renban or full group cannot finish.
bool Search::fill_candidates(std::vector<Mask>& cand) {
  for (int cell : active_) {
    cand[cell] = a_[cell] >= 0 ? symbol_bit(a_[cell]) : candidates(cell);
    if (cand[cell] == 0) return false;
  }
  return narrow_by_renban_windows(cand) && groups_can_complete(cand);
}

void Search::descend() {
  if (++nodes_ > max_nodes_) return;
  std::vector<Mask> cand(a_.size(), 0);
  if (!fill_candidates(cand)) return;
  int best = -1;
  for (int cell : active_)
    if (a_[cell] < 0 && (best < 0 || better(cell, best, cand))) best = cell;
  if (best < 0) return leaf();
  for (Mask rest = cand[best]; rest && found_ < limit_ && nodes_ <= max_nodes_; rest &= rest - 1) {
    const int s = std::countr_zero(rest);
    place(best, s, +1);
    descend();
    place(best, s, -1);
  }
}

}  // namespace rfsat::test::backtrack_detail
