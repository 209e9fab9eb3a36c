// Internals shared by the classic format readers (read_*.cpp): blank and
// space helpers over numbered lines (text_lines.hpp), the symbol sets of each
// side, the placeholder rule of the simple line format, the row matcher of
// the row-per-line layouts, and the reader of each format family. Public
// entry points are in read.hpp; format detection (../detect.cpp) uses these too.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "classic/read.hpp"
#include "text_lines.hpp"

namespace rfsat::formats::classic::detail {

bool is_blank(std::string_view s);
std::string_view trim_right(std::string_view s);
std::size_t skip_spaces(std::string_view s, std::size_t i);

// A symbol set of a side: glyph -> index (-1: not a symbol). Letters match
// either case in the 16x16 and 25x25 sets.
struct SymbolSet {
  std::string_view glyphs;
  std::string_view describe;  // "1-9", "1-9, A-G", ...
  std::array<signed char, 256> index;
  int of(char c) const { return index[static_cast<unsigned char>(c)]; }
};
// The sets of `size` in order of preference (16: 1-9A-G, then 0-9A-F); empty
// for unsupported sides.
std::span<const SymbolSet> symbol_sets(int size);
// For texts without placeholders (candidate lists): the 0-9A-F set if a 16x16
// text holds a '0', else the first set.
const SymbolSet& candidate_set(int size, std::string_view text);
bool supported_size(int size);
// Resets `g` to an empty grid of `size` with `glyphs`, keeping its buffers.
void init_grid(ClassicGrid& g, int size, std::string_view glyphs);

// Interprets size*size cell characters: symbols of the first set of `size`
// for which every other character is one and the same placeholder. Returns -1
// on success, else the index of the offending cell and `*why`.
int interpret_cells(std::string_view cells, int size, ClassicGrid& out, std::string* why);

// Row-per-line layouts: msk/sdk rows (no bars), ss (outer bars, bars between
// boxes), ss spaced, ss old and spf (bars between boxes, spaced).
struct RowStyle {
  bool outer_bars = false;
  bool spaced = false;
  bool box_bars = false;
};
// Cells in a row by a lenient count (bars and, if spaced, spaces dropped).
int count_cells(std::string_view row, bool spaced);
// Matches row `row` (1-based) against `style`, appending its cells and their
// positions. On mismatch adds "row 4 has 8 cells, expected 9" or "expected
// '|'" at the column and returns false.
bool match_row(const TextLine& line, int row, int size, int box_width, const RowStyle& style,
               std::string& cells, std::vector<SourcePos>& where, Diagnostics& diags);
// interpret_cells on collected rows, reporting at the offending cell.
bool finish_cells(const std::string& cells, const std::vector<SourcePos>& where, int size,
                  ClassicGrid& out, Diagnostics& diags);
// The frame and separator lines of the boxed layouts (ss, spf, candidate
// print). walk_boxed checks that structure from lines[first] on (top frame if
// `framed`, a separator after every box_height rows, the bottom frame; text
// after the bottom frame is ignored; unframed grids allow only blank lines
// after the last row) and hands each row line to `row` with its number.
struct BoxedLayout {
  bool framed = true;
  int size = 9;
  int box_height = 3;
  std::string_view separator_example;  // "|---+---+---|" for messages
};
bool is_frame(std::string_view t);
bool walk_boxed(const std::vector<TextLine>& lines, std::size_t first, const BoxedLayout& layout,
                const std::function<bool(const TextLine&, int)>& row, Diagnostics& diags);
// Index of the first non-blank line (lines.size() if none).
std::size_t first_content(const std::vector<TextLine>& lines);

// Position just past the last line (for "expected 9 rows, found 7").
SourcePos end_position(const std::vector<TextLine>& lines);

// The readers, one per family.
std::optional<std::vector<ClassicGrid>> read_lines(const std::vector<TextLine>& lines,
                                                        Diagnostics& diags);
std::optional<ClassicGrid> read_sdk(const std::vector<TextLine>& lines, Diagnostics& diags);
std::optional<ClassicGrid> read_msk(const std::vector<TextLine>& lines, Diagnostics& diags);
std::optional<ClassicGrid> read_boxed(const std::vector<TextLine>& lines, Diagnostics& diags);
std::optional<ClassicGrid> read_sdx(const std::vector<TextLine>& lines, Diagnostics& diags);
std::optional<ClassicGrid> read_candidates_print(const std::vector<TextLine>& lines,
                                                      Diagnostics& diags);

}  // namespace rfsat::formats::classic::detail
