// Compile-time propagation on candidate masks (see domains.hpp). Only
// inferences implied by a single rule are made, so the pruned puzzle has
// exactly the solutions of the original one.
#include "domains.hpp"

#include "domain_sets.hpp"

#include <algorithm>
#include <bit>
#include <type_traits>
#include <variant>

namespace rfsat::presolve {
namespace {

Mask mask_of(const std::vector<int>& symbols) {
  Mask m = 0;
  for (int s : symbols) m |= bit(s);
  return m;
}

// Applies one single-cell rule; other kinds are left to the group pass.
void restrict_cells(const model::Constraint& c, const model::SymbolTable& symbols, Domains& d) {
  std::visit(
      [&](const auto& k) {
        using K = std::decay_t<decltype(k)>;
        if constexpr (std::is_same_v<K, model::Given>) {
          d[k.cell] &= bit(k.symbol);
        } else if constexpr (std::is_same_v<K, model::SetValues>) {
          d[k.cell] &= mask_of(k.symbols);
        } else if constexpr (std::is_same_v<K, model::DelValues>) {
          d[k.cell] &= ~mask_of(k.symbols);
        } else if constexpr (std::is_same_v<K, model::Parity>) {
          Mask keep = 0;
          for (int s = 0; s < symbols.size(); ++s)
            if ((symbols.calc(s) % 2 == 0) == k.even) keep |= bit(s);
          for (int cell : k.cells) d[cell] &= keep;
        } else if constexpr (std::is_same_v<K, model::ChaosConstruction>) {
          // region labels: cell k's is at most k (labels appear in order)
          // and below the number of regions
          const int regions = k.size > 0 ? static_cast<int>(k.cells.size()) / k.size : 0;
          for (std::size_t i = 0; i < k.cells.size(); ++i)
            d[k.cells[i]] &= bit(std::min(static_cast<int>(i) + 1, regions)) - 1;
        }
      },
      c.kind);
}

// One pass of naked and hidden singles over one group. Returns true if any
// domain changed.
bool propagate_group(const std::vector<int>& cells, const model::SymbolTable& symbols, Domains& d) {
  const bool full = static_cast<int>(cells.size()) == symbols.capacity;
  bool changed = false;
  for (int s = 0; s < symbols.size(); ++s) {
    const Mask b = bit(s);
    int fixed = 0, possible = 0;
    for (int c : cells) {
      if (d[c] == b) ++fixed;
      if (d[c] & b) ++possible;
    }
    const int m = symbols.symbols[s].multiplicity;
    if (fixed >= m && possible > fixed) {  // naked: s is used up here
      for (int c : cells)
        if (d[c] != b && (d[c] & b)) d[c] &= ~b, changed = true;
      // fixed > m leaves a contradiction the solver will find
    } else if (full && possible == m && possible > fixed) {  // hidden
      for (int c : cells)
        if ((d[c] & b) && d[c] != b) d[c] = b, changed = true;
    }
  }
  return changed;
}

// The same for tables where every symbol has multiplicity 1 (every classic
// sudoku), bit-parallel: one pass collects the fixed symbols and the symbols
// seen in one cell / in two or more cells; `changed(cell)` for each cell
// that lost candidates.
template <typename Changed>
void propagate_group_unit(const std::vector<int>& cells, bool full, Domains& d,
                          const Changed& changed) {
  Mask fixed = 0, once = 0, twice = 0;
  for (int c : cells) {
    const Mask m = d[c];
    if (is_single(m)) fixed |= m;
    twice |= once & m;
    once |= m;
  }
  const Mask hidden = full ? (once & ~twice & ~fixed) : 0;
  for (int c : cells) {
    const Mask m = d[c];
    if (is_single(m)) continue;
    Mask n = m & ~fixed;               // naked: a fixed symbol is used up
    if (Mask h = n & hidden) n = h;    // hidden: its only place in the group
    if (n != m) d[c] = n, changed(c);
  }
}

// Every symbol of multiplicity 1 (every classic sudoku): singles to their
// fixpoint with a worklist, a group visited again only when one of its cells
// changed; then locked candidates and subsets, each success followed by the
// singles of the groups it touched. Every step is a monotone deduction, so
// the result is the same fixpoint as full passes in any order (the shape of
// the old loop, which collections paid for in instructions:
// docs/tuning.md#prune-worklist).
void prune_unit(const GroupLayout& layout, Domains& d) {
  const int groups = static_cast<int>(layout.groups.size());
  std::vector<char> dirty(groups, 1);
  int left = groups;  // dirty groups
  auto touch = [&](int cell) {
    for (int g : layout.groups_of[cell])
      if (!dirty[g]) dirty[g] = 1, ++left;
  };
  Domains before;
  while (true) {
    while (left > 0)  // sweeps in group order over the dirty groups
      for (int g = 0; g < groups; ++g)
        if (dirty[g]) {
          dirty[g] = 0, --left;
          propagate_group_unit(layout.groups[g], layout.full(g), d, touch);
        }
    before = d;
    if (!propagate_locked(layout, d) && !propagate_subsets(layout, d)) return;
    for (std::size_t c = 0; c < d.size(); ++c)
      if (d[c] != before[c]) touch(static_cast<int>(c));
  }
}

}  // namespace

bool has_empty_cell(const model::Puzzle& puzzle, const Domains& d) {
  for (int c = 0; c < puzzle.geometry.total_cells(); ++c)
    if (!puzzle.geometry.is_hole(c) && d[c] == 0) return true;
  return false;
}

Domains full_domains(const model::Puzzle& puzzle) {
  const int n = puzzle.symbols.size();
  const Mask all = n >= 64 ? ~Mask{0} : (bit(n) - 1);
  Domains d(puzzle.geometry.total_cells(), all);
  for (int c = 0; c < puzzle.geometry.cell_count(); ++c)
    if (puzzle.geometry.is_hole(c)) d[c] = 0;
  return d;
}

void prune(const model::Puzzle& puzzle, Domains& d) {
  for (const model::Constraint& c : puzzle.constraints) restrict_cells(c, puzzle.symbols, d);
  const GroupLayout& layout = layout_of(puzzle);
  if (layout.unit_mask == layout.all_mask) return prune_unit(layout, d);
  bool changed = !layout.groups.empty();
  while (changed) {
    changed = false;
    for (std::size_t g = 0; g < layout.groups.size(); ++g)
      changed = propagate_group(layout.groups[g], puzzle.symbols, d) || changed;
    if (!changed) changed = propagate_locked(layout, d) || propagate_subsets(layout, d);
  }
}

}  // namespace rfsat::presolve
