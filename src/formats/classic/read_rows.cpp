// Row-per-line layouts: match_row (one row against a RowStyle: msk/sdk
// "2..1.5..3", ss "|.3.|4..|...|", ss spaced "| . 3 . | ...", ss old
// "...|...|...", spf ". . . | . . . | . . ."), and the readers of VBForums
// .msk/.sol (9 rows) and SadMan/SudoCue .sdk ([Puzzle] header, #X metadata
// lines kept in order, 9 rows, later [Section]s of SadMan ignored).
#include <cctype>

#include "classic/read_parts.hpp"

namespace rfsat::formats::classic::detail {
namespace {

struct RowMatch {
  const TextLine& line;
  int row, size;
  Diagnostics& diags;

  bool wrong_count(std::size_t i, bool spaced) const {
    const int n = count_cells(line.text, spaced);
    if (n == size) return false;
    diags.error(line.at(i), "row " + std::to_string(row) + " has " + std::to_string(n) +
                                " cells, expected " + std::to_string(size));
    return true;
  }
  bool fail(std::size_t i, bool spaced, const std::string& what) const {
    if (!wrong_count(i, spaced)) diags.error(line.at(i), what);
    return false;
  }
};

bool is_section(std::string_view t) { return !t.empty() && t.front() == '['; }

bool is_puzzle_header(std::string_view t) {
  constexpr std::string_view h = "[puzzle]";
  if (t.size() != h.size()) return false;
  for (std::size_t i = 0; i < h.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(t[i])) != h[i]) return false;
  return true;
}

// Side of a row-per-line grid: the first row's length, else 9.
int side_of(std::string_view first_row) {
  const int n = static_cast<int>(trim_right(first_row).size());
  return supported_size(n) ? n : 9;
}

}  // namespace

bool match_row(const TextLine& line, int row, int size, int box_width, const RowStyle& style,
               std::string& cells, std::vector<SourcePos>& where, Diagnostics& diags) {
  const RowMatch m{line, row, size, diags};
  const std::string_view t = line.text;
  std::size_t i = style.spaced ? skip_spaces(t, 0) : 0;
  bool first = true;
  auto literal = [&](char want, const char* what) {
    if (style.spaced && !first) {
      if (i >= t.size() || t[i] != ' ') return m.fail(i, style.spaced, "expected a space");
      ++i;
    }
    first = false;
    if (i < t.size() && t[i] == want) return ++i, true;
    return m.fail(i, style.spaced, std::string("expected ") + what);
  };
  if (style.outer_bars && !literal('|', "'|' at the start of the row")) return false;
  for (int c = 0; c < size; ++c) {
    if (style.box_bars && c > 0 && c % box_width == 0 &&
        !literal('|', "'|' between boxes"))
      return false;
    if (style.spaced && !first) {
      if (i >= t.size() || t[i] != ' ') return m.fail(i, style.spaced, "expected a space");
      ++i;
    }
    first = false;
    if (i >= t.size() || t[i] == '|') return m.fail(i, style.spaced, "expected a cell");
    cells.push_back(t[i]);
    where.push_back(line.at(i));
    ++i;
  }
  if (style.outer_bars && !literal('|', "'|' at the end of the row")) return false;
  if (!is_blank(t.substr(i)))
    return m.fail(skip_spaces(t, i), style.spaced, "unexpected text after the row's last cell");
  return true;
}

std::optional<ClassicGrid> read_msk(const std::vector<TextLine>& lines, Diagnostics& diags) {
  std::string cells;
  std::vector<SourcePos> where;
  int size = 0, rows = 0, box_width = 0, box_height = 0;
  for (const TextLine& line : lines) {
    if (is_blank(line.text)) continue;
    if (rows == 0) size = side_of(line.text), classic_shape(size, box_width, box_height);
    if (rows == size) {
      diags.error(line.at(0), "expected " + std::to_string(size) + " rows, found more");
      return std::nullopt;
    }
    if (!match_row(line, ++rows, size, box_width, {}, cells, where, diags)) return std::nullopt;
  }
  if (rows == 0 || rows < size) {
    diags.error(end_position(lines), "expected " + std::to_string(rows ? size : 9) +
                                         " rows, found " + std::to_string(rows));
    return std::nullopt;
  }
  ClassicGrid grid;
  if (!finish_cells(cells, where, size, grid, diags)) return std::nullopt;
  grid.pos = where.front();
  return grid;
}

std::optional<ClassicGrid> read_sdk(const std::vector<TextLine>& lines, Diagnostics& diags) {
  std::string cells;
  std::vector<SourcePos> where;
  std::vector<std::pair<std::string, std::string>> metadata;
  int size = 0, rows = 0, box_width = 0, box_height = 0;
  bool content = false;
  for (const TextLine& line : lines) {
    const std::string_view t = trim_right(line.text);
    if (t.empty()) continue;
    const bool first = !content;
    content = true;
    if (first && is_puzzle_header(t)) continue;
    if (t.front() == '#') {
      if (t.size() < 2 || !std::isalpha(static_cast<unsigned char>(t[1]))) {
        diags.error(line.at(1), "expected a letter after '#' (A author, D description, C comment, "
                                "B date, S source, L level, U URL, N solutions, H clues)");
        return std::nullopt;
      }
      metadata.emplace_back(std::string(t.substr(1, 1)), std::string(t.substr(2)));
      continue;
    }
    if (rows > 0 && rows == size && is_section(t)) break;  // SadMan [State] etc.: ignored
    if (rows > 0 && rows == size) {
      diags.error(line.at(0), "unexpected line after the " + std::to_string(size) +
                                  " rows: expected '#' metadata or a [Section]");
      return std::nullopt;
    }
    if (rows == 0) size = side_of(t), classic_shape(size, box_width, box_height);
    if (!match_row(line, ++rows, size, box_width, {}, cells, where, diags)) return std::nullopt;
  }
  if (rows == 0 || rows < size) {
    diags.error(end_position(lines), "expected " + std::to_string(rows ? size : 9) +
                                         " rows, found " + std::to_string(rows));
    return std::nullopt;
  }
  ClassicGrid grid;
  if (!finish_cells(cells, where, size, grid, diags)) return std::nullopt;
  grid.metadata = std::move(metadata);
  grid.pos = lines[first_content(lines)].at(0);
  return grid;
}

}  // namespace rfsat::formats::classic::detail
