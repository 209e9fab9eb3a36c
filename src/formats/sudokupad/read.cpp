// read_sudokupad (read.hpp): the link or JSON, then SudokuPad's puzzle
// object through its feature table: what is read (cells, regions, cages,
// global, metadata), what is refused as a drawing (lines, arrows,
// overlays, underlays), what carries no rule (listed as not read).
#include "sudokupad/read.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "fpuzzles/read.hpp"
#include "import/links.hpp"
#include "sudokupad/relaxed_json.hpp"
#include "sudokupad/scl.hpp"

namespace rfsat::formats::sudokupad {
namespace {

std::string_view trim(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  return t;
}

}  // namespace

std::optional<import::Imported> read_sudokupad(std::string_view text, Diagnostics& diags) {
  if (!trim(text).empty() && trim(text).front() == '{') {
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
