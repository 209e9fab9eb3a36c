// rfsat's command line: subcommands solve, check, dimacs, decode (CLI11).
// convert: classic sudoku formats and calcudokus (cmd_convert.cpp);
// generate: calcudokus and givens for rule files (cmd_generate.cpp).
// Usage errors exit 2 like every other input error.
#include <CLI/CLI.hpp>
#include <iostream>
#include <map>

#include "commands.hpp"
#include "exit_codes.hpp"

using namespace rfsat::cli;

int main(int argc, char** argv) {
  CLI::App app{"rfsat: a SAT-backed compiler for Sudoku and its variants"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "rfsat 0.1.0");

  SolveOptions solve;
  double solve_limit = 0;
  const std::map<std::string, Format> formats{
      {"grid", Format::grid}, {"line", Format::line}, {"json", Format::json},
      {"cdok", Format::cdok}, {"cdok-utf8", Format::cdok_utf8}};
  const std::string kJobsHelp =
      "threads: puzzles of a collection in parallel, or cooperating solvers on one hard puzzle (default 1)";
  CLI::App* s = app.add_subcommand("solve", "solve a puzzle and count its solutions up to N");
  s->add_option("file", solve.file,
                "rule file (.rf), classic puzzle file, or a collection (.sdm/.txt, - for stdin)")
      ->required();
  s->add_option("--from", solve.from, "input format (default: detected from the content)");
  s->add_option("--jobs,-j", solve.jobs, kJobsHelp)->check(CLI::Range(1, 256));
  s->add_option("--count,-n", solve.count, "stop after N solutions (default 2: proves uniqueness)")
      ->check(CLI::Range(1, 1000000));
  s->add_option("--time-limit,-t", solve_limit, "give up on a puzzle after S seconds")->check(CLI::PositiveNumber);
  std::string solve_format_name = "grid";
  CLI::Option* format_opt =
      s->add_option("--format,-f", solve_format_name,
                    "grid, line, json, or cdok / cdok-utf8 (calcudoku pictures) (default: grid; line for collections)")
          ->check(CLI::IsMember({"grid", "line", "json", "cdok", "cdok-utf8"}, CLI::ignore_case));
  s->add_flag("--stats", solve.stats, "print formula size and timings to stderr");
  s->add_option("--repeat", solve.repeat, "benchmarks: solve N times, report the median time (json, --stats)")
      ->check(CLI::Range(1, 100000));
  s->add_flag("--nylimb,-N", solve.nylimb, "cdok spec in Nylimb mode: cells hold 0..99, no digit repeats in a line");
  s->add_flag("--incremental", solve.incremental,
              "collections: one incremental solver per grid shape (faster on easy puzzles)");

  CheckOptions check;
  double check_limit = 0;
  CLI::App* c = app.add_subcommand(
      "check", "uniqueness verdict per file; exit 0 iff every file has exactly one solution");
  c->add_option("files", check.files, "rule files, classic files or collections")->required();
  c->add_option("--from", check.from, "input format (default: detected from the content)");
  c->add_flag("--incremental", check.incremental,
              "collections: one incremental solver per grid shape (faster on easy puzzles)");
  c->add_option("--jobs,-j", check.jobs, kJobsHelp)->check(CLI::Range(1, 256));
  c->add_option("--time-limit,-t", check_limit, "per file, in seconds")->check(CLI::PositiveNumber);
  c->add_flag("--nylimb,-N", check.nylimb, "cdok specs in Nylimb mode");

  std::string dimacs_file, dimacs_out;
  CLI::App* d = app.add_subcommand("dimacs", "write the puzzle's CNF in DIMACS form");
  d->add_option("file", dimacs_file, "rule file (.rf)")->required();
  d->add_option("-o,--output", dimacs_out, "output file (default: standard output)");

  std::string decode_file, decode_model;
  CLI::App* m = app.add_subcommand("decode", "decode and verify an external solver's model");
  m->add_option("file", decode_file, "rule file (.rf) the CNF was made from")->required();
  m->add_option("model", decode_model, "solver output (s/v lines, or MiniSat's result file)")
      ->required();

  ConvertOptions convert;
  CLI::App* cv = app.add_subcommand(
      "convert", "convert between classic sudoku formats and plain-sudoku rule files");
  cv->add_option("input", convert.input, "input file, or - for standard input")->required();
  cv->add_option("--to", convert.to,
                 "line, sdm, sdk, ss, ss-spaced, ss-old, spf, msk, sdx, candidates, rf, "
                 "cdok, cdok-picture or cdok-utf8")
      ->required();
  cv->add_option("--from", convert.from, "input format (default: detected from the content)");
  cv->add_option("-o,--output", convert.output, "output file (default: standard output)");
  cv->add_flag("--nylimb,-N", convert.nylimb, "cdok spec in Nylimb mode");

  GenerateOptions generate;
  std::uint64_t generate_seed = 0;
  CLI::App* g = app.add_subcommand(
      "generate", "make a unique calcudoku (cdok's generator), or a unique puzzle for a rule file (--rules)");
  g->add_option("--size,-s", generate.size, "calcudoku side (default 6)")->check(CLI::Range(1, 64));
  CLI::Option* seed_opt = g->add_option("--seed", generate_seed, "random seed: same seed, same puzzle (default: drawn)");
  g->add_flag("--two-cell,-T", generate.two_cell, "difference and ratio cages have two cells (cdok -T)");
  g->add_option("--min-cage", generate.min_cage, "smallest cage (default 2)")->check(CLI::Range(2, 4096));
  g->add_option("--max-cage", generate.max_cage, "largest cage (default 4)")->check(CLI::Range(2, 4096));
  g->add_option("--max-difficulty", generate.max_difficulty,
                "at most this many cells left open by propagation (docs/calcudoku.md)")->check(CLI::NonNegativeNumber);
  g->add_option("--min-difficulty", generate.min_difficulty, "at least this many open cells")
      ->check(CLI::NonNegativeNumber);
  g->add_option("--count,-n", generate.count, "puzzles, with seeds SEED, SEED+1, ... (default 1)")
      ->check(CLI::Range(1, 100000));
  g->add_option("--format,-f", generate.format, "cdok (spec, default), cdok-picture, cdok-utf8 or rf")
      ->check(CLI::IsMember({"cdok", "cdok-picture", "cdok-utf8", "rf"}));
  g->add_flag("--solution", generate.solution, "also print the solution");
  g->add_option("--rules", generate.rules, "a rule file (.rf): make it a unique puzzle by choosing givens");
  g->add_flag("--clues", generate.clues, "--rules: also remove clue rules (cages, dots, lines) while unique");
  g->add_option("--time-limit,-t", generate.time_limit, "per uniqueness proof, seconds (default 20)")
      ->check(CLI::PositiveNumber);
  g->add_option("-o,--output", generate.output, "output file (default: standard output)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kExitInputError;
  }
  if (*s) {
    if (solve_limit > 0) solve.time_limit = solve_limit;
    if (format_opt->count() > 0) solve.format = formats.at(CLI::detail::to_lower(solve_format_name));
    return cmd_solve(solve, std::cout, std::cerr);
  }
  if (*c) {
    if (check_limit > 0) check.time_limit = check_limit;
    return cmd_check(check, std::cout, std::cerr);
  }
  if (*d) return cmd_dimacs(dimacs_file, dimacs_out, std::cout, std::cerr);
  if (*cv) return cmd_convert(convert, std::cout, std::cerr);
  if (*g) {
    if (seed_opt->count() > 0) generate.seed = generate_seed;
    if (generate.max_cage < generate.min_cage) {
      std::cerr << "error: --max-cage must be at least --min-cage\n";
      return kExitInputError;
    }
    return cmd_generate(generate, std::cout, std::cerr);
  }
  return cmd_decode(decode_file, decode_model, std::cout, std::cerr);
}
