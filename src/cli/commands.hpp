// The rfsat commands, one cmd_*.cpp each, on top of the solve service
// (src/solve/), collections (src/batch/), generation (src/generate/) and
// input loading (src/formats/load.hpp). Each returns the process exit code
// (exit_codes.hpp) and writes results to `out`, diagnostics to `err`.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "diagnostics.hpp"
#include "encode.hpp"
#include "import/imported.hpp"
#include "printable.hpp"
#include "report.hpp"

namespace rfsat::formats {
struct Input;
}
namespace rfsat::certificate {
class CertificateWriter;
}

namespace rfsat::cli {

// --memory-limit's default, in MiB: the formula and CaDiCaL's copy of it
// (solve::kBytesPerLiteral); a CI runner's few GB, and far above any
// puzzle of the collections (docs/limits.md).
inline constexpr std::size_t kDefaultMemoryLimitMb = 4096;

struct SolveOptions {
  std::string file;                   // a rule file, a classic file, or "-"
  std::string from;                   // forced input format ("" = detect)
  int count = 2;
  std::optional<double> time_limit;   // per puzzle
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;  // per puzzle
  std::optional<solve::Format> format;  // default: grid for one puzzle, line for collections
  bool stats = false;
  int jobs = 1;                       // threads: collections, or one puzzle's solvers
  bool incremental = false;           // collections: one solver per grid shape
  bool nylimb = false;                // cdok specs in Nylimb mode (cdok -N)
  int repeat = 1;                     // benchmarks: solve N times, report the median time
  long long first_line = 1;           // streams: the number of the input's first line
  bool exit_zero = false;             // streams: exit 0 when every line got its record
  bool svg = false;        // --format svg: the puzzle and its first solution drawn (render.hpp)
  std::string proof_dir;   // --proof DIR: write certificates (cmd_proof.cpp)
  bool strict = false;     // --strict: a rule file's lint warnings are errors (exit 2)
  bool estimate = false;   // --estimate: ApproxMC's estimate of the count (solve/estimate.hpp)
  std::uint64_t seed = 1;  // --seed: the estimate's random hashes
};
int cmd_solve(const SolveOptions& o, std::ostream& out, std::ostream& err);

// `rfsat check FILE|DIR...` (cmd_check.cpp; docs/ci.md).
struct CheckOptions {
  std::vector<std::string> files;  // files and directories (walked for puzzle files)
  std::string from;
  std::optional<double> time_limit;
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;
  int jobs = 1;
  bool incremental = false;
  bool nylimb = false;
  long long first_line = 1;  // streams: the number of the input's first line
  bool exit_zero = false;    // exit 0 when every puzzle got its record (not 4)
  solve::CheckFormat format = solve::CheckFormat::text;
  std::string output;                 // the report to this file ("" or "-": stdout)
  std::vector<std::string> excludes;  // --exclude GLOB: left out of directory walks
  std::string proof_dir;              // --proof DIR: write certificates (cmd_proof.cpp)
  bool quiet = false;                 // --quiet: the skipped files of walks are not named
  bool strict = false;                // --strict: a rule file's lint warnings are errors (exit 2)
};
int cmd_check(const CheckOptions& o, std::ostream& out, std::ostream& err);

// cmd_dimacs.cpp, cmd_decode.cpp; `from`: --from (a format name, "" to detect);
// `memory_limit_mb`: loading refused over it (formats::load_refusal);
// `strict`: --strict, a rule file's lint warnings are errors.
int cmd_dimacs(const std::string& file, const std::string& from, const std::string& output,
               std::size_t memory_limit_mb, bool strict, std::ostream& out, std::ostream& err);
// What `rfsat dimacs` writes of a loaded puzzle (cnf::write_dimacs): its
// formula and the comment lines that map cell variables to cells and
// symbols. nullopt: the memory limit stopped it (the message on `err`).
struct PuzzleDimacs {
  enc::Encoded encoded;
  std::vector<std::string> comments;
};
std::optional<PuzzleDimacs> puzzle_dimacs(const model::Puzzle& puzzle, const std::string& file,
                                          std::size_t memory_limit_mb, std::ostream& err);
int cmd_decode(const std::string& file, const std::string& from, const std::string& model_file,
               std::size_t memory_limit_mb, bool strict, std::ostream& out, std::ostream& err);

// --memory-limit before loading `file` (every command that loads one):
// false after printing `FILE: memory limit: reading this input would take
// about N MB (--memory-limit M)` (exit 3).
bool load_allowed(const std::string& file, const std::string& from, bool nylimb,
                  std::size_t memory_limit_mb, std::ostream& err);

// `load()`, a command's loading under LoadLimits (diagnostics.hpp): its
// result, or nullopt with `limited` set after printing `FILE: why` when a
// load limit stopped it (exit 3; an input error leaves `limited` false).
template <class Load>
auto load_within_limits(const std::string& file, std::ostream& err, bool& limited, Load&& load)
    -> decltype(load()) {
  limited = false;
  try {
    return load();
  } catch (const LoadLimitReached& e) {
    err << text::printable(file) << ": " << e.what() << '\n';
    limited = true;
    return std::nullopt;
  }
}

// `rfsat candidates FILE` (cmd_candidates.cpp): the true candidates.
struct CandidatesOptions {
  std::string file;
  std::string from;
  solve::CandidatesFormat format = solve::CandidatesFormat::grid;
  int count_per_candidate = 0;  // K >= 2: solutions per candidate, up to K
  std::optional<double> time_limit;
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;
  bool strict = false;  // --strict: a rule file's lint warnings are errors (exit 2)
};
int cmd_candidates(const CandidatesOptions& o, std::ostream& out, std::ostream& err);

// `rfsat minimize FILE` (cmd_minimize.cpp): givens and clue rules that can go.
struct MinimizeOptions {
  std::string file;
  std::string from;
  std::uint64_t seed = 1;
  std::string output;  // the minimal puzzle's file ("": into the report)
  bool json = false;
  std::optional<double> time_limit;
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;
  bool strict = false;  // --strict: a rule file's lint warnings are errors (exit 2)
};
int cmd_minimize(const MinimizeOptions& o, std::ostream& out, std::ostream& err);

// `rfsat convert IN --to FMT [--from FMT] [-o OUT]` (cmd_convert.cpp): classic
// formats and plain-sudoku rule files to each other; "-" is stdin/stdout.
struct ConvertOptions {
  std::string input;
  std::string to;
  std::string from;    // empty: detect by content, the extension as a hint
  std::string output;  // empty or "-": standard output
  bool nylimb = false; // cdok specs in Nylimb mode
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;  // loading only
  bool strict = false;  // --strict: a rule file's lint warnings are errors (exit 2)
};
int cmd_convert(const ConvertOptions& o, std::ostream& out, std::ostream& err);
// The conversion of an input whose text is read (o.input is only the
// extension hint): `rfsat convert` after reading, and the Python module's
// Puzzle.convert. nullopt: the errors are on `err`. `name` names the input
// in messages; `link`: the text is an f-puzzles or SudokuPad link.
std::optional<std::string> convert_text(const ConvertOptions& o, const std::string& name,
                                        std::string text, bool link, std::ostream& err);

// `rfsat generate`: a unique calcudoku (cdok's options: size, seed, -T,
// cage sizes, a difficulty bound), or with --rules a unique puzzle for any
// rule file (cmd_generate.cpp, generate.hpp).
struct GenerateOptions {
  int size = 6;
  std::optional<std::uint64_t> seed;  // default: drawn, and printed
  bool two_cell = false;
  std::string ops = "+-*/";  // operators drawn
  bool no_givens = false;    // every cell caged
  int min_cage = 2, max_cage = 4;
  std::optional<int> min_difficulty, max_difficulty;
  int count = 1;
  std::string format = "cdok";  // cdok, cdok-picture, cdok-utf8, rf
  bool solution = false;        // also print the solution
  std::string rules;            // a rule file: generate givens for it
  bool clues = false;           // --rules: also remove clue rules
  double time_limit = 20;       // per uniqueness proof
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;  // --rules' loading, every solver run
  std::string output;
  bool strict = false;  // --strict: a rule file's lint warnings are errors (exit 2)
};
int cmd_generate(const GenerateOptions& o, std::ostream& out, std::ostream& err);

// What an imported variant puzzle held that carries no rule (solve --stats):
// `name: not read (no rule): line (16 items); ...`, nothing if none
// (imported_report.cpp).
void write_not_read(std::ostream& err, const std::string& name, const formats::import::Imported& in);

// check's comparison of the unique solution with the one the input carries
// (f-puzzles `solution`, SudokuPad `metadata.solution`): "" when they agree
// or the input carries none, else what differs: "2 cells differ from the
// input's solution; first r4c3: 2, the input says 1" (imported_report.cpp).
std::string solution_mismatch(const formats::import::Imported& in, const std::string& solution_line);

// `rfsat render FILE [-o OUT] [--solution]` (cmd_render.cpp): the puzzle as
// an SVG picture; collections: one file per puzzle in the directory OUT.
struct RenderOptions {
  std::string file;
  std::string from;
  std::string output;                // a file, or a directory for collections; "" or "-": stdout
  bool solution = false;             // solve, and draw the solution
  bool candidates = false;           // draw the true candidates (solve/candidates.hpp)
  std::optional<double> time_limit;  // --solution, --candidates: per puzzle
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;
  bool nylimb = false;
  bool strict = false;  // --strict: a rule file's lint warnings are errors (exit 2)
};
int cmd_render(const RenderOptions& o, std::ostream& out, std::ostream& err);
// The picture of one puzzle `name` (o.solution: solved first; o.candidates:
// its true candidates drawn): the SVG, or nullopt on an internal error. A
// puzzle without a solution is drawn without one and says so on `err`;
// `code` rises to 1 then, to 3 when a limit stopped the search. `numbers`:
// a calcudoku's values as numbers; `imported`: its rule-less items noted.
std::optional<std::string> render_picture(const model::Puzzle& p, const RenderOptions& o,
                                          const std::string& name, bool numbers, std::ostream& err,
                                          int& code,
                                          const formats::import::Imported* imported = nullptr);

// Certificates (cmd_proof.cpp, docs/certificates.md). certify: the
// certificate of one solved puzzle read from `file` (a note on `err`; its
// exit code: 0 written or none due, 2, 3 or 4 as for a solve; `why`: the
// reason when not 0). with_certificate: a check record made to say what
// certify's code says (not written: an error; the proof stopped: a limit).
// check_collection_with_proofs: `check --proof` on a collection, one puzzle
// at a time, each with its certificate. verify-proof: 0 every certificate
// verified, 1 one rejected, 2 bad input, 3 a time limit.
int certify(certificate::CertificateWriter& w, const std::string& file, const formats::Input& in,
            const model::Puzzle& puzzle, const solve::Result& r, std::optional<double> time_limit,
            std::size_t memory_limit_mb, std::ostream& err, std::string* why = nullptr);
void with_certificate(solve::CheckRecord& record, int code, const std::string& why);
int check_collection_with_proofs(formats::Input& in, const std::string& name,
                                 certificate::CertificateWriter& w,
                                 std::optional<double> time_limit, std::size_t memory_limit_mb,
                                 solve::CheckReport& report, std::ostream& err);
struct VerifyProofOptions {
  std::vector<std::string> paths;    // directories, or certificate files
  std::optional<double> time_limit;  // per certificate: loading, re-encoding, the proof check
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;  // per step of a certificate
  bool verbose = false;                                 // the checker's counts and times
};
int cmd_verify_proof(const VerifyProofOptions& o, std::ostream& out, std::ostream& err);

// `rfsat explain FILE` (cmd_explain.cpp): a step-wise solve path.
struct ExplainOptions {
  std::string file;
  std::string from;
  bool json = false;
  bool svg = false;     // one picture per step into the directory `output`
  std::string output;   // "" or "-": standard output
  bool hint = false;    // only the next step
  bool verify = false;  // re-prove every step apart from the engine (explain/verify.hpp)
  int jobs = 1;         // threads for a contradiction step's hypotheses (the same path)
  std::optional<double> time_limit;
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;
  bool strict = false;
};
int cmd_explain(const ExplainOptions& o, std::ostream& out, std::ostream& err);

// `rfsat grade FILE|COLLECTION` (cmd_grade.cpp): difficulty grades.
struct GradeOptions {
  std::string file;
  std::string from;
  std::string format = "text";  // text, json or scl
  int jobs = 1;
  std::optional<double> time_limit;  // per puzzle
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;
};
int cmd_grade(const GradeOptions& o, std::ostream& out, std::ostream& err);

// The one puzzle of `file` for explain and grade, loaded under the limits
// (nullopt with `code` 2 or 3, message printed); at most 64 symbols.
std::optional<model::Puzzle> load_single_puzzle(const std::string& file, const std::string& from,
                                                std::optional<double> time_limit,
                                                std::size_t memory_limit_mb, bool strict,
                                                std::chrono::steady_clock::time_point start,
                                                std::ostream& err, int& code);

// `rfsat lint FILE...` (cmd_lint.cpp): likely mistakes in rule files
// (src/sema/lint.hpp); 0 none, 1 some warning, 2 a file that does not read.
int cmd_lint(const std::vector<std::string>& files, std::ostream& out, std::ostream& err);

// Runs a command (`run`: its exit code) with its standard output checked
// to its end (output_written.cpp): after a write error (a full disk,
// /dev/full, a file size limit) exit 2 with `rfsat: write error: REASON` on
// stderr, as coreutils say it, never a truncated output and exit 0; an
// internal error keeps its 4.
int with_output_written(const std::function<int()>& run);

// `rfsat rules [KEYWORD]` (cmd_rules.cpp): the rule registry as a listing,
// or one rule with its signature, description and example file; --example
// the example file alone, --markdown the reference of docs/rf-language.md.
struct RulesOptions {
  std::string keyword;
  bool example = false, markdown = false;
};
int cmd_rules(const RulesOptions& o, std::ostream& out, std::ostream& err);

}  // namespace rfsat::cli
