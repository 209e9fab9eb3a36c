// `rfsat candidates FILE [--format grid|json] [--count-per-candidate K]`:
// the true candidates of one puzzle (solve/candidates.hpp), printed by
// solve/report.hpp. Exit 0, 2 on an input error, 3 when the time limit
// stopped the search (the candidates printed are then those found so far),
// 4 when a solution failed the checker. The verdict goes to stderr, so the
// grid alone can be saved and read back as .sdx.
#include <ostream>

#include "candidates.hpp"
#include "commands.hpp"
#include "domains.hpp"
#include "exit_codes.hpp"
#include "load.hpp"
#include "report.hpp"

namespace rfsat::cli {

int cmd_candidates(const CandidatesOptions& o, std::ostream& out, std::ostream& err) {
  const std::optional<model::Puzzle> p = formats::load_one_puzzle(o.file, o.from, err);
  if (!p) return kExitInputError;
  if (p->symbols.size() > enc::kMaxSymbols) {
    err << o.file << ": error: candidates takes puzzles of at most " << enc::kMaxSymbols
        << " symbols\n";
    return kExitInputError;
  }
  const solve::Candidates c = solve::true_candidates(
      *p, {.count_per_candidate = o.count_per_candidate, .time_limit = o.time_limit});
  if (c.violation) {
    err << o.file << ": internal error: " << *c.violation << '\n';
    return kExitInternal;
  }
  solve::write_candidates(out, o.format, *p, c, o.file);
  err << o.file << ": " << solve::candidates_summary(c) << '\n';
  return c.limit_hit ? kExitLimit : kExitOk;
}

}  // namespace rfsat::cli
