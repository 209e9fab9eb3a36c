// rfsat's command line (CLI11): one subcommand per command (cmd_*.cpp,
// commands.hpp). An option that several commands take is declared once, by
// its add_* helper (shared_options.hpp), with its name, check and help; each command's
// declare_* function lists its options in the order `--help` shows them.
// Usage errors exit 2 like every other input error.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <climits>
#include <iostream>
#include <map>

#include "cli_docs.hpp"
#include "cmd_serve.hpp"
#include "cnf.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "explain_options.hpp"
#include "fetch_links.hpp"
#include "option_checks.hpp"
#include "printable.hpp"
#include "shared_options.hpp"

using namespace rfsat::cli;

namespace {

// --- The commands ---------------------------------------------------------

// Values that need a step after parsing (limits, --format, --seed).
struct Parsed {
  double solve_limit = 0, check_limit = 0, render_limit = 0, verify_limit = 0;
  std::string solve_format = "grid", check_format = "text";
  CLI::Option* solve_format_opt = nullptr;
  std::uint64_t seed = 0;
  CLI::Option* seed_opt = nullptr;
  std::string dimacs_file, dimacs_out, dimacs_from, decode_file, decode_model, decode_from;
  RulesOptions rules;
  double candidates_limit = 0, minimize_limit = 0;
  std::size_t dimacs_memory = kDefaultMemoryLimitMb, decode_memory = kDefaultMemoryLimitMb;
  bool dimacs_strict = false, decode_strict = false;
  std::string minimize_format = "text";
  std::string candidates_format = "grid";
};

CLI::App* declare_solve(CLI::App& app, SolveOptions& o, Parsed& p) {
  CLI::App* s = app.add_subcommand("solve", "solve a puzzle and count its solutions up to N");
  s->add_option("file", o.file,
                "rule file (.rf), classic puzzle file, collection (.sdm/.txt, - for stdin), or a variant puzzle "
                "(f-puzzles, SudokuPad, ISS, SudoCue; a link as the argument itself)")
      ->required();
  add_from(s, o.from);
  add_jobs(s, o.jobs);
  s->add_option("--count,-n", o.count, "stop after N solutions (default 2: proves uniqueness)")
      ->check(integer_in(1, 1000000));
  add_time_limit(s, p.solve_limit,
                 "give up on a puzzle after S seconds (loading and encoding included)");
  add_memory_limit(s, o.memory_limit_mb);
  p.solve_format_opt =
      s->add_option("--format,-f", p.solve_format,
                    "grid, line, json, cdok / cdok-utf8 (calcudoku pictures), or svg (one puzzle: "
                    "the picture of "
                    "its first solution, verdict on stderr) (default: grid; line for collections)")
          ->check(CLI::IsMember({"grid", "line", "json", "cdok", "cdok-utf8", "svg"},
                                CLI::ignore_case));
  s->add_flag("--stats", o.stats,
              "print formula size, timings and conflicts (learned clauses) to stderr");
  s->add_option("--repeat", o.repeat,
                "benchmarks: solve N times, report the median time (json, --stats)")
      ->check(integer_in(1, 100000));
  add_nylimb(s, o.nylimb, "cdok spec in Nylimb mode: cells hold 0..99, no digit repeats in a line");
  add_incremental(s, o.incremental);
  add_stream(s, o.first_line, o.exit_zero);
  add_proof(s, o.proof_dir);
  add_strict(s, o.strict);
  s->add_flag("--estimate", o.estimate,
              "estimate the number of solutions with a 95% confidence interval (Knuth's "
              "search-tree estimator, 600 probes; exact below 64 solutions)");
  s->add_option("--seed", o.seed, "--estimate: the seed of its random probes (default 1)");
  return s;
}

CLI::App* declare_check(CLI::App& app, CheckOptions& o, Parsed& p) {
  CLI::App* c = app.add_subcommand(
      "check", "uniqueness verdict per file; exit 0 iff every file has exactly one solution");
  c->add_option("files", o.files,
                "rule files, classic files, collections, variant puzzles (and links), or "
                "directories to walk")
      ->required();
  add_from(c, o.from);
  add_incremental(c, o.incremental);
  add_jobs(c, o.jobs);
  add_time_limit(c, p.check_limit, "per file, in seconds, loading included");
  add_memory_limit(c, o.memory_limit_mb);
  add_nylimb(c, o.nylimb, "cdok specs in Nylimb mode");
  add_stream(c, o.first_line, o.exit_zero);
  c->add_option("--format,-f", p.check_format,
                "report: text (default), junit, github or json (docs/ci.md)")
      ->check(CLI::IsMember({"text", "junit", "github", "json"}, CLI::ignore_case));
  add_output(c, o.output, "write the report to this file (the summary stays on stderr)");
  c->add_option("--exclude", o.excludes,
                "directories: leave out entries matching this glob (repeatable)");
  add_proof(c, o.proof_dir);
  c->add_flag("--quiet,-q", o.quiet, "directories: do not name the files skipped");
  add_strict(c, o.strict);
  return c;
}

CLI::App* declare_dimacs(CLI::App& app, Parsed& p) {
  CLI::App* d = app.add_subcommand("dimacs", "write the puzzle's CNF in DIMACS form");
  d->add_option("file", p.dimacs_file, "one puzzle: rule file (.rf) or variant puzzle")->required();
  add_output(d, p.dimacs_out);
  add_from(d, p.dimacs_from);
  add_memory_limit(d, p.dimacs_memory, false);
  add_strict(d, p.dimacs_strict);
  return d;
}

CLI::App* declare_decode(CLI::App& app, Parsed& p) {
  CLI::App* m = app.add_subcommand("decode", "decode and verify an external solver's model");
  m->add_option("file", p.decode_file, "the puzzle (rule file or variant puzzle) the CNF was made from")->required();
  m->add_option("model", p.decode_model, "solver output (s/v lines, or MiniSat's result file)")->required();
  add_from(m, p.decode_from);
  add_memory_limit(m, p.decode_memory, false);
  add_strict(m, p.decode_strict);
  return m;
}

CLI::App* declare_convert(CLI::App& app, ConvertOptions& o) {
  CLI::App* cv = app.add_subcommand(
      "convert",
      "convert between puzzle formats: classic sudoku formats, rule files, calcudoku specs, "
      "f-puzzles, SudokuPad, ISS and SudoCue (in), f-puzzles and ISS (out)");
  cv->add_option("input", o.input, "input file, or - for standard input")->required();
  cv->add_option("--to", o.to,
                 "line, sdm, sdk, ss, ss-spaced, ss-old, spf, msk, sdx, candidates, rf, "
                 "cdok, cdok-picture, cdok-utf8, fpuzzles, fpuzzles-url or iss")
      ->required();
  add_from(cv, o.from);
  add_output(cv, o.output);
  add_nylimb(cv, o.nylimb, "cdok spec in Nylimb mode");
  add_memory_limit(cv, o.memory_limit_mb, false);
  add_strict(cv, o.strict);
  return cv;
}

CLI::App* declare_generate(CLI::App& app, GenerateOptions& o, Parsed& p) {
  CLI::App* g = app.add_subcommand(
      "generate", "make a unique calcudoku (cdok's generator), or a unique puzzle for a rule file (--rules)");
  g->add_option("--size,-s", o.size, "calcudoku side (default 6)")->check(integer_in(1, 64));
  p.seed_opt =
      g->add_option("--seed", p.seed, "random seed: same seed, same puzzle (default: drawn)")
          ->check(integer_in(0, LLONG_MAX));  // SEED + count - 1 stays below 2^64
  g->add_flag("--two-cell,-T", o.two_cell, "difference and ratio cages have two cells (cdok -T)");
  g->add_option("--ops", o.ops, "operators cages may take, e.g. '*-' (default +-*/; needs + or *)");
  g->add_flag("--no-givens", o.no_givens,
              "every cell in a cage: the drawn partition, unique or not (stress puzzles; verdict "
              "on stderr)");
  g->add_option("--min-cage", o.min_cage, "smallest cage (default 2)")->check(integer_in(2, 4096));
  g->add_option("--max-cage", o.max_cage, "largest cage (default 4)")->check(integer_in(2, 4096));
  g->add_option("--max-difficulty", o.max_difficulty,
                "at most this many guesses: branch points of a search that propagates groups and "
                "cages (0: propagation alone solves it; docs/calcudoku.md)")
      ->check(integer_in(0, INT_MAX));
  g->add_option("--min-difficulty", o.min_difficulty, "at least this many guesses")
      ->check(integer_in(0, INT_MAX));
  g->add_option("--count,-n", o.count, "puzzles, with seeds SEED, SEED+1, ... (default 1)")
      ->check(integer_in(1, 100000));
  g->add_option("--format,-f", o.format, "cdok (spec, default), cdok-picture, cdok-utf8 or rf")
      ->check(CLI::IsMember({"cdok", "cdok-picture", "cdok-utf8", "rf"}));
  g->add_flag("--solution", o.solution, "also print the solution");
  g->add_option(
      "--rules", o.rules,
      "a rule file (.rf) or variant puzzle: make it a unique puzzle by choosing givens (.rf out)");
  g->add_flag("--clues", o.clues, "--rules: also remove clue rules (cages, dots, lines) while unique");
  add_time_limit(g, o.time_limit, "per uniqueness proof, seconds (default 20)");
  add_memory_limit(g, o.memory_limit_mb);
  add_output(g, o.output);
  add_strict(g, o.strict);
  return g;
}

CLI::App* declare_render(CLI::App& app, RenderOptions& o, Parsed& p) {
  CLI::App* r = app.add_subcommand("render", "draw a puzzle (and its solution) as an SVG picture");
  r->add_option(
       "file", o.file,
       "rule file, variant puzzle or link, classic file, or a collection (one picture per puzzle)")
      ->required();
  add_from(r, o.from);
  r->add_option("-o,--output", o.output,
                "output file (default: standard output); for a collection, a directory");
  r->add_flag("--solution", o.solution, "solve, and draw the unique solution (or the first found)");
  r->add_flag("--candidates", o.candidates,
              "draw the true candidates (the values each cell takes in some solution) small, "
              "a cell with one as a solution digit")
      ->excludes("--solution");
  add_time_limit(r, p.render_limit, "--solution: give up on a puzzle after S seconds");
  add_memory_limit(r, o.memory_limit_mb);
  add_nylimb(r, o.nylimb, "cdok spec in Nylimb mode");
  add_strict(r, o.strict);
  return r;
}

CLI::App* declare_verify_proof(CLI::App& app, VerifyProofOptions& o, Parsed& p) {
  CLI::App* v = app.add_subcommand(
      "verify-proof",
      "check certificates without trusting the solver: exit 0 verified, 1 rejected, 2 bad input");
  v->add_option("paths", o.paths,
                "certificate directories (every N.cnf in them) or certificate files")
      ->required();
  add_time_limit(v, p.verify_limit,
                 "per certificate, in seconds: reading, loading and re-encoding the puzzle, and "
                 "the proof check");
  add_memory_limit(v, o.memory_limit_mb, false,
                   "refuse or stop (exit 3) a certificate whose reading, re-encoding or proof "
                   "check would take more memory than that, in MiB (default 4096)");
  v->add_flag("--verbose,-v", o.verbose, "print the proof checker's counts and times");
  return v;
}

CLI::App* declare_rules(CLI::App& app, Parsed& p) {
  CLI::App* r =
      app.add_subcommand("rules", "list the rules of the .rf language, or show one in full");
  r->add_option("keyword", p.rules.keyword,
                "a rule keyword: its signature, description and an example file");
  r->add_flag("--example", p.rules.example, "print only the keyword's example file");
  r->add_flag("--markdown", p.rules.markdown,
              "print the reference of docs/rf-language.md (every rule)");
  return r;
}

CLI::App* declare_candidates(CLI::App& app, CandidatesOptions& o, Parsed& p) {
  CLI::App* c = app.add_subcommand(
      "candidates", "true candidates: the values each cell takes in at least one solution");
  add_one_puzzle(c, o.file, o.from);
  c->add_option(
       "--format,-f", p.candidates_format,
       "grid (default: the .sdx layout for square sudokus, one line per cell otherwise) or json")
      ->check(CLI::IsMember({"grid", "json"}, CLI::ignore_case));
  c->add_option("--count-per-candidate,-k", o.count_per_candidate,
                "also count each candidate's solutions: 1, 2 .. K-1, or K and more")
      ->check(integer_in(2, 1000));
  add_time_limit(c, p.candidates_limit,
                 "give up after S seconds, loading included (the candidates found so far are "
                 "printed)");
  add_memory_limit(c, o.memory_limit_mb);
  add_strict(c, o.strict);
  return c;
}

CLI::App* declare_minimize(CLI::App& app, MinimizeOptions& o, Parsed& p) {
  CLI::App* m = app.add_subcommand(
      "minimize",
      "which givens and clue rules of a unique puzzle can go, and a minimal set of them");
  add_one_puzzle(m, o.file, o.from);
  m->add_option("--seed", o.seed,
                "the order of the greedy removal: same seed, same minimal set (default 1)")
      ->check(integer_in(0, LLONG_MAX));
  add_output(m, o.output, "write the minimal puzzle to this file (default: into the report)");
  m->add_option("--format,-f", p.minimize_format, "report: text (default) or json")
      ->check(CLI::IsMember({"text", "json"}, CLI::ignore_case));
  add_time_limit(m, p.minimize_limit, "give up after S seconds, loading included");
  add_memory_limit(m, o.memory_limit_mb);
  add_strict(m, o.strict);
  return m;
}

// What parsing leaves to do: a limit given (> 0) is set unless it is so
// long that it is none (time_limit_of), --format and --seed only when given.
void finish(const Parsed& p, SolveOptions& solve, CheckOptions& check, GenerateOptions& generate,
            RenderOptions& render, CandidatesOptions& candidates, VerifyProofOptions& verify,
            MinimizeOptions& minimize) {
  using rfsat::solve::CheckFormat;
  using rfsat::solve::Format;
  const std::map<std::string, Format> formats{
      {"grid", Format::grid}, {"line", Format::line}, {"json", Format::json},
      {"cdok", Format::cdok}, {"cdok-utf8", Format::cdok_utf8}};
  solve.time_limit = time_limit_of(p.solve_limit);
  const std::string format = CLI::detail::to_lower(p.solve_format);
  if (p.solve_format_opt->count() > 0 && format == "svg")
    solve.svg = true;
  else if (p.solve_format_opt->count() > 0)
    solve.format = formats.at(format);
  render.time_limit = time_limit_of(p.render_limit);
  check.time_limit = time_limit_of(p.check_limit);
  const std::map<std::string, CheckFormat> check_formats{{"text", CheckFormat::text},
                                                         {"junit", CheckFormat::junit},
                                                         {"github", CheckFormat::github},
                                                         {"json", CheckFormat::json}};
  check.format = check_formats.at(CLI::detail::to_lower(p.check_format));
  verify.time_limit = time_limit_of(p.verify_limit);
  if (p.seed_opt->count() > 0) generate.seed = p.seed;
  generate.time_limit = std::min(generate.time_limit, kNoLimitSeconds);
  candidates.time_limit = time_limit_of(p.candidates_limit);
  minimize.time_limit = time_limit_of(p.minimize_limit);
  minimize.json = CLI::detail::to_lower(p.minimize_format) == "json";
  if (CLI::detail::to_lower(p.candidates_format) == "json")
    candidates.format = rfsat::solve::CandidatesFormat::json;
}

bool is_command(const CLI::App& app, std::string_view word) {
  for (const CLI::App* c : app.get_subcommands({}))
    if (c->get_name() == word) return true;
  return false;
}

// As git does: the word, the nearest command, and where the list is.
int unknown_command(const CLI::App& app, std::string_view word) {
  std::cerr << "rfsat: '" << rfsat::text::printable(word.substr(0, 64)) << "' is not a command";
  if (const std::string near = closest_command(app, word); !near.empty())
    std::cerr << "; did you mean '" << near << "'?";
  std::cerr << " ('rfsat help' lists the commands)\n";
  return kExitInputError;
}

// What each option's value is called in --help and the manual ("--jobs N",
// "--proof DIR"), one table for every command; the ranges are checked by
// the validators and said in their errors, not in the synopsis.
void label_values(CLI::App& app) {
  static const std::map<std::string, std::string> labels{{"from", "FORMAT"},
                                                         {"to", "FORMAT"},
                                                         {"format", "FORMAT"},
                                                         {"jobs", "N"},
                                                         {"count", "N"},
                                                         {"repeat", "N"},
                                                         {"first-line", "N"},
                                                         {"seed", "N"},
                                                         {"size", "N"},
                                                         {"min-cage", "N"},
                                                         {"max-cage", "N"},
                                                         {"max-difficulty", "N"},
                                                         {"min-difficulty", "N"},
                                                         {"count-per-candidate", "K"},
                                                         {"time-limit", "SECONDS"},
                                                         {"memory-limit", "MB"},
                                                         {"proof", "DIR"},
                                                         {"output", "FILE"},
                                                         {"exclude", "GLOB"},
                                                         {"ops", "OPERATORS"},
                                                         {"rules", "FILE"},
                                                         {"host", "ADDRESS"},
                                                         {"port", "PORT"},
                                                         {"max-count", "N"}};
  for (CLI::App* c : app.get_subcommands({}))
    for (CLI::Option* o : c->get_options()) {
      if (o->get_positional()) o->option_text(o->get_required() ? "(required)" : "(optional)");
      if (o->get_positional() || o->get_expected_max() == 0 || o->get_lnames().empty()) continue;
      const auto it = labels.find(o->get_lnames().front());
      o->option_text(it != labels.end() ? it->second : "VALUE");
    }
}

CLI::App* declare_lint(CLI::App& app, std::vector<std::string>& files) {
  CLI::App* l = app.add_subcommand(
      "lint", "warn about likely mistakes in rule files (exit 1 when there is one)");
  l->add_option("files", files, "rule files (.rf)")->required();
  return l;
}

// help, completion and manpage: the option table in other shapes
// (cli_docs.hpp). The manual page is for the build, so it is not listed.
struct DocCommands {
  CLI::App *help, *completion, *manpage;
  std::string topic, shell;
};

DocCommands declare_docs(CLI::App& app) {
  DocCommands d{};
  d.help =
      app.add_subcommand("help", "list the commands, or show one command's arguments and options");
  d.help->add_option("command", d.topic, "a command");
  d.completion =
      app.add_subcommand("completion",
                         "print a bash completion script (source it, or install it as "
                         "share/bash-completion/completions/rfsat; cmake --install does)");
  d.completion->add_option("shell", d.shell, "bash")->check(CLI::IsMember({"bash"}))->required();
  d.manpage = app.add_subcommand("manpage", "print the manual page rfsat(1) as roff")->group("");
  return d;
}

int run_docs(const CLI::App& app, const DocCommands& d) {
  if (*d.manpage) return std::cout << man_page(app, RFSAT_VERSION), kExitOk;
  if (*d.completion) return std::cout << bash_completion(app), kExitOk;
  // The formatter, not App::help(), which would describe `help` itself.
  const auto help_of = [&](const CLI::App* a, const std::string& usage) {
    std::cout << app.get_formatter()->make_help(a, usage, CLI::AppFormatMode::Normal);
    return kExitOk;
  };
  if (d.topic.empty()) return help_of(&app, "rfsat");
  for (const CLI::App* c : app.get_subcommands({}))
    if (c->get_name() == d.topic) return help_of(c, "rfsat " + c->get_name());
  return unknown_command(app, d.topic);
}

}  // namespace

