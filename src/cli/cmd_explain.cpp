// `rfsat explain FILE [--format text|json|svg] [-o OUT] [--hint] [--verify]
// [--time-limit S]`: a step-wise solve path of one puzzle (explain.hpp),
// printed by explain_report.hpp; --verify re-proves each step apart from
// the engine (verify.hpp). Exit 0 when the path reaches the unique
// solution, 1 when the puzzle has none or several (the path goes as far as
// logic goes), 2 on an input error, 3 on a limit (the steps found so far
// are printed), 4 on an internal error.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "batch.hpp"
#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "commands.hpp"
#include "domains.hpp"
#include "exit_codes.hpp"
#include "explain.hpp"
#include "explain_report.hpp"
#include "explain_svg.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "solve.hpp"
#include "split_rules.hpp"
#include "verify.hpp"

namespace rfsat::cli {

namespace {

// A collection of one classic line (an 81-character .txt, say) as that
// puzzle; nullopt for anything else (load_one_puzzle then says why), or
// with `bad` set when that line does not read (its error printed).
std::optional<model::Puzzle> one_line_puzzle(const std::string& file, const std::string& from,
                                             std::size_t memory_limit_mb, const LoadLimits& limits,
                                             std::ostream& err, bool& bad) {
  if (file == "-") return std::nullopt;  // standard input is read once, by load_one_puzzle
  std::ostringstream quiet;
  std::optional<formats::Input> in = formats::open_input(file, from, quiet, false, limits);
  if (!in || in->kind != formats::Input::Kind::collection) return std::nullopt;
  batch::LineSource source = batch::line_source(*in->stream, memory_limit_mb);
  batch::Item first, second;
  if (!source.next(first) || source.next(second)) return std::nullopt;
  formats::classic::ClassicGrid grid;
  std::string error;
  int column = 0;
  if (!formats::classic::parse_line_puzzle(first.text, grid, &error, &column)) {
    err << text::printable(file) << ":" << first.line << ":" << std::max(column, 1)
        << ": error: " << text::printable(error) << '\n';
    bad = true;
    return std::nullopt;
  }
  return formats::classic::to_model(grid);
}

}  // namespace

// The one puzzle of `file`, loading under --time-limit and --memory-limit
// (nullopt, with `code`: 2 bad input, 3 a limit; messages printed).
std::optional<model::Puzzle> load_single_puzzle(const std::string& file, const std::string& from,
                                                std::optional<double> time_limit,
                                                std::size_t memory_limit_mb, bool strict,
                                                std::chrono::steady_clock::time_point start,
                                                std::ostream& err, int& code) {
  code = kExitLimit;
  if (!load_allowed(file, from, false, memory_limit_mb, err)) return std::nullopt;
  try {
    LoadLimits limits = load_limits(deadline_after(time_limit, start), memory_limit_mb, strict);
    limits.solver_progress = true;  // the path starts where the solver stands
    bool bad = false;
    std::optional<model::Puzzle> p = one_line_puzzle(file, from, memory_limit_mb, limits, err, bad);
    if (!p && !bad) p = formats::load_one_puzzle(file, from, err, limits);
    code = kExitInputError;
    if (p && p->symbols.size() > enc::kMaxSymbols) {
      err << text::printable(file) << ": error: explain and grade take puzzles of at most "
          << enc::kMaxSymbols << " symbols\n";
      return std::nullopt;
    }
    return p;
  } catch (const LoadLimitReached& e) {
    err << text::printable(file) << ": " << e.what() << '\n';
    return std::nullopt;
  }
}

int explain_exit_code(const explain::Path& path) {
  if (path.internal_error) return kExitInternal;
  if (path.verdict == explain::Verdict::limit) return kExitLimit;
  if (path.verdict != explain::Verdict::unique) return kExitNotUnique;
  return kExitOk;
}

namespace {

// --format svg: the pictures into the directory o.output (made if need
// be), the text path on `out`.
int write_pictures(const ExplainOptions& o, const model::Puzzle& p, const explain::Path& path,
                   std::ostream& out, std::ostream& err) {
  const std::filesystem::path dir = o.output;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::vector<std::string> pictures = explain::step_pictures(p, path);
  for (std::size_t i = 0; i < pictures.size() && !ec; ++i) {
    std::ofstream file(dir / explain::step_picture_name(i), std::ios::binary);
    if (!(file << pictures[i]) || !file.flush()) ec = std::make_error_code(std::errc::io_error);
  }
  if (ec) {
    err << text::printable(o.output) << ": error: cannot write the pictures: " << ec.message()
        << '\n';
    return kExitInputError;
  }
  explain::write_explain_text(out, p, path);
  if (!path.message.empty()) err << text::printable(o.file) << ": " << path.message << '\n';
  return explain_exit_code(path);
}

}  // namespace

int cmd_explain(const ExplainOptions& o, std::ostream& out, std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();
  int code = kExitOk;
  if (o.svg && (o.output.empty() || o.output == "-")) {
    err << "error: --format svg writes one picture per step: give their directory with -o DIR\n";
    return kExitInputError;
  }
  const std::optional<model::Puzzle> p = load_single_puzzle(
      o.file, o.from, o.time_limit, o.memory_limit_mb, o.strict, start, err, code);
  if (!p) return code;
  // Declared var cells (`var_cells = N`, after chaos construction's labels):
  // the step finder knows grid cells only, so such a puzzle is refused.
  const bool chaos = std::any_of(p->constraints.begin(), p->constraints.end(), [](const auto& c) {
    return std::holds_alternative<model::ChaosConstruction>(c.kind);
  });
  if (p->geometry.var_cells > (chaos ? p->geometry.cell_count() : 0)) {
    err << text::printable(o.file)
        << ": error: explain does not handle var cells (var_cells = N) yet\n";
    return kExitInputError;
  }
  // The steps' reasons index the split rules: every output below reads them.
  const model::Puzzle rules = explain::split_rules(*p);
  explain::Path path = explain::explain(
      rules, {.time_limit = solve::time_left(o.time_limit, start), .hint = o.hint, .jobs = o.jobs});
  if (o.verify && !path.internal_error)
    if (std::optional<std::string> why = explain::verify_path(rules, path)) {
      path.internal_error = true;
      path.message = "internal error: --verify: " + *why;
    }
  if (o.svg) return write_pictures(o, rules, path, out, err);
  std::ofstream file;
  std::ostream* to = &out;
  if (!o.output.empty() && o.output != "-") {
    file.open(o.output, std::ios::binary);
    if (!file) {
      err << text::printable(o.output) << ": error: cannot write the explanation\n";
      return kExitInputError;
    }
    to = &file;
  }
  if (o.json)
    explain::write_explain_json(*to, rules, path);
  else
    explain::write_explain_text(*to, rules, path);
  if (!path.message.empty()) err << text::printable(o.file) << ": " << path.message << '\n';
  if (file.is_open() && !file.flush()) {
    err << text::printable(o.output) << ": error: cannot write the explanation\n";
    return kExitInputError;
  }
  return explain_exit_code(path);
}

}  // namespace rfsat::cli
