// Verifying certificates (certificate.hpp), in the order a reader would:
// the certificate's own copy of the puzzle loads; the claimed solution (for
// "unique") satisfies every rule by the independent checker (src/check);
// the CNF is exactly the re-encoding of that puzzle and that solution's
// exclusion (so the proof is about this puzzle and no other formula); the
// DRAT proof refutes that CNF by rfsat::proof, which shares no code with
// CaDiCaL or the encoders. A certificate file that is missing or that is not
// an rfsat certificate is bad input; one that is there but wrong is rejected.
// A certificate is hostile input too: --time-limit counts every step from
// the start (a puzzle copy of a 498x498 anti_queen grid takes long to
// load), and --memory-limit bounds each (Budget); past either it is a
// limit, never a verdict.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <limits>
#include <set>
#include <sstream>

#include "certificate.hpp"
#include "drat_check.hpp"
#include "evaluate.hpp"
#include "files.hpp"
#include "load.hpp"
#include "printable.hpp"

namespace rfsat::certificate {
namespace fs = std::filesystem;
namespace {

using Status = VerifyResult::Status;

VerifyResult fail(VerifyResult r, Status status, std::string message) {
  r.status = status;
  r.message = std::move(message);
  return r;
}

// The value of the header comment "c KEY value" before the `p` line.
std::optional<std::string> header_value(const std::string& cnf, const std::string& key) {
  std::istringstream in(cnf);
  std::string line;
  while (std::getline(in, line) && line.rfind("c", 0) == 0) {
    if (line.rfind("c " + key + " ", 0) == 0) return line.substr(key.size() + 3);
  }
  return std::nullopt;
}

std::string excerpt(const std::string& s) { return s.size() > 70 ? s.substr(0, 70) + "..." : s; }

// "" if equal, else where the first difference is.
std::string first_difference(const std::string& expected, const std::string& found) {
  if (expected == found) return "";  // the usual case: no line by line
  std::istringstream e(expected), f(found);
  std::string le, lf;
  for (int line = 1;; ++line) {
    const bool he = static_cast<bool>(std::getline(e, le)),
               hf = static_cast<bool>(std::getline(f, lf));
    if (!he && !hf) return expected == found ? "" : "line endings differ";
    if (he != hf || le != lf)
      return "line " + std::to_string(line) + ": expected '" + (he ? excerpt(le) : "end of file") +
             "', found '" + (hf ? excerpt(lf) : "end of file") + "'";
  }
}

// What one verification may spend: --time-limit from its start (reading,
// loading, re-encoding and the DRAT check), --memory-limit for each step.
struct Budget {
  Deadline deadline;
  LoadLimits load;  // the puzzle's reading and loading; memory_bytes 0: no limit
  std::size_t memory_mb() const { return load.memory_bytes >> 20; }
};

// Bytes of memory per byte of a certificate file while it is verified:
// the CNF's text is held twice (the file, and the re-encoding's text to
// compare) while the DRAT checker holds its clauses with their watches
// and hash, and the proof's lemmas. Measured peak resident memory over
// file size (docs/limits.md): 10.6 for the CNF (a 3.3 MB CNF, a 1.6 KB
// proof), 5.4 for the proof (a 12 MB proof); rounded up with room.
constexpr std::size_t kCnfBytesPerByte = 16;
constexpr std::size_t kProofBytesPerByte = 8;
// The re-encoded formula: 4 bytes a literal stored (8 while the vector
// grows), its DIMACS text about as much again.
constexpr std::size_t kEncodingBytesPerLiteral = 16;

// `step()`, a load limit it reaches named after `path` (which file).
template <class Step>
auto reading(const std::string& path, Step&& step) -> decltype(step()) {
  try {
    return step();
  } catch (const LoadLimitReached& e) {
    throw LoadLimitReached(path + ": " + e.what());
  }
}

// Every file of a certificate is a regular file (as `check --proof` writes
// them, or a link to one): a FIFO would wait for a writer, a device never
// end. Else a message on `err`.
bool regular(const std::string& path, std::ostream& err) {
  std::error_code ec;
  if (!fs::exists(path, ec) || fs::is_regular_file(path, ec)) return true;  // missing: read says so
  err << text::printable(path) << ": error: not a regular file (a certificate's files are)\n";
  return false;
}

// A file of the certificate, read within the memory limit.
std::optional<std::string> read_part(const std::string& path, const Budget& b, std::size_t per_byte,
                                     std::ostream& err) {
  if (!regular(path, err)) return std::nullopt;
  return reading(path, [&] {
    return formats::read_text_file(path, err, formats::read_cap(b.load.memory_bytes, per_byte));
  });
}

// The solution file's one line, checked against the rules.
std::optional<model::Assignment> read_solution(const model::Puzzle& puzzle, const std::string& path,
                                               const Budget& b, std::string& why, bool& missing) {
  std::ostringstream err;
  std::optional<std::string> text = read_part(path, b, 1, err);
  if (!text) {
    missing = true;
    why = err.str().empty() ? path + ": cannot read" : err.str().substr(0, err.str().size() - 1);
    return std::nullopt;
  }
  std::string line = text->substr(0, text->find('\n'));
  if (text->find('\n') == std::string::npos || text->find('\n') + 1 != text->size()) {
    why = path + ": expected one line ending with a newline";
    return std::nullopt;
  }
  std::optional<model::Assignment> a = parse_solution(puzzle, line, &why);
  if (!a) {
    why = path + ": " + why;
    return std::nullopt;
  }
  if (auto violation = check::find_violation(puzzle, *a)) {
    why = path + ": not a solution of the puzzle: " + *violation;
    return std::nullopt;
  }
  return a;
}

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

VerifyResult limit(VerifyResult r, const std::string& where, const std::string& what) {
  return fail(std::move(r), Status::limit, where + ": " + what);
}

// Why the re-encoding stopped, in the words of a limit.
std::string re_encoding_stopped(const cnf::LimitExceeded& e, std::size_t memory_mb) {
  switch (e.kind) {
    case cnf::LimitExceeded::Kind::time:
      return "time limit reached while re-encoding the puzzle";
    case cnf::LimitExceeded::Kind::memory:
      return "memory limit: re-encoding the puzzle would take more than " +
             std::to_string(memory_mb) + " MB (--memory-limit)";
    case cnf::LimitExceeded::Kind::size:
      break;
  }
  return std::string("a rule is too large to encode: ") + e.what();
}

// The CNF rfsat makes for the certificate's puzzle and claim, within the
// budget; nullopt with `r` set when it cannot be made.
std::optional<std::string> expected_cnf(const model::Puzzle& puzzle,
                                        const model::Assignment* solution,
                                        const std::string& puzzle_file, const std::string& cnf_path,
                                        const Budget& b, VerifyResult& r) {
  std::string why;
  const enc::Options budget{.max_literals = b.load.memory_bytes == 0
                                                ? std::numeric_limits<std::size_t>::max()
                                                : b.load.memory_bytes / kEncodingBytesPerLiteral,
                            .deadline = b.deadline};
  try {
    if (auto cnf = certificate_cnf(puzzle, solution, puzzle_file, &why, nullptr, budget))
      return cnf;
    r = fail(r, Status::bad_input, cnf_path + ": " + why);
  } catch (const cnf::LimitExceeded& e) {
    r = limit(r, cnf_path, re_encoding_stopped(e, b.memory_mb()));
  }
  return std::nullopt;
}

// The DRAT check of `cnf` by `proof`, refused unstarted when the estimate
// of the verification's peak exceeds the memory limit, stopped at the
// deadline.
VerifyResult check_proof(const std::string& cnf, const std::string& proof, const std::string& stem,
                         const Budget& b, VerifyResult r) {
  const std::size_t estimate = cnf.size() * kCnfBytesPerByte + proof.size() * kProofBytesPerByte;
  if (b.load.memory_bytes != 0 && estimate > b.load.memory_bytes)
    return limit(r, stem + ".drat",
                 "memory limit: checking this proof would take about " +
                     std::to_string((estimate >> 20) + 1) + " MB (--memory-limit " +
                     std::to_string(b.memory_mb()) + ")");
  proof::Options options;
  options.deadline = b.deadline;
  const proof::Result checked =
      proof::check_drat(std::string_view(cnf), std::string_view(proof), options);
  r.proof_seconds = checked.stats.total_seconds;
  if (checked.verdict == proof::Verdict::time_limit)
    return fail(r, Status::limit, stem + ".drat: time limit reached while checking");
  if (!checked.verified()) return fail(r, Status::rejected, stem + ".drat: " + checked.reason);
  r.status = Status::verified;
  r.message = proof::summary(checked);
  return r;
}

// The certificate's claim and puzzle file from its CNF's header; nullopt
// with `r` set (bad input) when it is not an rfsat certificate.
std::optional<std::string> claimed_puzzle(const std::string& cnf, const std::string& cnf_path,
                                          VerifyResult& r) {
  const std::optional<std::string> puzzle_file = header_value(cnf, "puzzle");
  const std::optional<std::string> claim = header_value(cnf, "claim");
  if (!puzzle_file || !claim || (*claim != "unique" && *claim != "none")) {
    r = fail(r, Status::bad_input,
             cnf_path + ": not an rfsat certificate (no 'c puzzle' and 'c claim' lines)");
    return std::nullopt;
  }
  r.puzzle_file = *puzzle_file;
  r.claim = *claim == "unique" ? Claim::unique : Claim::none;
  if (puzzle_file->empty() || puzzle_file->find('/') != std::string::npos || *puzzle_file == "." ||
      *puzzle_file == "..") {
    r = fail(r, Status::bad_input, cnf_path + ": the puzzle must be a file beside the certificate");
    return std::nullopt;
  }
  return puzzle_file;
}

// Every step in order; a load limit (reading a file, loading the puzzle)
// goes to the caller.
VerifyResult verify(const std::string& cnf_path, const Budget& b, VerifyResult r) {
  std::ostringstream err;
  auto first_line = [&err] { return err.str().substr(0, err.str().size() - 1); };
  std::optional<std::string> cnf = read_part(cnf_path, b, kCnfBytesPerByte, err);
  if (!cnf) return fail(r, Status::bad_input, first_line());
  const std::optional<std::string> puzzle_file = claimed_puzzle(*cnf, cnf_path, r);
  if (!puzzle_file) return r;
  const fs::path dir = fs::path(cnf_path).parent_path();
  const std::string stem = cnf_path.substr(0, cnf_path.size() - 4);
  const std::string copy = (dir / *puzzle_file).string();
  if (!regular(copy, err)) return fail(r, Status::bad_input, first_line());
  std::optional<model::Puzzle> puzzle =
      reading(copy, [&] { return load_certified_puzzle(copy, err, b.load); });
  if (!puzzle) return fail(r, Status::bad_input, first_line());
  std::optional<model::Assignment> solution;
  if (r.claim == Claim::unique) {
    std::string why;
    bool missing = false;
    solution = read_solution(*puzzle, stem + ".solution", b, why, missing);
    if (!solution) return fail(r, missing ? Status::bad_input : Status::rejected, why);
  }
  const std::optional<std::string> expected =
      expected_cnf(*puzzle, solution ? &*solution : nullptr, *puzzle_file, cnf_path, b, r);
  if (!expected) return r;
  if (std::string d = first_difference(*expected, *cnf); !d.empty())
    return fail(r, Status::rejected, cnf_path + ": not the CNF of the puzzle and its claim: " + d);
  std::optional<std::string> proof = read_part(stem + ".drat", b, kProofBytesPerByte, err);
  if (!proof) return fail(r, Status::bad_input, first_line());
  return check_proof(*cnf, *proof, stem, b, r);
}

}  // namespace

VerifyResult verify_certificate(const std::string& cnf_path, std::optional<double> time_limit,
                                std::size_t memory_limit_mb) {
  const auto start = std::chrono::steady_clock::now();
  const Deadline deadline = deadline_after(time_limit, start);
  VerifyResult r;
  try {
    r = verify(cnf_path, {deadline, load_limits(deadline, memory_limit_mb)}, r);
  } catch (const LoadLimitReached& e) {  // "FILE: why": a file or the copy over a limit
    r = fail(r, Status::limit, e.what());
  }
  r.seconds = since(start);
  return r;
}

std::vector<std::string> certificate_cnfs(const std::vector<std::string>& args, std::ostream& err,
                                          bool& bad) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  auto add = [&](const std::string& path) {
    if (seen.insert(path).second) out.push_back(path);
  };
  for (const std::string& arg : args) {
    std::error_code ec;
    if (fs::is_directory(arg, ec)) {
      std::vector<std::string> found;
      for (const fs::directory_entry& e : fs::directory_iterator(arg, ec))
        if (e.path().extension() == ".cnf" && e.is_regular_file(ec))
          found.push_back(e.path().string());
      std::sort(found.begin(), found.end());
      if (found.empty()) {
        err << arg << ": error: no certificate (.cnf file) in this directory\n";
        bad = true;
      }
      for (const std::string& f : found) add(f);
      continue;
    }
    std::string cnf = arg;  // N.cnf, or one of N.drat, N.solution, N.puzzle.EXT
    const std::string file = fs::path(arg).filename().string();
    for (const char* suffix : {".drat", ".solution"})
      if (file.size() > std::string(suffix).size() && file.ends_with(suffix))
        cnf = arg.substr(0, arg.size() - std::string(suffix).size()) + ".cnf";
    if (const std::size_t at = file.rfind(".puzzle");
        at != std::string::npos && at > 0 && !file.ends_with(".cnf"))
      cnf = arg.substr(0, arg.size() - file.size() + at) + ".cnf";
    if (!cnf.ends_with(".cnf") || !fs::is_regular_file(cnf, ec)) {
      err << arg << ": error: not a certificate file or directory (expected N.cnf beside N.drat)\n";
      bad = true;
      continue;
    }
    add(cnf);
  }
  return out;
}

}  // namespace rfsat::certificate
