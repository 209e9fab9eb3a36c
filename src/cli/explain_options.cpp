// declare_explain and declare_grade (explain_options.hpp).
#include "explain_options.hpp"

#include "option_checks.hpp"
#include "shared_options.hpp"

namespace rfsat::cli {

CLI::App* declare_explain(CLI::App& app, ExplainOptions& o, ExplainParsed& p) {
  CLI::App* e = app.add_subcommand(
      "explain", "a step-by-step logical solve path: each step, its rules and the steps it uses");
  add_one_puzzle(e, o.file, o.from);
  e->add_option("--format,-f", p.format,
                "text (default), json, or svg (one picture per step into the directory -o; "
                "the text path on standard output)")
      ->check(CLI::IsMember({"text", "json", "svg"}, CLI::ignore_case));
  add_output(e, o.output,
             "write the path to this file (default: standard output); with --format svg, the "
             "directory of the pictures");
  e->add_flag("--hint", o.hint, "only the next step from the state the file holds");
  e->add_flag("--verify", o.verify,
              "re-prove every step on a fresh solver from its reasons alone, and that each "
              "reason is needed (a failure is an internal error, exit 4)");
  e->add_option("--jobs,-j", o.jobs,
                "threads: a contradiction step's hypotheses tried in parallel, each thread with "
                "its own solver; the path is the same for any N (default 1)")
      ->check(integer_in(1, 256));
  add_time_limit(e, p.limit,
                 "give up after S seconds, loading included (the steps so far are printed)");
  add_memory_limit(e, o.memory_limit_mb);
  add_strict(e, o.strict);
  return e;
}

void finish_explain(const ExplainParsed& p, ExplainOptions& o) {
  o.time_limit = time_limit_of(p.limit);
  o.json = CLI::detail::to_lower(p.format) == "json";
  o.svg = CLI::detail::to_lower(p.format) == "svg";
}

CLI::App* declare_grade(CLI::App& app, GradeOptions& o, GradeParsed& p) {
  CLI::App* g = app.add_subcommand(
      "grade", "difficulty on the Sudoku Explainer scale, from the solve path, per puzzle");
  g->add_option("file", o.file,
                "a puzzle, a classic file of several grids, or a collection (.sdm/.txt, - for "
                "stdin)")
      ->required();
  add_from(g, o.from);
  g->add_option("--format,-f", o.format,
                "text (default), json (one object per puzzle) or scl (SudoCue's rating file)")
      ->check(CLI::IsMember({"text", "json", "scl"}, CLI::ignore_case))
      ->transform(CLI::IsMember({"text", "json", "scl"}, CLI::ignore_case));
  add_jobs(g, o.jobs);
  add_time_limit(g, p.limit, "give up on a puzzle's path after S seconds");
  add_memory_limit(g, o.memory_limit_mb);
  return g;
}

void finish_grade(const GradeParsed& p, GradeOptions& o) { o.time_limit = time_limit_of(p.limit); }

}  // namespace rfsat::cli
