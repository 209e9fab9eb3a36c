// groups_imply (group_logic.hpp): for each way to break the conclusion (an
// eliminated candidate that holds, a placed cell with another symbol), a
// search for an assignment of the groups' cells; the conclusion follows when
// none exists.
#include "group_logic.hpp"

#include "grid_state.hpp"

namespace rfsat::explain {
namespace {

// Enough for every pattern of a 9x9 grid (a jellyfish's eight houses) in
// the measured paths; a search over it is cut off, not guessed.
constexpr int kNodeBudget = 20000;

struct Search {
  std::vector<std::vector<int>> groups;  // local cell indexes
  std::vector<char> full;                // as many cells as symbols: every symbol once
  std::vector<char> grouped;             // per local cell: in some group
  int symbols = 0;
  int nodes = 0;
  bool gave_up = false;

  // Naked and hidden singles inside the groups until nothing changes;
  // false when some group cannot hold its cells.
  bool propagate(std::vector<Mask>& m) const {
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t g = 0; g < groups.size(); ++g) {
        Mask singles = 0;
        for (int c : groups[g]) {
          if (m[c] == 0 || (popcount(m[c]) == 1 && (singles & m[c]))) return false;
          if (popcount(m[c]) == 1) singles |= m[c];
        }
        Mask once = 0, twice = 0;
        for (int c : groups[g]) {
          if (popcount(m[c]) > 1 && (m[c] & singles)) {
            m[c] &= ~singles, changed = true;
            if (m[c] == 0) return false;
          }
          twice |= once & m[c], once |= m[c];
        }
        if (!full[g]) continue;
        if (popcount(once) < symbols) return false;
        const Mask hidden = once & ~twice;
        for (int c : groups[g])
          if (popcount(m[c]) > 1 && (m[c] & hidden)) {
            if (popcount(m[c] & hidden) > 1) return false;
            m[c] &= hidden, changed = true;
          }
      }
    }
    return true;
  }

  bool satisfiable(std::vector<Mask> m) {
    if (++nodes > kNodeBudget) gave_up = true;
    if (gave_up || !propagate(m)) return false;
    int branch = -1;
    for (std::size_t c = 0; c < m.size(); ++c) {
      if (m[c] == 0) return false;
      // A cell of no group takes any of its candidates.
      if (!grouped[c] || popcount(m[c]) < 2) continue;
      if (branch < 0 || popcount(m[c]) < popcount(m[branch])) branch = static_cast<int>(c);
    }
    if (branch < 0) return true;
    for (Mask b = m[branch]; b; b &= b - 1) {
      std::vector<Mask> t = m;
      t[branch] = presolve::bit(lowest(b));
      if (satisfiable(std::move(t))) return true;
      if (gave_up) return false;
    }
    return false;
  }
};

}  // namespace

std::optional<bool> groups_imply(const std::vector<const std::vector<int>*>& groups,
                                 const std::vector<Mask>& masks, int symbols, const Step& claim) {
  std::vector<int> local(masks.size(), -1);
  std::vector<Mask> m;
  auto add = [&](int cell) {
    if (local[cell] < 0) local[cell] = static_cast<int>(m.size()), m.push_back(masks[cell]);
    return local[cell];
  };
  Search search;
  search.symbols = symbols;
  for (const std::vector<int>* g : groups) {
    std::vector<int> cells;
    for (int c : *g) cells.push_back(add(c));
    search.full.push_back(static_cast<int>(cells.size()) == symbols);
    search.groups.push_back(std::move(cells));
  }
  search.grouped.assign(m.size(), 1);
  for (const Elimination& e : claim.eliminations) add(e.cell);
  for (const Placement& p : claim.placements) add(p.cell);
  search.grouped.resize(m.size(), 0);
  // Each way to break the conclusion, tried alone.
  std::vector<std::vector<Mask>> breaks;
  for (const Elimination& e : claim.eliminations)
    for (Mask b = e.symbols & masks[e.cell]; b; b &= b - 1) {
      breaks.push_back(m);
      breaks.back()[local[e.cell]] = presolve::bit(lowest(b));
    }
  for (const Placement& p : claim.placements)
    if (const Mask other = masks[p.cell] & ~presolve::bit(p.symbol)) {
      breaks.push_back(m);
      breaks.back()[local[p.cell]] = other;
    }
  // No conclusion: do the groups contradict the grid?
  if (claim.eliminations.empty() && claim.placements.empty()) breaks.push_back(m);
  for (std::vector<Mask>& b : breaks) {
    if (search.satisfiable(std::move(b))) return false;
    if (search.gave_up) return std::nullopt;
  }
  return true;
}

}  // namespace rfsat::explain
