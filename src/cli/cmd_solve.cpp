// `rfsat solve FILE [--count N] [--time-limit S] [--format grid|line|json]`
// and `rfsat check FILE...`: solve, print solutions and one verdict line, or
// one uniqueness verdict per file with the CI exit code.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "calcudoku.hpp"
#include "collection.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "input.hpp"
#include "load.hpp"
#include "output.hpp"
#include "run.hpp"

namespace rfsat::cli {
namespace {

void print_json(const SolveOptions& o, const model::Puzzle& p, const RunResult& r,
                const ast::CdokPuzzle* calc, std::ostream& out) {
  nlohmann::json j;
  j["file"] = o.file;
  j["verdict"] = verdict_text(r);
  j["count"] = r.enumeration.solutions.size();
  j["complete"] = r.enumeration.complete;
  j["solutions"] = nlohmann::json::array();
  for (const auto& a : r.enumeration.solutions) {
    if (calc && calc->nylimb) {  // values 10..99 have no one-character symbol
      std::string s;
      for (int v : formats::calcudoku_values(p, a)) s += (s.empty() ? "" : ",") + std::to_string(v);
      j["solutions"].push_back(s);
    } else {
      j["solutions"].push_back(format_line(p, a));
    }
  }
  if (calc) {  // calcudokus: every solution's values, row-major
    j["values"] = nlohmann::json::array();
    for (const auto& a : r.enumeration.solutions) j["values"].push_back(formats::calcudoku_values(p, a));
  }
  j["time"] = r.total_seconds;
  j["variables"] = r.variables;
  j["clauses"] = r.clauses;
  out << j.dump() << '\n';
}

// One solution as text in the chosen format.
std::string solution_text(Format f, const model::Puzzle& p, const model::Assignment& a,
                          const ast::CdokPuzzle* calc, bool from_cdok) {
  if (f == Format::cdok || f == Format::cdok_utf8) {
    const std::vector<int> v = formats::calcudoku_values(p, a);
    return formats::write_cdok_picture(*calc, &v, f == Format::cdok_utf8);
  }
  if (from_cdok && f == Format::grid) return formats::write_cdok_values(calc->size, formats::calcudoku_values(p, a));
  if (from_cdok && calc->nylimb) {  // line: values, comma-separated
    std::string s;
    for (int v : formats::calcudoku_values(p, a)) s += (s.empty() ? "" : ",") + std::to_string(v);
    return s + '\n';
  }
  return f == Format::line ? format_line(p, a) + '\n' : format_grid(p, a);
}

}  // namespace

namespace {

// `calc`: the puzzle as a calcudoku (for cdok inputs and the cdok formats);
// `from_cdok`: it was read from a cdok spec (values print as numbers).
int solve_one(const SolveOptions& o, const model::Puzzle* given, const ast::CdokPuzzle* calc, bool from_cdok,
              std::ostream& out, std::ostream& err) {
  std::optional<model::Puzzle> loaded;
  if (!given) {
    loaded = load_puzzle(o.file, err);
    if (!loaded) return kExitInputError;
    given = &*loaded;
  }
  const model::Puzzle* puzzle = given;
  const Format format = o.format.value_or(Format::grid);
  std::optional<ast::CdokPuzzle> view;
  if (!calc && (format == Format::cdok || format == Format::cdok_utf8)) {
    std::string why;
    if (!(view = formats::calcudoku_of(*puzzle, &why))) {
      err << o.file << ": error: --format cdok prints calcudokus only: " << why << '\n';
      return kExitInputError;
    }
    calc = &*view;
  }
  RunResult r = run_puzzle(*puzzle, o.count, o.time_limit, o.jobs);
  if (o.repeat > 1) {  // benchmarks: the median time of `repeat` runs
    std::vector<double> times{r.total_seconds};
    for (int i = 1; i < o.repeat; ++i) times.push_back(run_puzzle(*puzzle, o.count, o.time_limit, o.jobs).total_seconds);
    std::sort(times.begin(), times.end());
    r.total_seconds = times[times.size() / 2];
  }
  if (r.violation) {
    err << o.file << ": internal error: a solution failed verification: " << *r.violation << '\n';
    return kExitInternal;
  }
  if (format == Format::json) {
    print_json(o, *puzzle, r, calc, out);
  } else {
    for (std::size_t i = 0; i < r.enumeration.solutions.size(); ++i) {
      const model::Assignment& a = r.enumeration.solutions[i];
      if (format == Format::line) {
        out << solution_text(format, *puzzle, a, calc, from_cdok);
      } else {
        if (i > 0) out << '\n';
        out << "solution " << i + 1 << ":\n" << solution_text(format, *puzzle, a, calc, from_cdok);
      }
    }
    if (format != Format::line && !r.enumeration.solutions.empty()) out << '\n';
    out << verdict_text(r) << '\n';
  }
  if (o.stats)
    err << "stats: variables " << r.variables << ", clauses " << r.clauses << ", encode "
        << r.encode_seconds * 1000 << " ms, total " << r.total_seconds * 1000 << " ms\n";
  return verdict_of(r) == Verdict::limit ? kExitLimit : kExitOk;
}

}  // namespace

int cmd_solve(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  std::optional<Input> in = open_input(o.file, o.from, err, o.nylimb);
  if (!in) return kExitInputError;
  if (in->kind == Input::Kind::calcudoku) {
    const model::Puzzle p = formats::calcudoku_model(*in->calcudoku);
    return solve_one(o, &p, &*in->calcudoku, true, out, err);
  }
  const bool picture = o.format == Format::cdok || o.format == Format::cdok_utf8;
  if (in->kind != Input::Kind::rule_file) {
    if (picture) {
      err << o.file << ": error: --format cdok prints calcudokus only\n";
      return kExitInputError;
    }
    return solve_collection(*in, o, out, err);
  }
  if (in->rule_text.empty()) return solve_one(o, nullptr, nullptr, false, out, err);
  std::optional<model::Puzzle> p = load_puzzle_text(o.file, in->rule_text, err);
  return p ? solve_one(o, &*p, nullptr, false, out, err) : kExitInputError;
}

int cmd_check(const CheckOptions& o, std::ostream& out, std::ostream& err) {
  bool input_error = false, limit = false, not_unique = false;
  for (const std::string& file : o.files) {
    std::optional<Input> in = open_input(file, o.from, err, o.nylimb);
    if (in && in->kind != Input::Kind::rule_file && in->kind != Input::Kind::calcudoku) {
      switch (check_collection(*in, file, o, out, err)) {
        case kExitInputError: input_error = true; break;
        case kExitLimit: limit = true; break;
        case kExitNotUnique: not_unique = true; break;
        case kExitInternal: return kExitInternal;
        default: break;
      }
      continue;
    }
    std::optional<model::Puzzle> puzzle;
    if (in && in->calcudoku) puzzle = formats::calcudoku_model(*in->calcudoku);
    else if (in && !in->rule_text.empty()) puzzle = load_puzzle_text(file, in->rule_text, err);
    else if (in) puzzle = load_puzzle(file, err);
    if (!puzzle) {
      out << file << ": error\n";
      input_error = true;
      continue;
    }
    RunResult r = run_puzzle(*puzzle, 2, o.time_limit, o.jobs);
    if (r.violation) {
      err << file << ": internal error: a solution failed verification: " << *r.violation << '\n';
      return kExitInternal;
    }
    Verdict v = verdict_of(r);
    out << file << ": " << verdict_text(r) << '\n';
    limit = limit || v == Verdict::limit;
    not_unique = not_unique || v == Verdict::none || v == Verdict::multiple;
  }
  if (input_error) return kExitInputError;
  if (limit) return kExitLimit;
  return not_unique ? kExitNotUnique : kExitOk;
}

}  // namespace rfsat::cli
