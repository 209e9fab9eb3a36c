// estimate_count (estimate.hpp): the puzzle presolved and encoded as solve()
// does, on one incremental solver. First an exact count up to
// `exact_below` (enumeration with blocking clauses under a selector that is
// retired afterwards, every solution checked by the independent checker);
// past it, Knuth's probes. A probe's chosen values are assumptions; the
// open cells are visited fewest candidates first; a model found for one
// candidate is kept, so the next cell's value in it needs no call.
#include "estimate.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <stdexcept>

#include "encode.hpp"
#include "evaluate.hpp"
#include "presolve.hpp"
#include "solve.hpp"
#include "solver.hpp"

namespace rfsat::solve {
namespace {

using Clock = std::chrono::steady_clock;

class Prober {
 public:
  Prober(const model::Puzzle& p, const enc::Encoded& e, Deadline deadline, std::size_t memory_mb)
      : p_(p), e_(e), limits_{.deadline = deadline, .max_resident_mb = memory_mb} {
    solver_.add_formula(e.formula, deadline);
    for (int c = 0; c < p.geometry.total_cells(); ++c) {
      if (p.geometry.is_hole(c)) continue;
      std::vector<int> lits;
      for (int s = 0; s < p.symbols.size(); ++s)
        if (const int v = e.vars.at(c, s)) lits.push_back(v);
      if (lits.size() > 1) open_.push_back(std::move(lits));
    }
    std::stable_sort(open_.begin(), open_.end(),
                     [](const auto& a, const auto& b) { return a.size() < b.size(); });
  }

  long long calls() const { return calls_; }

  // The solutions, counted up to `limit` (-1: a limit stopped the count),
  // each into `found`.
  int count(int limit, std::vector<model::Assignment>& found) {
    const int session = e_.formula.num_vars() + 1;  // the one selector, retired after
    for (int n = 0; n < limit; ++n) {
      solver_.assume(session);
      const backend::Status st = solve();
      if (st == backend::Status::unknown) return -1;
      if (st == backend::Status::unsatisfiable) {
        solver_.add_clause(std::vector<int>{-session});
        return n;
      }
      found.emplace_back(p_.geometry.total_cells(), -1);
      std::vector<int> block{-session};
      for (int c = 0; c < p_.geometry.total_cells(); ++c)
        for (int s = 0; s < p_.symbols.size(); ++s)
          if (const int v = e_.vars.at(c, s); v && solver_.value(v)) {
            found.back()[c] = s;
            block.push_back(-v);
          }
      solver_.add_clause(block);
    }
    solver_.add_clause(std::vector<int>{-session});
    return limit;
  }

  // One probe: the product of the numbers of feasible candidates along a
  // random path (nullopt: a limit stopped it).
  std::optional<double> probe(std::mt19937_64& rng) {
    std::vector<int> chosen;
    std::vector<char> model;  // the last model's cell literals, by variable
    double product = 1;
    for (const std::vector<int>& lits : open_) {
      std::vector<int> feasible;
      for (int v : lits) {
        if (!model.empty() && model[v]) {
          feasible.push_back(v);
          continue;
        }
        for (int a : chosen) solver_.assume(a);
        solver_.assume(v);
        const backend::Status st = solve();
        if (st == backend::Status::unknown) return std::nullopt;
        if (st == backend::Status::unsatisfiable) continue;
        feasible.push_back(v);
        if (model.empty()) keep_model(model);
      }
      if (feasible.empty()) return 0.0;  // only when the puzzle has no solution
      const int pick =
          feasible[std::uniform_int_distribution<std::size_t>(0, feasible.size() - 1)(rng)];
      product *= static_cast<double>(feasible.size());
      chosen.push_back(pick);
      // A model with the pick holds for the cells below; one without it does not.
      if (!model.empty() && !model[pick]) model.clear();
    }
    return product;
  }

 private:
  backend::Status solve() {
    ++calls_;
    return solver_.solve(limits_);
  }

  void keep_model(std::vector<char>& model) {
    model.assign(static_cast<std::size_t>(e_.formula.num_vars()) + 1, 0);
    for (const std::vector<int>& lits : open_)
      for (int v : lits) model[v] = solver_.value(v);
  }

