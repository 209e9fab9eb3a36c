// Fish (X-wing, swordfish, jellyfish) over rows and columns, and the
// XY-wing and XYZ-wing (patterns.hpp).
#include <algorithm>
#include <functional>

#include "patterns.hpp"

namespace rfsat::explain {
namespace {

const char* fish_name(int size) {
  static const char* const names[] = {"", "", "X-wing", "swordfish", "jellyfish"};
  return names[size];
}

double fish_rating(int size) { return size == 2 ? 3.2 : size == 3 ? 3.8 : 5.2; }

// Fish with `base` houses (rows or columns) covered by as many `cover`
// houses: the symbol leaves the cover houses outside the base.
std::optional<Step> fish_of(const Board& b, int size, const char* base, const char* cover) {
  std::vector<int> bases, covers;
  for (std::size_t h = 0; h < b.houses.size(); ++h) {
    if (b.houses[h].kind == base) bases.push_back(static_cast<int>(h));
    if (b.houses[h].kind == cover) covers.push_back(static_cast<int>(h));
  }
  std::vector<int> touched;  // reused: this runs after every step of every hypothesis
  for (int v = 0; v < b.s.symbols(); ++v) {
    const Mask bit = presolve::bit(v);
    // Base houses where v is open in 2..size cells: the cover houses they touch.
    std::vector<std::pair<int, std::vector<int>>> rows;
    for (int h : bases) {
      touched.clear();
      bool done = false;
      for (int c : b.houses[h].cells)
        if (b.s.mask(c) & bit) {
          done = done || b.s.placed(c);
          for (int k : covers)
            if (std::count(b.houses_of_cell[c].begin(), b.houses_of_cell[c].end(), k) &&
                std::find(touched.begin(), touched.end(), k) == touched.end())
              touched.push_back(k);
        }
      if (!done && touched.size() >= 2 && static_cast<int>(touched.size()) <= size)
        rows.push_back({h, touched});
    }
    const int n = static_cast<int>(rows.size());
    // Every `size`-subset of those rows, in order, by a counter of indexes.
    for (int first = 0; first + size <= n; ++first) {
      std::vector<int> pick{first};
      std::function<std::optional<Step>(int)> extend = [&](int from) -> std::optional<Step> {
        if (static_cast<int>(pick.size()) == size) {
          std::vector<int> cov;
          for (int r : pick)
            for (int k : rows[r].second)
              if (std::find(cov.begin(), cov.end(), k) == cov.end()) cov.push_back(k);
          if (static_cast<int>(cov.size()) != size) return std::nullopt;
          std::vector<int> reasons;
          for (int r : pick) reasons.push_back(rows[r].first);
          Step s = pattern_step(b, fish_name(size),
                                size == 2   ? "X2"
                                : size == 3 ? "X3"
                                            : "X4",
                                fish_rating(size), reasons);
          std::vector<int> used;
          for (int k : cov) {
            bool any = false;
            for (int c : b.houses[k].cells) {
              bool in_base = false;
              for (int r : pick)
                in_base = in_base || std::count(b.houses_of_cell[c].begin(),
                                                b.houses_of_cell[c].end(), rows[r].first);
              if (!in_base && (b.s.mask(c) & bit)) s.eliminations.push_back({c, bit}), any = true;
            }
            if (any) used.push_back(b.houses[k].constraint);
          }
          if (s.eliminations.empty()) return std::nullopt;
          s.reasons.insert(s.reasons.end(), used.begin(), used.end());
          std::sort(s.reasons.begin(), s.reasons.end());
          return s;
        }
        for (int r = from; r < n; ++r) {
          pick.push_back(r);
          if (auto s = extend(r + 1)) return s;
          pick.pop_back();
        }
        return std::nullopt;
      };
      if (auto s = extend(first + 1)) return s;
    }
  }
  return std::nullopt;
}

// The houses linking `a` to `b` and each elimination cell to the wings.
void add_link(const Board& b, int x, int y, std::vector<int>& houses) {
  const int h = b.common(x, y);
  if (std::find(houses.begin(), houses.end(), h) == houses.end()) houses.push_back(h);
}

// Removes z from every cell that sees all of `wings`; nullopt if none.
std::optional<Step> wing_step(const Board& b, const char* name, const char* key, double rating,
                              const std::vector<int>& cells, const std::vector<int>& pivot_links,
                              int z) {
  std::vector<int> houses;
  for (std::size_t i = 1; i < pivot_links.size(); ++i)
    add_link(b, pivot_links[0], pivot_links[i], houses);
  std::vector<Elimination> out;
  for (int c = 0; c < b.s.cells(); ++c) {
    if (b.s.placed(c) || !(b.s.mask(c) & presolve::bit(z))) continue;
    if (std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
    bool all = true;
    for (int w : cells) all = all && b.sees(c, w);
    if (!all) continue;
    for (int w : cells) add_link(b, c, w, houses);
    out.push_back({c, presolve::bit(z)});
  }
  if (out.empty()) return std::nullopt;
  Step s = pattern_step(b, name, key, rating, houses);
  s.eliminations = out;
  return s;
}

}  // namespace

std::optional<Step> find_fish(const Board& b, int size) {
  if (auto s = fish_of(b, size, "row", "column")) return s;
  return fish_of(b, size, "column", "row");
}

// Pivot {x,y}, wings {x,z} and {y,z} that see it: z leaves the cells that
// see both wings.
std::optional<Step> find_xy_wing(const Board& b) {
  for (int p = 0; p < b.s.cells(); ++p) {
    const Mask pm = b.s.mask(p);
    if (b.s.placed(p) || popcount(pm) != 2) continue;
    for (int a = 0; a < b.s.cells(); ++a) {
      const Mask am = b.s.mask(a);
      if (b.s.placed(a) || popcount(am) != 2 || !b.sees(p, a) || popcount(am & pm) != 1) continue;
      for (int c = a + 1; c < b.s.cells(); ++c) {
        const Mask cm = b.s.mask(c);
        if (b.s.placed(c) || popcount(cm) != 2 || !b.sees(p, c)) continue;
        const Mask z = am & cm & ~pm;
        if (popcount(z) != 1 || (am | cm | pm) != (pm | z) || (am & pm) == (cm & pm)) continue;
        if (auto s = wing_step(b, "XY-wing", "Y2", 4.2, {a, c}, {p, a, c}, lowest(z))) return s;
      }
    }
  }
  return std::nullopt;
}

// Pivot {x,y,z}, wings {x,z} and {y,z} that see it: z leaves the cells
// that see all three.
std::optional<Step> find_xyz_wing(const Board& b) {
  for (int p = 0; p < b.s.cells(); ++p) {
    const Mask pm = b.s.mask(p);
    if (b.s.placed(p) || popcount(pm) != 3) continue;
    for (int a = 0; a < b.s.cells(); ++a) {
      const Mask am = b.s.mask(a);
      if (b.s.placed(a) || popcount(am) != 2 || (am & ~pm) || !b.sees(p, a)) continue;
      for (int c = a + 1; c < b.s.cells(); ++c) {
        const Mask cm = b.s.mask(c);
        if (b.s.placed(c) || popcount(cm) != 2 || (cm & ~pm) || cm == am || !b.sees(p, c)) continue;
        const Mask z = am & cm;
        if (popcount(z) != 1) continue;
        if (auto s = wing_step(b, "XYZ-wing", "Y3", 4.4, {p, a, c}, {p, a, c}, lowest(z))) return s;
      }
    }
  }
  return std::nullopt;
}

}  // namespace rfsat::explain
