// The shared options (shared_options.hpp).
#include "shared_options.hpp"

#include "format.hpp"
#include "format_names.hpp"
#include "option_checks.hpp"
#include "printable.hpp"

namespace rfsat::cli {

bool& fetch_links() {
  static bool on = false;
  return on;
}

void add_one_puzzle(CLI::App* app, std::string& file, std::string& from) {
  app->add_option("file", file, "one puzzle: rule file, classic file, or variant puzzle (or link)")
      ->required();
  add_from(app, from);
}

void add_from(CLI::App* app, std::string& from) {
  app->add_option("--from", from, "input format (default: detected from the content)")
      ->check(CLI::Validator(
          [](std::string& name) -> std::string {
            if (rfsat::formats::format_from_name(name)) return "";
            return "unknown format '" + rfsat::text::printable(name.substr(0, 64)) +
                   "': expected " + kFormatNames;
          },
          ""));
  app->add_flag("--fetch", fetch_links(),
                "fetch a short SudokuPad link (https://sudokupad.app/ID) from SudokuPad's server: "
                "one request, at most 20 s and 4 MiB (default: no network)");
}

// Every command that loads a rule file: the lints become errors.
void add_strict(CLI::App* app, bool& strict) {
  app->add_flag("--strict", strict,
                "a rule file's warnings (likely mistakes, as rfsat lint finds them) are errors: "
                "exit 2");
}

void add_jobs(CLI::App* app, int& jobs) {  // solve, check
  app->add_option(
         "--jobs,-j", jobs,
         "threads: puzzles of a collection in parallel, or cooperating solvers on one hard puzzle "
         "(default 1)")
      ->check(integer_in(1, 256));
}

void add_incremental(CLI::App* app, bool& incremental) {  // solve, check
  app->add_flag("--incremental", incremental,
                "collections: one incremental solver per grid shape (faster on easy puzzles)");
}

void add_output(CLI::App* app, std::string& output, const std::string& help) {
  app->add_option("-o,--output", output, help);
}

// --time-limit and --nylimb: one name and check each; the help says what the
// command applies them to (a puzzle, a file, a proof; one spec or several).
void add_time_limit(CLI::App* app, double& seconds, const std::string& help) {
  app->add_option("--time-limit,-t", seconds, help)->check(seconds_above_zero());
}

// Every command that loads a file: an input whose reading would take more
// is refused unread; those that search (`searches`) also bound the formula
// and the solver (docs/limits.md).
void add_memory_limit(CLI::App* app, std::size_t& mb, bool searches, const char* help) {
  app->add_option("--memory-limit", mb,
                  help       ? help
                  : searches ? "refuse or stop (exit 3) an input whose reading, formula or solver "
                               "would take more memory than that, in MiB (default 4096)"
                             : "refuse (exit 3) an input whose reading would take more memory "
                               "than that, in MiB (default 4096)")
      ->check(integer_in(1, 1LL << 30));
}

void add_nylimb(CLI::App* app, bool& nylimb, const std::string& help) {
  app->add_flag("--nylimb,-N", nylimb, help);
}

// Streams cut into pieces (parallel --pipe, Spark, Hadoop; docs/parallel.md).
void add_stream(CLI::App* app, long long& first_line, bool& exit_zero) {  // solve, check
  app->add_option(
         "--first-line", first_line,
         "collections: number the input's first line N (a piece of a longer stream numbers "
         "its records as the whole would; docs/parallel.md)")
      ->check(integer_in(1, 1LL << 53));
  app->add_flag("--exit-zero", exit_zero,
                "collections: exit 0 when every line got its record, even an error or a limit (4 "
                "on an internal error, 2 if the output cannot be written; for cluster engines)");
}

void add_proof(CLI::App* app, std::string& dir) {  // solve, check
  app->add_option(
      "--proof", dir,
      "write certificates to DIR: for a unique puzzle (or one with no solution) N.cnf, N.drat, "
      "N.solution and a copy N.puzzle.EXT (rfsat verify-proof checks them; docs/certificates.md)");
}

}  // namespace rfsat::cli
