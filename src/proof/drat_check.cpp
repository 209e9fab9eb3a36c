// The public entry of rfsat::proof (see drat_check.hpp): read both inputs,
// turn read errors into verdicts, run the Checker, time the phases, and
// print a one-line summary. Entry points: check_drat(), check_drat_files(),
// summary(). No exception escapes: a checker that throws on garbage would
// make `verify-proof` crash where it must say no.
#include "drat_check.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <istream>
#include <sstream>

#include "checker.hpp"
#include "dimacs_reader.hpp"
#include "proof_reader.hpp"

namespace rfsat::proof {
namespace {

using Clock = std::chrono::steady_clock;

bool slurp(std::istream& in, std::string& out) {
  std::ostringstream buffer;
  if (in.peek() != std::char_traits<char>::eof()) buffer << in.rdbuf();
  out = std::move(buffer).str();
  return !in.bad();
}

Result failure(Verdict verdict, std::string reason) {
  Result r;
  r.verdict = verdict;
  r.reason = std::move(reason);
  return r;
}

// Reads and checks; the caller fills in the total time.
void check(std::string_view cnf_text, std::string_view proof_bytes, const Options& options, Result& res) {
  auto t0 = Clock::now();
  res.stats.proof_bytes = proof_bytes.size();
  Formula cnf;
  try {
    cnf = read_dimacs(cnf_text);
  } catch (const InputError& e) {
    res.verdict = Verdict::invalid_cnf;
    res.reason = e.what();
    return;
  }
  res.stats.variables = cnf.variables;
  res.stats.clauses = cnf.clauses;
  Proof proof;
  std::int64_t limit = std::min<std::int64_t>(kMaxVariables, std::int64_t{cnf.variables} + options.extra_variables);
  try {
    proof = read_proof(proof_bytes, options.format, static_cast<std::uint32_t>(limit));
  } catch (const InputError& e) {
    res.verdict = Verdict::invalid_proof;
    res.reason = e.what();
    res.failed_offset = e.offset;
    return;
  }
  res.stats.binary_proof = proof.binary;
  res.stats.parse_seconds = seconds_since(t0);
  try {
    Checker checker(cnf, proof, proof.binary ? std::string_view() : proof_bytes, options, res.stats);
    Outcome out = checker.run();
    res.verdict = out.verdict;
    res.reason = std::move(out.reason);
    res.failed_step = out.failed_step;
    res.failed_offset = out.failed_offset;
  } catch (const std::exception& e) {  // allocation: the inputs are too large
    res.verdict = Verdict::not_verified;
    res.reason = std::string("cannot check: ") + e.what();
  }
}

std::string fixed(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

}  // namespace

Result check_drat(std::string_view cnf, std::string_view proof, const Options& options) {
  auto t0 = Clock::now();
  Result res;
  check(cnf, proof, options, res);
  res.stats.total_seconds = seconds_since(t0);
  return res;
}

Result check_drat(std::istream& cnf, std::istream& proof, const Options& options) {
  auto t0 = Clock::now();
  std::string cnf_text, proof_bytes;
  if (!slurp(cnf, cnf_text)) return failure(Verdict::invalid_cnf, "cannot read the CNF");
  if (!slurp(proof, proof_bytes)) return failure(Verdict::invalid_proof, "cannot read the proof");
  Result res;
  check(cnf_text, proof_bytes, options, res);
  res.stats.total_seconds = seconds_since(t0);  // reading the streams included
  return res;
}

Result check_drat_files(const std::string& cnf_path, const std::string& proof_path, const Options& options) {
  std::ifstream cnf(cnf_path, std::ios::binary);
  if (!cnf) return failure(Verdict::invalid_cnf, "cannot open '" + cnf_path + "'");
  std::ifstream proof(proof_path, std::ios::binary);
  if (!proof) return failure(Verdict::invalid_proof, "cannot open '" + proof_path + "'");
  return check_drat(cnf, proof, options);
}

const char* to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::verified: return "verified";
    case Verdict::not_verified: return "not verified";
    case Verdict::invalid_cnf: return "invalid CNF";
    case Verdict::invalid_proof: return "invalid proof";
    case Verdict::time_limit: return "time limit";
  }
  return "?";
}

std::string summary(const Result& r) {
  const Stats& s = r.stats;
  std::string out = std::string(to_string(r.verdict)) + ": ";
  if (!r.verified()) return out + r.reason;
  out += std::to_string(s.core_lemmas) + " of " + std::to_string(s.lemmas) + " lemmas checked (RUP " +
         std::to_string(s.rup_lemmas) + ", RAT " + std::to_string(s.rat_lemmas) + "), " +
         std::to_string(s.core_clauses) + " of " + std::to_string(s.clauses) + " input clauses in the core";
  if (s.ignored_deletions + s.missing_deletions > 0)
    out += ", " + std::to_string(s.ignored_deletions) + " unit/reason deletions ignored, " +
           std::to_string(s.missing_deletions) + " deletions of absent clauses ignored";
  return out + ", " + fixed(s.total_seconds, 3) + " s (read " + fixed(s.parse_seconds, 3) + " s, forward " +
         fixed(s.forward_seconds, 3) + " s, backward " + fixed(s.backward_seconds, 3) + " s)";
}

}  // namespace rfsat::proof
