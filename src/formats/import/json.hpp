// JSON text -> nlohmann::ordered_json for the importers (f-puzzles,
// SudokuPad), with the guarantees untrusted input needs: nesting deeper
// than 64 levels is refused before parsing, a syntax error (or invalid
// UTF-8) is reported at its line and column with what was expected, and
// object members keep their order (so generated lines follow the input),
// and a repeated key is a warning.
//
//   Diagnostics diags("puzzle.json", text);
//   std::optional<nlohmann::ordered_json> j = import::parse_json(text, diags);
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "diagnostics.hpp"
#include "integer_text.hpp"

namespace rfsat::formats::import {

inline constexpr int kMaxJsonDepth = 64;

// A key repeated in one object is a warning at its key path (the last one
// is read).
std::optional<nlohmann::ordered_json> parse_json(std::string_view text, Diagnostics& diags);

// A JSON integer, or a string holding one ("20"), exact and in `range`
// (text::read_integer); otherwise nullopt and `error` says why: an unsigned
// number past 2^63-1 is out of range, never wrapped, and 5.0 or 1e308 is
// not an integer.
std::optional<long long> json_integer(const nlohmann::ordered_json& v, text::IntegerRange range,
                                      std::string_view what, std::string& error);

// What a value is, for messages: "null", "the number 5.5", "the string \"x\"", "an array".
std::string json_kind(const nlohmann::ordered_json& v);

}  // namespace rfsat::formats::import
