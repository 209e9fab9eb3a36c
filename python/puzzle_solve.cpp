// solve_puzzle and candidates_json (puzzle_solve.hpp).
#include "puzzle_solve.hpp"

#include <sstream>

#include "candidates.hpp"
#include "commands.hpp"
#include "domains.hpp"
#include "python_errors.hpp"
#include "report.hpp"
#include "solve.hpp"

namespace rfsat::python {
namespace {

const char* verdict_name(solve::Verdict v) {
  switch (v) {
    case solve::Verdict::none:
      return "none";
    case solve::Verdict::unique:
      return "unique";
    case solve::Verdict::multiple:
      return "multiple";
    case solve::Verdict::at_least:
      return "at_least";
    case solve::Verdict::limit:
      break;
  }
  return "limit";
}

void check_time_limit(std::optional<double> time_limit) {
  if (time_limit && !(*time_limit > 0))
    throw InputError("error: time_limit must be a positive number of seconds", 0, 0);
}

}  // namespace

SolveResult solve_puzzle(const LoadedPuzzle& p, int count, std::optional<double> time_limit,
                         int jobs) {
  // The bounds of `rfsat solve --count` and `--jobs`.
  if (count < 1 || count > 1'000'000)
    throw InputError("error: count must be from 1 to 1000000", 0, 0);
  if (jobs < 1 || jobs > 256) throw InputError("error: jobs must be from 1 to 256", 0, 0);
  check_time_limit(time_limit);
  const solve::Result r = solve::solve(p.model, {.count = count,
                                                 .time_limit = time_limit,
                                                 .threads = jobs,
                                                 .memory_limit_mb = cli::kDefaultMemoryLimitMb});
  if (r.violation)
    throw std::runtime_error(p.name +
                             ": internal error: a solution failed verification: " + *r.violation);
  const solve::Verdict v = solve::verdict_of(r);
  if (v == solve::Verdict::limit) throw LimitError(p.name + ": " + solve::verdict_text(r));
  SolveResult out{.verdict = verdict_name(v),
                  .verdict_text = solve::verdict_text(r),
                  .complete = r.enumeration.complete,
                  .seconds = r.total_seconds};
  for (const model::Assignment& a : r.enumeration.solutions)
    out.solutions.push_back(solve::format_line(p.model, a));
  if (v == solve::Verdict::unique && p.imported && !p.imported->solution.empty()) {
    out.differs = cli::solution_mismatch(*p.imported, out.solutions.front());
    out.matches_input_solution = out.differs.empty();
  }
  return out;
}

std::string candidates_json(const LoadedPuzzle& p, std::optional<double> time_limit) {
  check_time_limit(time_limit);
  if (p.model.symbols.size() > enc::kMaxSymbols)
    throw InputError(p.name + ": error: candidates takes puzzles of at most " +
                         std::to_string(enc::kMaxSymbols) + " symbols",
                     0, 0);
  const solve::Candidates c = solve::true_candidates(
      p.model, {.time_limit = time_limit, .memory_limit_mb = cli::kDefaultMemoryLimitMb});
  if (c.violation) throw std::runtime_error(p.name + ": internal error: " + *c.violation);
  if (c.limit_hit) throw LimitError(p.name + ": " + solve::candidates_summary(c));
  std::ostringstream out;
  solve::write_candidates(out, solve::CandidatesFormat::json, p.model, c, p.name);
  return out.str();
}

}  // namespace rfsat::python
