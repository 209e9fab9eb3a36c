// Verifying certificates (certificate.hpp), in the order a reader would:
// the certificate's own copy of the puzzle loads; the claimed solution (for
// "unique") satisfies every rule by the independent checker (src/check);
// the CNF is exactly the re-encoding of that puzzle and that solution's
// exclusion (so the proof is about this puzzle and no other formula); the
// DRAT proof refutes that CNF by rfsat::proof, which shares no code with
// CaDiCaL or the encoders. A certificate file that is missing or that is not
// an rfsat certificate is bad input; one that is there but wrong is rejected.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <set>
#include <sstream>

#include "certificate.hpp"
#include "drat_check.hpp"
#include "evaluate.hpp"
#include "files.hpp"

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

// The solution file's one line, checked against the rules.
std::optional<model::Assignment> read_solution(const model::Puzzle& puzzle, const std::string& path,
                                               std::string& why, bool& missing) {
  std::ostringstream err;
  std::optional<std::string> text = formats::read_text_file(path, err);
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

VerifyResult verify(const std::string& cnf_path, std::optional<double> time_limit, VerifyResult r) {
  std::ostringstream err;
  std::optional<std::string> cnf = formats::read_text_file(cnf_path, err);
  if (!cnf) return fail(r, Status::bad_input, err.str().substr(0, err.str().size() - 1));
  const std::optional<std::string> puzzle_file = header_value(*cnf, "puzzle");
  const std::optional<std::string> claim = header_value(*cnf, "claim");
  if (!puzzle_file || !claim || (*claim != "unique" && *claim != "none"))
    return fail(r, Status::bad_input,
                cnf_path + ": not an rfsat certificate (no 'c puzzle' and 'c claim' lines)");
  r.puzzle_file = *puzzle_file;
  r.claim = *claim == "unique" ? Claim::unique : Claim::none;
  if (puzzle_file->empty() || puzzle_file->find('/') != std::string::npos || *puzzle_file == "." ||
      *puzzle_file == "..")
    return fail(r, Status::bad_input,
                cnf_path + ": the puzzle must be a file beside the certificate");
  const fs::path dir = fs::path(cnf_path).parent_path();
  const std::string stem = cnf_path.substr(0, cnf_path.size() - 4);
  std::optional<model::Puzzle> puzzle = load_certified_puzzle((dir / *puzzle_file).string(), err);
  if (!puzzle) return fail(r, Status::bad_input, err.str().substr(0, err.str().size() - 1));
  std::optional<model::Assignment> solution;
  if (r.claim == Claim::unique) {
    std::string why;
    bool missing = false;
    solution = read_solution(*puzzle, stem + ".solution", why, missing);
    if (!solution) return fail(r, missing ? Status::bad_input : Status::rejected, why);
  }
  std::string why;
  const std::optional<std::string> expected =
      certificate_cnf(*puzzle, solution ? &*solution : nullptr, *puzzle_file, &why);
  if (!expected) return fail(r, Status::bad_input, cnf_path + ": " + why);
  if (std::string d = first_difference(*expected, *cnf); !d.empty())
    return fail(r, Status::rejected, cnf_path + ": not the CNF of the puzzle and its claim: " + d);
  std::optional<std::string> proof = formats::read_text_file(stem + ".drat", err);
  if (!proof) return fail(r, Status::bad_input, err.str().substr(0, err.str().size() - 1));
  proof::Options options;
  if (time_limit) options.time_limit = *time_limit;
  const proof::Result checked =
      proof::check_drat(std::string_view(*cnf), std::string_view(*proof), options);
  r.proof_seconds = checked.stats.total_seconds;
  if (checked.verdict == proof::Verdict::time_limit)
    return fail(r, Status::limit, stem + ".drat: time limit reached while checking");
  if (!checked.verified()) return fail(r, Status::rejected, stem + ".drat: " + checked.reason);
  r.status = Status::verified;
  r.message = proof::summary(checked);
  return r;
}

}  // namespace

VerifyResult verify_certificate(const std::string& cnf_path, std::optional<double> time_limit) {
  const auto start = std::chrono::steady_clock::now();
  VerifyResult r = verify(cnf_path, time_limit, VerifyResult{});
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
