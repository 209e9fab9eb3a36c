// `rfsat solve FILE [--count N] [--time-limit S] [--format grid|line|json]`
// and `rfsat check FILE...`: solve, print solutions and one verdict line, or
// one uniqueness verdict per file with the CI exit code.
#include <nlohmann/json.hpp>
#include <ostream>

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
                std::ostream& out) {
  nlohmann::json j;
  j["file"] = o.file;
  j["verdict"] = verdict_text(r);
  j["count"] = r.enumeration.solutions.size();
  j["complete"] = r.enumeration.complete;
  j["solutions"] = nlohmann::json::array();
  for (const auto& a : r.enumeration.solutions) j["solutions"].push_back(format_line(p, a));
  j["time"] = r.total_seconds;
  j["variables"] = r.variables;
  j["clauses"] = r.clauses;
  out << j.dump() << '\n';
}

}  // namespace

namespace {

int solve_one(const SolveOptions& o, const model::Puzzle* given, std::ostream& out, std::ostream& err) {
  std::optional<model::Puzzle> loaded;
  if (!given) {
    loaded = load_puzzle(o.file, err);
    if (!loaded) return kExitInputError;
    given = &*loaded;
  }
  const model::Puzzle* puzzle = given;
  const Format format = o.format.value_or(Format::grid);
  RunResult r = run_puzzle(*puzzle, o.count, o.time_limit);
  if (r.violation) {
    err << o.file << ": internal error: a solution failed verification: " << *r.violation << '\n';
    return kExitInternal;
  }
  if (format == Format::json) {
    print_json(o, *puzzle, r, out);
  } else {
    for (std::size_t i = 0; i < r.enumeration.solutions.size(); ++i) {
      const model::Assignment& a = r.enumeration.solutions[i];
      if (format == Format::line) {
        out << format_line(*puzzle, a) << '\n';
      } else {
        if (i > 0) out << '\n';
        out << "solution " << i + 1 << ":\n" << format_grid(*puzzle, a);
      }
    }
    if (format == Format::grid && !r.enumeration.solutions.empty()) out << '\n';
    out << verdict_text(r) << '\n';
  }
  if (o.stats)
    err << "stats: variables " << r.variables << ", clauses " << r.clauses << ", encode "
        << r.encode_seconds * 1000 << " ms, total " << r.total_seconds * 1000 << " ms\n";
  return verdict_of(r) == Verdict::limit ? kExitLimit : kExitOk;
}

}  // namespace

int cmd_solve(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  std::optional<Input> in = open_input(o.file, o.from, err);
  if (!in) return kExitInputError;
  if (in->kind != Input::Kind::rule_file) return solve_collection(*in, o, out, err);
  if (in->rule_text.empty()) return solve_one(o, nullptr, out, err);
  std::optional<model::Puzzle> p = load_puzzle_text(o.file, in->rule_text, err);
  return p ? solve_one(o, &*p, out, err) : kExitInputError;
}

int cmd_check(const CheckOptions& o, std::ostream& out, std::ostream& err) {
  bool input_error = false, limit = false, not_unique = false;
  for (const std::string& file : o.files) {
    std::optional<Input> in = open_input(file, o.from, err);
    if (in && in->kind != Input::Kind::rule_file) {
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
    if (in && !in->rule_text.empty()) puzzle = load_puzzle_text(file, in->rule_text, err);
    else if (in) puzzle = load_puzzle(file, err);
    if (!puzzle) {
      out << file << ": error\n";
      input_error = true;
      continue;
    }
    RunResult r = run_puzzle(*puzzle, 2, o.time_limit);
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
