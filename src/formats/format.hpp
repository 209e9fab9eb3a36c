// The input and output formats rfsat knows beside its own rule files: the
// classic Sudoku text formats (classic/), cdok's calcudoku spec (cdok/),
// `.rf` itself, and the variant-puzzle formats whose readers write `.rf`
// (fpuzzles/, sudokupad/, iss/, sudocue/; import/ holds what they share);
// their names for `--from/--to`, their file extensions, and detection by
// content with the extension as a hint (detect.cpp, import/detect.cpp;
// docs/formats.md). Each family's reader and writer live in its folder.
//
//   auto f = rfsat::formats::detect_format(text, "sdm");   // ClassicFormat::sdm
//   std::cout << rfsat::formats::format_name(*f);          // "sdm"
#pragma once

#include <optional>
#include <string_view>

namespace rfsat::formats {

enum class ClassicFormat {
  line,              // one puzzle per line (81 chars, or 81 candidate groups); .txt
  sdm,               // SudoCue collection: the same lines; written with 0 and CRLF
  sdk,               // SadMan v1 ([Puzzle] + 9 rows) and SudoCue v2 (#X metadata + 9 rows)
  ss,                // Simple Sudoku: framed; reads every variant below
  ss_spaced,         // framed with a space around every cell (write variant)
  ss_old,            // old Simple Sudoku: ...|...|... and ----------- (write variant)
  spf,               // SuDoku Solver: spaced cells, ' | ', '-------+-------+------'
  msk,               // VBForums contest (.msk, .sol): 9 rows of 9
  sdx,               // SudoCue progress: rows of candidate lists, u = user placed
  candidates_print,  // Simple Sudoku candidate grid print (*---*, | boxes |)
  rf,                // a rule file: detected here, read by the semantic pass
  cdok,              // cdok calcudoku spec (.puz): detected here, read by cdok/read.hpp
  // Variant puzzles, read into `.rf` text (import/imported.hpp):
  fpuzzles,          // f-puzzles JSON (the object a link carries); .json
  fpuzzles_url,      // an f-puzzles link https://f-puzzles.com/?load=<lz-string>
  sudokupad,         // a SudokuPad link (fpuzzles / ctc / scl payload) or SudokuPad JSON
  iss,               // Interactive Sudoku Solver text: .Type~arg~... and its plain forms
  sudocue,           // SudoCue killer: 3x3:d:k:... or the 81-character cage/arrow form
};

// The variant-puzzle formats (read by an importer into `.rf` text).
constexpr bool is_import_format(ClassicFormat f) {
  return f == ClassicFormat::fpuzzles || f == ClassicFormat::fpuzzles_url || f == ClassicFormat::sudokupad ||
         f == ClassicFormat::iss || f == ClassicFormat::sudocue;
}

// Name used by `rfsat convert --from/--to` ("ss-spaced", "candidates", ...).
std::string_view format_name(ClassicFormat f);
// Accepts every name above and the aliases txt (line), sol (msk); case-insensitive.
std::optional<ClassicFormat> format_from_name(std::string_view name);
// Format of a file extension ("sdk" or ".sdk"), or nullopt.
std::optional<ClassicFormat> format_from_extension(std::string_view extension);

// The format of `text`, judged by its content; `extension_hint` ("ss", ".ss"
// or "") breaks ties (msk/sdk/ss-without-separators, line/sdm) and is the
// answer when the content matches nothing (so its reader names the error).
std::optional<ClassicFormat> detect_format(std::string_view text, std::string_view extension_hint);

}  // namespace rfsat::formats
