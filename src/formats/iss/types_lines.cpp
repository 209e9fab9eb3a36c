// ISS handlers of lines and outside clues (types.cpp). Readings: an
// Arrow's first cell is its bulb; a PillArrow's first 2 or 3 cells are the
// pill, read in reading order (ISS sorts them); a Whisper whose first
// argument is a cell has difference 5; a LittleKiller is named by the first
// cell of its diagonal (ISS's cell map: from the left column going down
// right, the right column going up left, the top row going down left, the
// bottom row going up right); a Sandwich is named by its row or column.
#include <algorithm>

#include "iss/reader.hpp"

namespace rfsat::formats::iss::types {

void line(Reader& rd, const Item& it, const TypeRow& row) {
  if (auto cs = rd.cells(it, 0, 1))
    rd.emit_rule(row.keyword, std::string(row.keyword) + "(" + rd.list(*cs) + ")", it);
}

void whisper(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.empty()) return rd.error(it, "expected ~difference~cells");
  const bool cell_first = !it.args[0].empty() && (it.args[0][0] == 'R' || it.args[0][0] == 'r');
  long long d = 5;
  if (!cell_first) {
    auto v = rd.integer(it, it.args[0], "the difference");
    if (!v) return;
    d = *v;
  }
  if (auto cs = rd.cells(it, cell_first ? 0 : 1, 2))
    rd.emit("whisper(" + std::to_string(d) + ", " + rd.list(*cs) + ")", it);
}

// ~n~cells -> keyword(n; cells) (Lockout).
void number_line(Reader& rd, const Item& it, const TypeRow& row) {
  if (it.args.empty()) return rd.error(it, "expected ~number~cells");
  auto n = rd.integer(it, it.args[0], "a number");
  auto cs = n ? rd.cells(it, 1, 2) : std::nullopt;
  if (cs)
    rd.emit_rule(row.keyword,
                 std::string(row.keyword) + "(" + std::to_string(*n) + "; " + rd.list(*cs) + ")",
                 it);
}

void arrow(Reader& rd, const Item& it, const TypeRow&) {
  auto cs = rd.cells(it, 0, 2);
  if (!cs) return;
  rd.emit("arrow(" + rd.list({cs->front()}) + "; " + rd.list({cs->begin() + 1, cs->end()}) + ")",
          it);
}

void pill_arrow(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.empty() || (it.args[0] != "2" && it.args[0] != "3"))
    return rd.error(it, "expected ~2 or ~3 (the pill's digits), then cells");
  const std::size_t pill = it.args[0] == "2" ? 2 : 3;
  auto cs = rd.cells(it, 1, pill + 1);
  if (!cs) return;
  std::vector<Cell> bulb(cs->begin(), cs->begin() + static_cast<long>(pill));
  std::sort(bulb.begin(), bulb.end(),
            [](Cell a, Cell b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
  rd.emit("arrow(" + rd.list(bulb) + "; " +
              rd.list({cs->begin() + static_cast<long>(pill), cs->end()}) + ")",
          it);
}

// ~sum~cell: the diagonal starting at that cell.
void little_killer(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.size() != 2) return rd.error(it, "expected ~sum~the first cell of the diagonal");
  auto s = rd.integer(it, it.args[0], "the sum");
  auto start = s ? rd.cell(it, it.args[1]) : std::nullopt;
  if (!start) return;
  const int r = start->row, c = start->col, R = rd.rows, C = rd.cols;
  int dr = 0, dc = 0;
  if (c == 1 && r < R)
    dr = 1, dc = 1;  // left column, down right
  else if (c == C && r > 1 && r < R)
    dr = -1, dc = -1;  // right column, up left
  else if (r == 1 && c > 1)
    dr = 1, dc = -1;  // top row, down left
  else if (r == R && c > 1 && c < C)
    dr = -1, dc = 1;  // bottom row, up right
  if (!dr) return rd.error(it, "'" + it.args[1] + "' starts no little-killer diagonal");
  Cell end = *start;
  while (end.row + dr >= 1 && end.row + dr <= R && end.col + dc >= 1 && end.col + dc <= C)
    end.row += dr, end.col += dc;
  if (end.row == start->row)
    return rd.error(it, "'" + it.args[1] + "' starts a diagonal of one cell");
  rd.emit("little_killer(" + std::to_string(*s) + ", " + rd.list({*start, end}) + ")", it);
}

// ~sum~R3 or ~sum~C3.
void sandwich(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.size() != 2 || it.args[1].size() < 2 ||
      (it.args[1][0] != 'R' && it.args[1][0] != 'C'))
    return rd.error(it, "expected ~sum~R<row> or ~sum~C<column>");
  auto s = rd.integer(it, it.args[0], "the sum");
  auto k = s ? rd.integer(it, it.args[1].substr(1), "a row or column number") : std::nullopt;
  if (!k) return;
  const bool row = it.args[1][0] == 'R';
  if (*k < 1 || *k > (row ? rd.rows : rd.cols)) return rd.error(it, "no such row or column");
  const int x = static_cast<int>(*k);
  const Cell a = row ? Cell{x, 1} : Cell{1, x}, b = row ? Cell{x, rd.cols} : Cell{rd.rows, x};
  if (rd.standard_values())
    return rd.emit("sandwich(" + std::to_string(*s) + ", " + rd.list({a, b}) + ")", it);
  // ISS's Sandwich is its Lunchbox over the line: between the line's own
  // smallest and largest numbers, which need not be the grid's (7x7~9).
  std::vector<Cell> line;
  for (Cell c = a;; c.row == b.row ? ++c.col : ++c.row) {
    line.push_back(c);
    if (c.row == b.row && c.col == b.col) break;
  }
  rd.emit_rule("lunchbox", "lunchbox(" + std::to_string(*s) + "; " + rd.list(line) + ")", it);
}

}  // namespace rfsat::formats::iss::types
