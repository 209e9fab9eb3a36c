// Locked candidates and subsets of domain_sets.hpp. The overlaps come from
// one sorted list of (group, group, cell) triples; every step works on
// candidate masks, several symbols at once. Example (sudoku): row 1 and box
// 1 share r1c1..r1c3; if box 1 has 7 only there, 7 leaves r1c4..r1c9.
#include "domain_sets.hpp"

#include <algorithm>
#include <bit>
#include <optional>
#include <tuple>
#include <variant>

namespace rfsat::presolve {
namespace {

// At most k bits set (k small: no popcount instruction needed).
bool bits_at_most(Mask m, int k) {
  for (int i = 0; i < k && m; ++i) m &= m - 1;
  return m == 0;
}

// At least two and at most k bits.
bool subset_sized(Mask m, int k) { return m != 0 && !is_single(m) && bits_at_most(m, k); }

Mask union_of(const std::vector<int>& cells, const Domains& d) {
  Mask m = 0;
  for (int c : cells) m |= d[c];
  return m;
}

// Removes `symbols` from `cells`.
bool remove_from(const std::vector<int>& cells, Mask symbols, Domains& d) {
  bool changed = false;
  for (int c : cells)
    if (d[c] & symbols) d[c] &= ~symbols, changed = true;
  return changed;
}

// One direction of an overlap: A (full) locks its symbols into the shared cells.
bool lock(const std::vector<int>& rest_a, const std::vector<int>& shared,
          const std::vector<int>& rest_b, Mask unit, Domains& d) {
  const Mask locked = union_of(shared, d) & ~union_of(rest_a, d) & unit;
  return locked && remove_from(rest_b, locked, d);
}

// Small fixed-capacity list of candidate masks (no allocation per group).
struct Items {
  Mask mask[64];
  int where[64];
  int size = 0;
  void add(Mask m, int w) { mask[size] = m, where[size++] = w; }
};

// Depth-first choice of `left` more of items[from..] whose union stays within
// k bits; on a full choice, found(union, chosen item bits).
template <typename Found>
void choose(const Items& items, int from, int left, int k, Mask acc, Mask chosen, const Found& found) {
  if (left == 0) return found(acc, chosen);
  for (int i = from; i < items.size; ++i)
    if (const Mask u = acc | items.mask[i]; bits_at_most(u, k))
      choose(items, i + 1, left - 1, k, u, chosen | bit(i), found);
}

bool naked(const std::vector<int>& cells, int k, Domains& d) {
  Items items;  // domains of 2..k symbols, where = index into cells
  for (std::size_t c = 0; c < cells.size(); ++c)
    if (subset_sized(d[cells[c]], k)) items.add(d[cells[c]], static_cast<int>(c));
  if (items.size < k) return false;
  bool changed = false;
  choose(items, 0, k, k, 0, 0, [&](Mask symbols, Mask chosen) {
    Mask own = 0;
    for (Mask m = chosen; m; m &= m - 1) own |= bit(items.where[std::countr_zero(m)]);
    for (std::size_t c = 0; c < cells.size(); ++c)
      if (!(own & bit(static_cast<int>(c))) && (d[cells[c]] & symbols))
        d[cells[c]] &= ~symbols, changed = true;
  });
  return changed;
}

bool hidden(const std::vector<int>& cells, int k, Domains& d) {
  Mask places[kMaxSymbols];  // symbol -> bits of the cells (indices into `cells`)
  Mask present = 0;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    const Mask m = d[cells[c]];
    for (Mask n = m & ~present; n; n &= n - 1) places[std::countr_zero(n)] = 0;
    present |= m;
    for (Mask n = m; n; n &= n - 1) places[std::countr_zero(n)] |= bit(static_cast<int>(c));
  }
  Items items;  // places of 2..k cells, where = symbol
  for (Mask n = present; n; n &= n - 1)
    if (const int s = std::countr_zero(n); subset_sized(places[s], k)) items.add(places[s], s);
  if (items.size < k) return false;
  bool changed = false;
  choose(items, 0, k, k, 0, 0, [&](Mask spots, Mask chosen) {
    Mask keep = 0;
    for (Mask m = chosen; m; m &= m - 1) keep |= bit(items.where[std::countr_zero(m)]);
    for (Mask m = spots; m; m &= m - 1)
      if (Mask& cell = d[cells[std::countr_zero(m)]]; cell & ~keep) cell &= keep, changed = true;
  });
  return changed;
}

}  // namespace

