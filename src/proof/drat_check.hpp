// rfsat::proof: an independent checker of DRAT refutations, the witness
// behind `rfsat verify-proof` (issue 28). It shares no code with CaDiCaL or
// with rfsat's encoders and CNF writer: its own DIMACS and DRAT readers, its
// own propagation. Entry point: check_drat(). Method: backward checking,
// core-first, as in drat-trim (N. Wetzler, M. Heule, W. Hunt, "DRAT-trim:
// Efficient Checking and Trimming Using Expressive Clausal Proofs", SAT 2014;
// M. Heule, W. Hunt, N. Wetzler, "Trimming while Checking Clausal Proofs",
// FMCAD 2013).
//
// What a verdict means. A forward pass adds the lemmas and applies the
// deletions while propagating units, until the clauses conflict by unit
// propagation (an empty-clause lemma, or the input itself, ends the proof
// there; the rest of the file is parsed but not used). A backward pass then
// checks only the lemmas that the conflict depends on, each by RUP (reverse
// unit propagation over the clauses active at that point, core clauses
// first) or else by RAT on its first literal against every active clause
// containing the negated pivot. `verified` therefore means: the CNF is
// unsatisfiable, witnessed by the proof.
//
// Deletions, as drat-trim does by default: deleting a unit clause, or a
// clause that is the reason of a propagated unit, is ignored (counted in
// Stats::ignored_deletions); deleting a clause that is not present is
// ignored too (Stats::missing_deletions). Both only keep more clauses, which
// cannot make a wrong proof pass. A proof whose last lemmas are missing but
// whose clauses already conflict by unit propagation is accepted (the empty
// clause is then RUP), as drat-trim accepts it.
//
// Usage (also compiled as the test DratCheck.HeaderExample):
//
//   std::istringstream cnf("p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n");
//   std::istringstream drat("1 0\n0\n");
//   rfsat::proof::Result r = rfsat::proof::check_drat(cnf, drat);
//   if (!r.verified()) std::cerr << r.reason << '\n';
//   std::cout << rfsat::proof::summary(r) << '\n';
//     // verified: 1 of 2 lemmas checked (RUP 1, RAT 0), ...
#pragma once

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace rfsat::proof {

enum class ProofFormat { detect, text, binary };

struct Options {
  ProofFormat format = ProofFormat::detect;  // detect: drat-trim's rule on the first bytes
  bool core_first = true;                    // propagate core clauses before the others
  bool allow_rat = true;                     // false: RUP only (shows where RAT is needed)
  double time_limit = 0;                     // seconds for the check proper; 0 = none
  // Also stop at this time point (the caller's whole run: rfsat verify-proof
  // counts loading and re-encoding the puzzle in its --time-limit).
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // Proofs may introduce variables the CNF does not have (extended
  // resolution); beyond the CNF's count plus this many, a literal is
  // rejected as garbage.
  std::uint32_t extra_variables = 1u << 20;
  // For tests: after every step verify that the top-level assignment is
  // exactly the unit propagation fixpoint (quadratic; finds checker bugs).
  bool self_check = false;
};

enum class Verdict {
  verified,       // the proof refutes the CNF
  not_verified,   // a lemma failed, or no conflict was derived
  invalid_cnf,    // the CNF could not be read (reason names the line)
  invalid_proof,  // the proof could not be read: malformed or truncated (names the byte)
  time_limit,     // Options::time_limit ran out
};

struct Stats {
  std::uint32_t variables = 0;         // the CNF header's
  std::uint64_t clauses = 0;           // the CNF's
  std::uint64_t proof_bytes = 0;
  bool binary_proof = false;
  std::uint64_t lemmas = 0;            // additions in the proof file
  std::uint64_t deletions = 0;         // deletions in the proof file
  std::uint64_t lemmas_used = 0;       // additions up to the conflict
  std::uint64_t core_lemmas = 0;       // lemmas the conflict depends on: those checked
  std::uint64_t rup_lemmas = 0;        // checked and RUP
  std::uint64_t rat_lemmas = 0;        // checked, not RUP, RAT on their first literal
  std::uint64_t rat_candidates = 0;    // resolution candidates checked for those
  std::uint64_t core_clauses = 0;      // input clauses the refutation uses
  std::uint64_t ignored_deletions = 0; // deletions of unit or reason clauses, ignored
  std::uint64_t missing_deletions = 0; // deletions of clauses not present, ignored
  std::uint64_t propagations = 0;      // literals assigned, in both passes
  double parse_seconds = 0;     // parsing the CNF and the proof
  double forward_seconds = 0;   // loading the CNF, the forward pass
  double backward_seconds = 0;  // the backward pass: the lemma checks
  double total_seconds = 0;     // all of it, reading the streams or files included
};

struct Result {
  Verdict verdict = Verdict::not_verified;
  std::string reason;                // empty iff verified
  std::uint64_t failed_step = 0;     // 1-based index of the failing proof step; 0 if none
  std::uint64_t failed_offset = 0;   // its byte offset in the proof (or the read error's)
  Stats stats;
  bool verified() const { return verdict == Verdict::verified; }
};

// Checks that `proof` (DRAT, text or binary) refutes `cnf` (DIMACS).
// Never throws on bad input: read errors become invalid_cnf/invalid_proof.
Result check_drat(std::istream& cnf, std::istream& proof, const Options& options = {});
Result check_drat(std::string_view cnf, std::string_view proof, const Options& options = {});
// Same, reading two files; an unreadable file is an invalid_cnf/invalid_proof.
Result check_drat_files(const std::string& cnf_path, const std::string& proof_path,
                        const Options& options = {});

const char* to_string(Verdict verdict);
// One line: the verdict, then the reason or the counts and times.
std::string summary(const Result& result);

}  // namespace rfsat::proof
