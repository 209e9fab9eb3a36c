// `rfsat check FILE...`: one uniqueness verdict per file (collections: one
// per puzzle, through the batch runner), and the CI exit code: 2 on an input
// error wins over 3 for a limit, which wins over 1 for a file with none or
// several solutions. An input that carries its solution (f-puzzles,
// SudokuPad) is also checked against it: a unique solution that differs
// from it is a failure (exit 1), the setter's most common mistake.
#include <ostream>

#include "batch.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "load.hpp"
#include "report.hpp"
#include "solve.hpp"

namespace rfsat::cli {
namespace {

int check_collection(formats::Input& in, const std::string& name, const CheckOptions& o, std::ostream& out,
                     std::ostream& err) {
  batch::Options bo;
  bo.count = 2;
  bo.jobs = o.jobs;
  bo.time_limit = o.time_limit;
  bo.reuse_solver = o.incremental;
  bo.output = batch::Output::verdict;
  const batch::Summary s = batch::run_input(in, name, bo, out, err);
  err << name << ": " << batch::summary_text(s) << '\n';
  return collection_exit_code(s, true);
}

}  // namespace

int cmd_check(const CheckOptions& o, std::ostream& out, std::ostream& err) {
  bool input_error = false, limit = false, not_unique = false;
  for (const std::string& file : o.files) {
    std::optional<formats::Input> in = formats::open_input(file, o.from, err, o.nylimb);
    if (in && !in->one_puzzle()) {
      switch (check_collection(*in, file, o, out, err)) {
        case kExitInputError: input_error = true; break;
        case kExitLimit: limit = true; break;
        case kExitNotUnique: not_unique = true; break;
        case kExitInternal: return kExitInternal;
        default: break;
      }
      continue;
    }
    std::optional<model::Puzzle> puzzle;
    if (in) puzzle = formats::puzzle_of(*in, file, err);
    const std::string name = in && !in->name.empty() ? in->name : file;
    if (!puzzle) {
      out << name << ": error\n";
      input_error = true;
      continue;
    }
    const solve::Result r = solve::solve(*puzzle, {.count = 2, .time_limit = o.time_limit, .threads = o.jobs});
    if (r.violation) {
      err << file << ": internal error: a solution failed verification: " << *r.violation << '\n';
      return kExitInternal;
    }
    const solve::Verdict v = solve::verdict_of(r);
    out << name << ": " << solve::verdict_text(r);
    if (v == solve::Verdict::unique && in->imported && !in->imported->solution.empty()) {
      const std::string differs =
          solution_mismatch(*in->imported, solve::format_line(*puzzle, r.enumeration.solutions.front()));
      out << (differs.empty() ? ", and equal to the solution in the input" : ", but it " + differs);
      not_unique = not_unique || !differs.empty();
    }
    out << '\n';
    limit = limit || v == solve::Verdict::limit;
    not_unique = not_unique || v == solve::Verdict::none || v == solve::Verdict::multiple;
  }
  if (input_error) return kExitInputError;
  if (limit) return kExitLimit;
  return not_unique ? kExitNotUnique : kExitOk;
}

}  // namespace rfsat::cli
