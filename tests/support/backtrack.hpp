// An independent solution counter for model::Puzzle: plain depth-first search
// with no SAT and no code from encodings/, written from the rule text of the
// spec (rf-format.md §2, §4, §5). It picks the unassigned cell with the fewest
// consistent symbols and prunes only what is definitely violated: group
// multiplicities, renban runs and single-cell rules; any other kind is checked
// with check::evaluate once all its cells are set. Every complete assignment
// is confirmed with check::find_violation before it is counted.
//
//   std::vector<model::Assignment> all;
//   long long n = rfsat::test::count_solutions(puzzle, 1000, &all);
#pragma once

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "evaluate.hpp"
#include "puzzle.hpp"

namespace rfsat::test {

namespace backtrack_detail {

using Mask = std::uint64_t;

inline Mask symbol_bit(int symbol) { return Mask{1} << symbol; }

// Every cell a constraint kind names, whatever its fields are called (cell,
// a/b, c0/c1/c2, bulb, line, cells, pairs). Kinds without any of these
// fields are treated as naming every non-hole cell (see Search::add).
template <class Kind>
constexpr bool names_cells = requires(const Kind& k) { k.cell; } ||
                             requires(const Kind& k) { k.a; k.b; } ||
                             requires(const Kind& k) { k.c0; k.c1; k.c2; } ||
                             requires(const Kind& k) { k.bulb; } ||
                             requires(const Kind& k) { k.line; } ||
                             requires(const Kind& k) { k.cells; } ||
                             requires(const Kind& k) { k.pairs; };

template <class Kind>
std::vector<int> named_cells(const Kind& k) {
  std::vector<int> cells;
  if constexpr (requires { k.cell; }) cells.push_back(k.cell);
  if constexpr (requires { k.a; k.b; }) cells.insert(cells.end(), {k.a, k.b});
  if constexpr (requires { k.c0; k.c1; k.c2; }) cells.insert(cells.end(), {k.c0, k.c1, k.c2});
  if constexpr (requires { k.bulb; }) cells.insert(cells.end(), k.bulb.begin(), k.bulb.end());
  if constexpr (requires { k.line; }) cells.insert(cells.end(), k.line.begin(), k.line.end());
  if constexpr (requires { k.cells; }) cells.insert(cells.end(), k.cells.begin(), k.cells.end());
  if constexpr (requires { k.pairs; })
    for (const auto& [x, y] : k.pairs) cells.insert(cells.end(), {x, y});
  return cells;
}

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
      : p_(p), limit_(limit), max_nodes_(max_nodes), out_(out),
        a_(p.geometry.cell_count(), -1) {}

  // The number of solutions (up to the limit), or nullopt past max_nodes.
  std::optional<long long> run() {
    if (limit_ <= 0 || !references_ok()) return 0;
    if (p_.symbols.size() > 64)
      throw std::invalid_argument("count_solutions: at most 64 symbols");
    build();
    if (!renbans_fit_full_groups()) return 0;
    descend();
    if (nodes_ > max_nodes_) return std::nullopt;
    return found_;
  }

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
  bool references_ok() const {
    const model::Geometry& g = p_.geometry;
    auto ok = [&](int cell) { return cell >= 0 && cell < g.cell_count() && !g.is_hole(cell); };
    for (const model::Constraint& c : p_.constraints) {
      const std::vector<int> cells =
          std::visit([](const auto& k) { return named_cells(k); }, c.kind);
      if (!std::all_of(cells.begin(), cells.end(), ok)) return false;
    }
    return true;
  }

  void build() {
    const int n = p_.geometry.cell_count();
    const Mask all = p_.symbols.size() == 64 ? ~Mask{0} : symbol_bit(p_.symbols.size()) - 1;
    allowed_.assign(n, all);
    cell_groups_.assign(n, {});
    cell_renbans_.assign(n, {});
    cell_late_.assign(n, {});
    for (int c = 0; c < n; ++c)
      if (!p_.geometry.is_hole(c)) active_.push_back(c);
    for (const model::Constraint& c : p_.constraints)
      std::visit([&](const auto& k) { add(k); }, c.kind);
    for (const std::vector<int>& r : renbans_) min_filled_.push_back(min_filled(r));
    degree_.assign(n, 0);
    for (int c = 0; c < n; ++c)
      degree_[c] = static_cast<int>(cell_groups_[c].size() + cell_renbans_[c].size() +
                                    cell_late_[c].size());
  }

