// The end-to-end libFuzzer harness: bytes -> format detection by content
// (as `rfsat solve` on a file) -> load (rule file, classic grids, cdok spec,
// variant puzzle) -> encode -> enumerate with a conflict cap -> every
// solution re-checked by src/check, and for puzzles of at most 16 cells the
// count compared with the backtracking counter (harness.hpp). A
// disagreement aborts. Seeds: corpus/e2e (one of each input family).
#include <sstream>

#include "cdok/model.hpp"
#include "classic/to_model.hpp"
#include "format.hpp"
#include "harness.hpp"
#include "import/load_imported.hpp"
#include "load.hpp"

namespace {

using rfsat::formats::ClassicFormat;

std::vector<rfsat::model::Puzzle> load(const std::string& text) {
  namespace formats = rfsat::formats;
  const ClassicFormat f = formats::detect_format(text, "").value_or(ClassicFormat::rf);
  std::ostringstream err;
  std::vector<rfsat::model::Puzzle> out;
  bool rejected = true;
  if (f == ClassicFormat::rf) {
    if (auto p = formats::load_puzzle_text("fuzz.rf", text, err, rfsat::fuzz::kLoadLimits))
      out.push_back(std::move(*p));
  } else if (f == ClassicFormat::cdok) {
    if (auto spec = formats::read_calcudoku("fuzz.puz", text, false, err))
      out.push_back(formats::cdok::calcudoku_model(*spec));
  } else if (formats::is_import_format(f)) {
    if (auto imported = formats::read_imported("fuzz", text, f, err, rfsat::fuzz::kLoadLimits))
      if (auto p = formats::import::load_imported(*imported, "fuzz", err, rfsat::fuzz::kLoadLimits))
        out.push_back(std::move(*p));
  } else if (auto grids = formats::read_grids("fuzz", text, f, err)) {
    rejected = false;
    for (std::size_t i = 0; i < grids->size() && i < 3; ++i)
      out.push_back(formats::classic::to_model((*grids)[i]));
  }
  if (out.empty() && rejected) rfsat::fuzz::require_message(err.str());
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<rfsat::model::Puzzle> puzzles;
  try {
    puzzles = load(rfsat::fuzz::text_of(data, size));
  } catch (const rfsat::LoadMemoryLimit&) {
    return 0;
  }
  for (const rfsat::model::Puzzle& p : puzzles) rfsat::fuzz::solve_and_check(p);
  return 0;
}
