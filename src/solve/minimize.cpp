// minimize (minimize.hpp): the items, one solver over the guarded encoding,
// the questions "unique without R", the greedy passes and the independent
// re-check of the result.
#include "minimize.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <sstream>

#include "cage_prune.hpp"
#include "evaluate.hpp"
#include "guarded.hpp"
#include "load.hpp"
#include "presolve.hpp"
#include "rule_registry.hpp"
#include "solve.hpp"
#include "solver.hpp"

namespace rfsat::solve {
namespace {

using Clock = std::chrono::steady_clock;

const sema::Rule* rule_of(const model::Constraint& c) { return sema::find_rule(c.rule); }

bool reads_whole_grid(const model::Constraint& c) {
  const sema::Rule* r = rule_of(c);
  return r && r->phase == sema::Phase::whole_grid;
}

bool removable_kind(const model::Constraint& c) {
  const sema::Rule* r = rule_of(c);
  return std::holds_alternative<model::Given>(c.kind) || (r && r->clue);
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string trimmed(const std::string& s) {
  const auto a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

// Seeded and portable (splitmix64), as generate's Rng: same seed, same order.
void shuffle(std::vector<int>& v, std::uint64_t seed) {
  std::uint64_t state = seed;
  auto next = [&state] {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[next() % i]);
}

// The lines whose constraints are all givens or clue rules, in line order;
// item_of[k]: the item of constraint k, -1 fixed, -2 a whole-grid rule
// (when `whole_grid`: re-resolved per question).
std::vector<MinimizeItem> find_items(const model::Puzzle& p, const std::vector<std::string>& lines,
                                     bool whole_grid, std::vector<int>& item_of) {
  std::map<int, bool> ok;  // line -> every constraint removable
  for (const model::Constraint& c : p.constraints) {
    const int line = c.origin.line;
    auto [it, fresh] = ok.emplace(line, true);
    it->second =
        it->second && line > 0 && line <= static_cast<int>(lines.size()) && removable_kind(c);
  }
  std::vector<MinimizeItem> items;
  std::map<int, int> index;  // line -> item
  for (const auto& [line, removable] : ok)
    if (removable) {
      index[line] = static_cast<int>(items.size());
      items.push_back({.line = line, .text = trimmed(lines[line - 1]), .given = true});
    }
  item_of.assign(p.constraints.size(), -1);
  std::map<int, int> givens;  // item -> givens on its line
  for (std::size_t k = 0; k < p.constraints.size(); ++k) {
    const model::Constraint& c = p.constraints[k];
    if (whole_grid && reads_whole_grid(c)) item_of[k] = -2;
    auto it = index.find(c.origin.line);
    if (it == index.end()) continue;
    item_of[k] = it->second;
    MinimizeItem& item = items[it->second];
    if (const auto* g = std::get_if<model::Given>(&c.kind)) {
      if (++givens[it->second] == 1)
        item.cell = g->cell, item.symbol = g->symbol;
      else
        item.cell = item.symbol = -1;
    } else {
      item.given = false;
    }
  }
  return items;
}

std::string text_without(const std::vector<std::string>& lines,
                         const std::vector<MinimizeItem>& items, const std::vector<char>& removed) {
  std::vector<char> drop(lines.size() + 1, 0);
  for (std::size_t i = 0; i < items.size(); ++i)
    if (removed[i]) drop[items[i].line] = 1;
  std::string out;
  for (std::size_t l = 0; l < lines.size(); ++l)
    if (!drop[l + 1]) out += lines[l] + "\n";
  return out;
}

// One minimize run: the solver and the questions.
class Session {
 public:
  Session(const std::string& name, const std::string& text, const model::Puzzle& p,
          const MinimizeRequest& r, Minimized& out)
      : name_(name),
        p_(p),
        lines_(split_lines(text)),
        out_(out),
        deadline_(deadline_after(r.time_limit)),
        memory_limit_mb_(r.memory_limit_mb) {
    for (const model::Constraint& c : p.constraints)
      out.whole_grid = out.whole_grid || reads_whole_grid(c);
    out.items = find_items(p, lines_, out.whole_grid, item_of_);
  }

  // The first solution, then uniqueness with every item: false if the
  // puzzle has none or several (out_.verdict says which) or a limit hit.
  bool start();
  // Unique without the items marked in `removed`; nullopt when a limit or
  // an internal error stopped the question (out_.verdict says which).
  std::optional<bool> unique_without(const std::vector<char>& removed);
  const std::vector<std::string>& lines() const { return lines_; }

 private:
  void feed(std::size_t offset);
  // One solve call under the limits; `unknown` sets the verdict and the
  // message (time or memory).
  backend::Status search();
  int whole_grid_literal(const std::vector<char>& removed, model::Puzzle& test);
  model::Puzzle test_puzzle(const std::vector<char>& removed) const;

  const std::string& name_;
  const model::Puzzle& p_;
  std::vector<std::string> lines_;
  Minimized& out_;
  std::optional<Clock::time_point> deadline_;
  std::size_t memory_limit_mb_;
  std::vector<int> item_of_;
  std::unique_ptr<enc::GuardedEncoding> enc_;
  std::unique_ptr<backend::SatSolver> solver_;
  int other_ = 0;  // assumed: the grid differs from the solution
};

// Hands the solver the formula's clauses from literal `offset` on.
void Session::feed(std::size_t offset) {
  const std::vector<int>& lits = enc_->encoded().formula.literals();
  std::vector<int> clause;
  for (std::size_t i = offset; i < lits.size(); ++i) {
    if (lits[i] != 0) {
      clause.push_back(lits[i]);
      continue;
    }
    solver_->add_clause(clause);
    clause.clear();
  }
}

// The puzzle a question is about: fixed constraints and the items kept
// (the whole-grid rules are added by whole_grid_literal).
model::Puzzle Session::test_puzzle(const std::vector<char>& removed) const {
  model::Puzzle q = p_;
  q.constraints.clear();
  for (std::size_t k = 0; k < p_.constraints.size(); ++k)
    if (item_of_[k] == -1 || (item_of_[k] >= 0 && !removed[item_of_[k]]))
      q.constraints.push_back(p_.constraints[k]);
  return q;
}

// With whole-grid rules: the text without the removed lines resolved again,
// its whole-grid constraints encoded under a fresh literal (returned, to be
// assumed and then retired) and added to `test`. 0 without such rules, or
// on an error (out_.verdict set).
int Session::whole_grid_literal(const std::vector<char>& removed, model::Puzzle& test) {
  if (!out_.whole_grid) return 0;
  std::vector<model::Constraint> rules;
  std::optional<model::Puzzle> reduced;
  if (std::find(removed.begin(), removed.end(), 1) == removed.end()) {
    reduced = p_;
  } else {
    std::ostringstream err;
    reduced =
        formats::load_puzzle_text(name_, text_without(lines_, out_.items, removed), err, {}, false);
    if (!reduced) {
      out_.verdict = MinimizeVerdict::internal_error;
      out_.message = "the puzzle without some items does not read back: " + err.str();
      return 0;
    }
  }
  for (const model::Constraint& c : reduced->constraints)
    if (reads_whole_grid(c)) rules.push_back(c);
  test.constraints.insert(test.constraints.end(), rules.begin(), rules.end());
  std::size_t offset = 0;
  const int a = enc_->add_guarded(rules, &offset);
  feed(offset);
  return a;
}

backend::Status Session::search() {
  const backend::Status st =
      solver_->solve({.deadline = deadline_, .max_resident_mb = memory_limit_mb_});
  ++out_.solver_calls;
  if (st == backend::Status::unknown) {
    out_.verdict = MinimizeVerdict::limit;
    out_.message = solver_->outgrew_memory() ? solver_outgrew(memory_limit_mb_)
                                             : "the time limit stopped the search";
  }
  return st;
}

bool Session::start() {
  model::Puzzle fixed = p_;
  fixed.constraints.clear();
  for (std::size_t k = 0; k < p_.constraints.size(); ++k)
    if (item_of_[k] == -1) fixed.constraints.push_back(p_.constraints[k]);
  const std::size_t budget = literal_budget(memory_limit_mb_);
  const presolve::Presolved pre =
      presolve::presolve(p_, {.deadline = deadline_, .hint = false, .max_literals = budget});
  if (auto why = formula_refusal(pre, memory_limit_mb_)) {
    out_.verdict = MinimizeVerdict::limit;
    out_.message = *why;
    return false;
  }
  const enc::Options options{.max_literals = budget, .deadline = deadline_};
  enc_ =
      std::make_unique<enc::GuardedEncoding>(p_, item_of_, static_cast<int>(out_.items.size()),
                                             presolve::pruned_domains(fixed, deadline_), options);
  solver_ =
      std::make_unique<backend::SatSolver>(backend::SolverSettings{.profile = profile_of(p_)});
  solver_->add_formula(enc_->encoded().formula, deadline_);
  const std::vector<char> none(out_.items.size(), 0);
  model::Puzzle test = test_puzzle(none);
  const int w = whole_grid_literal(none, test);
  for (std::size_t i = 0; i < out_.items.size(); ++i)
    solver_->assume(enc_->activation(static_cast<int>(i)));
  if (w) solver_->assume(w);
  const backend::Status st = search();
  if (st != backend::Status::satisfiable) {
    if (st == backend::Status::unsatisfiable) out_.verdict = MinimizeVerdict::no_solution;
    return false;
  }
  const enc::Encoded& e = enc_->encoded();
  out_.solution = enc::decode_model(e, p_, [&](int v) { return solver_->value(v); });
  if (auto why = check::find_violation(p_, out_.solution)) {
    out_.verdict = MinimizeVerdict::internal_error;
    out_.message = "a solution failed the checker: " + *why;
    return false;
  }
  if (w) solver_->add_clause(std::vector<int>{-w});
  // "Another grid": some cell not fixed by the domains leaves the solution.
  other_ = enc_->new_var();
  std::vector<int> clause{-other_};
  for (int c = 0; c < p_.geometry.cell_count(); ++c)
    if (out_.solution[c] >= 0 && !enc::is_single(e.domains[c]))
      clause.push_back(-e.vars.at(c, out_.solution[c]));
  solver_->add_clause(clause);
  const std::optional<bool> unique = unique_without(none);
  if (unique == false) out_.verdict = MinimizeVerdict::not_unique;
  return unique == true;
}

std::optional<bool> Session::unique_without(const std::vector<char>& removed) {
  model::Puzzle test = test_puzzle(removed);
  const int w = whole_grid_literal(removed, test);
  if (out_.verdict != MinimizeVerdict::done) return std::nullopt;
  // Removal that adds constraints (a dot gone: its pair now falls under
  // no_kropki) may exclude the solution itself: then this is another puzzle.
  if (w && check::find_violation(test, out_.solution)) {
    solver_->add_clause(std::vector<int>{-w});
    return false;
  }
  for (std::size_t i = 0; i < out_.items.size(); ++i)
    if (!removed[i]) solver_->assume(enc_->activation(static_cast<int>(i)));
  if (w) solver_->assume(w);
  solver_->assume(other_);
  const backend::Status st = search();
  std::optional<std::string> why;
  if (st == backend::Status::satisfiable)
    why = check::find_violation(
        test, enc::decode_model(enc_->encoded(), p_, [&](int v) { return solver_->value(v); }));
  if (w) solver_->add_clause(std::vector<int>{-w});
  if (why) {
    out_.verdict = MinimizeVerdict::internal_error;
    out_.message = "a second solution failed the checker: " + *why;
    return std::nullopt;
  }
  if (st == backend::Status::unknown) return std::nullopt;  // search() said why
  return st == backend::Status::unsatisfiable;
}

// The greedy passes: each item in the seeded order goes if the puzzle stays
// unique without it. Removal is monotone without whole-grid rules (fewer
// constraints, more solutions), so items that cannot go alone are skipped
// and one pass leaves a minimal set; with them, passes repeat.
bool greedy(Session& s, Minimized& out, std::uint64_t seed) {
  std::vector<int> order(out.items.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  shuffle(order, seed);
  std::vector<char> removed(out.items.size(), 0);
  for (bool changed = true; changed;) {
    changed = false;
    ++out.passes;
    for (int i : order) {
      if (removed[i] || (!out.whole_grid && !out.items[i].removable)) continue;
      removed[i] = 1;
      const std::optional<bool> unique = s.unique_without(removed);
      if (!unique) return false;
      removed[i] = *unique;
      changed = changed || *unique;
    }
    changed = changed && out.whole_grid;
  }
  for (std::size_t i = 0; i < removed.size(); ++i) out.items[i].kept = !removed[i];
  out.text = text_without(s.lines(), out.items, removed);
  return true;
}

// The result read back from its text and proven unique by solve::solve.
void recheck(const std::string& name, Minimized& out, std::optional<double> seconds_left,
             std::size_t memory_limit_mb) {
  std::ostringstream err;
  const std::optional<model::Puzzle> q = formats::load_puzzle_text(name, out.text, err, {}, false);
  if (!q) {
    out.verdict = MinimizeVerdict::internal_error;
    out.message = "the minimal puzzle does not read back: " + err.str();
    return;
  }
  const Result r = solve::solve(
      *q, {.count = 2, .time_limit = seconds_left, .memory_limit_mb = memory_limit_mb});
  const Verdict v = verdict_of(r);
  if (v == Verdict::limit) {
    out.verdict = MinimizeVerdict::limit;
    out.message = memory_refused(r) ? *r.refused : "the time limit stopped the final check";
  } else if (v != Verdict::unique || r.enumeration.solutions.front() != out.solution) {
    out.verdict = MinimizeVerdict::internal_error;
    out.message = "the minimal puzzle is not unique when solved again: " + verdict_text(r);
  }
}

// Every question of one run: uniqueness, each item alone, the greedy
// passes. False when one stopped the run (out.verdict says why).
bool ask_all(Session& s, Minimized& out, std::uint64_t seed) {
  if (!s.start()) return false;
  std::vector<char> removed(out.items.size(), 0);
  for (std::size_t i = 0; i < out.items.size(); ++i) {
    removed[i] = 1;
    const std::optional<bool> unique = s.unique_without(removed);
    if (!unique) return false;
    out.items[i].removable = *unique;
    removed[i] = 0;
  }
  return greedy(s, out, seed);
}

}  // namespace

Minimized minimize(const std::string& name, const std::string& text, const model::Puzzle& p,
                   const MinimizeRequest& request) {
  const auto start = Clock::now();
  Minimized out;
  Session s(name, text, p, request, out);
  auto finish = [&] {
    out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return out;
  };
  try {
    if (!ask_all(s, out, request.seed)) return finish();
  } catch (const cnf::LimitExceeded& e) {  // the encoding outgrew --time-limit or --memory-limit
    out.verdict = MinimizeVerdict::limit;
    out.message = encoding_stopped(e, request.memory_limit_mb);
    return finish();
  }
  std::optional<double> left;
  if (request.time_limit)
    left = std::max(
        0.001, *request.time_limit - std::chrono::duration<double>(Clock::now() - start).count());
  recheck(name, out, left, request.memory_limit_mb);
  return finish();
}

}  // namespace rfsat::solve
