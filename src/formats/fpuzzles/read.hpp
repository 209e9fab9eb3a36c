// The f-puzzles reader: the JSON object an f-puzzles link carries (what
// follows `?load=`, lz-string decoded) -> `.rf` text with the JSON key path
// of every generated line (import/imported.hpp). The mapping is one table
// row per key (keys.cpp); cosmetic keys are listed as ignored, any other
// key is an error: a dropped rule would mean a wrong uniqueness verdict.
// docs/formats.md ("f-puzzles") lists the keys and how to add one.
//
//   Diagnostics diags("puzzle.json", text);
//   std::optional<import::Imported> p = fpuzzles::read_fpuzzles(text, diags);
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "diagnostics.hpp"
#include "import/imported.hpp"

namespace rfsat::formats::fpuzzles {

// The JSON text of an f-puzzles puzzle. Syntax errors are reported at their
// line and column, schema errors at their key path; nullopt after any error.
std::optional<import::Imported> read_fpuzzles(std::string_view json_text, Diagnostics& diags);
// The same for JSON already parsed (a link's payload, SudokuPad's fpuzzles
// form).
std::optional<import::Imported> read_fpuzzles_json(const nlohmann::ordered_json& root, Diagnostics& diags);
// Only the rule keys of `keys` (no size, grid or metadata) for a `size` x
// `size` grid, their lines appended to `out` with each origin renamed by
// `origins` ("thermometer[0]" -> what the caller read it from); false after
// an error. SudokuPad's drawings read back (sudokupad/drawings.hpp) use it.
bool read_fpuzzles_keys(const nlohmann::ordered_json& keys, int size, Diagnostics& diags,
                        import::RfText& out, const std::map<std::string, std::string>& origins);

}  // namespace rfsat::formats::fpuzzles
