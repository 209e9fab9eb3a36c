// The engine's direct steps (engine.hpp): patterns, one rule alone, small
// minimal cores; and the order next() tries them in, cheapest first.
#include <algorithm>
#include <numeric>

#include "engine.hpp"
#include "rule_scans.hpp"

namespace rfsat::explain {

Engine::Engine(const model::Puzzle& p, const Options& o, Deadline deadline)
    : p_(p),
      o_(o),
      deadline_(deadline),
      houses_(houses_of(p)),
      rs_(p, deadline, o.cache),
      tables_(p),
      scans_(p) {
  houses_of_cell_ = houses_of_cells(houses_, p.geometry.cell_count());
  groups_of_cell_ = single_groups_of_cells(p);
  // The houses' own deductions are the patterns' (a house alone implies
  // no more than its naked and hidden subsets): one rule alone asks the
  // other rules, fewest cells first.
  std::vector<char> house(p.constraints.size(), 0);
  for (const House& h : houses_) house[h.constraint] = 1;
  for (int k : rs_.rules())
    if (!house[k]) rules_.push_back(k);
  std::stable_sort(rules_.begin(), rules_.end(),
                   [&](int a, int b) { return rs_.cells_of(a).size() < rs_.cells_of(b).size(); });
  derive_equations();
}

void apply_step(GridState& s, const Step& step, int index) { s.apply(step, index); }

int Engine::cost_of(const Step& step) const {
  std::vector<int> cells;
  for (int k : step.reasons) {
    const std::vector<int>& c = rs_.cells_of(k);
    cells.insert(cells.end(), c.begin(), c.end());
  }
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return 10 * static_cast<int>(step.reasons.size()) + static_cast<int>(cells.size());
}

// Whether rule k is the only reason whose cells hold some candidate the
// step eliminates, or a placed cell with other candidates. Then k is
// needed, with no solver call: without it no reason touches that cell, and
// as the state and the other reasons have a solution (the puzzle has one),
// that solution with the cell set to the candidate (or another) breaks
// the conclusion.
bool Engine::sole_reason(const GridState& s, const Step& step, int k) const {
  if (no_solution) return false;
  auto covers = [&](int r, int cell) {
    const std::vector<int>& cells = rs_.cells_of(r);
    return std::binary_search(cells.begin(), cells.end(), cell);
  };
  auto only_k = [&](int cell) {
    if (!covers(k, cell)) return false;
    for (int r : step.reasons)
      if (r != k && covers(r, cell)) return false;
    return true;
  };
  for (const Elimination& e : step.eliminations)
    if ((s.mask(e.cell) & e.symbols) && only_k(e.cell)) return true;
  for (const Placement& pl : step.placements)
    if (popcount(s.mask(pl.cell)) > 1 && only_k(pl.cell)) return true;
  return false;
}

// Drops, by deletion, every reason the others imply the conclusion
// without: those the cleanup added first, then the pattern's own.
void Engine::minimize_reasons(const GridState& s, Step& step, const std::vector<int>& own) {
  std::vector<int> order;
  for (int k : step.reasons)
    if (std::find(own.begin(), own.end(), k) == own.end()) order.push_back(k);
  for (int k : own) order.push_back(k);
  bool own_dropped = false;
  // A variant puzzle's reasons (a contradiction's: every rule its nested
  // path used) shrink to the solver's core after each proof, so fewer
  // deletions are asked (classic paths keep their measured reasons).
  std::vector<int> core;
  auto keep_core = [&](std::vector<int>& rest) {
    if (!rs_.variant() || groups_only(rest)) return implied(s, rest, step) == Answer::yes;
    if (rs_.implied(s, rest, step, nullptr, &core) != Answer::yes) return false;
    std::erase_if(rest,
                  [&](int r) { return std::find(core.begin(), core.end(), r) == core.end(); });
    return true;
  };
  for (int k : order) {
    if (std::find(step.reasons.begin(), step.reasons.end(), k) == step.reasons.end()) continue;
    if (sole_reason(s, step, k)) continue;
    std::vector<int> rest = step.reasons;
    std::erase(rest, k);
    if (!keep_core(rest)) continue;
    for (int r : step.reasons)
      if (std::find(rest.begin(), rest.end(), r) == rest.end())
        own_dropped = own_dropped || std::find(own.begin(), own.end(), r) != own.end();
    step.reasons = rest;
  }
  // Eliminations from fewer rules than the pattern names: not that
  // pattern, but what the remaining rules show (its rating stays). A
  // single keeps its name: its cell had one candidate left already.
  // A contradiction step keeps its name: its reasons are the nested path's rules.
  if (own_dropped && !step.reasons.empty() && step.placements.empty() && step.hypothesis.cell < 0 &&
      step.key != "innies")
    name_by_rules(step);
}

void Engine::name_by_rules(Step& step) const {
  const int k = static_cast<int>(step.reasons.size());
  const model::Constraint& c = p_.constraints[step.reasons.front()];
  step.technique = k > 1 ? "rules together (" + std::to_string(k) + ")"
                         : std::string(c.rule.empty() ? model::kind_name(c) : c.rule);
  step.key = k > 1 ? "core" : "rule";
}

bool Engine::complete(const GridState& s, Step& step, int level) {
  const std::vector<int> own = step.reasons;
  add_cleanup(p_, groups_of_cell_, s, step);
  step.cost = cost_of(step);
  // A nested step is not re-proven alone: the contradiction step that
  // holds it is, from the path's own grid, with every rule it used.
  if (level > 0) return true;
  if (!step.reasons.empty()) minimize_reasons(s, step, own);
  // Innies whose houses alone imply the eliminations are a subset of a
  // house: the patterns name it.
  if (step.key == "innies" && !has_sum(step.reasons)) return false;
  step.cost = cost_of(step);
  std::vector<int> uses;
  Answer a = groups_prove(s, step, uses);
  if (a == Answer::unknown) a = rs_.implied(s, step.reasons, step, &uses);
  if (a != Answer::yes) return false;
  std::vector<int> all = step.uses;
  all.insert(all.end(), uses.begin(), uses.end());
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  step.uses = all;
  return true;
}

std::optional<Step> Engine::pattern(const GridState& s, double lo, double hi) {
  if (houses_.empty() && lo > 2.3) return std::nullopt;
  const Board b{s, houses_, houses_of_cell_};
  return find_pattern(b, lo, hi);
}

// The first rule (fewest cells first) that alone excludes a candidate.
std::optional<Step> Engine::single_rules(const GridState& s, bool& contradiction, int& rule,
                                         bool on_path, Quiet& quiet) {
  if (quiet.empty()) quiet.assign(p_.constraints.size(), -1);
  for (int k : rules_) {
    bool open = false, changed = quiet[k] < 0;
    for (int c : rs_.cells_of(k)) {
      open = open || s.open(c);
      changed = changed || s.changed_at(c) > quiet[k];
    }
    // What one rule implies depends on its own cells' candidates only.
    if (!open || !changed) continue;
    std::optional<Step> step = rule_alone(s, k, contradiction);
    if (!step && !contradiction && !rs_.timed_out()) quiet[k] = s.version();
    if (contradiction) {
      rule = k;
      return std::nullopt;
    }
    if (!step) continue;
    // Inside a hypothesis: uses from the rule's cells, not the solver's
    // proof, which depends on the solver's history (--jobs gives the same path).
    if (!on_path) step->uses = removals_in(s, rs_.cells_of(k));
    name_by_rules(*step);
    const double cells = static_cast<double>(rs_.cells_of(k).size());
    step->rating = std::min(4.0, 1.5 + 0.1 * cells);
    return step;
  }
  return std::nullopt;
}

std::optional<Step> Engine::rule_alone(const GridState& s, int k, bool& contradiction) {
  const std::vector<int>& cells = rs_.cells_of(k);
  const RuleTable* table = tables_.of(k, cells);
  std::vector<Mask> support(static_cast<std::size_t>(s.cells()), 0);
  if (table) {
    contradiction = !table->supported(s, cells, support);
  } else if (const std::optional<bool> holds = scans_.supported(k, s, support)) {
    contradiction = !*holds;
  } else {
    return rs_.single_rule(s, k, contradiction);
  }
  if (contradiction) return std::nullopt;
  Step step;
  for (int c : cells)
    if (const Mask m = s.mask(c) & ~support[c]) step.eliminations.push_back({c, m});
  if (step.eliminations.empty()) return std::nullopt;
  step.reasons = {k};
  // The rule reads its cells only: the steps that narrowed them.
  step.uses = removals_in(s, cells);
  return step;
}

bool Engine::excluded(const GridState& s, int cell, int symbol, bool on_path) {
  if (on_path && solution && s.mask(cell) & presolve::bit((*solution)[cell]))
    return (*solution)[cell] != symbol;
  return rs_.possible(s, cell, symbol) == Answer::no;
}

// The cheapest minimal core of at most `max_rules` rules over the first
// candidates the rules exclude (fewest candidates in the cell first), with
// every candidate that core excludes.
std::optional<Step> Engine::small_core(const GridState& s, int max_rules, bool on_path,
                                       int max_tries) {
  std::vector<int> cells;
  for (int c = 0; c < s.cells(); ++c)
    if (s.open(c)) cells.push_back(c);
  std::stable_sort(cells.begin(), cells.end(),
                   [&](int a, int b) { return popcount(s.mask(a)) < popcount(s.mask(b)); });
  std::optional<std::vector<int>> best;
  int best_cost = 0, tried = 0;
  for (int c : cells) {
    for (Mask m = s.mask(c); m && tried < max_tries; m &= m - 1) {
      if (!excluded(s, c, lowest(m), on_path)) continue;
      ++tried;
      std::optional<std::vector<int>> core = rs_.minimal_core(s, c, lowest(m), max_rules, nullptr);
      if (!core) continue;
      Step probe;
      probe.reasons = *core;
      const int cost = cost_of(probe);
      if (!best || cost < best_cost) best = core, best_cost = cost;
    }
    if (best && best->size() <= 2) break;
  }
  if (!best) return std::nullopt;
  // Everything the core's rules exclude together, as one step: on their
  // own cells only (a cell no rule of a satisfiable core reads keeps its
  // candidates).
  std::vector<char> covered(static_cast<std::size_t>(s.cells()), 0);
  for (int k : *best)
    for (int c : rs_.cells_of(k)) covered[c] = 1;
  Step step;
  for (int c = 0; c < s.cells(); ++c)
    for (Mask m = s.mask(c); m && s.open(c) && covered[c]; m &= m - 1) {
      Step one;
      one.eliminations.push_back({c, presolve::bit(lowest(m))});
      if (implied(s, *best, one) != Answer::yes) continue;
      if (step.eliminations.empty() || step.eliminations.back().cell != c)
        step.eliminations.push_back({c, 0});
      step.eliminations.back().symbols |= presolve::bit(lowest(m));
    }
  step.reasons = *best;
  std::sort(step.reasons.begin(), step.reasons.end());
  const int k = static_cast<int>(step.reasons.size());
  name_by_rules(step);
  step.rating = 5.6 + 0.4 * (k - 1);
  return step;
}

std::optional<Step> Engine::conflict_step(const GridState& s) {
  std::optional<std::vector<int>> core = rs_.minimal_conflict(s, nullptr);
  if (!core) return std::nullopt;
  return conflict_of(*core);
}

Step Engine::conflict_of(const std::vector<int>& rules) const {
  Step step;
  step.reasons = rules;
  std::sort(step.reasons.begin(), step.reasons.end());
  step.technique = "rules contradict";
  step.key = "core";
  step.rating = 5.6 + 0.4 * static_cast<double>(step.reasons.size() - 1);
  return step;
}

int Engine::broken_house(const GridState& s) const {
  for (std::size_t h = 0; h < houses_.size(); ++h) {
    Mask all = 0;
    for (int c : houses_[h].cells) all |= s.mask(c);
    if (popcount(all) < s.symbols()) return static_cast<int>(h);
  }
  return -1;
}

Found Engine::next(const GridState& s, int level, int depth, Quiet& quiet) {
  Found f;
  auto done = [&](std::optional<Step> step) {
    if (step && complete(s, *step, level)) f.step = std::move(step);
    return f.step.has_value();
  };
  if (const int h = broken_house(s); h >= 0 || s.broken()) {
    f.contradiction = true;
    if (h >= 0) f.contradiction_reasons = {houses_[h].constraint};
    if (level == 0 && h >= 0) done(conflict_of(f.contradiction_reasons));
    return f;
  }
  if (done(pattern(s, 0, 2.8))) return f;
  bool contradiction = false;
  int rule = -1;
  if (done(single_rules(s, contradiction, rule, level == 0, quiet))) return f;
  if (contradiction) {
    f.contradiction = true;
    f.contradiction_reasons = {rule};
    if (level == 0) done(conflict_of(f.contradiction_reasons));
    return f;
  }
  if (done(innies_outies(s))) return f;
  if (done(pattern(s, 2.9, 9))) return f;
  if (level == 0 && no_solution) {
    done(conflict_step(s));
    return f;
  }
  // Nested paths: patterns, single rules and shallower contradictions only
  // (a core search per hypothesis measured 10 times slower on SE 10 puzzles).
  if (level == 0 && done(small_core(s, o_.max_core_rules, true, o_.max_hypotheses))) return f;
  for (int d = 1; d <= depth; ++d)
    if (done(contradiction_step(s, level, d, quiet))) return f;
  // The last resort, always found: a core of any size (few tried: each is
  // shrunk over most of the rules).
  if (level == 0) done(small_core(s, static_cast<int>(p_.constraints.size()), true, 6));
  return f;
}

}  // namespace rfsat::explain
