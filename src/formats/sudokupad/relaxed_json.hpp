// SudokuPad's puzzle JSON as its links carry it: strict JSON, or the
// "zipped" relaxed form of its puzzle zipper (read, not copied:
// marktekfan/sudokupad-penpa-import, docs/puzzlezipper.js): keys unquoted
// and shortened (`ce` cells, `re` regions, `ca` cages, `v` value, ...),
// strings in single quotes, `t`/`f` for true/false, colours without quotes
// (`#0`, `#F`, six hex digits after a colon), and empty objects left out of
// arrays (`[,,]` is three `{}`). As SudokuPad does, strict JSON is tried
// first; only text that is not strict JSON is unzipped, and only then are
// the short keys mapped back.
//
//   Diagnostics diags("link", text);
//   std::optional<nlohmann::ordered_json> j = sudokupad::parse_puzzle_json(text, diags);
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "diagnostics.hpp"

namespace rfsat::formats::sudokupad {

// Strict or zipped; errors (with the offset of the problem) go to `diags`
// under `where`; nesting beyond 64 levels is refused.
std::optional<nlohmann::ordered_json> parse_puzzle_json(std::string_view text,
                                                        const std::string& where,
                                                        Diagnostics& diags);

// Whether `text` is strict or zipped puzzle JSON (no diagnostics).
bool is_puzzle_json(std::string_view text);

}  // namespace rfsat::formats::sudokupad