  // A full group of distinct cells that all lie in a renban puts every symbol,
  // with its multiplicity, into that renban: the non-empty ones must be
  // distinct numbers, and the renban's other entries can add at most that
  // many more non-empty numbers to the run. Otherwise there is no solution.
  bool renbans_fit_full_groups() const {
    for (const std::vector<int>& r : renbans_)
      for (const GroupState& g : groups_)
        if (g.full && distinct(g.cells) && contains_all(r, g.cells) &&
            !full_group_fits(r.size() - g.cells.size()))
          return false;
    return true;
  }

  static bool distinct(std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    return std::adjacent_find(cells.begin(), cells.end()) == cells.end();
  }

  static bool contains_all(const std::vector<int>& outer, const std::vector<int>& inner) {
    for (int cell : inner)
      if (std::find(outer.begin(), outer.end(), cell) == outer.end()) return false;
    return true;
  }

  bool full_group_fits(std::size_t other_entries) const {
    std::vector<int> numbers;
    for (int s = 0; s < p_.symbols.size(); ++s)
      if (!p_.symbols.is_empty(s))
        numbers.insert(numbers.end(), multiplicity(s), p_.symbols.calc(s));
    if (numbers.empty()) return true;
    std::sort(numbers.begin(), numbers.end());
    if (std::adjacent_find(numbers.begin(), numbers.end()) != numbers.end()) return false;
    return static_cast<long long>(numbers.back()) - numbers.front() <=
           static_cast<long long>(numbers.size() + other_entries) - 1;
  }

  void add(const model::Group& g) {
    const int index = static_cast<int>(groups_.size());
    groups_.push_back({g.cells, static_cast<int>(g.cells.size()) == p_.symbols.capacity,
                       std::vector<int>(p_.symbols.size(), 0)});
    for (int cell : g.cells) {
      auto& list = cell_groups_[cell];
      if (!list.empty() && list.back().group == index)
        ++list.back().times;
      else
        list.push_back({index, 1});
    }
  }

  void add(const model::Renban& r) {
    const int index = static_cast<int>(renbans_.size());
    renbans_.push_back(r.cells);
    for (int cell : r.cells) {
      auto& list = cell_renbans_[cell];
      if (list.empty() || list.back() != index) list.push_back(index);
    }
  }

  void add(const model::Given& g) {
    const bool valid = g.symbol >= 0 && g.symbol < p_.symbols.size();
    allowed_[g.cell] &= valid ? symbol_bit(g.symbol) : Mask{0};
  }

  void add(const model::AllowedSymbols& c) {
    Mask m = 0;
    for (int s : c.symbols)
      if (s >= 0 && s < p_.symbols.size()) m |= symbol_bit(s);
    allowed_[c.cell] &= m;
  }

  void add(const model::ForbiddenSymbols& c) {
    for (int s : c.symbols)
      if (s >= 0 && s < p_.symbols.size()) allowed_[c.cell] &= ~symbol_bit(s);
  }

  // `% 2` keeps the sign in C++: even is "== 0", odd is "!= 0".
  void add(const model::Parity& c) {
    Mask m = 0;
    for (int s = 0; s < p_.symbols.size(); ++s)
      if ((p_.symbols.calc(s) % 2 == 0) == c.even) m |= symbol_bit(s);
    for (int cell : c.cells) allowed_[cell] &= m;
  }

  // Every other kind is checked late, when all its cells are assigned; a
  // kind over `pairs` (a conjunction) is split into one check per pair.
  template <class Kind>
  void add(const Kind& k) {
    if constexpr (requires { k.pairs; }) {
      for (const auto& pair : k.pairs) {
        Kind one = k;
        one.pairs = {pair};
        add_late(model::Constraint{one, {}}, named_cells(one));
      }
    } else {
      add_late(model::Constraint{k, {}}, names_cells<Kind> ? named_cells(k) : active_);
    }
  }

  void add_late(model::Constraint c, std::vector<int> cells) {
    const int index = static_cast<int>(late_.size());
    for (int cell : cells)
      if (cell_late_[cell].empty() || cell_late_[cell].back() != index)
        cell_late_[cell].push_back(index);
    late_.push_back({std::move(c), std::move(cells)});
  }

  // A late check that cannot fail yet (a cell unassigned) or is satisfied.
  bool late_ok(const LateCheck& l) const {
    for (int cell : l.cells)
      if (a_[cell] < 0) return true;
    return check::evaluate(l.constraint, p_, a_);
  }

