// Certificates on the command line (certificate.hpp, docs/certificates.md):
// `--proof DIR` of check and solve (certify: one solved puzzle's
// certificate, and check_collection_with_proofs: a collection's puzzles one
// by one, as `check` prints them) and `rfsat verify-proof DIR|FILE...`.
// Certificate notes go to stderr, so the results on stdout read the same
// with and without --proof.
#include <filesystem>
#include <ostream>
#include <sstream>

#include "batch.hpp"
#include "certificate.hpp"
#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "classic/write.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "solve.hpp"

namespace rfsat::cli {
namespace {

using certificate::WriteResult;

int exit_code_of(WriteResult::Status s) {
  switch (s) {
    case WriteResult::Status::written:
      return kExitOk;
    case WriteResult::Status::limit:
      return kExitLimit;
    case WriteResult::Status::internal:
      return kExitInternal;
    case WriteResult::Status::error:
      break;
  }
  return kExitInputError;
}

// `why`: the reason when no certificate could be written (exit 2, 3 or 4).
int certify_subject(certificate::CertificateWriter& w, certificate::Subject& s,
                    const std::string& where, const solve::Result& r,
                    std::optional<double> time_limit, std::size_t memory_limit_mb,
                    std::ostream& err, std::string* why) {
  const solve::Verdict v = solve::verdict_of(r);
  if (v != solve::Verdict::unique && v != solve::Verdict::none) {
    err << where << ": no certificate: " << solve::verdict_text(r)
        << (v == solve::Verdict::multiple ? " (certificates prove uniqueness or no solution)" : "")
        << '\n';
    return kExitOk;
  }
  s.solution = v == solve::Verdict::unique ? &r.enumeration.solutions.front() : nullptr;
  const WriteResult wr = w.write(s, time_limit, memory_limit_mb);
  if (wr.status != WriteResult::Status::written) {
    err << where << ": no certificate: " << wr.message << '\n';
    if (why) *why = "no certificate: " + wr.message;
    return exit_code_of(wr.status);
  }
  err << where << ": certificate " << (std::filesystem::path(w.dir()) / s.name).string()
      << ".{cnf,drat" << (s.solution ? ",solution" : "") << "} (proof " << wr.proof_bytes
      << " bytes, " << wr.proof_seconds << " s)\n";
  return kExitOk;
}

}  // namespace

int certify(certificate::CertificateWriter& w, const std::string& file, const formats::Input& in,
            const model::Puzzle& puzzle, const solve::Result& r, std::optional<double> time_limit,
            std::size_t memory_limit_mb, std::ostream& err, std::string* why) {
  certificate::Subject s;
  s.puzzle = &puzzle;
  s.profile = solve::profile_of(puzzle);
  std::error_code ec;
  std::ostringstream ignored;
  std::optional<std::string> text;
  if (file != "-" && std::filesystem::is_regular_file(file, ec))
    text = formats::read_text_file(file, ignored);
  if (text) {  // the input's own bytes, its extension kept (format detection)
    s.puzzle_text = std::move(*text);
    s.extension = std::filesystem::path(file).extension().string();
  } else {  // a link or standard input: the rule text rfsat read
    s.puzzle_text = in.imported ? in.imported->rf.text() : in.rule_text.value_or("");
    s.extension = ".rf";
  }
  s.name = w.name_for(file);
  return certify_subject(w, s, in.name.empty() ? file : in.name, r, time_limit, memory_limit_mb,
                         err, why);
}

namespace {

// One item of a collection: solved, certified, recorded; its exit code.
int certify_item(const batch::Item& item, const std::string& name,
                 certificate::CertificateWriter& w, std::optional<double> time_limit,
                 std::size_t memory_limit_mb, solve::CheckReport& report, std::ostream& err) {
  const std::string where = name + ":" + std::to_string(item.line);
  formats::classic::ClassicGrid grid;
  std::string error;
  int column = 0;
  if (item.grid) {
    grid = *item.grid;
  } else if (!formats::classic::parse_line_puzzle(item.text, grid, &error, &column)) {
    err << text::printable(where) << ":" << column << ": error: " << error << '\n';
    report.add(solve::error_record(name, item.line, error, item.line, column));
    return kExitInputError;
  }
  const model::Puzzle puzzle = formats::classic::to_model(grid);
  const solve::Result r = solve::solve(
      puzzle, {.count = 2, .time_limit = time_limit, .memory_limit_mb = memory_limit_mb});
  if (r.violation) {
    err << text::printable(where)
        << ": internal error: a solution failed verification: " << *r.violation << '\n';
    report.add(solve::error_record(name, item.line, "internal error: " + *r.violation, 0, 0));
    return kExitInternal;
  }
  solve::CheckRecord record = solve::check_record(name, item.line, r);
  certificate::Subject s{
      .name = w.name_for(name, "-" + std::to_string(item.line)),
      .puzzle_text = formats::classic::write_classic(grid, formats::ClassicFormat::line),
      .extension = ".txt",
      .puzzle = &puzzle,
      .profile = solve::profile_of(puzzle)};
  std::string why;
  const int code = certify_subject(w, s, where, r, time_limit, memory_limit_mb, err, &why);
  with_certificate(record, code, why);
  report.add(record);
  if (code != kExitOk) return code;
  const solve::Verdict v = solve::verdict_of(r);
  return v == solve::Verdict::limit    ? kExitLimit
         : v != solve::Verdict::unique ? kExitNotUnique
                                       : kExitOk;
}

}  // namespace

// A record that says what the exit code says: a certificate that could not
// be written is an error of the puzzle's record (exit 2), a proof stopped by
// a limit its limit (exit 3); `why` is certify's reason.
void with_certificate(solve::CheckRecord& record, int code, const std::string& why) {
  if (code == kExitInputError || code == kExitInternal) {
    record = solve::error_record(record.file, record.line, why, 0, 0);
  } else if (code == kExitLimit && record.status == solve::CheckRecord::Status::pass) {
    record.status = solve::CheckRecord::Status::limit;
    record.verdict += "; " + why;
  }
}

int check_collection_with_proofs(formats::Input& in, const std::string& name,
                                 certificate::CertificateWriter& w,
                                 std::optional<double> time_limit, std::size_t memory_limit_mb,
                                 solve::CheckReport& report, std::ostream& err) {
  std::optional<batch::LineSource> lines;
  std::optional<batch::GridSource> grids;
  batch::Source* source = nullptr;
  if (in.kind == formats::Input::Kind::grids)
    source = &grids.emplace(std::move(in.grids));
  else
    source = &lines.emplace(batch::line_source(*in.stream, memory_limit_mb));
  batch::Item item;
  bool input_error = false, limit = false, not_unique = false;
  long long items = 0;
  while (source->next(item)) {
    ++items;
    switch (certify_item(item, name, w, time_limit, memory_limit_mb, report, err)) {
      case kExitInternal:
        return kExitInternal;
      case kExitInputError:
        input_error = true;
        break;
      case kExitLimit:
        limit = true;
        break;
      case kExitNotUnique:
        not_unique = true;
        break;
      default:
        break;
    }
  }
  if (const std::optional<batch::End> end = batch::unfinished(*source, items)) {
    std::ostringstream unused;  // the record goes to the report
    batch::Options records;
    records.report = &report;
    batch::print_end(*end, name, records, unused, err);
    limit = limit || end->kind == batch::End::Kind::limit;
    input_error = input_error || end->kind != batch::End::Kind::limit;
  }
  if (input_error) return kExitInputError;
  if (limit) return kExitLimit;
  return not_unique ? kExitNotUnique : kExitOk;
}

int cmd_verify_proof(const VerifyProofOptions& o, std::ostream& out, std::ostream& err) {
  bool bad = false, rejected = false, limit = false;
  const std::vector<std::string> cnfs = certificate::certificate_cnfs(o.paths, err, bad);
  for (const std::string& cnf : cnfs) {
    const certificate::VerifyResult r =
        certificate::verify_certificate(cnf, o.time_limit, o.memory_limit_mb);
    const std::string claim =
        r.claim == certificate::Claim::unique ? "exactly one solution" : "no solution";
    std::string message = r.message;  // less the CNF's name, which the line starts with
    if (message.rfind(cnf + ": ", 0) == 0) message.erase(0, cnf.size() + 2);
    using S = certificate::VerifyResult::Status;
    switch (r.status) {
      case S::verified:
        out << cnf << ": verified: " << r.puzzle_file << " has " << claim << " (" << r.seconds
            << " s)\n";
        if (o.verbose) out << "  " << r.message << '\n';
        break;
      case S::rejected:
        out << cnf << ": rejected: " << message << '\n';
        break;
      case S::bad_input:
        out << cnf << ": error: " << message << '\n';
        break;
      case S::limit:
        out << cnf << ": " << message << '\n';
        break;
    }
    rejected = rejected || r.status == S::rejected;
    bad = bad || r.status == S::bad_input;
    limit = limit || r.status == S::limit;
  }
  if (bad) return kExitInputError;
  if (limit) return kExitLimit;
  return rejected ? kExitNotUnique : kExitOk;
}

}  // namespace rfsat::cli
