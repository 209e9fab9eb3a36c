// The solve service (solve.hpp): solve() with its shortcut by propagation,
// the profile choice, the checker's re-check, the verdict and its wording.
#include "solve.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <vector>

#include "cage_prune.hpp"
#include "encode.hpp"
#include "evaluate.hpp"
#include "wide.hpp"

namespace rfsat::solve {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string plural(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " solution" : " solutions");
}

}  // namespace

backend::Profile profile_of(const model::Puzzle& p) {
  if (model::is_classic(p)) return backend::Profile::classic;
  for (const model::Constraint& c : p.constraints)
    if (std::holds_alternative<model::Sum>(c.kind)) return backend::Profile::sums;
  return backend::Profile::general;
}

std::optional<backend::Enumeration> decided_by_propagation(const model::Puzzle& p,
                                                           const enc::Domains& d) {
  model::Assignment a(p.geometry.cell_count(), -1);
  backend::Enumeration out;
  out.complete = true;
  if (enc::has_empty_cell(p, d)) return out;
  for (int c = 0; c < p.geometry.cell_count(); ++c) {
    if (p.geometry.is_hole(c)) continue;
    if (!enc::is_single(d[c])) return std::nullopt;
    a[c] = std::countr_zero(d[c]);
  }
  if (!check::find_violation(p, a)) out.solutions.push_back(std::move(a));
  return out;
}

namespace {

Result solve_once(const model::Puzzle& puzzle, const Request& request) {
  const auto start = std::chrono::steady_clock::now();
  Result r;
  enc::Encoded encoded;
  if (puzzle.symbols.size() > enc::kMaxSymbols) {  // Nylimb calcudoku: no masks
    encoded = enc::encode_wide(puzzle, {});
  } else {
    enc::Domains domains = enc::pruned_domains(puzzle);
    if (auto decided = decided_by_propagation(puzzle, domains)) {
      r.enumeration = std::move(*decided);
      r.enumeration.solutions.resize(std::min<std::size_t>(
          r.enumeration.solutions.size(), static_cast<std::size_t>(request.count)));
      r.encode_seconds = r.total_seconds = seconds_since(start);
      return r;
    }
    encoded = enc::encode_domains(puzzle, std::move(domains), {});
  }
  r.variables = encoded.formula.num_vars();
  r.clauses = encoded.formula.num_clauses();
  r.encode_seconds = seconds_since(start);
  backend::EnumerateOptions opts;
  opts.max_solutions = request.count;
  opts.settings.profile = profile_of(puzzle);
  opts.threads = request.threads;
  if (request.time_limit) opts.time_limit_seconds = *request.time_limit - r.encode_seconds;
  r.enumeration = backend::enumerate(puzzle, encoded, opts);
  verify(puzzle, r);
  r.total_seconds = seconds_since(start);
  return r;
}

}  // namespace

Result solve(const model::Puzzle& puzzle, const Request& request) {
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

std::string verdict_text(const Result& r) {
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
