// RuleSolver (rule_solver.hpp): the guarded encoding over full candidate
// sets, the state as assumptions, and the questions of the explain engine.
#include "rule_solver.hpp"

#include <algorithm>

#include "domains.hpp"
#include "evaluate.hpp"
#include "guarded.hpp"
#include "solver.hpp"

namespace rfsat::explain {

SolverCache::SolverCache() = default;
SolverCache::~SolverCache() = default;

SolverCache* SolverCache::worker() {
  if (!worker_) worker_ = std::make_unique<SolverCache>();
  return worker_.get();
}

namespace {

bool same_formula(const enc::Encoded& a, const enc::Encoded& b) {
  return a.vars.num_symbols == b.vars.num_symbols && a.vars.var == b.vars.var &&
         a.formula.literals() == b.formula.literals();
}

// SolverCache::key: empty unless every rule is a group and there are no holes.
std::vector<int> groups_key(const model::Puzzle& p, const std::vector<int>& rules) {
  const int n = p.geometry.cell_count();
  std::vector<int> key{n, p.symbols.size(), p.symbols.capacity,
                       p.symbols.empty_symbol.value_or(-1)};
  for (const model::Symbol& s : p.symbols.symbols) key.push_back(s.multiplicity);
  for (int c = 0; c < n; ++c)
    if (p.geometry.is_hole(c)) return {};
  for (int k : rules) {
    const auto* g = std::get_if<model::Group>(&p.constraints[k].kind);
    if (!g) return {};
    key.push_back(-1);
    key.insert(key.end(), g->cells.begin(), g->cells.end());
  }
  return key;
}

}  // namespace

RuleSolver::RuleSolver(const model::Puzzle& p, Deadline deadline, SolverCache* cache)
    : deadline_(deadline), cell_count_(p.geometry.cell_count()) {
  const int n = cell_count_;
  item_of_.assign(p.constraints.size(), -2);
  cells_.resize(p.constraints.size());
  witnesses_.resize(p.constraints.size());
  for (std::size_t k = 0; k < p.constraints.size(); ++k) {
    const model::Constraint& c = p.constraints[k];
    if (is_state(c)) continue;  // givens and candidate lists: the state, not rules
    item_of_[k] = static_cast<int>(rules_.size());
    rules_.push_back(static_cast<int>(k));
    std::vector<int> cells = check::constraint_cells(c);
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    std::erase_if(cells, [&](int x) { return x < 0 || x >= n || p.geometry.is_hole(x); });
    if (cells.empty())  // a rule of the whole grid
      for (int x = 0; x < n; ++x)
        if (!p.geometry.is_hole(x)) cells.push_back(x);
    cells_[k] = std::move(cells);
  }
  // A collection's next classic grid: the same groups, so the same formula.
  const std::vector<int> key = groups_key(p, rules_);
  variant_ = key.empty();
  if (cache && cache->solver && !key.empty() && key == cache->key &&
      cache->reused < SolverCache::kMaxReuse) {
    enc_ = std::move(cache->enc);
    solver_ = std::move(cache->solver);
    ++cache->reused;
    cache_ = cache;
    return;
  }
  enc_ = std::make_unique<enc::GuardedEncoding>(p, item_of_, static_cast<int>(rules_.size()),
                                                presolve::full_domains(p),
                                                enc::Options{.prune = false, .deadline = deadline});
  if (cache && cache->solver && cache->reused < SolverCache::kMaxReuse &&
      same_formula(cache->enc->encoded(), enc_->encoded())) {
    enc_ = std::move(cache->enc);  // its variable count goes on past the retired selectors
    solver_ = std::move(cache->solver);
    ++cache->reused;
    cache_ = cache;
    return;
  }
  solver_ = std::make_unique<backend::SatSolver>();
  solver_->add_formula(enc_->encoded().formula, deadline);
  // A formula loaded in part (the deadline passed) is never handed on.
  if (cache && !past(deadline)) {
    cache->reused = 0;
    cache->key = key;
    cache_ = cache;
  }
}

RuleSolver::~RuleSolver() {
  if (!cache_) return;
  cache_->enc = std::move(enc_);
  cache_->solver = std::move(solver_);
}

int RuleSolver::var(int cell, int symbol) const { return enc_->encoded().vars.at(cell, symbol); }

void RuleSolver::assume_state(const GridState& s, const std::vector<char>* only) {
  const Mask full = s.symbols() >= 64 ? ~Mask{0} : (Mask{1} << s.symbols()) - 1;
  for (int c = 0; c < s.cells(); ++c) {
    if (s.is_hole(c) || (only && !(*only)[c])) continue;
    for (Mask m = full & ~s.mask(c); m; m &= m - 1)
      if (const int v = var(c, lowest(m))) solver_->assume(-v);
  }
}

void RuleSolver::assume_rules(const std::vector<int>& constraints) {
  for (int k : constraints)
    if (item_of_[k] >= 0) solver_->assume(enc_->activation(item_of_[k]));
}

Answer RuleSolver::run(int conflicts) {
  ++calls_;
  const backend::Status st = solver_->solve({.deadline = deadline_, .conflicts = conflicts});
  if (st == backend::Status::unknown && past(deadline_)) timed_out_ = true;
  return st == backend::Status::unsatisfiable ? Answer::yes
         : st == backend::Status::satisfiable ? Answer::no
                                              : Answer::unknown;
}

// After an unsatisfiable call: the steps whose removed candidates it used.
std::vector<int> RuleSolver::failed_uses(const GridState& s) {
  std::vector<int> uses;
  const Mask full = s.symbols() >= 64 ? ~Mask{0} : (Mask{1} << s.symbols()) - 1;
  for (int c = 0; c < s.cells(); ++c) {
    if (s.is_hole(c)) continue;
    for (Mask m = full & ~s.mask(c); m; m &= m - 1) {
      const int v = var(c, lowest(m));
      if (v && s.removed_by(c, lowest(m)) >= 0 && solver_->failed(-v))
        uses.push_back(s.removed_by(c, lowest(m)));
    }
  }
  std::sort(uses.begin(), uses.end());
  uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
  return uses;
}

Answer RuleSolver::implied(const GridState& s, const std::vector<int>& reasons, const Step& claim,
                           std::vector<int>* uses, std::vector<int>* core) {
  // Only the cells the reasons and the claim touch: the other cells'
  // candidates cannot matter to rules that are off (a third of the time of
  // a classic path went to assuming them).
  std::vector<char> only(static_cast<std::size_t>(s.cells()), 0);
  for (int k : reasons)
    for (int c : cells_[k]) only[c] = 1;
  for (const Elimination& e : claim.eliminations) only[e.cell] = 1;
  for (const Placement& p : claim.placements) only[p.cell] = 1;
  // No conclusion: do the state and the rules contradict each other?
  if (claim.placements.empty() && claim.eliminations.empty()) {
    assume_state(s, &only);
    assume_rules(reasons);
    const Answer a = run();
    if (a == Answer::yes && uses) *uses = failed_uses(s);
    if (a == Answer::yes && core) *core = failed_rules(reasons);
    return a;
  }
  // Not the conclusion: some eliminated candidate holds, or some placed
  // cell holds another symbol. Under a fresh literal, retired afterwards.
  const int sel = enc_->new_var();
  std::vector<int> clause{-sel};
  for (const Elimination& e : claim.eliminations)
    for (Mask m = e.symbols; m; m &= m - 1)
      if (const int v = var(e.cell, lowest(m))) clause.push_back(v);
  for (const Placement& p : claim.placements)
    if (const int v = var(p.cell, p.symbol)) clause.push_back(-v);
  solver_->add_clause(clause);
  assume_state(s, &only);
  assume_rules(reasons);
  solver_->assume(sel);
  const Answer a = run();
  if (a == Answer::yes && uses) *uses = failed_uses(s);
  if (a == Answer::yes && core) *core = failed_rules(reasons);
  solver_->add_clause(std::vector<int>{-sel});
  return a;
}

std::optional<Step> RuleSolver::single_rule(const GridState& s, int constraint,
                                            bool& contradiction) {
  contradiction = false;
  const std::vector<int> one{constraint};
  const std::vector<int>& cells = cells_[constraint];
  std::vector<Mask> supported(s.cells(), 0);
  std::vector<std::vector<int>>& witnesses = witnesses_[constraint];
  auto support = [&] {
    std::vector<int> w(cells.size(), -1);
    for (std::size_t i = 0; i < cells.size(); ++i)
      for (Mask m = s.mask(cells[i]); m; m &= m - 1)
        if (solver_->value(var(cells[i], lowest(m))))
          supported[cells[i]] |= presolve::bit(lowest(m)), w[i] = lowest(m);
    if (witnesses.size() >= kWitnesses) witnesses.erase(witnesses.begin());
    witnesses.push_back(std::move(w));
  };
  assume_state(s);
  assume_rules(one);
  const Answer first = run(kRuleBudget);
  if (first == Answer::unknown) return std::nullopt;
  if (first == Answer::yes) {
    contradiction = true;
    return std::nullopt;
  }
  support();
  for (const std::vector<int>& w : witnesses) {
    bool fits = true;
    for (std::size_t i = 0; i < cells.size() && fits; ++i)
      fits = w[i] >= 0 && (s.mask(cells[i]) & presolve::bit(w[i]));
    for (std::size_t i = 0; i < cells.size() && fits; ++i)
      supported[cells[i]] |= presolve::bit(w[i]);
  }
  Step step;
  std::vector<int> uses;
  for (int c : cells)
    for (Mask m = s.mask(c) & ~supported[c]; m; m &= m - 1) {
      const int v = lowest(m);
      if (supported[c] & presolve::bit(v)) continue;
      assume_state(s);
      assume_rules(one);
      solver_->assume(var(c, v));
      const Answer a = run(kRuleBudget);
      if (a == Answer::unknown) return std::nullopt;
      if (a == Answer::no) {
        support();
        continue;
      }
      const std::vector<int> u = failed_uses(s);
      uses.insert(uses.end(), u.begin(), u.end());
      if (step.eliminations.empty() || step.eliminations.back().cell != c)
        step.eliminations.push_back({c, 0});
      step.eliminations.back().symbols |= presolve::bit(v);
    }
  if (step.eliminations.empty()) return std::nullopt;
  std::sort(uses.begin(), uses.end());
  uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
  step.uses = uses;
  step.reasons = one;
  return step;
}

Answer RuleSolver::possible(const GridState& s, int cell, int symbol) {
  assume_state(s);
  assume_rules(rules_);
  solver_->assume(var(cell, symbol));
  const Answer a = run();
  return a == Answer::unknown ? a : a == Answer::yes ? Answer::no : Answer::yes;
}

// After an unsatisfiable call: the rules of `rules` in the solver's core.
std::vector<int> RuleSolver::failed_rules(const std::vector<int>& rules) {
  std::vector<int> out;
  for (int k : rules)
    if (solver_->failed(enc_->activation(item_of_[k]))) out.push_back(k);
  return out;
}

// Deletion: each rule in turn left out; if the rest still answers yes, it
// goes (and the solver's core of the rest shrinks it more). Rules before i
// were kept because they were needed; the core keeps order. nullopt when a
// question has no answer.
std::optional<std::vector<int>> RuleSolver::shrink(std::vector<int> core, const Ask& ask) {
  for (std::size_t i = 0; i < core.size();) {
    std::vector<int> rest = core;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    const Answer a = ask(rest);
    if (a == Answer::unknown) return std::nullopt;
    if (a == Answer::yes) {
      core = failed_rules(rest);
      i = std::min(i, core.size());
      continue;
    }
    ++i;
  }
  return core;
}

std::optional<std::vector<int>> RuleSolver::minimal_conflict(const GridState& s,
                                                             std::vector<int>* uses) {
  const Ask ask = [&](const std::vector<int>& rules) {
    assume_state(s);
    assume_rules(rules);
    return run(kConflictBudget);
  };
  if (ask(rules_) != Answer::yes) return std::nullopt;
  std::optional<std::vector<int>> core = shrink(failed_rules(rules_), ask);
  if (!core || ask(*core) != Answer::yes) return std::nullopt;
  if (uses) *uses = failed_uses(s);
  return core;
}

// CaDiCaL takes assumptions as decisions, in order: a conflict that the
// cell's own rules (and their neighbours) reach by propagation is then
// found before the rest are assumed, and its core holds only them.
std::vector<int> RuleSolver::near_first(int cell) const {
  std::vector<char> near(static_cast<std::size_t>(cell_count_), 0);
  auto covers = [&](int k, int c) {
    return std::binary_search(cells_[k].begin(), cells_[k].end(), c);
  };
  std::vector<int> order, rest;
  for (int k : rules_)
    if (covers(k, cell)) {
      order.push_back(k);
      for (int c : cells_[k]) near[c] = 1;
    }
  const std::size_t own = order.size();
  for (int k : rules_) {
    if (std::find(order.begin(), order.begin() + own, k) != order.begin() + own) continue;
    bool touches = false;
    for (int c : cells_[k]) touches = touches || near[c];
    (touches ? order : rest).push_back(k);
  }
  order.insert(order.end(), rest.begin(), rest.end());
  return order;
}

std::optional<std::vector<int>> RuleSolver::minimal_core(const GridState& s, int cell, int symbol,
                                                         int max_rules, std::vector<int>* uses) {
  int budget = -1;
  const Ask ask = [&](const std::vector<int>& rules) {
    assume_state(s);
    assume_rules(rules);
    solver_->assume(var(cell, symbol));
    return run(budget);
  };
  // Only with variant rules: a grid of houses keeps its measured cores
  // (docs/tuning.md#explain-variants). A small core is looked for within
  // a budget: a candidate that only the whole puzzle excludes (a hard
  // killer's) took 78,000 conflicts to refute, for no step.
  const std::vector<int> all = variant_ ? near_first(cell) : rules_;
  if (variant_ && max_rules < static_cast<int>(rules_.size())) budget = kCoreBudget;
  if (ask(all) != Answer::yes) return std::nullopt;
  budget = -1;
  std::vector<int> first = failed_rules(all);
  // CaDiCaL's cores are rarely far from minimal: one much larger than the
  // bound is not worth shrinking.
  if (static_cast<int>(first.size()) > 3 * max_rules) return std::nullopt;
  std::optional<std::vector<int>> core = shrink(std::move(first), ask);
  if (!core || static_cast<int>(core->size()) > max_rules) return std::nullopt;
  if (ask(*core) != Answer::yes) return std::nullopt;
  if (uses) *uses = failed_uses(s);
  return core;
}

}  // namespace rfsat::explain
