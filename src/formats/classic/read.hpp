// The readers of the classic Sudoku text formats (docs/formats.md): every
// format of formats::ClassicFormat but rf and cdok, reporting malformed input
// at line:col through Diagnostics, and a fast allocation-free reader of one
// simple line for the collection hot path. The readers' shared parts are
// read_parts.hpp; one file per format family (read_line.cpp, read_rows.cpp,
// read_boxed.cpp, read_candidates.cpp).
//
//   rfsat::Diagnostics diags("top95.sdm", text);
//   auto f = rfsat::formats::detect_format(text, "sdm");                 // ClassicFormat::sdm
//   auto grids = rfsat::formats::classic::read_classic(text, *f, diags); // nullopt on error
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics.hpp"
#include "format.hpp"
#include "classic/grid.hpp"

namespace rfsat::formats::classic {

// Every puzzle in `text` (one for single-puzzle formats, each non-blank line
// for line/sdm). On malformed input adds diagnostics (line:col, what was
// expected) to `diags` and returns nullopt. ss, ss_spaced and ss_old all read
// every Simple Sudoku variant. ClassicFormat::rf and cdok are refused (the
// .rf parser and cdok/read.hpp read those).
std::optional<std::vector<ClassicGrid>> read_classic(std::string_view text, ClassicFormat f,
                                                     Diagnostics& diags);

// Reads one simple line (trailing CR/LF ignored) into `out`, reusing its
// buffers: no allocation once `out` has held a grid of this size. 81 chars
// with one placeholder take a table-driven fast path. On failure returns
// false, sets `*error` (if non-null) and `*error_column` (1-based); a length
// error expects the cell count of the grid `out` held before (the
// collection's), else 81 (256, 625 for long lines). Thread-safe.
bool parse_line_puzzle(std::string_view line, ClassicGrid& out, std::string* error,
                       int* error_column = nullptr);

// Box shape (width, height) and the usual symbols of a side: 4 -> 2x2 "1234",
// 6 -> 3x2 "123456", 9 -> 3x3, 16 -> 4x4 "123456789ABCDEFG", 25 -> 5x5 "A".."Y".
// False for unsupported sides.
bool classic_shape(int size, int& box_width, int& box_height);
std::string_view default_symbols(int size);
// True if `glyphs` is a symbol set the readers use for this side (16x16 also
// "0123456789ABCDEF").
bool is_classic_symbol_set(int size, std::string_view glyphs);

}  // namespace rfsat::formats::classic
