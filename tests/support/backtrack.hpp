// An independent solution counter for model::Puzzle: plain depth-first search
// with no SAT and no code from encodings/, written from the rule text of the
// spec (rf-format.md §2, §4, §5). It picks the unassigned cell with the fewest
// consistent symbols, prunes only what is definitely violated (group
// multiplicities, renban runs, single-cell rules) and confirms every complete
// assignment with check::find_violation before counting it. The random
// differential tests compare the SAT enumeration with this counter.
//
//   std::vector<model::Assignment> all;
//   long long n = rfsat::test::count_solutions(puzzle, 1000, &all);
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
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
  Search(const model::Puzzle& p, long long limit, std::vector<model::Assignment>* out)
      : p_(p), limit_(limit), out_(out), a_(p.geometry.cell_count(), -1) {}

  long long run() {
    if (limit_ <= 0 || !references_ok()) return 0;
    if (p_.symbols.size() > 64)
      throw std::invalid_argument("count_solutions: at most 64 symbols");
    build();
    descend();
    return found_;
  }

 private:
  const model::Puzzle& p_;
  long long limit_;
  std::vector<model::Assignment>* out_;
  model::Assignment a_;
  long long found_ = 0;
  std::vector<Mask> allowed_;  // per cell: what the single-cell rules allow
  std::vector<GroupState> groups_;
  std::vector<std::vector<int>> renbans_;
  std::vector<std::vector<Membership>> cell_groups_;
  std::vector<std::vector<int>> cell_renbans_;
  std::vector<int> active_;  // the non-hole cells

  int multiplicity(int s) const { return p_.symbols.symbols[s].multiplicity; }

  // The checker rejects every assignment when a constraint names a hole or a
  // cell outside the grid; then there is no solution.
  bool references_ok() const {
    const model::Geometry& g = p_.geometry;
    auto ok = [&](int cell) { return cell >= 0 && cell < g.cell_count() && !g.is_hole(cell); };
    for (const model::Constraint& c : p_.constraints) {
      bool good = std::visit(
          [&](const auto& k) {
            if constexpr (requires { k.cells; })
              return std::all_of(k.cells.begin(), k.cells.end(), ok);
            else
              return ok(k.cell);
          },
          c.kind);
      if (!good) return false;
    }
    return true;
  }

  void build() {
    const int n = p_.geometry.cell_count();
    const Mask all = p_.symbols.size() == 64 ? ~Mask{0} : symbol_bit(p_.symbols.size()) - 1;
    allowed_.assign(n, all);
    cell_groups_.assign(n, {});
    cell_renbans_.assign(n, {});
    for (int c = 0; c < n; ++c)
      if (!p_.geometry.is_hole(c)) active_.push_back(c);
    for (const model::Constraint& c : p_.constraints)
      std::visit([&](const auto& k) { add(k); }, c.kind);
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
    return m;
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
    for (const Membership& mem : cell_groups_[cell]) groups_[mem.group].count[s] += delta * mem.times;
  }

  // A complete assignment the partial checks accepted: the checker must agree.
  void leaf() {
    if (auto why = check::find_violation(p_, a_))
      throw std::logic_error("backtrack: partial checks accepted a non-solution: " + *why);
    ++found_;
    if (out_) out_->push_back(a_);
  }

  void descend() {
    std::vector<Mask> cand(a_.size(), 0);
    int best = -1;
    for (int cell : active_) {
      if (a_[cell] >= 0) continue;
      cand[cell] = candidates(cell);
      if (cand[cell] == 0) return;
      if (best < 0 || std::popcount(cand[cell]) < std::popcount(cand[best])) best = cell;
    }
    if (!groups_can_complete(cand)) return;
    if (best < 0) return leaf();
    for (Mask rest = cand[best]; rest && found_ < limit_; rest &= rest - 1) {
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
  return backtrack_detail::Search(p, limit, solutions).run();
}

}  // namespace rfsat::test
