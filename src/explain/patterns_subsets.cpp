// Locked candidates (pointing, claiming) and naked and hidden subsets
// (patterns.hpp), over the houses of the board.
#include <algorithm>
#include <string>

#include "patterns.hpp"

namespace rfsat::explain {
namespace {

// The symbols still to place in a house: not held by a placed cell.
Mask open_symbols(const Board& b, const House& h) {
  Mask all = 0, done = 0;
  for (int c : h.cells) {
    all |= b.s.mask(c);
    if (b.s.placed(c)) done |= b.s.mask(c);
  }
  return all & ~done;
}

// Calls f(chosen) for every `size`-subset of `items`, in lexicographic
// order, until f returns true.
template <class F>
bool for_each_subset(const std::vector<int>& items, int size, F&& f) {
  const int n = static_cast<int>(items.size());
  if (size > n) return false;
  std::vector<int> idx(size);
  for (int i = 0; i < size; ++i) idx[i] = i;
  std::vector<int> chosen(size);
  while (true) {
    for (int i = 0; i < size; ++i) chosen[i] = items[idx[i]];
    if (f(chosen)) return true;
    int i = size - 1;
    while (i >= 0 && idx[i] == n - size + i) --i;
    if (i < 0) return false;
    ++idx[i];
    for (int j = i + 1; j < size; ++j) idx[j] = idx[j - 1] + 1;
  }
}

const char* subset_name(bool naked, int size) {
  static const char* const naked_names[] = {"", "", "naked pair", "naked triple", "naked quad"};
  static const char* const hidden_names[] = {"", "", "hidden pair", "hidden triple", "hidden quad"};
  return naked ? naked_names[size] : hidden_names[size];
}

}  // namespace

// A symbol whose places in house A all lie in house B leaves the rest of B.
// Pointing: A is a box; claiming: B is; other houses (a diagonal and a
// row, say): locked candidates.
std::optional<Step> find_locked_candidates(const Board& b, LockedKind kind) {
  const bool pointing = kind == LockedKind::pointing;
  std::vector<int> at;  // reused: this runs after every step of every hypothesis
  for (std::size_t a = 0; a < b.houses.size(); ++a) {
    const House& A = b.houses[a];
    if (pointing != A.box) continue;
    const Mask open = open_symbols(b, A);
    for (int v = 0; v < b.s.symbols(); ++v) {
      if (!(open & presolve::bit(v))) continue;
      at.clear();
      for (int c : A.cells)
        if (b.s.mask(c) & presolve::bit(v)) at.push_back(c);
      if (at.size() < 2) continue;
      for (int h : b.houses_of_cell[at.front()]) {
        const House& B = b.houses[h];
        if (h == static_cast<int>(a) || (!pointing && B.box != (kind == LockedKind::claiming)))
          continue;
        bool inside = true;
        for (std::size_t i = 1; i < at.size() && inside; ++i) {
          const std::vector<int>& of = b.houses_of_cell[at[i]];
          inside = std::find(of.begin(), of.end(), h) != of.end();
        }
        if (!inside) continue;
        const char* name = pointing                       ? "pointing"
                           : kind == LockedKind::claiming ? "claiming"
                                                          : "locked candidates";
        Step s = pattern_step(b, name, pointing ? "L1" : "L2", pointing ? 2.6 : 2.8,
                              {static_cast<int>(a), h});
        for (int c : B.cells)
          if (std::find(A.cells.begin(), A.cells.end(), c) == A.cells.end() &&
              (b.s.mask(c) & presolve::bit(v)))
            s.eliminations.push_back({c, presolve::bit(v)});
        if (!s.eliminations.empty()) return s;
      }
    }
  }
  return std::nullopt;
}

// `size` open cells of a house with `size` candidates between them: those
// symbols leave the house's other cells.
std::optional<Step> find_naked_subset(const Board& b, int size) {
  for (std::size_t h = 0; h < b.houses.size(); ++h) {
    const House& H = b.houses[h];
    std::vector<int> open;
    for (int c : H.cells)
      if (!b.s.placed(c) && popcount(b.s.mask(c)) <= size) open.push_back(c);
    std::optional<Step> found;
    for_each_subset(open, size, [&](const std::vector<int>& cells) {
      Mask u = 0;
      for (int c : cells) u |= b.s.mask(c);
      if (popcount(u) != size) return false;
      Step s = pattern_step(b, subset_name(true, size), ("N" + std::to_string(size)).c_str(),
                            size == 2   ? 3.0
                            : size == 3 ? 3.6
                                        : 5.0,
                            {static_cast<int>(h)});
      for (int c : H.cells)
        if (!b.s.placed(c) && std::find(cells.begin(), cells.end(), c) == cells.end() &&
            (b.s.mask(c) & u))
          s.eliminations.push_back({c, b.s.mask(c) & u});
      if (s.eliminations.empty()) return false;
      found = std::move(s);
      return true;
    });
    if (found) return found;
  }
  return std::nullopt;
}

// `size` open symbols of a house with `size` places between them: those
// cells lose their other candidates.
std::optional<Step> find_hidden_subset(const Board& b, int size) {
  std::vector<int> symbols, cells;  // reused across houses and subsets
  for (std::size_t h = 0; h < b.houses.size(); ++h) {
    const House& H = b.houses[h];
    const Mask open = open_symbols(b, H);
    symbols.clear();
    for (int v = 0; v < b.s.symbols(); ++v)
      if (open & presolve::bit(v)) symbols.push_back(v);
    std::optional<Step> found;
    for_each_subset(symbols, size, [&](const std::vector<int>& vs) {
      Mask m = 0;
      for (int v : vs) m |= presolve::bit(v);
      cells.clear();
      for (int c : H.cells)
        if ((b.s.mask(c) & m) && static_cast<int>(cells.size()) <= size) cells.push_back(c);
      if (static_cast<int>(cells.size()) != size) return false;
      Step s = pattern_step(b, subset_name(false, size), ("H" + std::to_string(size)).c_str(),
                            size == 2   ? 3.4
                            : size == 3 ? 4.0
                                        : 5.4,
                            {static_cast<int>(h)});
      for (int c : cells)
        if (b.s.mask(c) & ~m) s.eliminations.push_back({c, b.s.mask(c) & ~m});
      if (s.eliminations.empty()) return false;
      found = std::move(s);
      return true;
    });
    if (found) return found;
  }
  return std::nullopt;
}

}  // namespace rfsat::explain
