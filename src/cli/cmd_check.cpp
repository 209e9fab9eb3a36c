// `rfsat check FILE|DIR...`: one uniqueness verdict per puzzle (collections
// through the batch runner), written as the report --format asks
// (solve/report.hpp: text, junit, github, json), to stdout or atomically to
// -o FILE; directories are walked for puzzle files (formats/walk.hpp), the
// skipped ones named on stderr; a summary goes to stderr. An input that
// carries its solution (f-puzzles, SudokuPad) is also checked against it: a
// unique solution that differs from it is a failure of its own verdict
// (`unique, solution differs`), the setter's most common mistake. The CI exit code: 4 (internal
// error) > 2 (input error) > 3 (a limit) > 1 (a puzzle with none or several solutions, or not the
// carried one) > 0; --exit-zero: 0 unless 4 or the report cannot be written
// (streams under cluster engines, docs/parallel.md). --proof DIR also writes certificates
// (cmd_proof.cpp).
#include <chrono>
#include <filesystem>
#include <ostream>
#include <sstream>

#include "batch.hpp"
#include "certificate.hpp"
#include "commands.hpp"
#include "error_line.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "report.hpp"
#include "solve.hpp"
#include "walk.hpp"

namespace rfsat::cli {
namespace {

namespace fs = std::filesystem;

// What the exit code is made of.
struct Outcome {
  bool input_error = false, limit = false, not_unique = false, internal = false;
  void add(int code) {
    input_error = input_error || code == kExitInputError;
    limit = limit || code == kExitLimit;
    not_unique = not_unique || code == kExitNotUnique;
    internal = internal || code == kExitInternal;
  }
  int code() const {
    if (internal) return kExitInternal;
    if (input_error) return kExitInputError;
    if (limit) return kExitLimit;
    return not_unique ? kExitNotUnique : kExitOk;
  }
};

// The first "WHERE: error: MESSAGE" line of captured diagnostics, as a
// record (text/error_line.hpp).
solve::CheckRecord error_from(const std::string& file, const std::string& diagnostics) {
  const text::ErrorLine e = text::first_error(file, diagnostics);
  if (!e.found) return solve::error_record(file, 0, "cannot read the puzzle", 0, 0);
  return solve::error_record(file, 0, e.message, e.line, e.column);
}

int check_collection(formats::Input& in, const std::string& name, const CheckOptions& o,
                     solve::CheckReport& report, std::ostream& err) {
  batch::Options bo;
  bo.count = 2;
  bo.jobs = o.jobs;
  bo.time_limit = o.time_limit;
  bo.memory_limit_mb = o.memory_limit_mb;
  bo.reuse_solver = o.incremental;
  bo.report = &report;
  bo.first_line = o.first_line;
  std::ostringstream unused;  // every result goes to the report
  const batch::Summary s = batch::run_input(in, name, bo, unused, err);
  err << text::printable(name) << ": " << batch::summary_text(s) << '\n';
  return collection_exit_code(s, true, o.exit_zero);
}

// `proofs`: --proof DIR, the certificates (cmd_proof.cpp).
int check_file(const std::string& file, const CheckOptions& o, solve::CheckReport& report,
               certificate::CertificateWriter* proofs, std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();  // --time-limit counts loading
  if (auto why = formats::load_refusal(file, o.from, o.nylimb, o.memory_limit_mb)) {
    report.add(solve::check_record(file, 0, solve::refusal(*why)));
    return kExitLimit;
  }
  std::ostringstream diagnostics;
  const LoadLimits limits =
      load_limits(deadline_after(o.time_limit, start), o.memory_limit_mb, o.strict);
  std::optional<formats::Input> in =
      formats::open_input(file, o.from, diagnostics, o.nylimb, limits);
  if (in && !in->one_puzzle()) {
    err << diagnostics.str();
    if (proofs)
      return check_collection_with_proofs(*in, file, *proofs, o.time_limit, o.memory_limit_mb,
                                          report, err);
    return check_collection(*in, file, o, report, err);
  }
  std::optional<model::Puzzle> puzzle;
  if (in) puzzle = formats::puzzle_of(*in, file, diagnostics, limits);
  err << diagnostics.str();
  const std::string name = in && !in->name.empty() ? in->name : file;
  if (!puzzle) {
    report.add(error_from(name, diagnostics.str()));
    return kExitInputError;
  }
  const solve::Result r =
      solve::solve(*puzzle, {.count = 2,
                             .time_limit = solve::time_left(o.time_limit, start),
                             .threads = o.jobs,
                             .memory_limit_mb = o.memory_limit_mb});
  if (r.violation) {
    err << text::printable(file)
        << ": internal error: a solution failed verification: " << *r.violation << '\n';
    report.add(solve::error_record(file, 0, "internal error: " + *r.violation, 0, 0));
    return kExitInternal;
  }
  solve::CheckRecord record = solve::check_record(name, 0, r);
  if (in->imported)
    for (const std::string& d : in->imported->decorations)
      record.warnings.push_back(formats::import::decoration_note(d));
  if (record.status == solve::CheckRecord::Status::pass && in->imported &&
      !in->imported->solution.empty()) {
    const std::string differs = solution_mismatch(
        *in->imported, solve::format_line(*puzzle, r.enumeration.solutions.front()));
    record.matches_input_solution = differs.empty();
    if (!differs.empty())
      record.status = solve::CheckRecord::Status::differs, record.message = differs;
  }
  Outcome outcome;
  switch (record.status) {
    case solve::CheckRecord::Status::pass:
      break;
    case solve::CheckRecord::Status::limit:
      outcome.add(kExitLimit);
      break;
    default:
      outcome.add(kExitNotUnique);
      break;
  }
  if (proofs) {
    std::string why;
    const int code =
        certify(*proofs, file, *in, *puzzle, r, o.time_limit, o.memory_limit_mb, err, &why);
    with_certificate(record, code, why);
    outcome.add(code);
  }
  report.add(record);
  return outcome.code();
}

// check_file, with --time-limit running out while loading as the file's
// `limit` record.
int check_file_in_time(const std::string& file, const CheckOptions& o, solve::CheckReport& report,
                       certificate::CertificateWriter* proofs, std::ostream& err) {
  try {
    return check_file(file, o, report, proofs, err);
  } catch (const LoadLimitReached& e) {
    report.add(solve::check_record(file, 0, solve::refusal(e.what())));
    return kExitLimit;
  }
}

// The files to check: each argument, directories walked (the skipped
// entries named on `err`). What makes the run fail before any file is
// read goes to `problems`, printed: a directory that cannot be read or
// holds no puzzle file, a puzzle file that is no file to read (a link to
// nothing, a FIFO).
void expand(const CheckOptions& o, std::vector<std::string>& files, int& skipped,
            std::vector<solve::CheckRecord>& problems, std::ostream& err) {
  for (const std::string& arg : o.files) {
    std::error_code ec;
    if (!fs::is_directory(arg, ec)) {
      files.push_back(arg);
      continue;
    }
    std::vector<formats::WalkedFile> found;
    std::ostringstream walk_error;
    if (!formats::walk_puzzle_files(arg, o.excludes, found, walk_error)) {
      err << walk_error.str();
      problems.push_back(error_from(arg, walk_error.str()));
    }
    const std::size_t before = files.size() + problems.size();
    for (formats::WalkedFile& f : found) {
      if (!f.unreadable.empty()) {
        err << text::printable(f.path) << ": error: cannot read the puzzle file: " << f.unreadable
            << '\n';
        problems.push_back(
            solve::error_record(f.path, 0, "cannot read the puzzle file: " + f.unreadable, 0, 0));
      } else if (f.skipped.empty()) {
        files.push_back(std::move(f.path));
      } else {
        if (!o.quiet) err << text::printable(f.path) << ": skipped: " << f.skipped << '\n';
        ++skipped;
      }
    }
    if (files.size() + problems.size() == before) {
      err << text::printable(arg)
          << ": error: no puzzle files found (docs/ci.md says which files are puzzles)\n";
      problems.push_back(solve::error_record(
          arg, 0, "no puzzle files found (docs/ci.md says which files are puzzles)", 0, 0));
    }
  }
}

// -o must not name a file being checked.
bool output_is_input(const std::string& output, const std::vector<std::string>& files,
                     std::ostream& err) {
  std::error_code ec;
  if (output.empty() || output == "-" || !fs::exists(output, ec)) return false;
  for (const std::string& f : files) {
    if (fs::equivalent(output, f, ec)) {
      err << output << ": error: refusing to overwrite the input file\n";
      return true;
    }
  }
  return false;
}

}  // namespace

int cmd_check(const CheckOptions& o, std::ostream& out, std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::string> files;
  std::vector<solve::CheckRecord> problems;
  int skipped = 0;
  Outcome outcome;
  expand(o, files, skipped, problems, err);
  const bool to_file = !o.output.empty() && o.output != "-";
  if (to_file && output_is_input(o.output, files, err)) return kExitInputError;
  std::ostringstream buffer;
  solve::CheckReport report(to_file ? buffer : out, o.format);
  for (const solve::CheckRecord& problem : problems) {
    report.add(problem);
    outcome.add(kExitInputError);
  }
  std::optional<certificate::CertificateWriter> proofs;
  if (!o.proof_dir.empty()) proofs.emplace(o.proof_dir, files);
  for (const std::string& file : files)
    outcome.add(check_file_in_time(file, o, report, proofs ? &*proofs : nullptr, err));
  report.finish();
  if (to_file && !formats::write_file_atomically(o.output, buffer.str(), "", err))
    return kExitInputError;
  const bool walked = files.size() != o.files.size() || skipped > 0 || !problems.empty();
  if (walked || files.size() > 1 || to_file || o.format != solve::CheckFormat::text) {
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f s", wall);
    err << "rfsat check: " << solve::tally_text(report.tally()) << "; " << files.size()
        << (files.size() == 1 ? " file" : " files") << " checked, " << skipped << " skipped; "
        << seconds << '\n';
  }
  if (!to_file && !out.flush()) {
    err << "rfsat check: error: cannot write the report\n";
    return kExitInputError;
  }
  return o.exit_zero && outcome.code() != kExitInternal ? kExitOk : outcome.code();
}

}  // namespace rfsat::cli
