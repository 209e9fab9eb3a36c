// `rfsat convert IN --to FMT [--from FMT] [-o OUT]`: reads a puzzle or a
// collection in any classic format (detected by content, the extension as a
// hint; --from forces) or a plain-sudoku rule file, and writes it as FMT.
// `-` is standard input/output; outputs are written atomically and never over
// the input. Information FMT cannot hold is reported as a warning.
#include <iostream>
#include <iterator>
#include <set>

#include "classic.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "from_model.hpp"
#include "load.hpp"
#include "parse.hpp"
#include "resolve.hpp"
#include "write.hpp"

namespace rfsat::cli {
namespace {

using parser::ClassicFormat;

constexpr const char* kFormatNames =
    "line (txt), sdm, sdk, ss, ss-spaced, ss-old, spf, msk (sol), sdx, candidates, rf";

std::optional<ClassicFormat> named(const std::string& name, const char* option, std::ostream& err) {
  if (auto f = parser::format_from_name(name)) return f;
  err << "error: unknown format '" << name << "' for " << option << ": expected " << kFormatNames
      << '\n';
  return std::nullopt;
}

std::string extension_of(const std::string& path) {
  const std::size_t dot = path.rfind('.'), slash = path.find_last_of("/\\");
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return {};
  return path.substr(dot + 1);
}

bool one_puzzle_format(ClassicFormat f) { return f != ClassicFormat::line && f != ClassicFormat::sdm; }

std::optional<std::vector<ast::ClassicGrid>> read_rf(const std::string& name, const std::string& text,
                                                     ClassicFormat to, std::ostream& err) {
  Diagnostics diags(name, text);
  std::optional<ast::RuleFile> file = parser::parse_rule_file(text, diags);
  std::optional<model::Puzzle> puzzle;
  if (file) puzzle = sema::resolve(*file, diags);
  diags.print(err);
  if (!puzzle) return std::nullopt;
  std::string why;
  std::optional<ast::ClassicGrid> grid = formats::from_model(*puzzle, &why);
  if (!grid) {
    err << name << ": error: only plain sudoku rule files convert to " << parser::format_name(to)
        << ": " << why << '\n';
    return std::nullopt;
  }
  grid->metadata = formats::rf_metadata(text);
  return std::vector<ast::ClassicGrid>{std::move(*grid)};
}

std::optional<std::vector<ast::ClassicGrid>> read_input(const ConvertOptions& o, const std::string& name,
                                                        const std::string& text, ClassicFormat to,
                                                        std::ostream& err) {
  std::optional<ClassicFormat> from;
  if (!o.from.empty()) {
    if (!(from = named(o.from, "--from", err))) return std::nullopt;
  } else if (!(from = parser::detect_format(text, extension_of(o.input)))) {
    err << name << ": error: cannot tell the format of this input; name it with --from ("
        << kFormatNames << ")\n";
    return std::nullopt;
  }
  if (*from == ClassicFormat::rf) return read_rf(name, text, to, err);
  Diagnostics diags(name, text);
  auto grids = parser::read_classic(text, *from, diags);
  diags.print(err);
  return grids;
}

void warn_losses(const std::string& name, const std::vector<ast::ClassicGrid>& grids, ClassicFormat to,
                 std::ostream& err) {
  std::set<std::string> seen;
  for (const ast::ClassicGrid& g : grids)
    for (const std::string& what : formats::lost_in(g, to))
      if (seen.insert(what).second)
        err << name << ": warning: " << parser::format_name(to) << " cannot hold " << what
            << "; they are left out\n";
}

}  // namespace

int cmd_convert(const ConvertOptions& o, std::ostream& out, std::ostream& err) {
  const std::optional<ClassicFormat> to = named(o.to, "--to", err);
  if (!to) return kExitInputError;
  const bool stdin_input = o.input == "-";
  const std::string name = stdin_input ? "<stdin>" : o.input;
  std::optional<std::string> text;
  if (stdin_input)
    text = std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  else
    text = read_text_file(o.input, err);
  if (!text) return kExitInputError;
  const auto grids = read_input(o, name, *text, *to, err);
  if (!grids) return kExitInputError;
  if (one_puzzle_format(*to) && grids->size() > 1) {
    err << name << ": error: " << parser::format_name(*to) << " holds one puzzle; this input has "
        << grids->size() << " (convert collections to line or sdm)\n";
    return kExitInputError;
  }
  warn_losses(name, *grids, *to, err);
  std::string result;
  for (const ast::ClassicGrid& g : *grids) result += formats::write_classic(g, *to);
  if (o.output.empty() || o.output == "-") {
    out << result;
    return kExitOk;
  }
  return write_file_atomically(o.output, result, stdin_input ? std::string() : o.input, err)
             ? kExitOk
             : kExitInputError;
}

}  // namespace rfsat::cli
