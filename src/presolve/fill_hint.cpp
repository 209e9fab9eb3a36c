// fill_hint (fill_hint.hpp): an iterative depth-first search on candidate
// masks with restarts. Each step branches on the smallest choice: the open
// cell with the fewest candidates, or a symbol not yet placed in a full
// group with the fewest places left there (one place: a hidden single, no
// choice); a full group with a symbol that has no place left fails.
// Alternatives are tried in a seeded random order. Placing a symbol removes
// it from the cell's peers (every other cell of its groups); a peer left
// without candidates fails. Changes go on a trail, so a backtrack costs what
// the step changed. Restarts follow the Luby sequence (units of one step per
// cell), each with the next seed, until the step budget is spent.
#include "fill_hint.hpp"

#include <algorithm>
#include <bit>
#include <random>
#include <utility>
#include <vector>

#include "domain_sets.hpp"

namespace rfsat::presolve {
namespace {

// Set bits (no popcount instruction is assumed: -mpopcnt is not on).
int bits(Mask m) {
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}

// 1, 1, 2, 1, 1, 2, 4, ... (Luby, Sinclair, Zuckerman 1993); i from 1.
long luby(long i) {
  for (long k = 1;; ++k) {
    if (i == (1L << k) - 1) return 1L << (k - 1);
    if (i < (1L << k) - 1) return luby(i - (1L << (k - 1)) + 1);
  }
}

class Search {
 public:
  Search(const GroupLayout& layout, const Domains& domains, int symbols, Deadline deadline)
      : layout_(layout), start_(domains), d_(domains), symbols_(symbols), deadline_(deadline) {
    peers_.resize(domains.size());
    full_groups_.resize(domains.size());
    for (std::size_t c = 0; c < domains.size(); ++c) {
      for (int g : layout.groups_of[c]) {
        if (layout.full(g)) full_groups_[c].push_back(g);
        for (int p : layout.groups[g])
          if (p != static_cast<int>(c)) peers_[c].push_back(p);
      }
      std::sort(peers_[c].begin(), peers_[c].end());
      peers_[c].erase(std::unique(peers_[c].begin(), peers_[c].end()), peers_[c].end());
    }
  }

  std::optional<model::Assignment> run(long max_steps) {
    const long unit = std::max<long>(1, static_cast<long>(start_.size()));
    for (long restart = 1; max_steps > 0; ++restart) {
      reset(static_cast<unsigned>(restart));
      const long budget = std::min(max_steps, luby(restart) * unit);
      max_steps -= budget;
      if (descend(budget)) return solution();
      if (timed_out_) break;
    }
    return std::nullopt;
  }

 private:
  // One branching: a cell and its candidates, or a group and a symbol and
  // the cells of the group that may hold it.
  struct Step {
    int cell = -1;             // the cell placed by the current alternative
    int group = -1;            // -1: a cell step
    Mask symbols = 0;          // cell step: the symbols not tried yet; group step: the symbol
    std::vector<int> cells{};  // group step: the cells not tried yet
    std::size_t trail = 0, placed_trail = 0, singles = 0;
  };

  void reset(unsigned seed) {
    rng_.seed(seed);
    random_ = seed > 1;
    stack_.clear();
    trail_.clear();
    placed_trail_.clear();
    d_ = start_;
    open_.assign(d_.size(), 0);
    placed_.assign(layout_.groups.size(), 0);
    places_.assign(layout_.groups.size() * symbols_, 0);
    singles_.clear();
    for (std::size_t c = 0; c < d_.size(); ++c) {
      open_[c] = d_[c] != 0;
      count(static_cast<int>(c), d_[c], +1);
    }
    zeros_ = 0;
    for (std::size_t g = 0; g < layout_.groups.size(); ++g)
      for (int sym = 0; sym < symbols_ && layout_.full(static_cast<int>(g)); ++sym) {
        if (places_[g * symbols_ + sym] == 0) ++zeros_;
        if (places_[g * symbols_ + sym] == 1)
          singles_.push_back(static_cast<int>(g) * symbols_ + sym);
      }
  }