  const model::Puzzle& p_;
  const enc::Encoded& e_;
  backend::SolveLimits limits_;
  backend::SatSolver solver_;
  std::vector<std::vector<int>> open_;  // the candidate literals of each open cell
  long long calls_ = 0;
};

constexpr double kZ = 2.576;

void exact(Estimate& out, double count) {
  out.exact = true;
  out.count = out.low = out.high = count;
  out.confidence = 1;
}

// The mean of the probes and its interval, never below the `at_least`
// solutions already found. The products are skewed to the right (a rare
// long path of wide branchings): the interval is taken on the log scale,
// mean * exp(+-z * relative standard error), which leans right as the
// products do and never goes below zero, with z = 2.576; stated as 95%,
// the coverage measured on 9x9 puzzles of 10^2..10^6 solutions
// (docs/tuning.md#estimate-accuracy).
void summarize(Estimate& out, const std::vector<double>& probes, double at_least) {
  const double n = static_cast<double>(probes.size());
  double mean = 0, squares = 0;
  for (double x : probes) mean += x / n;
  for (double x : probes) squares += (x - mean) * (x - mean);
  out.standard_error = n > 1 ? std::sqrt(squares / (n - 1) / n) : 0;
  out.count = std::max(mean, at_least);
  const double spread = mean > 0 ? std::exp(kZ * out.standard_error / mean) : 1;
  out.low = std::max(mean / spread, at_least);
  out.high = std::max(mean * spread, at_least);
  out.confidence = 0.95;
  out.probes = static_cast<int>(probes.size());
}

}  // namespace

Estimate estimate_count(const model::Puzzle& puzzle, const EstimateRequest& request) {
  const auto start = Clock::now();
  Estimate out;
  auto finish = [&]() -> Estimate& {
    out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return out;
  };
  const Deadline deadline = deadline_after(request.time_limit, start);
  const std::size_t budget = literal_budget(request.memory_limit_mb);
  const presolve::Presolved pre =
      presolve::presolve(puzzle, {.deadline = deadline, .max_literals = budget});
  if (pre.decided) {
    exact(out, static_cast<double>(pre.decided->size()));
    return finish();
  }
  if (pre.too_large) {
    out.stopped = formula_too_large(pre.estimated_literals, request.memory_limit_mb);
    return finish();
  }
  enc::Encoded encoded;
  try {
    enc::Options options;
    options.deadline = deadline;
    options.max_literals = budget;
    encoded = enc::encode(puzzle, pre, options);
  } catch (const cnf::LimitExceeded& e) {
    out.stopped = encoding_stopped(e, request.memory_limit_mb);
    return finish();
  }
  Prober prober(puzzle, encoded, deadline, request.memory_limit_mb);
  std::vector<model::Assignment> found;
  const int first = prober.count(request.exact_below, found);
  for (const model::Assignment& a : found)
    if (const auto why = check::find_violation(puzzle, a))
      throw std::logic_error("internal error: a counted solution breaks a rule: " + *why);
  std::vector<double> probes;
  std::mt19937_64 rng(request.seed);
  for (int i = 0; first == request.exact_below && i < request.probes; ++i) {
    const std::optional<double> x = prober.probe(rng);
    if (!x) break;
    probes.push_back(*x);
    if (request.on_progress && probes.size() % std::max(1, request.progress_every) == 0) {
      Estimate now = out;
      summarize(now, probes, first);
      now.solver_calls = prober.calls();
      request.on_progress(now);
    }
  }
  out.solver_calls = prober.calls();
  if (first < 0 ||
      (first == request.exact_below && static_cast<int>(probes.size()) < request.probes)) {
    if (probes.size() >= 2) summarize(out, probes, first);
    out.stopped = "the time or memory limit stopped the estimate after " +
                  std::to_string(probes.size()) + " of " + std::to_string(request.probes) +
                  " probes";
    return finish();
  }
  if (first < request.exact_below)
    exact(out, first);
  else
    summarize(out, probes, first);
  return finish();
}

std::string estimate_text(const Estimate& e) {
  if (e.stopped) return *e.stopped;
  auto num = [](double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, x < 1e6 ? "%.0f" : "%.3g", x);
    return std::string(buf);
  };
  if (e.exact) return "exactly " + num(e.count) + (e.count == 1 ? " solution" : " solutions");
  return "about " + num(e.count) + " solutions (" + num(e.low) + " to " + num(e.high) + " with " +
         num(100 * e.confidence) + "% confidence)";
}

}  // namespace rfsat::solve
