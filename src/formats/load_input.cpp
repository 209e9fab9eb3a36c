// open_input (load.hpp): which kind of input a path or standard input holds,
// by --from, the .rf extension, --nylimb, or the content (the extension as
// a hint), and opening it: collections are streamed, not read whole. A path
// that is no file but a link (f-puzzles, SudokuPad) is read as the input's
// text itself.
#include <filesystem>
#include <iostream>
#include <sstream>

#include "files.hpp"
#include "import/detect.hpp"
#include "load.hpp"
#include "printable.hpp"

namespace rfsat::formats {
namespace {

using formats::ClassicFormat;

bool is_line_format(ClassicFormat f) { return f == ClassicFormat::line || f == ClassicFormat::sdm; }

std::optional<Input> grids_input(const std::string& name, const std::string& text, ClassicFormat f,
                                 std::ostream& err, const LoadLimits& limits) {
  auto grids = read_grids(name, text, f, err, limits);
  if (!grids) return std::nullopt;
  Input in;
  in.kind = Input::Kind::grids;
  in.grids = std::move(*grids);
  return in;
}

std::optional<Input> calcudoku_input(const std::string& name, const std::string& text, bool nylimb,
                                     std::ostream& err) {
  auto spec = read_calcudoku(name, text, nylimb, err);
  if (!spec) return std::nullopt;
  Input in;
  in.kind = Input::Kind::calcudoku;
  in.calcudoku = std::move(spec);
  return in;
}

std::optional<Input> imported_input(const std::string& name, const std::string& text,
                                    ClassicFormat f, std::ostream& err, const LoadLimits& limits) {
  auto imported = read_imported(name, text, f, err, limits);
  if (!imported) return std::nullopt;
  Input in;
  in.kind = Input::Kind::imported;
  in.name = name;
  in.imported = std::move(imported);
  return in;
}

std::optional<Input> from_stdin(const std::string& from, bool nylimb, std::ostream& err,
                                const LoadLimits& limits) {
  std::optional<ClassicFormat> f = from.empty() ? ClassicFormat::line : formats::format_from_name(from);
  if (from.empty() && std::cin.peek() == '{') f = ClassicFormat::fpuzzles;  // JSON: detected below
  Input in;
  if (f && is_line_format(*f)) {
    in.kind = Input::Kind::collection;
    in.stream = &std::cin;
    return in;
  }
  const std::optional<std::string> text = read_standard_input(err, reader_cap(f, limits));
  if (!text) return std::nullopt;
  if (f == ClassicFormat::rf) {
    in.rule_text = *text;
    return in;
  }
  if (f == ClassicFormat::cdok) return calcudoku_input("<stdin>", *text, nylimb, err);
  if (is_import_format(*f)) {
    if (from.empty()) f = formats::detect_format(*text, "").value_or(*f);
    return imported_input("<stdin>", *text, *f, err, limits);
  }
  return grids_input("-", *text, *f, err, limits);
}

// The format of a file on disk: --from, the .rf extension, --nylimb, else
// detected from its first 64 KiB (the extension as a hint), a rule file when
// nothing matches. nullopt: the file cannot be opened.
std::optional<ClassicFormat> file_format(const std::string& path, const std::string& from, bool nylimb) {
  const std::string ext = std::filesystem::path(path).extension().string();
  if (!from.empty()) return formats::format_from_name(from);
  if (ext == ".rf") return ClassicFormat::rf;
  if (nylimb) return ClassicFormat::cdok;
  std::ifstream probe(path, std::ios::binary);
  if (!probe) return std::nullopt;
  std::string head(64 * 1024, '\0');
  probe.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(probe.gcount()));
  return formats::detect_format(head, ext).value_or(ClassicFormat::rf);
}

// Peak resident memory over input size of each reader, measured on 20 MB
// inputs of the densest content each accepts (scripts/huge_inputs.sh,
// docs/limits.md), rounded up: a rule file of 20 MB of cages took 1,268 MB.
// The most of them bounds an input read before its format is known.
constexpr std::size_t kMostBytesPerInputByte = 72;
std::size_t bytes_per_input_byte(ClassicFormat f) {
  switch (f) {
    case ClassicFormat::line:
    case ClassicFormat::sdm:
      return 0;  // streamed a line at a time
    case ClassicFormat::rf:
      return 64;
    case ClassicFormat::iss:
      return kMostBytesPerInputByte;
    case ClassicFormat::sudokupad:
      return 17;
    default:  // f-puzzles JSON and links, cdok, SudoCue, grids of the classic formats
      return 9;
  }
}

bool nylimb_fits(const std::string& path, ClassicFormat f, bool nylimb, std::ostream& err) {
  if (!nylimb || f == ClassicFormat::cdok) return true;
  err << text::printable(path) << ": error: --nylimb reads cdok calcudoku specs; this input is "
      << formats::format_name(f) << '\n';
  return false;
}

// The input of a file's whole text in format `f`: a rule file's text kept
// for puzzle_of, a collection streamed from the text, the others read.
std::optional<Input> input_of_text(const std::string& path, std::string text, ClassicFormat f,
                                   bool nylimb, std::ostream& err, const LoadLimits& limits) {
  Input in;
  if (f == ClassicFormat::rf) {
    in.rule_text = std::move(text);
    return in;
  }
  if (is_import_format(f)) return imported_input(path, text, f, err, limits);
  if (f == ClassicFormat::cdok) return calcudoku_input(path, text, nylimb, err);
  if (is_line_format(f)) {
    in.kind = Input::Kind::collection;
    in.file = std::make_unique<std::istringstream>(std::move(text));
    in.stream = in.file.get();
    return in;
  }
  return grids_input(path, text, f, err, limits);
}

// A path that is no regular file (a FIFO, a device: no size to refuse it
// by, and a FIFO cannot be opened twice, once to detect its format and once
// to read it): read once, whole, within the memory limit, then detected.
std::optional<Input> read_once(const std::string& path, const std::string& from, bool nylimb,
                               std::ostream& err, const LoadLimits& limits) {
  const std::string ext = std::filesystem::path(path).extension().string();
  std::optional<ClassicFormat> f = !from.empty()  ? formats::format_from_name(from)
                                   : ext == ".rf" ? std::optional(ClassicFormat::rf)
                                   : nylimb       ? std::optional(ClassicFormat::cdok)
                                                  : std::nullopt;
  std::optional<std::string> text = read_text_file(path, err, reader_cap(f, limits));
  if (!text) return std::nullopt;
  if (!f) f = formats::detect_format(*text, ext).value_or(ClassicFormat::rf);
  if (!nylimb_fits(path, *f, nylimb, err)) return std::nullopt;
  return input_of_text(path, std::move(*text), *f, nylimb, err, limits);
}

}  // namespace