namespace {

void symbol_masks(const model::SymbolTable& symbols, Mask& all, Mask& unit) {
  all = unit = 0;
  for (int s = 0; s < symbols.size(); ++s) {
    all |= bit(s);
    if (symbols.symbols[s].multiplicity == 1) unit |= bit(s);
  }
}

}  // namespace

GroupLayout::GroupLayout(const model::Puzzle& puzzle) : capacity(puzzle.symbols.capacity) {
  for (const model::Constraint& c : puzzle.constraints)
    if (const auto* g = std::get_if<model::Group>(&c.kind)) groups.push_back(g->cells);
  symbol_masks(puzzle.symbols, all_mask, unit_mask);
  groups_of.assign(puzzle.geometry.total_cells(), {});
  for (std::size_t g = 0; g < groups.size(); ++g)
    for (int c : groups[g])
      if (groups_of[c].empty() || groups_of[c].back() != static_cast<int>(g))
        groups_of[c].push_back(static_cast<int>(g));
  std::vector<std::tuple<int, int, int>> common;  // (a, b, cell), a < b
  for (std::size_t c = 0; c < groups_of.size(); ++c)
    for (std::size_t i = 0; i < groups_of[c].size(); ++i)
      for (std::size_t j = i + 1; j < groups_of[c].size(); ++j)
        common.emplace_back(groups_of[c][i], groups_of[c][j], static_cast<int>(c));
  std::sort(common.begin(), common.end());
  std::vector<char> in(puzzle.geometry.total_cells(), 0);
  for (std::size_t i = 0, j = 0; i < common.size(); i = j) {
    Overlap o{std::get<0>(common[i]), std::get<1>(common[i]), {}, {}, {}};
    for (j = i; j < common.size() && std::get<0>(common[j]) == o.a && std::get<1>(common[j]) == o.b; ++j)
      o.shared.push_back(std::get<2>(common[j]));
    if (o.shared.size() < 2) continue;
    for (int c : o.shared) in[c] = 1;
    for (int c : groups[o.a])
      if (!in[c]) o.rest_a.push_back(c);
    for (int c : groups[o.b])
      if (!in[c]) o.rest_b.push_back(c);
    for (int c : o.shared) in[c] = 0;
    overlaps.push_back(std::move(o));
  }
}

bool GroupLayout::fits(const model::Puzzle& puzzle) const {
  if (capacity != puzzle.symbols.capacity) return false;
  Mask all = 0, unit = 0;
  symbol_masks(puzzle.symbols, all, unit);
  if (all != all_mask || unit != unit_mask) return false;
  std::size_t g = 0;
  for (const model::Constraint& c : puzzle.constraints)
    if (const auto* group = std::get_if<model::Group>(&c.kind))
      if (g >= groups.size() || groups[g++] != group->cells) return false;
  return g == groups.size();
}

const GroupLayout& layout_of(const model::Puzzle& puzzle) {
  thread_local std::optional<GroupLayout> last;
  if (!last || !last->fits(puzzle)) last.emplace(puzzle);
  return *last;
}

bool propagate_locked(const GroupLayout& layout, Domains& d) {
  bool changed = false;
  for (const GroupLayout::Overlap& o : layout.overlaps) {
    if (layout.full(o.a)) changed = lock(o.rest_a, o.shared, o.rest_b, layout.unit_mask, d) || changed;
    if (layout.full(o.b)) changed = lock(o.rest_b, o.shared, o.rest_a, layout.unit_mask, d) || changed;
  }
  return changed;
}

bool propagate_subsets(const GroupLayout& layout, Domains& d) {
  if (layout.unit_mask != layout.all_mask) return false;
  for (int k = 2; k <= 3; ++k)
    for (std::size_t g = 0; g < layout.groups.size(); ++g) {
      const std::vector<int>& cells = layout.groups[g];
      if (cells.size() > 64) continue;
      if (naked(cells, k, d)) return true;
      if (layout.full(static_cast<int>(g)) && hidden(cells, k, d)) return true;
    }
  return false;
}

}  // namespace rfsat::presolve
