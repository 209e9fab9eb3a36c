// The options several commands take, each declared once with its name,
// check and help (main.cpp's declare_* functions call them): --from,
// --fetch, --jobs, --incremental, -o, --time-limit, --memory-limit,
// --nylimb, the stream options, --proof and --strict.
//
//   add_from(solve, options.from);
#pragma once

#include <CLI/CLI.hpp>
#include <cstddef>
#include <string>

namespace rfsat::cli {

// --fetch, beside --from on every command that reads a puzzle: one switch
// for the process (the network is the program's choice, not a puzzle's).
bool& fetch_links();
// Every command that reads a puzzle: --from (an unknown name lists the
// formats, as convert's --to does) and --fetch.
// The one puzzle a command reads, and --from (candidates, minimize, explain).
void add_one_puzzle(CLI::App* app, std::string& file, std::string& from);
void add_from(CLI::App* app, std::string& from);
// Every command that loads a rule file: the lints become errors.
void add_strict(CLI::App* app, bool& strict);
void add_jobs(CLI::App* app, int& jobs);                 // solve, check
void add_incremental(CLI::App* app, bool& incremental);  // solve, check
void add_output(CLI::App* app, std::string& output,      // dimacs, convert, generate, check
                const std::string& help = "output file (default: standard output)");
// --time-limit and --nylimb: one name and check each; the help says what the
// command applies them to (a puzzle, a file, a proof; one spec or several).
void add_time_limit(CLI::App* app, double& seconds, const std::string& help);
void add_nylimb(CLI::App* app, bool& nylimb, const std::string& help);
// Every command that loads a file: an input whose reading would take more
// is refused unread; those that search (`searches`) also bound the formula
// and the solver (docs/limits.md).
void add_memory_limit(CLI::App* app, std::size_t& mb, bool searches = true,
                      const char* help = nullptr);
// Streams cut into pieces (parallel --pipe, Spark, Hadoop; docs/parallel.md).
void add_stream(CLI::App* app, long long& first_line, bool& exit_zero);  // solve, check
void add_proof(CLI::App* app, std::string& dir);                         // solve, check

}  // namespace rfsat::cli
