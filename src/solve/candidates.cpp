// true_candidates (candidates.hpp): the search for new candidates, then the
// optional counting per candidate. Both run on one incremental solver
// (backend::StagedSolver, as solve searches); when counting follows, each
// query's clauses are guarded by a fresh activation literal and retired
// afterwards, so no query binds a later one.
#include "candidates.hpp"

#include <bit>
#include <chrono>
#include <set>

#include "encode.hpp"
#include "enumerator.hpp"
#include "evaluate.hpp"
#include "presolve.hpp"
#include "solve.hpp"
#include "staged_solver.hpp"

namespace rfsat::solve {
namespace {

using Clock = std::chrono::steady_clock;

// The solver with the puzzle's formula and what the queries share.
struct Search {
  const model::Puzzle& p;
  const enc::Encoded& e;
  backend::StagedSolver& solver;
  std::optional<Clock::time_point> deadline;
  int next_var;
  Candidates& out;
  bool guard;                        // queries under activation literals (counting follows)
  std::set<model::Assignment> pool;  // every solution seen, distinct
  std::size_t memory_limit_mb = 0;

  void stopped(bool by_memory) {
    out.limit_hit = true;
    if (by_memory) out.refused = solver_outgrew(memory_limit_mb);
  }

  bool record(const model::Assignment& a) {
    if (auto why = check::find_violation(p, a)) {
      out.violation = *why;
      return false;
    }
    for (std::size_t c = 0; c < a.size(); ++c)
      if (a[c] >= 0) out.mask[c] |= enc::bit(a[c]);
    pool.insert(a);
    return true;
  }

  // Phases: the candidates not seen yet first. Only once two solutions are
  // known: until then the queries are solve's (the first solution, then
  // the uniqueness proof), searched as solve searches them; phases there
  // made the proof slower as often as faster (MATHEMAGIC #13 2.4 -> 5.9 s,
  // docs/tuning.md#true-candidates).
  void prefer_unseen() {
    for (int c = 0; c < p.geometry.cell_count(); ++c)
      for (int s = 0; s < e.vars.num_symbols; ++s)
        if (const int x = e.vars.at(c, s)) solver.phase(out.mask[c] & enc::bit(s) ? -x : x);
  }

  // "Some cell holds a candidate not seen yet": per cell, the literals of its
  // unseen candidates, or, when one candidate was seen, its negation (the
  // same, by the cell's exactly-one). On a unique puzzle the second query is
  // then solve's blocking clause, hence solve's uniqueness proof.
  std::vector<int> unseen_clause() const {
    std::vector<int> clause;
    for (int c = 0; c < p.geometry.cell_count(); ++c) {
      std::uint64_t seen = 0, unseen = 0;
      for (int s = 0; s < e.vars.num_symbols; ++s)
        if (e.vars.at(c, s) != 0) (out.mask[c] & enc::bit(s) ? seen : unseen) |= enc::bit(s);
      if (unseen == 0) continue;
      if (enc::is_single(seen)) {
        clause.push_back(-e.vars.at(c, std::countr_zero(seen)));
        continue;
      }
      for (int s = 0; s < e.vars.num_symbols; ++s)
        if (unseen & enc::bit(s)) clause.push_back(e.vars.at(c, s));
    }
    return clause;
  }

  // One query: a solution that uses a candidate not seen yet (any solution
  // the first time). False when there is none, or the search must stop.
  // Each query's clause implies the earlier ones (more is seen), so they
  // may stay, unless counting follows (which needs every solution).
  bool find_new(bool first) {
    int activation = 0;
    if (!first) {
      std::vector<int> clause = unseen_clause();
      if (clause.empty()) return false;  // every candidate seen
      if (guard) clause.insert(clause.begin(), -(activation = ++next_var));
      solver.add_clause(clause);
      if (activation) solver.assume(activation);
    }
    if (out.solutions >= 2) prefer_unseen();
    const backend::Status st = solver.solve(deadline);
    ++out.solver_calls;
    // Read the model before retiring the query: adding a clause ends the
    // solver's satisfied state.
    model::Assignment a;
    if (st == backend::Status::satisfiable)
      a = enc::decode_model(e, p, [&](int v) { return solver.value(v); });
    if (activation) {
      const int retire = -activation;
      solver.add_clause(std::span<const int>(&retire, 1));
    }
    if (st == backend::Status::unknown) stopped(solver.outgrew_memory());
    if (st != backend::Status::satisfiable) {
      out.no_solution = first && st == backend::Status::unsatisfiable;
      return false;
    }
    ++out.solutions;
    return record(a);
  }

