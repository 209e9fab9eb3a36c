// The solve service (solve.hpp): solve() as its pipeline (presolve, encode,
// search, verify: solve_once), the encoding and search options each puzzle
// class takes, the verdict and its wording.
#include "solve.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <memory>
#include <vector>

#include "encode.hpp"
#include "evaluate.hpp"
#include "fill_hint.hpp"
#include "presolve.hpp"

namespace rfsat::solve {
namespace {

constexpr int kHintPasses = 6;  // unit propagation passes behind the hint's phases
// Without a guessed grid, large classic puzzles take pairwise at-most-one
// clauses when there are at most this many (docs/tuning.md#giant-pairwise).
constexpr std::size_t kPairwiseMaxClauses = 5'000'000;

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string plural(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " solution" : " solutions");
}

// Whether the puzzle has a constraint of one of the kinds K.
template <typename... K>
bool has_any(const model::Puzzle& p) {
  for (const model::Constraint& c : p.constraints)
    if ((std::holds_alternative<K>(c.kind) || ...)) return true;
  return false;
}

}  // namespace

backend::Profile profile_of(const model::Puzzle& p) {
  if (model::is_classic(p)) return backend::Profile::classic;
  if (has_any<model::Sum, model::Product>(p)) return backend::Profile::sums;
  return backend::Profile::general;
}

std::optional<backend::Enumeration> decided_by_propagation(const model::Puzzle& p,
                                                           const enc::Domains& d) {
  std::optional<std::vector<model::Assignment>> solutions = presolve::decided(p, d);
  if (!solutions) return std::nullopt;
  return backend::Enumeration{.solutions = std::move(*solutions), .complete = true};
}

