// `rfsat minimize FILE [--seed N] [-o OUT] [--format text|json]`: which
// givens and clue rules of a unique puzzle can go, and a minimal set
// (solve/minimize.hpp). Every input becomes rule text first (a rule file as
// it is, a variant puzzle as its translation, a classic grid or a cdok spec
// through the .rf writers), so an item is a line. The minimal puzzle is
// written in the input's format when that can hold it (a classic grid of
// givens only), else as .rf. Exit 0, 1 if the puzzle is not unique, 2 on an
// input error, 3 on a limit (--time-limit, loading included; --memory-limit),
// 4 on an internal error.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "classic/write.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "format.hpp"
#include "load.hpp"
#include "minimize.hpp"
#include "printable.hpp"
#include "report.hpp"
#include "rf/write.hpp"
#include "solve.hpp"

namespace rfsat::cli {
namespace {

// The input as rule text, or nullopt (message printed); a rule file is read
// within the memory limit of `limits`.
std::optional<std::string> rule_text(const formats::Input& in, const std::string& path,
                                     const LoadLimits& limits, std::ostream& err) {
  switch (in.kind) {
    case formats::Input::Kind::rule_file:
      if (in.rule_text) return in.rule_text;  // standard input, a FIFO: read once
      return formats::read_text_file(path, err,
                                     formats::reader_cap(formats::ClassicFormat::rf, limits));
    case formats::Input::Kind::imported:
      return in.imported->rf.text();
    case formats::Input::Kind::grids:
      if (in.grids.size() == 1) return formats::rf::write_rf(in.grids.front());
      break;
    case formats::Input::Kind::calcudoku: {
      std::string why;
      if (auto text = formats::rf::write_calcudoku_rf(*in.calcudoku, &why)) return text;
      err << text::printable(in.name) << ": error: " << why << '\n';
      return std::nullopt;
    }
    case formats::Input::Kind::collection:
      break;
  }
  err << text::printable(in.name)
      << ": error: minimize takes one puzzle, and this input holds several\n";
  return std::nullopt;
}

// A classic grid of givens only: the grid without the removed givens, in
// its own format. Anything else: nullopt (the caller writes .rf).
std::optional<std::string> classic_text(const formats::Input& in, const std::string& path,
                                        const std::string& from, const solve::Minimized& m,
                                        std::string& format) {
  if (in.kind != formats::Input::Kind::grids || path == "-") return std::nullopt;
  formats::classic::ClassicGrid g = in.grids.front();
  if (g.has_candidates() || g.has_user_placed()) return std::nullopt;
  std::optional<formats::ClassicFormat> f = formats::format_from_name(from);
  std::error_code ec;
  if (!f && !std::filesystem::is_regular_file(path, ec)) return std::nullopt;  // no second read
  if (!f) {
    std::ostringstream ignore;
    const std::optional<std::string> text = formats::read_text_file(path, ignore);
    if (!text) return std::nullopt;
    f = formats::detect_format(*text, std::filesystem::path(path).extension().string());
  }
  if (!f) return std::nullopt;
  for (const solve::MinimizeItem& i : m.items) {
    if (i.kept) continue;
    if (i.cell < 0) return std::nullopt;
    g.given[i.cell] = -1;
    if (!g.candidates.empty()) g.candidates[i.cell] = g.full_mask();
  }
  format = std::string(formats::format_name(*f));
  return formats::classic::write_classic(g, *f);
}

int exit_code(solve::MinimizeVerdict v) {
  switch (v) {
    case solve::MinimizeVerdict::done:
      return kExitOk;
    case solve::MinimizeVerdict::no_solution:
    case solve::MinimizeVerdict::not_unique:
      return kExitNotUnique;
    case solve::MinimizeVerdict::limit:
      return kExitLimit;
    case solve::MinimizeVerdict::internal_error:
      return kExitInternal;
  }
  return kExitInternal;
}

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  return std::filesystem::equivalent(a, b, ec);
}

// The input, its rule text and its puzzle, read under the load's limits
// (--time-limit, --memory-limit; LoadLimitReached goes to the caller). False: an input error,
// printed.
bool load_minimize_input(const MinimizeOptions& o, const LoadLimits& limits,
                         std::optional<formats::Input>& in, std::optional<std::string>& text,
                         std::optional<model::Puzzle>& p, std::ostream& err) {
  in = formats::open_input(o.file, o.from, err, false, limits);
  if (!in) return false;
  if (in->name.empty()) in->name = o.file;
  text = rule_text(*in, o.file, limits, err);
  if (!text) return false;
  if (in->kind != formats::Input::Kind::grids && !formats::puzzle_of(*in, o.file, err, limits))
    return false;
  p = formats::load_puzzle_text(in->name, *text, err, limits);
  return p.has_value();
}

}  // namespace

int cmd_minimize(const MinimizeOptions& o, std::ostream& out, std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();
  if (!load_allowed(o.file, o.from, false, o.memory_limit_mb, err)) return kExitLimit;
  std::optional<formats::Input> in;
  std::optional<std::string> text;
  std::optional<model::Puzzle> p;
  try {
    const LoadLimits limits =
        load_limits(deadline_after(o.time_limit, start), o.memory_limit_mb, o.strict);
    if (!load_minimize_input(o, limits, in, text, p, err)) return kExitInputError;
  } catch (const LoadLimitReached& e) {
    err << text::printable(o.file) << ": " << e.what() << '\n';
    return kExitLimit;
  }
  if (!o.output.empty() && o.file != "-" && same_file(o.output, o.file)) {
    err << o.output << ": error: minimize never writes over its input\n";
    return kExitInputError;
  }
  const solve::Minimized m = solve::minimize(in->name, *text, *p,
                                             {.seed = o.seed,
                                              .time_limit = solve::time_left(o.time_limit, start),
                                              .memory_limit_mb = o.memory_limit_mb});
  solve::MinimizeOutput report;
  report.file = in->name;
  report.seed = o.seed;
  if (m.verdict == solve::MinimizeVerdict::done) {
    std::optional<std::string> classic = classic_text(*in, o.file, o.from, m, report.format);
    report.puzzle = classic ? *classic : m.text;
    if (!o.output.empty()) {
      std::ofstream f(o.output, std::ios::binary);
      if (!(f << report.puzzle) || !f.flush()) {
        err << o.output << ": error: cannot write the minimal puzzle\n";
        return kExitInputError;
      }
      report.written_to = o.output;
    }
  }
  solve::write_minimize(out, o.json, *p, m, report);
  if (!m.message.empty()) err << in->name << ": " << m.message << '\n';
  return exit_code(m.verdict);
}

}  // namespace rfsat::cli
