// JSON text -> nlohmann::ordered_json for the importers (f-puzzles,
// SudokuPad), with the guarantees untrusted input needs: nesting deeper
// than 64 levels is refused before parsing, a syntax error (or invalid
// UTF-8) is reported at its line and column with what was expected, and
// object members keep their order (so generated lines follow the input).
//
//   Diagnostics diags("puzzle.json", text);
//   std::optional<nlohmann::ordered_json> j = import::parse_json(text, diags);
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "diagnostics.hpp"

namespace rfsat::formats::import {

inline constexpr int kMaxJsonDepth = 64;

std::optional<nlohmann::ordered_json> parse_json(std::string_view text, Diagnostics& diags);

}  // namespace rfsat::formats::import
