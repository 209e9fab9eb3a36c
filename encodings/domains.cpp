// Compile-time propagation on candidate masks (see domains.hpp). Only
// inferences implied by a single rule are made, so the pruned puzzle has
// exactly the solutions of the original one.
#include "domains.hpp"

#include <algorithm>
#include <bit>
#include <type_traits>
#include <variant>

namespace rfsat::enc {
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
        } else if constexpr (std::is_same_v<K, model::AllowedSymbols>) {
          d[k.cell] &= mask_of(k.symbols);
        } else if constexpr (std::is_same_v<K, model::ForbiddenSymbols>) {
          d[k.cell] &= ~mask_of(k.symbols);
        } else if constexpr (std::is_same_v<K, model::Parity>) {
          Mask keep = 0;
          for (int s = 0; s < symbols.size(); ++s)
            if ((symbols.calc(s) % 2 == 0) == k.even) keep |= bit(s);
          for (int cell : k.cells) d[cell] &= keep;
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
// seen in one cell / in two or more cells.
bool propagate_group_unit(const std::vector<int>& cells, bool full, Domains& d) {
  Mask fixed = 0, once = 0, twice = 0;
  for (int c : cells) {
    const Mask m = d[c];
    if (is_single(m)) fixed |= m;
    twice |= once & m;
    once |= m;
  }
  const Mask hidden = full ? (once & ~twice & ~fixed) : 0;
  bool changed = false;
  for (int c : cells) {
    const Mask m = d[c];
    if (is_single(m)) continue;
    Mask n = m & ~fixed;               // naked: a fixed symbol is used up
    if (Mask h = n & hidden) n = h;    // hidden: its only place in the group
    if (n != m) d[c] = n, changed = true;
  }
  return changed;
}

int popcount(Mask m) { return std::popcount(m); }

// Depth-first choice of `left` more of items[from..] (masks of size 2..k)
// whose union stays within k bits; on a full choice, `found(union, chosen)`.
template <typename Found>
void choose_subsets(const std::vector<Mask>& items, std::size_t from, int left, int k, Mask acc,
                    Mask chosen, const Found& found) {
  if (left == 0) return found(acc, chosen);
  for (std::size_t i = from; i < items.size(); ++i) {
    const Mask u = acc | items[i];
    if (popcount(u) <= k) choose_subsets(items, i + 1, left - 1, k, u, chosen | bit(int(i)), found);
  }
}

// Naked and hidden subsets of size 2..kMaxSubset, for groups whose symbols
// all have multiplicity 1, run when singles and locked candidates stall.
// Naked: k cells whose candidates together are k symbols hold those
// symbols, so no other cell of the group may. Hidden (full group only): k
// symbols that together fit only k cells fill them, so those cells hold
// nothing else. Groups of more than 64 cells are skipped.
constexpr int kMaxSubset = 3;

bool propagate_group_subsets(const std::vector<int>& cells, bool full, int num_symbols, Domains& d) {
  if (cells.size() > 64) return false;
  bool changed = false;
  for (int k = 2; k <= kMaxSubset; ++k) {
    std::vector<Mask> items;
    std::vector<int> where;  // items[i] is the mask of cells[where[i]]
    for (std::size_t c = 0; c < cells.size(); ++c)
      if (int n = popcount(d[cells[c]]); n >= 2 && n <= k) items.push_back(d[cells[c]]), where.push_back(int(c));
    choose_subsets(items, 0, k, k, 0, 0, [&](Mask symbols, Mask chosen) {
      Mask own = 0;
      for (Mask m = chosen; m; m &= m - 1) own |= bit(where[std::countr_zero(m)]);
      for (std::size_t c = 0; c < cells.size(); ++c)
        if (!(own & bit(int(c))) && (d[cells[c]] & symbols)) d[cells[c]] &= ~symbols, changed = true;
    });
    if (!full) continue;
    std::vector<Mask> places(num_symbols, 0);
    for (std::size_t c = 0; c < cells.size(); ++c)
      for (Mask m = d[cells[c]]; m; m &= m - 1) places[std::countr_zero(m)] |= bit(int(c));
    items.clear(), where.clear();
    for (int s = 0; s < num_symbols; ++s)
      if (int n = popcount(places[s]); n >= 2 && n <= k) items.push_back(places[s]), where.push_back(s);
    choose_subsets(items, 0, k, k, 0, 0, [&](Mask spots, Mask chosen) {
      Mask keep = 0;
      for (Mask m = chosen; m; m &= m - 1) keep |= bit(where[std::countr_zero(m)]);
      for (Mask m = spots; m; m &= m - 1)
        if (Mask& cell = d[cells[std::countr_zero(m)]]; cell & ~keep) cell &= keep, changed = true;
    });
    if (changed) return true;
  }
  return changed;
}

// Locked candidates (pointing/claiming, for any kinds of groups): if in a
// full group A a multiplicity-1 symbol s can only go into cells that all lie
// in another group B, then s is in B at one of those cells, and no other cell
// of B may hold it. `groups_of[c]` lists the groups containing cell c.
bool propagate_locked(const std::vector<const std::vector<int>*>& groups,
                      const std::vector<std::vector<int>>& groups_of,
                      const model::SymbolTable& symbols, Domains& d) {
  bool changed = false;
  std::vector<int> spots;
  for (std::size_t a = 0; a < groups.size(); ++a) {
    const std::vector<int>& A = *groups[a];
    if (static_cast<int>(A.size()) != symbols.capacity) continue;
    for (int s = 0; s < symbols.size(); ++s) {
      if (symbols.symbols[s].multiplicity != 1) continue;
      spots.clear();
      for (int c : A)
        if (d[c] & bit(s)) spots.push_back(c);
      if (spots.size() < 2) continue;
      for (int b : groups_of[spots[0]]) {
        if (b == static_cast<int>(a)) continue;
        const std::vector<int>& B = *groups[b];
        bool inside = true;
        for (int c : spots)
          inside = inside && std::find(groups_of[c].begin(), groups_of[c].end(), b) != groups_of[c].end();
        if (!inside) continue;
        for (int c : B)
          if ((d[c] & bit(s)) && std::find(spots.begin(), spots.end(), c) == spots.end())
            d[c] &= ~bit(s), changed = true;
      }
    }
  }
  return changed;
}

}  // namespace