ReadCap reader_cap(std::optional<ClassicFormat> f, const LoadLimits& limits) {
  // A collection read whole (convert) is bounded as an input of unknown format.
  const std::size_t per_byte = f ? bytes_per_input_byte(*f) : 0;
  return read_cap(limits.memory_bytes, per_byte > 0 ? per_byte : kMostBytesPerInputByte);
}

std::size_t load_estimate_bytes(const std::string& path, const std::string& from, bool nylimb) {
  std::error_code ec;
  if (path == "-" || !std::filesystem::is_regular_file(path, ec)) return 0;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (ec) return 0;
  const std::optional<ClassicFormat> f = from.empty() || formats::format_from_name(from)
                                             ? file_format(path, from, nylimb)
                                             : std::nullopt;
  return f ? static_cast<std::size_t>(size) * bytes_per_input_byte(*f) : 0;
}

std::optional<std::string> load_refusal(const std::string& path, const std::string& from,
                                        bool nylimb, std::size_t limit_mb) {
  constexpr std::size_t kMiB = std::size_t{1} << 20;
  if (limit_mb == 0) return std::nullopt;
  const std::size_t estimate = load_estimate_bytes(path, from, nylimb);
  if (estimate <= limit_mb * kMiB) return std::nullopt;
  return "memory limit: reading this input would take about " +
         std::to_string((estimate + kMiB - 1) / kMiB) + " MB (--memory-limit " +
         std::to_string(limit_mb) + ")";
}

std::optional<Input> open_input(const std::string& path, const std::string& from, std::ostream& err,
                                bool nylimb, const LoadLimits& limits) {
  if (!from.empty() && !formats::format_from_name(from)) {
    err << "error: unknown format '" << from << "' (see docs/formats.md)\n";
    return std::nullopt;
  }
  if (nylimb && !from.empty() && formats::format_from_name(from) != ClassicFormat::cdok) {
    err << "error: --nylimb reads cdok calcudoku specs, not " << from << '\n';
    return std::nullopt;
  }
  if (path == "-") {
    std::optional<Input> in =
        from_stdin(nylimb && from.empty() ? "cdok" : from, nylimb, err, limits);
    return in;
  }
  // (the error_code form: a link percent-encoded whole is one path component
  // longer than a file name may be, which the throwing form reports by throwing)
  std::error_code no_file;
  if (!std::filesystem::exists(path, no_file) && import::looks_like_link(path)) {
    const std::optional<ClassicFormat> f = from.empty() ? formats::detect_format(path, "") : formats::format_from_name(from);
    if (!f || !is_import_format(*f)) {
      err << "error: a link is read as f-puzzles or SudokuPad, not as " << from << '\n';
      return std::nullopt;
    }
    const std::string name = path.size() > 60 ? path.substr(0, 57) + "..." : path;
    return imported_input(name, path, *f, err, limits);
  }
  std::error_code ec;
  const std::filesystem::file_status status = std::filesystem::status(path, ec);
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status) &&
      !std::filesystem::is_directory(status))
    return read_once(path, from, nylimb, err, limits);
  const std::optional<ClassicFormat> f = file_format(path, from, nylimb);
  if (!f) return Input{};  // load_puzzle reports the unreadable file
  if (!nylimb_fits(path, *f, nylimb, err)) return std::nullopt;
  Input in;
  if (*f == ClassicFormat::rf) return in;  // read by puzzle_of
  if (is_line_format(*f)) {
    in.kind = Input::Kind::collection;
    in.file = std::make_unique<std::ifstream>(path, std::ios::binary);
    in.stream = in.file.get();
    return in;
  }
  std::optional<std::string> text = read_text_file(path, err, reader_cap(f, limits));
  if (!text) return std::nullopt;
  return input_of_text(path, std::move(*text), *f, nylimb, err, limits);
}

std::optional<Input> text_input(const std::string& name, std::string text, const std::string& from,
                                const std::string& extension_hint, std::ostream& err,
                                const LoadLimits& limits) {
  std::optional<ClassicFormat> f;
  if (!from.empty() && !(f = formats::format_from_name(from))) {
    err << "error: unknown format '" << from << "' (see docs/formats.md)\n";
    return std::nullopt;
  }
  if (!f) f = formats::detect_format(text, extension_hint).value_or(ClassicFormat::rf);
  std::optional<Input> in = input_of_text(name, std::move(text), *f, false, err, limits);
  if (in && in->name.empty()) in->name = name;
  return in;
}

}  // namespace rfsat::formats