int main(int argc, char** argv) {
  // Every diagnostic goes to stderr: no control character or invalid byte
  // of a puzzle or a file name reaches the terminal or a CI log raw.
  rfsat::text::PrintableStreambuf printable_err(std::cerr.rdbuf());
  struct Restore {
    std::streambuf* buf;
    ~Restore() { std::cerr.rdbuf(buf); }
  } restore{std::cerr.rdbuf(&printable_err)};
  CLI::App app{"rfsat: a SAT-backed compiler for Sudoku and its variants"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "rfsat " RFSAT_VERSION);
  Parsed p;
  SolveOptions solve;
  CheckOptions check;
  ConvertOptions convert;
  GenerateOptions generate;
  RenderOptions render;
  CandidatesOptions candidates;
  VerifyProofOptions verify;
  MinimizeOptions minimize;
  CLI::App* s = declare_solve(app, solve, p);
  CLI::App* c = declare_check(app, check, p);
  CLI::App* d = declare_dimacs(app, p);
  declare_decode(app, p);
  CLI::App* cv = declare_convert(app, convert);
  CLI::App* g = declare_generate(app, generate, p);
  CLI::App* r = declare_rules(app, p);
  CLI::App* rd = declare_render(app, render, p);
  CLI::App* cand = declare_candidates(app, candidates, p);
  CLI::App* vp = declare_verify_proof(app, verify, p);
  CLI::App* mini = declare_minimize(app, minimize, p);
  ExplainOptions explain;
  ExplainParsed explain_parsed;
  CLI::App* expl = declare_explain(app, explain, explain_parsed);
  GradeOptions grade;
  GradeParsed grade_parsed;
  CLI::App* grd = declare_grade(app, grade, grade_parsed);
  std::vector<std::string> lint_files;
  CLI::App* lint = declare_lint(app, lint_files);
  ServeOptions serve;
  CLI::App* srv = declare_serve(app, serve);
  const DocCommands docs = declare_docs(app);
  label_values(app);
  if (argc > 1 && argv[1][0] != '-' && !is_command(app, argv[1]))
    return unknown_command(app, argv[1]);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kExitInputError;
  }
  finish(p, solve, check, generate, render, candidates, verify, minimize);
  finish_explain(explain_parsed, explain);
  finish_grade(grade_parsed, grade);
  if (fetch_links()) allow_fetching_short_links();
  const auto run = [&]() -> int {
    if (*docs.help || *docs.completion || *docs.manpage) return run_docs(app, docs);
    if (*lint) return cmd_lint(lint_files, std::cout, std::cerr);
    if (*s) return cmd_solve(solve, std::cout, std::cerr);
    if (*c) return cmd_check(check, std::cout, std::cerr);
    if (*d)
      return cmd_dimacs(p.dimacs_file, p.dimacs_from, p.dimacs_out, p.dimacs_memory,
                        p.dimacs_strict, std::cout, std::cerr);
    if (*cv) return cmd_convert(convert, std::cout, std::cerr);
    if (*r) return cmd_rules(p.rules, std::cout, std::cerr);
    if (*rd) return cmd_render(render, std::cout, std::cerr);
    if (*cand) return cmd_candidates(candidates, std::cout, std::cerr);
    if (*vp) return cmd_verify_proof(verify, std::cout, std::cerr);
    if (*mini) return cmd_minimize(minimize, std::cout, std::cerr);
    if (*expl) return cmd_explain(explain, std::cout, std::cerr);
    if (*grd) return cmd_grade(grade, std::cout, std::cerr);
    if (*srv) return cmd_serve(serve, std::cout, std::cerr);
    if (*g) {
      if (generate.max_cage < generate.min_cage) {
        std::cerr << "error: --max-cage must be at least --min-cage\n";
        return kExitInputError;
      }
      return cmd_generate(generate, std::cout, std::cerr);
    }
    return cmd_decode(p.decode_file, p.decode_from, p.decode_model, p.decode_memory,
                      p.decode_strict, std::cout, std::cerr);
  };
  return with_output_written([&]() -> int {
    try {
      return run();
    } catch (const rfsat::cnf::LimitExceeded& e) {
      // solve, check and candidates report these per puzzle; any other
      // command that encodes (dimacs, minimize, generate, render) ends here.
      std::cerr << "error: " << e.what() << '\n';
      return kExitLimit;
    }
  });
}
