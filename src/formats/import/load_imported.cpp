// load_imported (load_imported.hpp): parse and resolve the generated text,
// then print its diagnostics against their origins.
#include "load_imported.hpp"

#include <ostream>

#include "parse.hpp"
#include "printable.hpp"
#include "resolve.hpp"

namespace rfsat::formats::import {
namespace {

// The generated line without its trailing origin comment.
std::string_view rule_part(std::string_view line) {
  const std::size_t c = line.find("  // ");
  return c == std::string_view::npos ? line : line.substr(0, c);
}

void print_translated(const Imported& in, const std::string& name, const Diagnostics& diags,
                      std::ostream& err) {
  for (const Diagnostic& d : diags.errors()) {
    const std::string_view origin = in.rf.origin(d.pos.line);
    const std::string where = origin.empty() ? "(" + in.format + " grid)" : std::string(origin);
    err << text::printable(name) << ": " << text::printable(where)
        << ": error: " << text::printable(d.message) << '\n';
    if (d.pos.line > 0)
      err << "  in the .rf translation: " << text::printable(rule_part(diags.line_text(d.pos.line)))
          << '\n';
  }
}

}  // namespace

std::optional<model::Puzzle> load_imported(const Imported& in, const std::string& name,
                                           std::ostream& err, const LoadLimits& limits) {
  if (limits.solver_progress && in.progress.lines() > 0) {
    Imported with = in;
    with.rf.append(in.progress, [](std::string_view origin) { return std::string(origin); });
    with.progress = {};
    return load_imported(with, name, err, limits);
  }
  Diagnostics diags(name, in.rf.text());
  diags.set_limits(limits);
  std::optional<ast::RuleFile> file = parser::parse_rule_file(in.rf.text(), diags);
  std::optional<model::Puzzle> puzzle;
  if (file) puzzle = sema::resolve(*file, diags);
  print_translated(in, name, diags, err);
  if (diags.has_errors()) return std::nullopt;
  return puzzle;
}

}  // namespace rfsat::formats::import
