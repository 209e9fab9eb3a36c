// Simple Sudoku (.ss) and SuDoku Solver (.spf) grids: walk_boxed checks the
// frame (*-----------*) and box separator lines (|---+---+---|, -----------,
// -------+-------+------) shared with the candidate print, and read_boxed
// reads every variant: current framed, framed with spaced cells, old
// ...|...|..., spf, and SudoCue's oldest rows-only .ss (read as .msk).
#include <algorithm>

#include "classic/read_parts.hpp"

namespace rfsat::formats::classic::detail {
namespace {

std::string_view trim(std::string_view s) {
  s = trim_right(s);
  return s.substr(std::min(skip_spaces(s, 0), s.size()));
}

bool only_dashes_and_plus(std::string_view s) {
  return !s.empty() && s.find_first_not_of("-+") == std::string_view::npos &&
         s.find('-') != std::string_view::npos;
}

bool is_separator(std::string_view t, bool framed) {
  if (!framed) return only_dashes_and_plus(t);
  return t.size() >= 3 && t.front() == '|' && t.back() == '|' &&
         only_dashes_and_plus(t.substr(1, t.size() - 2));
}

bool looks_like_separator(std::string_view t) {
  return t.find_first_not_of("-+|") == std::string_view::npos && t.find('-') != std::string_view::npos;
}

std::string example_separator(bool framed, bool spaced, int size, int box_width) {
  const int boxes = size / box_width;
  const std::string dashes(static_cast<std::size_t>(spaced ? 2 * box_width + 1 : box_width), '-');
  if (!framed && !spaced) return std::string(static_cast<std::size_t>(size + boxes - 1), '-');
  std::string s = framed ? "|" : "";
  for (int b = 0; b < boxes; ++b) s += (b ? "+" : "") + dashes;
  return framed ? s + "|" : s;
}

struct Walk {
  const std::vector<TextLine>& lines;
  const BoxedLayout& layout;
  Diagnostics& diags;

  bool fail(const TextLine& line, std::string message) const {
    diags.error(line.at(skip_spaces(line.text, 0)), std::move(message));
    return false;
  }
  std::string frame_example() const {
    return "*" + std::string(layout.separator_example.size() - 2, '-') + "*";
  }
  // A line where row `next` should be; false after an error.
  bool check_row_line(const TextLine& line, std::string_view t, int next) const {
    if (looks_like_separator(t))
      return fail(line, "unexpected separator line: expected row " + std::to_string(next) +
                            " (boxes are " + std::to_string(layout.box_height) + " rows high)");
    if (layout.framed && is_frame(t))
      return fail(line, "the grid ends after row " + std::to_string(next - 1) + ": expected " +
                            std::to_string(layout.size) + " rows");
    return true;
  }
};

}  // namespace

bool is_frame(std::string_view t) {
  return t.size() >= 3 && t.front() == '*' && t.back() == '*' &&
         t.substr(1, t.size() - 2).find_first_not_of('-') == std::string_view::npos;
}

std::size_t first_content(const std::vector<TextLine>& lines) {
  std::size_t i = 0;
  while (i < lines.size() && is_blank(lines[i].text)) ++i;
  return i;
}

bool walk_boxed(const std::vector<TextLine>& lines, std::size_t first, const BoxedLayout& layout,
                const std::function<bool(const TextLine&, int)>& row, Diagnostics& diags) {
  const Walk w{lines, layout, diags};
  std::size_t i = first;
  if (layout.framed) {
    if (i >= lines.size() || !is_frame(trim(lines[i].text))) {
      if (i >= lines.size()) diags.error(end_position(lines), "expected the top frame " + w.frame_example());
      else w.fail(lines[i], "expected the top frame " + w.frame_example());
      return false;
    }
    ++i;
  }
  int rows = 0;
  bool need_separator = false;
  for (; i < lines.size(); ++i) {
    const TextLine& line = lines[i];
    const std::string_view t = trim(line.text);
    if (t.empty()) continue;
    if (rows == layout.size) {
      if (layout.framed && is_frame(t)) return true;  // text after the frame is ignored
      return w.fail(line, layout.framed ? "expected the bottom frame " + w.frame_example() +
                                              " after row " + std::to_string(rows)
                                        : "unexpected line after row " + std::to_string(rows));
    }
    if (need_separator) {
      if (!is_separator(t, layout.framed))
        return w.fail(line, "expected a box separator line like " +
                                std::string(layout.separator_example) + " after row " +
                                std::to_string(rows));
      need_separator = false;
      continue;
    }
    if (!w.check_row_line(line, t, rows + 1) || !row(line, ++rows)) return false;
    need_separator = rows % layout.box_height == 0 && rows < layout.size;
  }
  if (rows < layout.size)
    diags.error(end_position(lines), "expected " + std::to_string(layout.size) + " rows, found " +
                                         std::to_string(rows));
  else if (layout.framed)
    diags.error(end_position(lines), "expected the bottom frame " + w.frame_example());
  return rows == layout.size && !layout.framed;
}

std::optional<ClassicGrid> read_boxed(const std::vector<TextLine>& lines, Diagnostics& diags) {
  const std::size_t first = first_content(lines);
  if (first == lines.size()) {
    diags.error(end_position(lines), "expected a Simple Sudoku grid, found an empty text");
    return std::nullopt;
  }
  const char lead = trim(lines[first].text).front();
  const bool framed = lead == '*' || lead == '|';  // '|': the top frame is missing
  std::size_t r = first + (lead == '*' ? 1 : 0);
  while (r < lines.size() && is_blank(lines[r].text)) ++r;
  const std::string_view row0 = r < lines.size() ? trim(lines[r].text) : std::string_view{};
  RowStyle style;
  style.outer_bars = framed;
  style.box_bars = framed || row0.find('|') != std::string_view::npos;
  if (!style.box_bars) return read_msk(lines, diags);  // SudoCue's oldest .ss: rows only
  style.spaced = row0.size() > 1 && row0[1] == ' ';
  const int n = count_cells(row0, style.spaced);
  const int size = supported_size(n) ? n : 9;
  int box_width = 0, box_height = 0;
  classic_shape(size, box_width, box_height);
  const std::string example = example_separator(framed, style.spaced, size, box_width);
  std::string cells;
  std::vector<SourcePos> where;
  auto row = [&](const TextLine& line, int number) {
    return match_row(line, number, size, box_width, style, cells, where, diags);
  };
  if (!walk_boxed(lines, first, {framed, size, box_height, example}, row, diags))
    return std::nullopt;
  ClassicGrid grid;
  if (!finish_cells(cells, where, size, grid, diags)) return std::nullopt;
  grid.pos = lines[first].at(0);
  return grid;
}

}  // namespace rfsat::formats::classic::detail