namespace {

// One pass over the clauses, first to last or last to first: a clause not
// yet satisfied with one literal left unassigned gets that literal. True if
// a value was set.
bool propagate_pass(const std::vector<int>& lits, std::vector<signed char>& val, bool forward) {
  bool changed = false;
  const auto clause = [&](std::size_t begin, std::size_t end) {  // lits[begin, end)
    int open = 0, last = 0;
    for (std::size_t i = begin; i < end; ++i) {
      const int l = lits[i], v = val[l > 0 ? l : -l] * (l > 0 ? 1 : -1);
      if (v > 0) return;
      if (v == 0) ++open, last = l;
    }
    if (open == 1) val[last > 0 ? last : -last] = last > 0 ? 1 : -1, changed = true;
  };
  std::vector<std::size_t> ends;
  for (std::size_t i = 0; i < lits.size(); ++i)
    if (lits[i] == 0) ends.push_back(i);
  for (std::size_t k = 0; k < ends.size(); ++k) {
    const std::size_t j = forward ? k : ends.size() - 1 - k;
    clause(j == 0 ? 0 : ends[j - 1] + 1, ends[j]);
  }
  return changed;
}

// The hint's cell literals (true for its symbol, false for the others; none
// for a cell without a symbol), and
// the auxiliary literals unit propagation derives from them (an at-most-one
// ladder's, say), so that the solver's first decisions, which fall on the
// auxiliary variables, agree with the hint.
std::vector<int> hint_phases(const enc::Encoded& e, const model::Assignment& hint) {
  std::vector<signed char> val(static_cast<std::size_t>(e.formula.num_vars()) + 1, 0);
  for (std::size_t c = 0; c < hint.size(); ++c)
    for (int s = 0; s < e.vars.num_symbols && hint[c] >= 0; ++s)
      if (const int x = e.vars.at(static_cast<int>(c), s); x != 0) val[x] = s == hint[c] ? 1 : -1;
  for (int pass = 0; pass < kHintPasses && propagate_pass(e.formula.literals(), val, pass % 2 == 0);
       ++pass) {
  }
  std::vector<int> phases;
  for (int v = 1; v <= e.formula.num_vars(); ++v)
    if (val[v]) phases.push_back(val[v] > 0 ? v : -v);
  return phases;
}

constexpr std::size_t kMiB = std::size_t{1} << 20;

std::string megabytes(std::size_t literals, std::size_t per_literal) {
  return std::to_string((literals * per_literal + kMiB - 1) / kMiB) + " MB";
}

// How a formula's memory is projected from its literals, for the messages.
std::string projection(std::size_t per_literal) {
  return std::to_string(per_literal) + " bytes per literal" +
         (per_literal == kBytesPerLiteral ? ", the solver's copy included" : "");
}

// The encoding's limits, and its method for at-most-one: large classic
// puzzles without a guessed grid take pairwise clauses when they fit
// (docs/tuning.md#giant-pairwise).
enc::Options encode_options(const model::Puzzle& puzzle, const presolve::Presolved& pre,
                            Deadline deadline, std::size_t max_literals) {
  enc::Options options;
  options.deadline = deadline;
  options.max_literals = max_literals;
  if (pre.large_classic && pre.domains && !pre.hint) {
    const std::size_t pairs = presolve::pairwise_clauses(puzzle, *pre.domains);
    if (pairs <= kPairwiseMaxClauses && 3 * pairs <= max_literals)
      options.card_method = enc::card::Method::pairwise;
  }
  return options;
}

// The backend's hook after each solution, also reporting progress (the
// hook's solutions counted atomically: parallel workers may share it).
std::function<std::vector<int>(const model::Assignment&)> with_progress(
    std::function<std::vector<int>(const model::Assignment&)> phases,
    std::function<void(int)> progress) {
  auto found = std::make_shared<std::atomic<int>>(0);
  return [phases = std::move(phases), progress = std::move(progress),
          found](const model::Assignment& a) {
    progress(++*found);
    return phases ? phases(a) : std::vector<int>{};
  };
}

// The search's options: the count, threads, limits and the CaDiCaL profile;
// large classic puzzles search from the guessed grid (docs/tuning.md#fill-hint),
// or race lone solvers without one (#giant-race); puzzles with product cages
// race with threads > 1 (#product-race).
backend::EnumerateOptions search_options(const model::Puzzle& puzzle,
                                         const presolve::Presolved& pre,
                                         const enc::Encoded& encoded, const Request& request,
                                         Deadline deadline, double seconds_spent) {
  backend::EnumerateOptions opts;
  opts.max_solutions = request.count;
  opts.settings.profile = profile_of(puzzle);
  opts.threads = request.threads;
  if (pre.large_classic) {
    opts.settings.phase_hints = true;
    opts.settings.unguessed_grid = !pre.hint;  // docs/tuning.md#giant-stable
    opts.race = !pre.hint;
    if (pre.hint) opts.phases = hint_phases(encoded, *pre.hint);
    opts.phases_after = [&puzzle, &encoded, deadline](const model::Assignment& found) {
      auto other = presolve::fill_hint_other(puzzle, encoded.domains, found,
                                             presolve::kHintMaxSteps, deadline);
      return other ? hint_phases(encoded, *other) : std::vector<int>{};
    };
  }
  if (has_any<model::Product>(puzzle)) opts.race = true;
  if (request.on_solution)
    opts.phases_after = with_progress(opts.phases_after, request.on_solution);
  if (request.time_limit) opts.time_limit_seconds = *request.time_limit - seconds_spent;
  opts.memory_limit_mb = request.memory_limit_mb;
  return opts;
}

Result decided_result(std::vector<model::Assignment> solutions, const Request& request) {
  Result r;
  r.enumeration = backend::Enumeration{.solutions = std::move(solutions), .complete = true};
  r.enumeration.solutions.resize(std::min<std::size_t>(r.enumeration.solutions.size(),
                                                       static_cast<std::size_t>(request.count)));
  return r;
}

// Presolve, encode, search, verify.
Result solve_once(const model::Puzzle& puzzle, const Request& request) {
  const auto start = std::chrono::steady_clock::now();
  const Deadline deadline = deadline_after(request.time_limit, start);
  const std::size_t limit = request.memory_limit_mb, budget = literal_budget(limit);
  const presolve::Presolved pre =
      presolve::presolve(puzzle, {.deadline = deadline, .max_literals = budget});
  if (pre.decided) {
    Result r = decided_result(*pre.decided, request);
    r.encode_seconds = r.total_seconds = seconds_since(start);
    return r;
  }
  if (pre.too_large) return refusal(formula_too_large(pre.estimated_literals, limit));
  Result r;
  enc::Encoded encoded;
  try {
    encoded = enc::encode(puzzle, pre, encode_options(puzzle, pre, deadline, budget));
  } catch (const cnf::LimitExceeded& e) {
    return refusal(encoding_stopped(e, limit));
  }
  r.variables = encoded.formula.num_vars();
  r.clauses = encoded.formula.num_clauses();
  r.encode_seconds = seconds_since(start);
  r.enumeration = backend::enumerate(
      puzzle, encoded, search_options(puzzle, pre, encoded, request, deadline, r.encode_seconds));
  if (r.enumeration.memory_hit) r.refused = solver_outgrew(limit);
  verify(puzzle, r);
  r.total_seconds = seconds_since(start);
  return r;
}

}  // namespace

