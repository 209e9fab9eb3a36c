// Certificates of uniqueness (issue 28, docs/certificates.md): files that
// let anyone check, without trusting rfsat's solver, that a puzzle has
// exactly one solution (or none). For a puzzle named N, a certificate
// directory holds
//   N.puzzle.EXT  a copy of the puzzle (its input text; .rf for links),
//   N.solution    the solution, one line of symbols (holes '.'),
//   N.cnf         the rules as rfsat encodes them WITHOUT compile-time
//                 pruning, plus one clause "some cell differs from
//                 N.solution" (none for a "no solution" claim), with the
//                 `c x` cell map of `rfsat dimacs`,
//   N.drat        a binary DRAT refutation of N.cnf by a fresh CaDiCaL
//                 given the whole CNF at once (no incremental state).
// Entry points: CertificateWriter (rfsat check/solve --proof DIR, write.cpp)
// and verify_certificate (rfsat verify-proof, verify.cpp), which re-reads
// the puzzle, checks the solution with src/check, re-encodes the puzzle and
// compares the CNF byte for byte, and checks the proof with src/proof (which
// shares no code with CaDiCaL or the encoders).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "cnf.hpp"
#include "diagnostics.hpp"
#include "encode.hpp"
#include "puzzle.hpp"
#include "solver.hpp"

namespace rfsat::certificate {

// What a certificate claims about its puzzle.
enum class Claim { unique, none };

// The certificate CNF as text: the puzzle's rules (enc::encode_puzzle with
// prune = false), the exclusion clause of `solution` when claiming
// uniqueness (nullptr: "no solution"), comments naming `puzzle_file` and the
// claim, then the cell map. nullopt (and `why`) when rfsat cannot certify
// this puzzle (more than 64 symbols). `formula`, if given, receives the
// same clauses (what the proving solver is given). `budget`'s deadline and
// max_literals bound the encoding (cnf::LimitExceeded past them; its prune
// is ignored: never pruned).
std::optional<std::string> certificate_cnf(const model::Puzzle& puzzle,
                                           const model::Assignment* solution,
                                           const std::string& puzzle_file, std::string* why,
                                           cnf::Formula* formula = nullptr,
                                           enc::Options budget = {});

// N.solution's line: each cell's glyph in cell order, '.' for holes; and
// back, with `why` (1-based column) when the line does not fit the puzzle.
std::string solution_line(const model::Puzzle& puzzle, const model::Assignment& a);
std::optional<model::Assignment> parse_solution(const model::Puzzle& puzzle,
                                                const std::string& line, std::string* why);

// The puzzle input a certificate names: `path` read as rfsat reads any
// input (every number range-checked), which must hold exactly one puzzle (a
// one-line collection counts) and read without a reader's warning, under
// `limits` (LoadLimitReached past them).
std::optional<model::Puzzle> load_certified_puzzle(const std::string& path, std::ostream& err,
                                                   const LoadLimits& limits = {});

// --- Writing (write.cpp) --------------------------------------------------

// The puzzle to certify and where its text comes from.
struct Subject {
  std::string name;         // N: the certificate's file names
  std::string puzzle_text;  // written as N.puzzle<extension>
  std::string extension;    // ".rf", ".json", ".txt", ...
  const model::Puzzle* puzzle = nullptr;
  const model::Assignment* solution = nullptr;           // nullptr: claim "no solution"
  backend::Profile profile = backend::Profile::general;  // CaDiCaL's options, as the solve had them
};

struct WriteResult {
  enum class Status { written, limit, error, internal } status = Status::error;
  std::string message;  // why not written
  double proof_seconds = 0;
  long long proof_bytes = 0;
};

class CertificateWriter {
 public:
  // `dir` must exist or be creatable; `inputs` are never overwritten.
  CertificateWriter(std::string dir, std::vector<std::string> inputs);
  // A fresh certificate name for an input path (its stem; on a clash in
  // this run, parent-stem, then -2, -3, ...), `suffix` appended (collection
  // lines: "-LINE").
  std::string name_for(const std::string& input_path, const std::string& suffix = "");
  // Proves and writes the four files; `time_limit` bounds the proof run,
  // `memory_limit_mb` (0: none) the process's memory while it searches.
  WriteResult write(const Subject& s, std::optional<double> time_limit,
                    std::size_t memory_limit_mb = 0);
  const std::string& dir() const { return dir_; }

 private:
  bool protected_path(const std::string& path) const;
  std::string dir_;
  std::vector<std::string> inputs_;
  std::vector<std::string> used_;
};

// --- Verifying (verify.cpp) -----------------------------------------------

struct VerifyResult {
  enum class Status { verified, rejected, bad_input, limit } status = Status::bad_input;
  Claim claim = Claim::unique;
  std::string puzzle_file;   // as the CNF names it
  std::string message;       // why not verified; the checker's summary if verified
  double seconds = 0;        // the whole verification
  double proof_seconds = 0;  // the DRAT check alone
};

// Verifies the certificate whose CNF is `cnf_path` (N.cnf; its siblings
// N.drat and N.solution, and the puzzle file the CNF names, in the same
// directory). `time_limit` bounds the whole verification (reading the
// files, loading and re-encoding the puzzle, the DRAT check), and
// `memory_limit_mb` (0: none) what each step may take: the files are read
// within it, the puzzle loads under it, the re-encoding has its budget, and
// the DRAT check is refused when its estimate exceeds it. Past either:
// Status::limit.
VerifyResult verify_certificate(const std::string& cnf_path, std::optional<double> time_limit,
                                std::size_t memory_limit_mb = 0);

// The certificates named by `args`: each directory's *.cnf files (sorted),
// each file as given (N.cnf, or any of N's files). Unusable arguments are
// reported on `err` and set `bad`.
std::vector<std::string> certificate_cnfs(const std::vector<std::string>& args, std::ostream& err,
                                          bool& bad);

}  // namespace rfsat::certificate
