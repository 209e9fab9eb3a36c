// The singles (patterns.hpp): full house, hidden single, naked single, and
// find_pattern, which tries every finder in rating order.
#include <algorithm>
#include <functional>

#include "patterns.hpp"

namespace rfsat::explain {

int Board::common(int a, int b) const {
  for (int h : houses_of_cell[a])
    for (int k : houses_of_cell[b])
      if (h == k) return h;
  return -1;
}

std::vector<std::vector<int>> houses_of_cells(const std::vector<House>& houses, int cells) {
  std::vector<std::vector<int>> out(cells);
  for (std::size_t h = 0; h < houses.size(); ++h)
    for (int c : houses[h].cells) out[c].push_back(static_cast<int>(h));
  return out;
}

Step pattern_step(const Board& b, const char* technique, const char* key, double rating,
                  std::vector<int> house_indexes) {
  Step s;
  s.technique = technique;
  s.key = key;
  s.rating = rating;
  for (int h : house_indexes) s.reasons.push_back(b.houses[h].constraint);
  std::sort(s.reasons.begin(), s.reasons.end());
  s.reasons.erase(std::unique(s.reasons.begin(), s.reasons.end()), s.reasons.end());
  return s;
}

std::optional<Step> find_full_house(const Board& b) {
  for (std::size_t h = 0; h < b.houses.size(); ++h) {
    int empty = -1, count = 0;
    for (int c : b.houses[h].cells)
      if (!b.s.placed(c)) empty = c, ++count;
    if (count != 1 || popcount(b.s.mask(empty)) != 1) continue;
    Step s = pattern_step(b, "full house", "FH", 1.0, {static_cast<int>(h)});
    s.placements.push_back({empty, lowest(b.s.mask(empty))});
    return s;
  }
  return std::nullopt;
}

// A symbol with one place left in a house (boxes: the houses of kind box;
// else the others).
std::optional<Step> find_hidden_single(const Board& b, bool boxes) {
  for (std::size_t h = 0; h < b.houses.size(); ++h) {
    const House& house = b.houses[h];
    if (house.box != boxes) continue;
    // The symbols with exactly one place in the house, by two bit sweeps.
    Mask once = 0, twice = 0;
    for (int c : house.cells) twice |= once & b.s.mask(c), once |= b.s.mask(c);
    for (Mask m = once & ~twice; m; m &= m - 1) {
      const int v = lowest(m);
      int at = -1;
      for (int c : house.cells)
        if (b.s.mask(c) & presolve::bit(v)) at = c;
      if (b.s.placed(at) || popcount(b.s.mask(at)) == 1) continue;
      const std::string name = "hidden single (" + house.kind + ")";
      const char* key = house.kind == "box" ? "B1" : house.kind == "column" ? "C1" : "R1";
      Step s = pattern_step(b, name.c_str(), key, boxes ? 1.2 : 1.5, {static_cast<int>(h)});
      s.placements.push_back({at, v});
      return s;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_naked_single(const Board& b) {
  for (int c = 0; c < b.s.cells(); ++c) {
    if (b.s.is_hole(c) || b.s.placed(c) || popcount(b.s.mask(c)) != 1) continue;
    Step s = pattern_step(b, "naked single", "N1", 2.3, {});
    s.placements.push_back({c, lowest(b.s.mask(c))});
    return s;
  }
  return std::nullopt;
}

std::optional<Step> find_pattern(const Board& b, double min_rating, double max_rating) {
  struct Finder {
    double rating;
    std::function<std::optional<Step>()> find;
  };
  const Finder finders[] = {
      {1.0, [&] { return find_full_house(b); }},
      {1.2, [&] { return find_hidden_single(b, true); }},
      {1.5, [&] { return find_hidden_single(b, false); }},
      {2.3, [&] { return find_naked_single(b); }},
      {2.6, [&] { return find_locked_candidates(b, LockedKind::pointing); }},
      {2.8, [&] { return find_locked_candidates(b, LockedKind::claiming); }},
      {2.8, [&] { return find_locked_candidates(b, LockedKind::other); }},
      {3.0, [&] { return find_naked_subset(b, 2); }},
      {3.2, [&] { return find_fish(b, 2); }},
      {3.4, [&] { return find_hidden_subset(b, 2); }},
      {3.6, [&] { return find_naked_subset(b, 3); }},
      {3.8, [&] { return find_fish(b, 3); }},
      {4.0, [&] { return find_hidden_subset(b, 3); }},
      {4.2, [&] { return find_xy_wing(b); }},
      {4.4, [&] { return find_xyz_wing(b); }},
      {5.0, [&] { return find_naked_subset(b, 4); }},
      {5.2, [&] { return find_fish(b, 4); }},
      {5.4, [&] { return find_hidden_subset(b, 4); }},
  };
  for (const Finder& f : finders) {
    if (f.rating < min_rating || f.rating > max_rating) continue;
    if (std::optional<Step> s = f.find()) return s;
  }
  return std::nullopt;
}

}  // namespace rfsat::explain
