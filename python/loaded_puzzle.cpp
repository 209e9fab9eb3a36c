// load() (loaded_puzzle.hpp): which of path, link or text `source` is, its
// text read, and the one puzzle that text holds, through the readers the
// CLI uses (formats::text_input, formats::puzzle_of; a collection of one
// line through batch's line source and the classic line reader). What the
// readers print is captured: errors become InputError, warnings are kept.
#include "loaded_puzzle.hpp"

#include <filesystem>
#include <sstream>

#include "batch.hpp"
#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "format.hpp"
#include "import/detect.hpp"
#include "load.hpp"
#include "python_errors.hpp"

namespace rfsat::python {
namespace {

namespace fs = std::filesystem;

// Short, one line, and ending in a puzzle file's extension: meant as a
// path, so a missing file is an error rather than puzzle text.
bool names_a_file(const std::string& source) {
  if (source.size() > 4096 || source.find('\n') != std::string::npos) return false;
  const std::string ext = fs::path(source).extension().string();
  return ext == ".rf" || ext == ".puz" || ext == ".json" || formats::format_from_extension(ext);
}

// The one puzzle of a collection (a line of 81 characters, say): its only line.
model::Puzzle one_line_puzzle(formats::Input& in, const std::string& name) {
  batch::LineSource source = batch::line_source(*in.stream, 0);
  batch::Item first, second;
  if (!source.next(first)) throw InputError(name + ": error: no puzzle in this input", 0, 0);
  if (source.next(second))
    throw InputError(name + ": error: a collection of puzzles; load them one at a time", 0, 0);
  formats::classic::ClassicGrid grid;
  std::string error;
  int column = 0;
  if (!formats::classic::parse_line_puzzle(first.text, grid, &error, &column))
    throw InputError(name + ":" + std::to_string(first.line) + ":" +
                         std::to_string(std::max(column, 1)) + ": error: " + error,
                     first.line, std::max(column, 1));
  return formats::classic::to_model(grid);
}

model::Puzzle one_puzzle(formats::Input& in, const std::string& name, std::ostringstream& err) {
  using Kind = formats::Input::Kind;
  if (in.kind == Kind::collection) return one_line_puzzle(in, name);
  if (in.kind == Kind::grids) {
    if (in.grids.size() != 1)
      throw InputError(name + ": error: this input holds " + std::to_string(in.grids.size()) +
                           " grids; load them one at a time",
                       0, 0);
    return formats::classic::to_model(in.grids.front());
  }
  std::optional<model::Puzzle> p = formats::puzzle_of(in, name, err);
  if (!p) throw input_error(name, err.str());
  return std::move(*p);
}

// The warning lines of captured diagnostics.
std::vector<std::string> warnings_in(const std::string& diagnostics) {
  std::vector<std::string> out;
  std::istringstream lines(diagnostics);
  for (std::string line; std::getline(lines, line);)
    if (line.find(": warning: ") != std::string::npos) out.push_back(line);
  return out;
}

}  // namespace

LoadedPuzzle load(const std::string& source, const std::string& format, bool path_given) {
  LoadedPuzzle lp;
  lp.from = format;
  std::error_code no_file;
  std::ostringstream err;
  // (a NUL byte ends a path early at the system call: such text is no path)
  const bool maybe_path = source.find('\0') == std::string::npos;
  if (path_given ||
      (maybe_path && (fs::is_regular_file(source, no_file) || names_a_file(source)))) {
    std::optional<std::string> text = formats::read_text_file(source, err);
    if (!text) throw input_error(source, err.str());
    lp.text = std::move(*text), lp.name = source;
    lp.extension = fs::path(source).extension().string();
    if (format.empty() && lp.extension == ".rf") lp.from = "rf";  // as open_input takes it
  } else {
    lp.link = formats::import::looks_like_link(source);
    lp.text = source, lp.name = lp.link ? "<link>" : "<text>";
  }
  std::optional<formats::Input> in =
      formats::text_input(lp.name, lp.text, lp.from, lp.extension, err);
  if (!in) throw input_error(lp.name, err.str());
  lp.numbers = in->calcudoku.has_value();
  lp.model = one_puzzle(*in, lp.name, err);
  lp.imported = std::move(in->imported);
  lp.warnings = warnings_in(err.str());
  return lp;
}

}  // namespace rfsat::python