std::optional<double> time_left(std::optional<double> limit,
                                std::chrono::steady_clock::time_point start) {
  if (limit) *limit -= seconds_since(start);
  return limit;
}

std::string formula_too_large(std::size_t estimated_literals, std::size_t limit_mb,
                              std::size_t per_literal) {
  return "memory limit: the formula would take about " +
         megabytes(estimated_literals, per_literal) + " (projected at " + projection(per_literal) +
         "; --memory-limit " + std::to_string(limit_mb) + ")";
}

std::optional<std::string> formula_refusal(const presolve::Presolved& pre, std::size_t limit_mb,
                                           std::size_t per_literal) {
  if (!pre.too_large) return std::nullopt;
  return formula_too_large(pre.estimated_literals, limit_mb, per_literal);
}

std::string solver_outgrew(std::size_t limit_mb) {
  return "memory limit: the solver outgrew " + std::to_string(limit_mb) +
         " MB while searching (--memory-limit)";
}

std::string encoding_stopped(const cnf::LimitExceeded& e, std::size_t limit_mb,
                             std::size_t per_literal) {
  if (e.kind == cnf::LimitExceeded::Kind::time) return "time limit reached while encoding";
  if (e.kind == cnf::LimitExceeded::Kind::size)
    return std::string("a rule is too large to encode: ") + e.what();
  return "memory limit: the formula's projected memory outgrew " + std::to_string(limit_mb) +
         " MB while encoding (" + std::to_string(e.literals) + " literals at " +
         projection(per_literal) + "; --memory-limit)";
}

bool memory_refused(const Result& r) {
  return r.refused && r.refused->rfind("memory limit", 0) == 0;
}

Result refusal(std::string why) {
  Result r;
  r.enumeration.limit_hit = true;
  r.refused = std::move(why);
  return r;
}

Result solve(const model::Puzzle& puzzle, const Request& request) {
  if (request.time_limit && *request.time_limit <= 0)
    return refusal("time limit reached while loading");
  Result r = solve_once(puzzle, request);
  if (request.repeat > 1) {  // benchmarks: the median time of `repeat` runs
    std::vector<double> times{r.total_seconds};
    for (int i = 1; i < request.repeat; ++i) times.push_back(solve_once(puzzle, request).total_seconds);
    std::sort(times.begin(), times.end());
    r.total_seconds = times[times.size() / 2];
  }
  return r;
}

void verify(const model::Puzzle& p, Result& r) {
  for (const model::Assignment& a : r.enumeration.solutions) {
    if (auto why = check::find_violation(p, a)) {
      r.violation = *why;
      break;
    }
  }
}

Verdict verdict_of(const Result& r) {
  const std::size_t n = r.enumeration.solutions.size();
  if (r.enumeration.limit_hit) return Verdict::limit;
  if (r.enumeration.complete) return n == 0 ? Verdict::none : n == 1 ? Verdict::unique : Verdict::multiple;
  return n >= 2 ? Verdict::multiple : Verdict::at_least;
}

std::string one_of_text(const Result& r) {
  if (r.refused || r.enumeration.solutions.size() < 2) return "";
  return "one of " + verdict_text(r);
}

std::string verdict_text(const Result& r) {
  if (r.refused) return *r.refused;
  const std::size_t n = r.enumeration.solutions.size();
  if (r.enumeration.limit_hit) return "time limit reached after " + plural(n);
  if (r.enumeration.complete) {
    if (n == 0) return "no solution";
    if (n == 1) return "unique";
    return "exactly " + plural(n);
  }
  return "at least " + plural(n);
}

}  // namespace rfsat::solve
