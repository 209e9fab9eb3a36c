// `rfsat convert IN --to FMT [--from FMT] [-o OUT]`: reads a puzzle or a
// collection in any classic format (detected by content, the extension as a
// hint; --from forces) or a plain-sudoku rule file, and writes it as FMT.
// `-` is standard input/output; outputs are written atomically and never over
// the input. Information FMT cannot hold is reported as a warning. Reading
// and writing go through src/formats/ (load.hpp, files.hpp); what is here is
// convert's own choice of formats and its messages.
#include <cctype>
#include <filesystem>
#include <iostream>
#include <set>

#include "cdok/model.hpp"
#include "cdok/read.hpp"
#include "cdok/write.hpp"
#include "classic/from_model.hpp"
#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "classic/write.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "format_names.hpp"
#include "fpuzzles/write.hpp"
#include "import/detect.hpp"
#include "import/load_imported.hpp"
#include "iss/write.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "rf/write.hpp"

namespace rfsat::cli {
namespace {

using formats::ClassicFormat;

// Calcudoku targets beyond the ClassicFormat names: cdok's pictures.
enum class Picture { none, ascii, utf8 };
Picture picture_of(const std::string& name) {
  std::string l = name;
  for (char& c : l) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return l == "cdok-picture" ? Picture::ascii : l == "cdok-utf8" ? Picture::utf8 : Picture::none;
}

std::optional<ClassicFormat> named(const std::string& name, const char* option, std::ostream& err) {
  if (auto f = formats::format_from_name(name)) return f;
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

std::optional<std::vector<formats::classic::ClassicGrid>> read_rf(const std::string& name,
                                                                  const std::string& text,
                                                                  ClassicFormat to,
                                                                  const LoadLimits& limits,
                                                                  std::ostream& err) {
  std::optional<model::Puzzle> puzzle = formats::load_puzzle_text(name, text, err, limits);
  if (!puzzle) return std::nullopt;
  std::string why;
  std::optional<formats::classic::ClassicGrid> grid = formats::classic::from_model(*puzzle, &why);
  if (!grid) {
    err << text::printable(name) << ": error: only plain sudoku rule files convert to "
        << formats::format_name(to) << ": " << why << '\n';
    return std::nullopt;
  }
  grid->metadata = formats::rf::rf_metadata(text);
  return std::vector<formats::classic::ClassicGrid>{std::move(*grid)};
}

// A calcudoku from a cdok spec or a rule file that is one.
std::optional<formats::cdok::CdokPuzzle> calcudoku_input(const ConvertOptions& o, const std::string& name,
                                               const std::string& text, ClassicFormat from, std::ostream& err) {
  if (from == ClassicFormat::cdok) return formats::read_calcudoku(name, text, o.nylimb, err);
  if (from != ClassicFormat::rf) {
    err << text::printable(name) << ": error: a " << formats::format_name(from)
        << " sudoku grid has no calcudoku form (convert from cdok or a calcudoku rule file)\n";
    return std::nullopt;
  }
  std::optional<model::Puzzle> puzzle =
      formats::load_puzzle_text(name, text, err, load_limits(std::nullopt, 0, o.strict));
  if (!puzzle) return std::nullopt;
  std::string why;
  auto spec = formats::cdok::calcudoku_of(*puzzle, &why);
  if (!spec)
    err << text::printable(name)
        << ": error: this rule file is not a calcudoku cdok can hold: " << why << '\n';
  return spec;
}

std::optional<ClassicFormat> input_format(const ConvertOptions& o, const std::string& name,
                                          const std::string& text, std::ostream& err) {
  std::optional<ClassicFormat> from;
  if (!o.from.empty()) {
    if (!(from = named(o.from, "--from", err))) return std::nullopt;
  } else if (o.nylimb) {
    from = ClassicFormat::cdok;
  } else if (!(from = formats::detect_format(text, extension_of(o.input)))) {
    err << text::printable(name)
        << ": error: cannot tell the format of this input; name it with --from (" << kFormatNames
        << ")\n";
    return std::nullopt;
  }
  if (o.nylimb && from != ClassicFormat::cdok) {
    err << text::printable(name) << ": error: --nylimb reads cdok calcudoku specs\n";
    return std::nullopt;
  }
  return from;
}

void warn_losses(const std::string& name, const std::vector<formats::classic::ClassicGrid>& grids, ClassicFormat to,
                 std::ostream& err) {
  std::set<std::string> seen;
  for (const formats::classic::ClassicGrid& g : grids)
    for (const std::string& what : formats::classic::lost_in(g, to))
      if (seen.insert(what).second)
        err << text::printable(name) << ": warning: " << formats::format_name(to) << " cannot hold "
            << what << "; they are left out\n";
}

bool emit(const ConvertOptions& o, const std::string& result, bool stdin_input, std::ostream& out,
          std::ostream& err) {
  if (o.output.empty() || o.output == "-") {
    out << result;
    return true;
  }
  return formats::write_file_atomically(o.output, result, stdin_input ? std::string() : o.input, err);
}

// A calcudoku (a cdok spec, or a rule file that is one) as a cdok spec,
// one of cdok's pictures, or a rule file.
std::optional<std::string> convert_calcudoku(const ConvertOptions& o, const std::string& name,
                                             const std::string& text, ClassicFormat from, ClassicFormat to,
                                             Picture picture, std::ostream& err) {
  if (to != ClassicFormat::cdok && to != ClassicFormat::rf) {
    err << text::printable(name)
        << ": error: a calcudoku converts to cdok, cdok-picture, cdok-utf8 or rf, not "
        << formats::format_name(to) << '\n';
    return std::nullopt;
  }
  const std::optional<formats::cdok::CdokPuzzle> spec = calcudoku_input(o, name, text, from, err);
  if (!spec) return std::nullopt;
  if (picture != Picture::none) return formats::cdok::write_cdok_picture(*spec, nullptr, picture == Picture::utf8);
  if (to == ClassicFormat::cdok) return formats::cdok::write_cdok(*spec);
  std::string why;
  std::optional<std::string> rf = formats::rf::write_calcudoku_rf(*spec, &why);
  if (!rf) err << text::printable(name) << ": error: " << why << '\n';
  return rf;
}

// Sudoku grids (a classic file, or a plain-sudoku rule file) in format `to`.
std::optional<std::string> convert_grids(const std::string& name, const std::string& text,
                                         ClassicFormat from, ClassicFormat to,
                                         const LoadLimits& limits, std::ostream& err) {
  const auto grids = from == ClassicFormat::rf ? read_rf(name, text, to, limits, err)
                                               : formats::read_grids(name, text, from, err);
  if (!grids) return std::nullopt;
  if (one_puzzle_format(to) && grids->size() > 1) {
    err << text::printable(name) << ": error: " << formats::format_name(to)
        << " holds one puzzle; this input has " << grids->size()
        << " (convert collections to line or sdm)\n";
    return std::nullopt;
  }
  warn_losses(name, *grids, to, err);
  std::string result;
  for (const formats::classic::ClassicGrid& g : *grids) result += formats::classic::write_classic(g, to);
  return result;
}

// A variant puzzle (f-puzzles, SudokuPad, ISS, SudoCue): read into .rf text,
// which is checked by resolving it. `--to rf` writes that text (with the
// origin of every line and what was not read as comments); other targets
// take it as a rule file.
std::optional<formats::import::Imported> import_to_rf(const std::string& name,
                                                      const std::string& text, ClassicFormat from,
                                                      std::ostream& err) {
  std::optional<formats::import::Imported> in = formats::read_imported(name, text, from, err);
  if (!in || !formats::import::load_imported(*in, name, err)) return std::nullopt;
  return in;
}

// Any one puzzle (a rule file, a classic grid, a variant puzzle already
// turned into .rf) as f-puzzles JSON, an f-puzzles link, or ISS text, with
// its metadata (the importer's, or the head comments of a rule file).
std::optional<std::string> convert_variant(const std::string& name, const std::string& text,
                                           ClassicFormat from, ClassicFormat to,
                                           const formats::import::Metadata& meta,
                                           const LoadLimits& limits, std::ostream& err) {
  std::optional<model::Puzzle> puzzle;
  if (from == ClassicFormat::rf) {
    puzzle = formats::load_puzzle_text(name, text, err, limits);
  } else if (from == ClassicFormat::cdok) {
    if (auto spec = formats::read_calcudoku(name, text, false, err))
      puzzle = formats::cdok::calcudoku_model(*spec);
  } else if (auto grids = formats::read_grids(name, text, from, err)) {
    if (grids->size() != 1) {
      err << text::printable(name) << ": error: " << formats::format_name(to)
          << " holds one puzzle; this input has " << grids->size() << '\n';
      return std::nullopt;
    }
    puzzle = formats::classic::to_model(grids->front());
  }
  if (!puzzle) return std::nullopt;
  std::string why;
  std::optional<std::string> out = to == ClassicFormat::iss
                                       ? formats::iss::write_iss(*puzzle, &why, meta)
                                   : to == ClassicFormat::fpuzzles_url
                                       ? formats::fpuzzles::write_fpuzzles_url(*puzzle, &why, meta)
                                       : formats::fpuzzles::write_fpuzzles(*puzzle, &why, meta);
  if (!out) err << text::printable(name) << ": error: " << why << '\n';
  return out;
}

// FMT of --to: a format rfsat writes, and which of cdok's pictures.
std::optional<std::pair<ClassicFormat, Picture>> target_of(const ConvertOptions& o,
                                                           std::ostream& err) {
  const Picture picture = picture_of(o.to);
  const std::optional<ClassicFormat> to = picture != Picture::none
                                              ? std::optional<ClassicFormat>(ClassicFormat::cdok)
                                              : named(o.to, "--to", err);
  if (!to) return std::nullopt;
  if (*to == ClassicFormat::sudokupad || *to == ClassicFormat::sudocue) {
    err << "error: rfsat does not write " << formats::format_name(*to)
        << " (write fpuzzles-url: SudokuPad opens f-puzzles links)\n";
    return std::nullopt;
  }
  return std::pair(*to, picture);
}

}  // namespace

std::optional<std::string> convert_text(const ConvertOptions& o, const std::string& name,
                                        std::string text, bool link, std::ostream& err) {
  const auto target = target_of(o, err);
  if (!target) return std::nullopt;
  const auto [to, picture] = *target;
  std::optional<ClassicFormat> from = input_format(o, name, text, err);
  if (!from) return std::nullopt;
  std::optional<formats::import::Imported> in;
  if (formats::is_import_format(*from)) {
    in = import_to_rf(link ? "<link>" : name, text, *from, err);
    if (!in) return std::nullopt;
    text = in->rf.text();
    if (to == ClassicFormat::rf) return text;
    from = ClassicFormat::rf;
  }
  const formats::import::Metadata meta =
      in ? formats::import::metadata_of(*in) : formats::import::rf_metadata(text);
  // What the rule file's loading may not do: only --strict (the text is read).
  const LoadLimits strict = load_limits(std::nullopt, 0, o.strict);
  return formats::is_import_format(to) ? convert_variant(name, text, *from, to, meta, strict, err)
         : *from == ClassicFormat::cdok || to == ClassicFormat::cdok
             ? convert_calcudoku(o, name, text, *from, to, picture, err)
             : convert_grids(name, text, *from, to, strict, err);
}

int cmd_convert(const ConvertOptions& o, std::ostream& out, std::ostream& err) {
  if (!target_of(o, err)) return kExitInputError;
  if (!load_allowed(o.input, o.from, o.nylimb, o.memory_limit_mb, err)) return kExitLimit;
  const bool stdin_input = o.input == "-";
  const std::string name = stdin_input ? "<stdin>" : o.input;
  std::optional<std::string> text;
  std::error_code no_file;  // a link may be longer than a file name may be: no throw
  const bool link = !stdin_input && !std::filesystem::exists(o.input, no_file) &&
                    formats::import::looks_like_link(o.input);
  // Read before its format is known: within what the hungriest reader may take.
  const formats::ReadCap cap =
      formats::reader_cap(o.from.empty() ? std::nullopt : formats::format_from_name(o.from),
                          load_limits(std::nullopt, o.memory_limit_mb));
  bool limited = false;
  if (stdin_input)
    text = load_within_limits(name, err, limited,
                              [&] { return formats::read_standard_input(err, cap); });
  else if (link)
    text = o.input;
  else
    text = load_within_limits(name, err, limited,
                              [&] { return formats::read_text_file(o.input, err, cap); });
  if (!text) return limited ? kExitLimit : kExitInputError;
  const std::optional<std::string> result = convert_text(o, name, std::move(*text), link, err);
  if (!result) return kExitInputError;
  return emit(o, *result, stdin_input || link, out, err) ? kExitOk : kExitInputError;
}

}  // namespace rfsat::cli