  // Depth-first within `budget` steps (placements and backtracks); true on
  // a full grid.
  bool descend(long budget) {
    for (long steps = 0; steps <= budget; ++steps) {
      if (deadline_ && steps % 64 == 0 && past(deadline_)) return !(timed_out_ = true);
      bool dead = false;
      std::optional<Step> next = choose(dead);
      if (!next && !dead) return true;
      if (next) {
        stack_.push_back(std::move(*next));
        if (try_next(stack_.back())) continue;
        stack_.pop_back();
      }
      for (;;) {  // backtrack: the latest step with an alternative left tries it
        if (stack_.empty() || ++steps > budget) return false;
        if (try_next(stack_.back())) break;
        stack_.pop_back();
      }
    }
    return false;
  }

  // The next branching: a hidden single, else the open cell with the fewest
  // candidates; none with `dead` when a full group has a symbol without a
  // place, none without it when every cell is placed.
  std::optional<Step> choose(bool& dead) {
    if (zeros_ > 0) return dead = true, std::nullopt;
    Step s{.trail = trail_.size(), .placed_trail = placed_trail_.size()};
    while (!singles_.empty()) {
      const int g = singles_.back() / symbols_, sym = singles_.back() % symbols_;
      if (places_[singles_.back()] == 1 && !(placed_[g] & bit(sym)))
        for (int c : layout_.groups[g])
          if (open_[c] && (d_[c] & bit(sym))) {
            s.group = g, s.symbols = bit(sym), s.cells = {c}, s.singles = singles_.size();
            return s;
          }
      singles_.pop_back();
    }
    s.singles = singles_.size();
    int best_cell = -1, fewest = 65;
    for (std::size_t c = 0; c < d_.size() && fewest > 1; ++c)
      if (open_[c] && bits(d_[c]) < fewest) best_cell = static_cast<int>(c), fewest = bits(d_[c]);
    if (best_cell < 0) return std::nullopt;
    s.cell = best_cell, s.symbols = d_[best_cell];
    return s;
  }

  // Undoes the step's current alternative and tries the next one (random
  // order); false when none is left.
  bool try_next(Step& s) {
    for (;;) {
      undo(s);
      if (s.group < 0) {
        if (!s.symbols) return false;
        Mask b = s.symbols;
        if (random_)
          for (int k = static_cast<int>(rng_() % bits(s.symbols)); k > 0; --k) b &= b - 1;
        b &= ~b + 1;
        s.symbols &= ~b;
        if (place(s.cell, b)) return true;
      } else {
        if (s.cells.empty()) return false;
        if (random_) std::swap(s.cells[rng_() % s.cells.size()], s.cells.back());
        s.cell = s.cells.back();
        s.cells.pop_back();
        if (place(s.cell, s.symbols)) return true;
      }
    }
  }

  bool place(int cell, Mask b) {
    set(cell, b);
    open_[cell] = 0;
    for (int g : layout_.groups_of[cell]) {
      placed_trail_.emplace_back(g, placed_[g]);
      placed_[g] |= b;
    }
    for (int p : peers_[cell]) {
      if (!(d_[p] & b)) continue;
      set(p, d_[p] & ~b);
      if (d_[p] == 0) return false;
    }
    return true;
  }

  // Adds `delta` to the place counts of the symbols in `m` in cell's full
  // groups; a count that drops to 1 is a hidden single to look at, one at 0
  // (zeros_) a dead end.
  void count(int cell, Mask m, int delta) {
    for (; m; m &= m - 1)
      for (int g : full_groups_[cell]) {
        const int i = g * symbols_ + std::countr_zero(m);
        places_[i] += delta;
        if (delta < 0 && places_[i] == 1) singles_.push_back(i);
        if (places_[i] == 0) ++zeros_;
        if (delta > 0 && places_[i] == 1) --zeros_;
      }
  }

  void set(int cell, Mask m) {
    trail_.emplace_back(cell, d_[cell]);
    count(cell, d_[cell] & ~m, -1);
    d_[cell] = m;
  }

