// read_page_input (page_input.hpp): detect, then the format's reader.
#include "page_input.hpp"

#include <filesystem>
#include <sstream>

#include "cdok/model.hpp"
#include "classic/to_model.hpp"
#include "format.hpp"
#include "import/load_imported.hpp"
#include "load.hpp"
#include "rf/write.hpp"

namespace rfsat::serve {
namespace {

using formats::ClassicFormat;

std::optional<PageInput> read_as(const std::string& text, const std::string& name, ClassicFormat f,
                                 const LoadLimits& limits, std::ostream& err) {
  PageInput in;
  in.format = std::string(formats::format_name(f));
  if (f == ClassicFormat::rf) {
    std::optional<model::Puzzle> p = formats::load_puzzle_text(name, text, err, limits, false);
    if (!p) return std::nullopt;
    in.puzzle = std::move(*p);
    in.rf_text = text;
  } else if (formats::is_import_format(f)) {
    auto imported = formats::read_imported_text(name, text, f, err, limits);
    if (!imported) return std::nullopt;
    auto p = formats::import::load_imported(*imported, name, err, limits);
    if (!p) return std::nullopt;
    in.puzzle = std::move(*p);
    in.rf_text = imported->rf.text();
  } else if (f == ClassicFormat::cdok) {
    auto spec = formats::read_calcudoku(name, text, false, err);
    if (!spec) return std::nullopt;
    in.puzzle = formats::cdok::calcudoku_model(*spec);
  } else {
    auto grids = formats::read_grids(name, text, f, err, limits);
    if (!grids) return std::nullopt;
    if (grids->size() != 1) {
      err << name << ": the page takes one puzzle; this holds " << grids->size()
          << " (use rfsat check or rfsat grade for collections)\n";
      return std::nullopt;
    }
    in.puzzle = formats::classic::to_model(grids->front());
    in.rf_text = formats::rf::write_rf(grids->front());
  }
  return in;
}

}  // namespace

std::optional<PageInput> read_page_input(std::string_view text, const std::string& name,
                                         const LoadLimits& limits, std::string& why) {
  const std::string shown = name.empty() ? "puzzle" : name;
  const std::string ext = std::filesystem::path(name).extension().string();
  std::ostringstream err;
  std::optional<PageInput> in;
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
    err << shown << ": empty input: paste a puzzle or drop a file\n";
  else
    in = read_as(std::string(text), shown,
                 formats::detect_format(text, ext).value_or(ClassicFormat::rf), limits, err);
  if (!in) {
    why = err.str();
    while (!why.empty() && why.back() == '\n') why.pop_back();
    if (why.empty()) why = shown + ": cannot read the puzzle";
  }
  return in;
}

}  // namespace rfsat::serve
