// read_sudokupad (read.hpp): the link or JSON, then SudokuPad's puzzle
// object through its feature table: what is read (cells, regions, cages,
// global, metadata), what is refused as a drawing (lines, arrows,
// overlays, underlays), what carries no rule (listed as not read).
#include "sudokupad/read.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "fpuzzles/read.hpp"
#include "import/links.hpp"
#include "sudokupad/relaxed_json.hpp"
#include "sudokupad/scl.hpp"
#include "trim_spaces.hpp"

namespace rfsat::formats::sudokupad {

std::optional<import::Imported> read_sudokupad(std::string_view text, Diagnostics& diags) {
  if (const std::string_view t = rfsat::text::trim_spaces(text); !t.empty() && t.front() == '{') {
    auto j = parse_puzzle_json(text, "(SudokuPad JSON)", diags);
    if (!j) return std::nullopt;
    return read_scl(*j, diags);
  }
  std::optional<import::Link> link = import::parse_link(text, diags);
  if (!link) return std::nullopt;
  if (link->kind == import::Link::Kind::fpuzzles) {
    auto json = import::decode_payload(link->payload, "link payload", diags, nullptr);
    if (!json) return std::nullopt;
    return fpuzzles::read_fpuzzles(*json, diags);
  }
  auto json = import::decode_payload(link->payload, "link payload", diags, is_puzzle_json);
  if (!json) return std::nullopt;
  auto j = parse_puzzle_json(*json, "link payload", diags);
  if (!j) return std::nullopt;
  return read_scl(*j, diags);
}

}  // namespace rfsat::formats::sudokupad