  // Collector that counts solve calls.
  struct Counter : backend::Collector {
    using Collector::Collector;
    int calls = 0;
    void before_solve(backend::SatSolver&) override { ++calls; }
  };

  // Solutions with cell c = s, up to K: those already seen, else enumerated
  // under the assumption.
  bool count(int c, int s, int k) {
    int known = 0;
    for (const model::Assignment& a : pool) known += a[c] == s;
    if (known >= k) {
      out.counts[c][s] = k;
      return true;
    }
    const int lit = e.vars.at(c, s);
    Counter sink(k);
    backend::enumerate_cells(solver.current(), backend::cells_of(p, e),
                             {.assumptions = std::span<const int>(&lit, 1),
                              .activation = ++next_var,
                              .limits = {.deadline = deadline, .max_resident_mb = memory_limit_mb}},
                             sink);
    out.solver_calls += sink.calls;
    if (sink.result.limit_hit) {
      stopped(sink.result.memory_hit);
      return false;
    }
    for (const model::Assignment& a : sink.result.solutions)
      if (!record(a)) return false;
    out.counts[c][s] = static_cast<int>(sink.result.solutions.size());
    return true;
  }
};

void count_all(Search& search, int k) {
  const model::Puzzle& p = search.p;
  Candidates& out = search.out;
  out.counts.assign(p.geometry.cell_count(), std::vector<int>(p.symbols.size(), 0));
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    for (int s = 0; s < static_cast<int>(p.symbols.size()); ++s)
      if (out.mask[c] & enc::bit(s)) {
        if (out.unique)
          out.counts[c][s] = 1;
        else if (!search.count(c, s, k))
          return;
      }
}

// The formula under the request's limits, as solve encodes: nullopt with
// out.refused when the estimate exceeds the memory limit or a budget stops
// encoding.
std::optional<enc::Encoded> encode_within(const model::Puzzle& p, const CandidatesRequest& r,
                                          Clock::time_point start, Candidates& out) {
  enc::Options o;
  o.deadline = deadline_after(r.time_limit, start);
  o.max_literals = literal_budget(r.memory_limit_mb);
  const presolve::Presolved pre = presolve::presolve(
      p, {.deadline = o.deadline, .hint = false, .max_literals = o.max_literals});
  out.refused = formula_refusal(pre, r.memory_limit_mb);
  if (!out.refused) {
    try {
      return enc::encode_domains(p, *pre.domains, o);
    } catch (const cnf::LimitExceeded& e) {
      out.refused = encoding_stopped(e, r.memory_limit_mb);
    }
  }
  out.limit_hit = true;
  return std::nullopt;
}

// Every cell holds exactly one true candidate.
bool one_each(const model::Puzzle& p, const std::vector<std::uint64_t>& mask) {
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c) && !enc::is_single(mask[c])) return false;
  return true;
}

}  // namespace

Candidates true_candidates(const model::Puzzle& p, const CandidatesRequest& request) {
  const auto start = Clock::now();
  Candidates out;
  out.count_limit = request.count_per_candidate;
  out.mask.assign(p.geometry.cell_count(), 0);
  if (p.symbols.size() > enc::kMaxSymbols) {
    out.violation = "candidates: puzzles of more than 64 symbols are not supported";
    return out;
  }
  std::optional<enc::Encoded> e = encode_within(p, request, start, out);
  if (!e) return out;
  backend::StagedSolver solver(e->formula, {.profile = profile_of(p)},
                               {.memory_limit_mb = request.memory_limit_mb});
  Search search{p,
                *e,
                solver,
                deadline_after(request.time_limit, start),
                e->formula.num_vars(),
                out,
                request.count_per_candidate >= 2,
                {},
                request.memory_limit_mb};
  for (bool first = true; search.find_new(first); first = false) {
  }
  out.unique = !out.no_solution && !out.limit_hit && !out.violation && one_each(p, out.mask);
  if (request.count_per_candidate >= 2 && !out.no_solution && !out.limit_hit && !out.violation)
    count_all(search, request.count_per_candidate);
  out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return out;
}

}  // namespace rfsat::solve