Domains full_domains(const model::Puzzle& puzzle) {
  const int n = puzzle.symbols.size();
  const Mask all = n >= 64 ? ~Mask{0} : (bit(n) - 1);
  Domains d(puzzle.geometry.cell_count(), all);
  for (int c = 0; c < puzzle.geometry.cell_count(); ++c)
    if (puzzle.geometry.is_hole(c)) d[c] = 0;
  return d;
}

void prune(const model::Puzzle& puzzle, Domains& d) {
  for (const model::Constraint& c : puzzle.constraints) restrict_cells(c, puzzle.symbols, d);
  std::vector<const std::vector<int>*> groups;
  for (const model::Constraint& c : puzzle.constraints)
    if (const auto* g = std::get_if<model::Group>(&c.kind)) groups.push_back(&g->cells);
  std::vector<std::vector<int>> groups_of(puzzle.geometry.cell_count());
  for (std::size_t g = 0; g < groups.size(); ++g)
    for (int c : *groups[g]) groups_of[c].push_back(static_cast<int>(g));
  const bool unit = std::all_of(puzzle.symbols.symbols.begin(), puzzle.symbols.symbols.end(),
                                [](const model::Symbol& s) { return s.multiplicity == 1; });
  const int capacity = puzzle.symbols.capacity;
  bool changed = true;
  while (changed) {
    changed = false;
    for (const auto* cells : groups)
      changed = (unit ? propagate_group_unit(*cells, static_cast<int>(cells->size()) == capacity, d)
                      : propagate_group(*cells, puzzle.symbols, d)) ||
                changed;
    if (!changed) changed = propagate_locked(groups, groups_of, puzzle.symbols, d);
    for (std::size_t g = 0; unit && !changed && g < groups.size(); ++g)
      changed = propagate_group_subsets(*groups[g], static_cast<int>(groups[g]->size()) == capacity,
                                      puzzle.symbols.size(), d);
  }
}

}  // namespace rfsat::enc
