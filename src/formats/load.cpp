// The readers behind load.hpp: a rule file's text through the grammar and the
// semantic pass, a classic file's grids, a cdok spec, each printing its
// diagnostics. Detection and opening are in load_input.cpp.
#include "load.hpp"

#include <ostream>

#include "cdok/model.hpp"
#include "classic/to_model.hpp"
#include "files.hpp"
#include "fpuzzles/read.hpp"
#include "import/links.hpp"
#include "import/load_imported.hpp"
#include "import/short_links.hpp"
#include "iss/read.hpp"
#include "lint.hpp"
#include "parse.hpp"
#include "printable.hpp"
#include "resolve.hpp"
#include "sudocue/read.hpp"
#include "sudokupad/read.hpp"

namespace rfsat::formats {

std::optional<model::Puzzle> load_puzzle(const std::string& path, std::ostream& err,
                                         const LoadLimits& limits) {
  std::optional<std::string> text =
      read_text_file(path, err, reader_cap(formats::ClassicFormat::rf, limits));
  if (!text) return std::nullopt;
  return load_puzzle_text(path, *text, err, limits);
}

std::optional<model::Puzzle> load_puzzle_text(const std::string& name, const std::string& text,
                                              std::ostream& err, const LoadLimits& limits,
                                              bool warn) {
  Diagnostics diags(name, text);
  diags.set_limits(limits);
  std::optional<ast::RuleFile> file = parser::parse_rule_file(text, diags);
  std::optional<model::Puzzle> puzzle;
  if (file) puzzle = sema::resolve(*file, diags);
  diags.print(err);
  if (puzzle && warn)
    for (const lint::Warning& w : lint::lint(*puzzle, text)) lint::print(w, name, text, err);
  return puzzle;
}

std::optional<model::Puzzle> puzzle_of(const Input& in, const std::string& path, std::ostream& err,
                                       const LoadLimits& limits) {
  if (in.calcudoku) return calcudoku_model(*in.calcudoku);
  if (in.imported)
    return import::load_imported(*in.imported, in.name.empty() ? path : in.name, err, limits);
  if (in.rule_text) return load_puzzle_text(path, *in.rule_text, err, limits);
  return load_puzzle(path, err, limits);
}

std::optional<std::vector<formats::classic::ClassicGrid>> read_grids(const std::string& name,
                                                                     const std::string& text,
                                                                     formats::ClassicFormat f,
                                                                     std::ostream& err,
                                                                     const LoadLimits& limits) {
  Diagnostics diags(name, text);
  diags.set_limits(limits);
  auto grids = formats::classic::read_classic(text, f, diags);
  diags.print(err);
  return grids;
}

std::optional<model::Puzzle> load_one_puzzle(const std::string& path, const std::string& from,
                                             std::ostream& err, const LoadLimits& limits) {
  std::optional<Input> in = open_input(path, from, err, false, limits);
  if (!in) return std::nullopt;
  if (in->one_puzzle()) return puzzle_of(*in, path, err, limits);
  if (in->kind == Input::Kind::grids && in->grids.size() == 1) return classic::to_model(in->grids.front());
  err << text::printable(path)
      << ": error: this command takes one puzzle, and this input is a collection\n";
  return std::nullopt;
}

std::optional<import::Imported> read_imported(const std::string& name, const std::string& text,
                                              formats::ClassicFormat f, std::ostream& err,
                                              const LoadLimits& limits) {
  // A short link is replaced by what the server holds (when --fetch allows).
  std::string fetched;
  if (import::short_puzzle_id(text)) {
    fetched = text;
    Diagnostics fetch_diags(name, text);
    fetch_diags.set_limits(limits);
    const bool ok = import::resolve_short_link(fetched, fetch_diags);
    fetch_diags.print(err);
    if (!ok) return std::nullopt;
  }
  return read_imported_text(name, fetched.empty() ? text : fetched, f, err, limits);
}

std::optional<import::Imported> read_imported_text(const std::string& name, const std::string& text,
                                                   formats::ClassicFormat f, std::ostream& err,
                                                   const LoadLimits& limits) {
  Diagnostics diags(name, text);
  diags.set_limits(limits);
  std::optional<import::Imported> out;
  const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  const bool json = first != std::string::npos && text[first] == '{';
  switch (f) {
    case ClassicFormat::fpuzzles:
    case ClassicFormat::fpuzzles_url:
      if (json) {
        out = fpuzzles::read_fpuzzles(text, diags);
      } else if (auto link = import::parse_link(text, diags)) {
        if (link->kind != import::Link::Kind::fpuzzles)
          out = sudokupad::read_sudokupad(text, diags);
        else if (auto payload = import::decode_payload(link->payload, "link payload", diags))
          out = fpuzzles::read_fpuzzles(*payload, diags);
      }
      break;
    case ClassicFormat::sudokupad:
      out = sudokupad::read_sudokupad(text, diags);
      break;
    case ClassicFormat::iss:
      out = iss::read_iss(text, diags);
      break;
    case ClassicFormat::sudocue:
      out = sudocue::read_sudocue(text, diags);
      break;
    default:
      diags.error_at(std::string(format_name(f)), {}, "not a variant-puzzle format");
      break;
  }
  diags.print(err);
  if (diags.has_errors()) return std::nullopt;
  if (out)  // drawn items read as decoration: named by every command, one line per kind
    for (const std::string& d : out->decorations)
      err << text::printable(name) << ": warning: " << import::decoration_note(d) << '\n';
  if (out)
    for (const Diagnostic& w : diags.warnings())
      out->warnings.push_back(diags.format(w, "warning"));
  return out;
}

std::optional<formats::cdok::CdokPuzzle> read_calcudoku(const std::string& name, const std::string& text,
                                              bool nylimb, std::ostream& err) {
  Diagnostics diags(name, text);
  auto spec = formats::cdok::read_cdok(text, diags, {.nylimb = nylimb});
  diags.print(err);
  return spec;
}

}  // namespace rfsat::formats
