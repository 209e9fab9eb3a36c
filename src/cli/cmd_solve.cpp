// `rfsat solve FILE [--count N] [--time-limit S] [--format grid|line|json]`:
// reads any input (formats/load.hpp); one puzzle goes to the solve service
// and prints its solutions and one verdict line (solve/report.hpp), a
// collection goes to the batch runner (batch/batch.hpp) with a summary on
// stderr.
#include <chrono>
#include <ostream>

#include "batch.hpp"
#include "cdok/model.hpp"
#include "certificate.hpp"
#include "commands.hpp"
#include "estimate.hpp"
#include "exit_codes.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "render.hpp"
#include "report.hpp"
#include "solve.hpp"

namespace rfsat::cli {
namespace {

// --estimate: the count's estimate and its interval, text or one JSON object.
int estimate_one(const SolveOptions& o, const model::Puzzle& puzzle, const std::string& name,
                 std::chrono::steady_clock::time_point start, std::ostream& out,
                 std::ostream& err) {
  const solve::Estimate e =
      solve::estimate_count(puzzle, {.seed = o.seed,
                                     .time_limit = solve::time_left(o.time_limit, start),
                                     .memory_limit_mb = o.memory_limit_mb});
  if (e.stopped) {
    err << text::printable(name) << ": " << *e.stopped << '\n';
    return kExitLimit;
  }
  if (o.format == solve::Format::json)
    out << "{\"exact\":" << (e.exact ? "true" : "false") << ",\"estimate\":" << e.count
        << ",\"low\":" << e.low << ",\"high\":" << e.high << ",\"confidence\":" << e.confidence
        << ",\"probes\":" << e.probes << ",\"standard_error\":" << e.standard_error
        << ",\"solver_calls\":" << e.solver_calls << ",\"seconds\":" << e.seconds << "}\n";
  else
    out << solve::estimate_text(e) << '\n';
  return kExitOk;
}

// `calc`: the puzzle as a calcudoku (for cdok inputs and the cdok formats);
// `from_cdok`: it was read from a cdok spec (values print as numbers).
// `start`: when the command started, so that --time-limit counts loading.
int solve_one(const SolveOptions& o, const model::Puzzle& puzzle,
              const formats::cdok::CdokPuzzle* calc, bool from_cdok, const formats::Input& in,
              std::chrono::steady_clock::time_point start, std::ostream& out, std::ostream& err) {
  const solve::Format format = o.format.value_or(solve::Format::grid);
  std::optional<formats::cdok::CdokPuzzle> view;
  if (!calc && (format == solve::Format::cdok || format == solve::Format::cdok_utf8)) {
    std::string why;
    if (!(view = formats::cdok::calcudoku_of(puzzle, &why))) {
      err << text::printable(o.file) << ": error: --format cdok prints calcudokus only: " << why
          << '\n';
      return kExitInputError;
    }
    calc = &*view;
  }
  const solve::Result r = solve::solve(puzzle, {.count = o.count,
                                                .time_limit = solve::time_left(o.time_limit, start),
                                                .threads = o.jobs,
                                                .repeat = o.repeat,
                                                .memory_limit_mb = o.memory_limit_mb});
  if (r.violation) {
    err << text::printable(o.file)
        << ": internal error: a solution failed verification: " << *r.violation << '\n';
    return kExitInternal;
  }
  const std::string& name = in.name.empty() ? o.file : in.name;
  if (o.svg) {  // the picture on stdout, the verdict on stderr (and one of several: in both)
    const auto& sols = r.enumeration.solutions;
    const std::string one_of = solve::one_of_text(r);
    std::vector<std::string> notes;
    if (!one_of.empty()) notes.push_back("the solution drawn is " + one_of);
    out << render::render_svg(puzzle, {.solution = sols.empty() ? nullptr : &sols.front(),
                                       .numbers = from_cdok,
                                       .title = name,
                                       .notes = notes})
               .svg;
    err << text::printable(name) << ": " << solve::verdict_text(r)
        << (one_of.empty() ? "" : ": the picture shows one of them") << '\n';
  } else {
    solve::write_result(out, format, {puzzle, calc, from_cdok}, r, name);
    if (format == solve::Format::grid && !r.enumeration.complete && !r.enumeration.limit_hit &&
        !r.refused && r.enumeration.solutions.size() >= 2)
      err << text::printable(name) << ": rfsat solve --estimate says about how many\n";
  }
  if (o.stats) {
    solve::write_stats(err, r);
    if (in.imported) write_not_read(err, name, *in.imported);
  }
  if (!o.proof_dir.empty()) {  // --proof DIR (cmd_proof.cpp)
    certificate::CertificateWriter proofs(o.proof_dir, {o.file});
    if (const int code =
            certify(proofs, o.file, in, puzzle, r, o.time_limit, o.memory_limit_mb, err);
        code != kExitOk)
      return code;
  }
  return solve::verdict_of(r) == solve::Verdict::limit ? kExitLimit : kExitOk;
}

int solve_collection(formats::Input& in, const SolveOptions& o, std::ostream& out, std::ostream& err) {
  batch::Options bo;
  bo.count = o.count;
  bo.jobs = o.jobs;
  bo.time_limit = o.time_limit;
  bo.memory_limit_mb = o.memory_limit_mb;
  bo.reuse_solver = o.incremental;
  bo.first_line = o.first_line;
  const solve::Format f = o.format.value_or(solve::Format::line);
  bo.output = f == solve::Format::json ? batch::Output::json
              : f == solve::Format::grid ? batch::Output::grid : batch::Output::line;
  const batch::Summary s = batch::run_input(in, o.file, bo, out, err);
  err << batch::summary_text(s) << '\n';
  return collection_exit_code(s, false, o.exit_zero);
}

// Loads the input (under the load limits, so that --time-limit and
// --memory-limit count loading) and solves it: one puzzle, or a collection.
int load_and_solve(const SolveOptions& o, std::chrono::steady_clock::time_point start,
                   std::ostream& out, std::ostream& err) {
  const LoadLimits limits =
      load_limits(deadline_after(o.time_limit, start), o.memory_limit_mb, o.strict);
  std::optional<formats::Input> in = formats::open_input(o.file, o.from, err, o.nylimb, limits);
  if (!in) return kExitInputError;
  if (!in->one_puzzle()) {
    if (o.svg) {
      err << o.file
          << ": error: --format svg draws one puzzle; for a collection use rfsat render FILE -o "
             "DIR\n";
      return kExitInputError;
    }
    if (!o.proof_dir.empty()) {
      err << o.file
          << ": error: solve --proof takes one puzzle; check --proof certifies collections\n";
      return kExitInputError;
    }
    if (o.format == solve::Format::cdok || o.format == solve::Format::cdok_utf8) {
      err << text::printable(o.file) << ": error: --format cdok prints calcudokus only\n";
      return kExitInputError;
    }
    if (o.estimate) {
      err << text::printable(o.file) << ": error: --estimate takes one puzzle\n";
      return kExitInputError;
    }
    return solve_collection(*in, o, out, err);
  }
  const std::optional<model::Puzzle> p = formats::puzzle_of(*in, o.file, err, limits);
  if (!p) return kExitInputError;
  if (o.estimate) return estimate_one(o, *p, in->name.empty() ? o.file : in->name, start, out, err);
  const formats::cdok::CdokPuzzle* calc = in->calcudoku ? &*in->calcudoku : nullptr;
  return solve_one(o, *p, calc, calc != nullptr, *in, start, out, err);
}

}  // namespace

int cmd_solve(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();
  if (!load_allowed(o.file, o.from, o.nylimb, o.memory_limit_mb, err)) return kExitLimit;
  try {
    return load_and_solve(o, start, out, err);
  } catch (const LoadLimitReached& e) {  // --time-limit or --memory-limit while loading
    err << text::printable(o.file) << ": " << e.what() << '\n';
    return kExitLimit;
  }
}

}  // namespace rfsat::cli
