// The classic Sudoku text formats (docs/formats.md): format names, detection
// by content with the file extension as a hint, readers that report malformed
// input at line:col through Diagnostics, and a fast allocation-free reader of
// one simple line for the collection hot path.
//
//   rfsat::Diagnostics diags("top95.sdm", text);
//   auto f = rfsat::parser::detect_format(text, "sdm");           // ClassicFormat::sdm
//   auto grids = rfsat::parser::read_classic(text, *f, diags);    // nullopt on error
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "classic_ast.hpp"
#include "diagnostics.hpp"

namespace rfsat::parser {

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
  cdok,              // cdok calcudoku spec (.puz): detected here, read by cdok.hpp
};

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

// Every puzzle in `text` (one for single-puzzle formats, each non-blank line
// for line/sdm). On malformed input adds diagnostics (line:col, what was
// expected) to `diags` and returns nullopt. ss, ss_spaced and ss_old all read
// every Simple Sudoku variant. ClassicFormat::rf is refused (use the .rf parser).
std::optional<std::vector<ast::ClassicGrid>> read_classic(std::string_view text, ClassicFormat f,
                                                          Diagnostics& diags);

// Reads one simple line (trailing CR/LF ignored) into `out`, reusing its
// buffers: no allocation once `out` has held a grid of this size. 81 chars
// with one placeholder take a table-driven fast path. On failure returns
// false, sets `*error` (if non-null) and `*error_column` (1-based); a length
// error expects the cell count of the grid `out` held before (the
// collection's), else 81 (256, 625 for long lines). Thread-safe.
bool parse_line_puzzle(std::string_view line, ast::ClassicGrid& out, std::string* error,
                       int* error_column = nullptr);

// Box shape (width, height) and the usual symbols of a side: 4 -> 2x2 "1234",
// 6 -> 3x2 "123456", 9 -> 3x3, 16 -> 4x4 "123456789ABCDEFG", 25 -> 5x5 "A".."Y".
// False for unsupported sides.
bool classic_shape(int size, int& box_width, int& box_height);
std::string_view default_symbols(int size);
// True if `glyphs` is a symbol set the readers use for this side (16x16 also
// "0123456789ABCDEF").
bool is_classic_symbol_set(int size, std::string_view glyphs);

}  // namespace rfsat::parser
