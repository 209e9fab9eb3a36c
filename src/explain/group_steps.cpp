// The engine's steps proven without the solver (engine.hpp): when a step's
// reasons are all-different groups (the named patterns with their
// cleanup), group_logic.hpp decides whether they imply it, and its uses are
// the steps that removed the candidates its proof reads. Also the uses of a
// nested step, from the rule's cells alone (the same for any solver).
#include <algorithm>

#include "engine.hpp"
#include "group_logic.hpp"

namespace rfsat::explain {
namespace {

void sort_unique(std::vector<int>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

Mask all_symbols(const GridState& s) {
  return s.symbols() >= 64 ? ~Mask{0} : (Mask{1} << s.symbols()) - 1;
}

}  // namespace

std::vector<int> removals_in(const GridState& s, const std::vector<int>& cells) {
  std::vector<int> uses;
  for (int c : cells)
    for (Mask m = all_symbols(s) & ~s.mask(c); m && !s.is_hole(c); m &= m - 1)
      if (const int by = s.removed_by(c, lowest(m)); by >= 0) uses.push_back(by);
  sort_unique(uses);
  return uses;
}

bool Engine::timed_out() const {
  if (rs_.timed_out() || past(deadline_)) return true;
  for (const std::unique_ptr<Engine>& w : workers_)
    if (w->timed_out()) return true;
  return false;
}

bool Engine::groups_only(const std::vector<int>& reasons) const {
  // Houses: every symbol once per group, no empty symbol (grid_state.hpp).
  if (houses_.empty() || p_.symbols.size() > 64) return false;
  for (int k : reasons) {
    const auto* g = std::get_if<model::Group>(&p_.constraints[k].kind);
    if (!g) return false;
    for (int c : g->cells)
      if (p_.geometry.is_hole(c)) return false;
  }
  return true;
}

Answer Engine::implied(const GridState& s, const std::vector<int>& reasons, const Step& step) {
  if (groups_only(reasons)) {
    std::vector<const std::vector<int>*> groups;
    for (int k : reasons) groups.push_back(&std::get<model::Group>(p_.constraints[k].kind).cells);
    if (const std::optional<bool> yes = groups_imply(groups, s.masks(), s.symbols(), step))
      return *yes ? Answer::yes : Answer::no;
  }
  return rs_.implied(s, reasons, step, nullptr);
}

// The uses: the steps that removed a candidate of a symbol the step
// concludes about, or any candidate of a cell holding only such symbols
// (a naked subset's cells), when these alone imply it; else every step
// that removed a candidate of the cells the proof reads.
Answer Engine::groups_prove(const GridState& s, const Step& step, std::vector<int>& uses) const {
  if (!groups_only(step.reasons)) return Answer::unknown;
  std::vector<const std::vector<int>*> groups;
  std::vector<int> cells;
  for (int k : step.reasons) {
    groups.push_back(&std::get<model::Group>(p_.constraints[k].kind).cells);
    cells.insert(cells.end(), groups.back()->begin(), groups.back()->end());
  }
  const std::optional<bool> yes = groups_imply(groups, s.masks(), s.symbols(), step);
  if (!yes) return Answer::unknown;
  if (!*yes) return Answer::no;
  Mask claimed = 0;
  for (const Elimination& e : step.eliminations) claimed |= e.symbols, cells.push_back(e.cell);
  for (const Placement& p : step.placements)
    claimed |= presolve::bit(p.symbol), cells.push_back(p.cell);
  sort_unique(cells);
  std::vector<int> tight;
  for (int c : cells)
    for (Mask m = all_symbols(s) & ~s.mask(c); m; m &= m - 1) {
      const int by = s.removed_by(c, lowest(m));
      const bool read = (presolve::bit(lowest(m)) & claimed) || !(s.mask(c) & ~claimed);
      if (by >= 0 && read) tight.push_back(by);
    }
  sort_unique(tight);
  uses = removals_in(s, cells);
  if (tight.size() == uses.size()) return Answer::yes;
  // The grid with only the tight steps' removals (and the givens').
  std::vector<Mask> weaker = s.masks();
  for (int c : cells)
    for (Mask m = all_symbols(s) & ~s.mask(c); m; m &= m - 1) {
      const int by = s.removed_by(c, lowest(m));
      if (by >= 0 && !std::binary_search(tight.begin(), tight.end(), by))
        weaker[c] |= presolve::bit(lowest(m));
    }
  const std::optional<bool> tight_yes = groups_imply(groups, weaker, s.symbols(), step);
  if (tight_yes && *tight_yes) uses = tight;
  return Answer::yes;
}

}  // namespace rfsat::explain