  void undo(const Step& s) {
    while (trail_.size() > s.trail) {
      const auto [cell, m] = trail_.back();
      count(cell, m & ~d_[cell], +1);
      d_[cell] = m;
      trail_.pop_back();
    }
    if (singles_.size() > s.singles) singles_.resize(s.singles);
    while (placed_trail_.size() > s.placed_trail) {
      placed_[placed_trail_.back().first] = placed_trail_.back().second;
      placed_trail_.pop_back();
    }
    if (s.cell >= 0) open_[s.cell] = 1;
  }

  model::Assignment solution() const {
    model::Assignment a(d_.size(), -1);
    for (std::size_t c = 0; c < d_.size(); ++c)
      if (d_[c]) a[c] = std::countr_zero(d_[c]);
    return a;
  }

  const GroupLayout& layout_;
  const Domains start_;
  Domains d_;
  int symbols_;
  Deadline deadline_;
  bool timed_out_ = false;  // the deadline passed: run() gives up
  std::vector<std::vector<int>> peers_;
  std::vector<std::vector<int>> full_groups_;  // cell -> its full groups
  std::mt19937 rng_;
  bool random_ = false;  // the first descent tries symbols lowest first
  std::vector<Step> stack_;
  std::vector<char> open_;    // a non-hole cell not placed yet
  std::vector<Mask> placed_;  // group -> symbols placed in it
  std::vector<int> places_;   // [group * symbols + s]: cells of a full group that may hold s
  std::vector<int> singles_;  // places_ indices that dropped to 1 (some may be stale)
  int zeros_ = 0;             // places_ entries of full groups at 0
  std::vector<std::pair<int, Mask>> trail_;
  std::vector<std::pair<int, Mask>> placed_trail_;
};

// Cell c's neighbourhood for fill_hint_other: the cells of c's groups and of
// every group that shares two or more cells with one of them (a sudoku
// cell's band and stack).
std::vector<char> neighbourhood(const GroupLayout& layout, int c) {
  std::vector<char> in(layout.groups_of.size(), 0);
  const auto add = [&](int g) {
    for (int x : layout.groups[g]) in[x] = 1;
  };
  for (int g : layout.groups_of[c]) {
    add(g);
    for (const GroupLayout::Overlap& o : layout.overlaps)
      if (o.a == g || o.b == g) add(o.a == g ? o.b : o.a);
  }
  return in;
}

}  // namespace

std::optional<model::Assignment> fill_hint(const model::Puzzle& puzzle, const Domains& domains,
                                           long max_steps, Deadline deadline) {
  if (has_empty_cell(puzzle, domains)) return std::nullopt;
  const GroupLayout& layout = layout_of(puzzle);
  if (layout.unit_mask != layout.all_mask) return std::nullopt;
  return Search(layout, domains, puzzle.symbols.size(), deadline).run(max_steps);
}

std::optional<model::Assignment> fill_hint_other(const model::Puzzle& puzzle,
                                                 const Domains& domains,
                                                 const model::Assignment& avoid, long max_steps,
                                                 Deadline deadline) {
  if (has_empty_cell(puzzle, domains)) return std::nullopt;
  const GroupLayout& layout = layout_of(puzzle);
  if (layout.unit_mask != layout.all_mask) return std::nullopt;
  std::vector<int> open;
  for (std::size_t c = 0; c < domains.size() && c < avoid.size(); ++c)
    if (avoid[c] >= 0 && !is_single(domains[c]) && (domains[c] & bit(avoid[c])))
      open.push_back(static_cast<int>(c));
  const int tries = std::min<int>(kOtherTries, static_cast<int>(open.size()));
  for (int i = 0; i < tries; ++i) {  // cells spread over the grid
    const int c = open[static_cast<std::size_t>(i) * open.size() / tries];
    const std::vector<char> free = neighbourhood(layout, c);
    Domains d = domains;
    for (std::size_t x = 0; x < d.size(); ++x)
      if (!free[x] && avoid[x] >= 0) d[x] &= bit(avoid[x]);
    d[c] &= ~bit(avoid[c]);
    if (has_empty_cell(puzzle, d)) continue;
    if (auto a = Search(layout, d, puzzle.symbols.size(), deadline).run(max_steps / tries))
      return a;
    if (past(deadline)) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace rfsat::presolve
