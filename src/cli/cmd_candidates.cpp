// `rfsat candidates FILE [--format grid|json] [--count-per-candidate K]`:
// the true candidates of one puzzle (solve/candidates.hpp), printed by
// solve/report.hpp. Exit 0, 2 on an input error, 3 when a limit (--time-limit,
// loading included, or --memory-limit: docs/limits.md)
// stopped the search (the candidates printed are then those found so far),
// 4 when a solution failed the checker. The verdict goes to stderr, so the
// grid alone can be saved and read back as .sdx.
#include <chrono>
#include <ostream>

#include "candidates.hpp"
#include "commands.hpp"
#include "domains.hpp"
#include "exit_codes.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "report.hpp"
#include "solve.hpp"

namespace rfsat::cli {

namespace {

// The puzzle, loading under --time-limit and --memory-limit (nullopt, with `code`:
// 2 bad input, 3 a limit; messages printed).
std::optional<model::Puzzle> load_candidates_puzzle(const CandidatesOptions& o,
                                                    std::chrono::steady_clock::time_point start,
                                                    std::ostream& err, int& code) {
  code = kExitLimit;
  if (!load_allowed(o.file, o.from, false, o.memory_limit_mb, err)) return std::nullopt;
  try {
    std::optional<model::Puzzle> p = formats::load_one_puzzle(
        o.file, o.from, err,
        load_limits(deadline_after(o.time_limit, start), o.memory_limit_mb, o.strict));
    code = kExitInputError;
    return p;
  } catch (const LoadLimitReached& e) {
    err << text::printable(o.file) << ": " << e.what() << '\n';
    return std::nullopt;
  }
}

}  // namespace

int cmd_candidates(const CandidatesOptions& o, std::ostream& out, std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();
  int code = kExitOk;
  const std::optional<model::Puzzle> p = load_candidates_puzzle(o, start, err, code);
  if (!p) return code;
  if (p->symbols.size() > enc::kMaxSymbols) {
    err << text::printable(o.file) << ": error: candidates takes puzzles of at most "
        << enc::kMaxSymbols << " symbols\n";
    return kExitInputError;
  }
  const solve::Candidates c =
      solve::true_candidates(*p, {.count_per_candidate = o.count_per_candidate,
                                  .time_limit = solve::time_left(o.time_limit, start),
                                  .memory_limit_mb = o.memory_limit_mb});
  if (c.violation) {
    err << text::printable(o.file) << ": internal error: " << *c.violation << '\n';
    return kExitInternal;
  }
  if (!c.refused || c.solutions > 0) solve::write_candidates(out, o.format, *p, c, o.file);
  err << text::printable(o.file) << ": " << solve::candidates_summary(c) << '\n';
  return c.limit_hit ? kExitLimit : kExitOk;
}

}  // namespace rfsat::cli