  // Renban, partially assigned: the non-empty calculation numbers placed so
  // far are distinct, and their spread fits in the cells that may still be
  // non-empty (placed non-empty + unassigned), since the final run has
  // max - min == (number of non-empty cells) - 1.
  bool renban_ok(const std::vector<int>& cells) const {
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
  Mask candidates(int cell) {
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

  Mask empty_bit() const {
    return p_.symbols.empty_symbol ? symbol_bit(*p_.symbols.empty_symbol) : Mask{0};
  }

  // The non-empty symbols whose calculation number lies in lo..hi.
  Mask symbols_in(long long lo, long long hi) const {
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
  bool window_fits(const std::vector<int>& r, const std::vector<Mask>& m, int lo, int k) const {
    const long long hi = static_cast<long long>(lo) + k - 1;
    const Mask inside = symbols_in(lo, hi);
    Mask covered = 0;
    int reaching = 0;
    for (int cell : r) {
      if (m[cell] & inside) ++reaching;
      else if (!(m[cell] & empty_bit())) return false;
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
  std::optional<Mask> renban_windows(int index, const std::vector<Mask>& m) const {
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
  bool narrow_by_renban_windows(std::vector<Mask>& cand) const {
    for (int r = 0; r < static_cast<int>(renbans_.size()); ++r) {
      const std::optional<Mask> keep = renban_windows(r, cand);
      if (!keep) return false;
      for (int cell : renbans_[r])
        if (a_[cell] < 0 && (cand[cell] &= *keep | empty_bit()) == 0) return false;
    }
    return true;
  }

  // A renban of distinct cells inside a group holds at most multiplicity(empty)
  // empty cells, so at least (cells - that) non-empty ones. 0 if unknown.
  int min_filled(const std::vector<int>& r) const {
    if (!p_.symbols.empty_symbol || !distinct(r)) return 0;
    const int size = static_cast<int>(r.size());
    int most_empty = size;
    for (const GroupState& g : groups_)
      if (contains_all(g.cells, r))
        most_empty = std::min(most_empty, multiplicity(*p_.symbols.empty_symbol));
    return size - most_empty;
  }

  // A full group must end with each symbol exactly `multiplicity` times: each
  // symbol needs enough unassigned cells that can still take it.
  bool groups_can_complete(const std::vector<Mask>& cand) const {
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

  void place(int cell, int s, int delta) {
    a_[cell] = delta > 0 ? s : -1;
    for (const Membership& mem : cell_groups_[cell])
      groups_[mem.group].count[s] += delta * mem.times;
  }

  // A complete assignment the partial checks accepted: the checker must agree.
  void leaf() {
    if (auto why = check::find_violation(p_, a_))
      throw std::logic_error("backtrack: partial checks accepted a non-solution: " + *why);
    ++found_;
    if (out_) out_->push_back(a_);
  }

  // Fewest candidates first; ties go to the cell in more rules.
  bool better(int cell, int best, const std::vector<Mask>& cand) const {
    const int a = std::popcount(cand[cell]), b = std::popcount(cand[best]);
    if (a != b) return a < b;
    return degree_[cell] > degree_[best];
  }

  // Candidates of every unassigned cell (an assigned cell: its own symbol);
  // false when a cell has none left or a renban or full group cannot finish.
  bool fill_candidates(std::vector<Mask>& cand) {
    for (int cell : active_) {
      cand[cell] = a_[cell] >= 0 ? symbol_bit(a_[cell]) : candidates(cell);
      if (cand[cell] == 0) return false;
    }
    return narrow_by_renban_windows(cand) && groups_can_complete(cand);
  }

  void descend() {
    if (++nodes_ > max_nodes_) return;
    std::vector<Mask> cand(a_.size(), 0);
    if (!fill_candidates(cand)) return;
    int best = -1;
    for (int cell : active_)
      if (a_[cell] < 0 && (best < 0 || better(cell, best, cand))) best = cell;
    if (best < 0) return leaf();
    for (Mask rest = cand[best]; rest && found_ < limit_ && nodes_ <= max_nodes_;
         rest &= rest - 1) {
      const int s = std::countr_zero(rest);
      place(best, s, +1);
      descend();
      place(best, s, -1);
    }
  }
};

}  // namespace backtrack_detail

// Counts the solutions of p, stopping at `limit`; appends each one found to
// *solutions when given (in search order). Throws std::logic_error if the
// search ever reaches a complete assignment the checker rejects (a bug here).
inline long long count_solutions(const model::Puzzle& p, long long limit,
                                 std::vector<model::Assignment>* solutions = nullptr) {
  return *backtrack_detail::Search(p, limit, LLONG_MAX, solutions).run();
}

// The same, but gives up (nullopt) after visiting `max_nodes` search nodes;
// for callers that generate puzzles and may skip one the search finds hard.
inline std::optional<long long> count_solutions_within(
    const model::Puzzle& p, long long limit, long long max_nodes,
    std::vector<model::Assignment>* solutions = nullptr) {
  return backtrack_detail::Search(p, limit, max_nodes, solutions).run();
}

}  // namespace rfsat::test
