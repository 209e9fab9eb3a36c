// The outputs of puzzle_outputs.hpp: each calls the CLI's service and maps
// its failures onto InputError and LimitError.
#include "puzzle_outputs.hpp"

#include <sstream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "explain.hpp"
#include "explain_report.hpp"
#include "grade.hpp"
#include "python_errors.hpp"
#include "split_rules.hpp"

namespace rfsat::python {
namespace {

// `rules`: the puzzle's split rules (split_rules.hpp), which the reasons index.
explain::Path path_of(const LoadedPuzzle& p, const model::Puzzle& rules,
                      std::optional<double> time_limit, bool hint) {
  if (time_limit && !(*time_limit > 0))
    throw InputError("error: time_limit must be a positive number of seconds", 0, 0);
  if (p.model.symbols.size() > enc::kMaxSymbols)
    throw InputError(p.name + ": error: explain and grade take puzzles of at most " +
                         std::to_string(enc::kMaxSymbols) + " symbols",
                     0, 0);
  explain::Path path = explain::explain(rules, {.time_limit = time_limit, .hint = hint});
  if (path.internal_error) throw std::runtime_error(p.name + ": " + path.message);
  if (path.verdict == explain::Verdict::limit) throw LimitError(p.name + ": " + path.message);
  return path;
}

}  // namespace

std::string explain_json(const LoadedPuzzle& p, std::optional<double> time_limit, bool hint) {
  std::ostringstream out;
  const model::Puzzle rules = explain::split_rules(p.model);
  explain::write_explain_json(out, rules, path_of(p, rules, time_limit, hint));
  return out.str();
}

std::string grade_json(const LoadedPuzzle& p, std::optional<double> time_limit) {
  return explain::grade_json(
      explain::grade_of(path_of(p, explain::split_rules(p.model), time_limit, false)));
}

std::string svg(const LoadedPuzzle& p, bool solution, bool candidates) {
  std::ostringstream err;
  int code = cli::kExitOk;
  const std::optional<std::string> picture = cli::render_picture(
      p.model, {.solution = solution, .candidates = candidates}, p.name, p.numbers, err, code);
  if (!picture) throw std::runtime_error(err.str());
  if (code == cli::kExitLimit) throw LimitError(err.str());
  return *picture;
}

std::string convert(const LoadedPuzzle& p, const std::string& to) {
  std::ostringstream err;
  const std::optional<std::string> text =
      cli::convert_text({.input = p.extension.empty() ? "" : p.name, .to = to, .from = p.from},
                        p.name, p.text, p.link, err);
  if (!text) throw input_error(p.name, err.str());
  return *text;
}

std::string dimacs(const LoadedPuzzle& p) {
  std::ostringstream err;
  const std::optional<cli::PuzzleDimacs> d =
      cli::puzzle_dimacs(p.model, p.name, cli::kDefaultMemoryLimitMb, err);
  if (!d) throw LimitError(err.str());
  std::ostringstream out;
  cnf::write_dimacs(out, d->encoded.formula, d->comments);
  return out.str();
}

std::string rf_text(const LoadedPuzzle& p) {
  const bool rule_file =
      p.from == "rf" ||
      (p.from.empty() && formats::detect_format(p.text, p.extension) == formats::ClassicFormat::rf);
  return rule_file ? p.text : convert(p, "rf");
}

}  // namespace rfsat::python
