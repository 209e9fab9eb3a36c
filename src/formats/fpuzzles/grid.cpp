// The f-puzzles `grid` (read.cpp calls read_grid first): per cell a given
// (`value` with `given: true`; a value without it is a solver's entry and
// is ignored), `region` (0-based; absent: the default box; null: no
// region), `givenPencilMarks` (the cell's candidates) and the legacy
// `parity` ("Odd" or "Even": odd/even, as older f-puzzles saved them). The
// solver's entered digits and centre pencil marks are its progress
// (Imported::progress: `rfsat explain` starts from it), not rules; corner
// marks and colours are ignored. Then the header: values, rows,
// columns, and boxes (box_groups when the regions are f-puzzles' default
// boxes, else one jigsaw per region; for prime sizes the default region is
// the row).
#include <algorithm>
#include <map>

#include "grid.hpp"

namespace rfsat::formats::fpuzzles {
namespace {

// Keys of a grid cell: the ones read, then the ones that carry no rule.
constexpr std::string_view kRead[] = {"value", "given", "region", "givenPencilMarks", "parity"};
constexpr std::string_view kNotes[] = {"centerPencilMarks", "cornerPencilMarks"};
constexpr std::string_view kColours[] = {"c", "cArray", "highlight"};

template <std::size_t N>
bool in(const std::string_view (&list)[N], std::string_view k) {
  for (std::string_view x : list)
    if (x == k) return true;
  return false;
}

struct CellRead {
  std::optional<int> given;
  std::vector<int> marks;  // givenPencilMarks
  std::optional<int> entered;  // a value without given: the solver's
  std::vector<int> centre;     // centerPencilMarks: the solver's candidates
  std::optional<long long> region;
  bool no_region = false;  // region: null
  std::string parity;      // "odd" or "even" (the legacy key `parity`)
};

struct GridRead {
  std::vector<CellRead> cells;  // row-major
  int solver_digits = 0, noted = 0, coloured = 0;
};

// A cell's list of digits under `key` (absent or null: none).
bool read_digits(Reader& rd, const Json& cell, const char* key, const std::string& where,
                 std::vector<int>& out) {
  const Json* marks = rd.member(cell, key, where, false);
  if (!marks || marks->is_null()) return true;
  const std::string at = where + "." + key;
  if (!marks->is_array()) {
    rd.error(at, "expected an array of digits");
    return false;
  }
  for (std::size_t i = 0; i < marks->size(); ++i) {
    const std::string item = at + "[" + std::to_string(i) + "]";
    auto d = rd.number(&(*marks)[i], item);
    if (!d) return false;
    if (*d < 1 || *d > rd.size()) {
      rd.error(item, "a digit must be 1.." + std::to_string(rd.size()));
      return false;
    }
    out.push_back(static_cast<int>(*d));
  }
  return true;
}

bool read_cell(Reader& rd, const Json& cell, const std::string& where, CellRead& out, GridRead& g) {
  if (!cell.is_object()) {
    rd.error(where, "expected a cell object");
    return false;
  }
  for (auto it = cell.begin(); it != cell.end(); ++it) {
    const std::string& k = it.key();
    if (in(kNotes, k) && !it.value().is_null()) ++g.noted;
    if (in(kColours, k) && !it.value().is_null()) ++g.coloured;
    if (!in(kRead, k) && !in(kNotes, k) && !in(kColours, k)) {
      rd.error(where + "." + k,
               "unknown cell key '" + k +
                   "' (known: value, given, region, givenPencilMarks, "
                   "parity, centerPencilMarks, cornerPencilMarks, c, cArray, highlight)");
      return false;
    }
  }
  const Json* value = rd.member(cell, "value", where, false);
  const Json* given = rd.member(cell, "given", where, false);
  if (value && !value->is_null()) {
    auto v = rd.number(value, where + ".value");
    if (!v) return false;
    std::optional<bool> g_flag = given ? rd.boolean(*given, where + ".given") : std::optional<bool>(false);
    if (!g_flag) return false;
    if (*v < 0 || *v > rd.size()) {
      rd.error(where + ".value", "a digit must be 1.." + std::to_string(rd.size()));
      return false;
    }
    if (*v == 0) {
      // an empty cell written as 0
    } else if (*g_flag) {
      out.given = static_cast<int>(*v);
    } else {
      out.entered = static_cast<int>(*v);
      ++g.solver_digits;
    }
  }
  if (!read_digits(rd, cell, "givenPencilMarks", where, out.marks)) return false;
  if (!read_digits(rd, cell, "centerPencilMarks", where, out.centre)) return false;
  if (const Json* parity = rd.member(cell, "parity", where, false); parity && !parity->is_null()) {
    if (*parity == "Odd" || *parity == "Even") {
      out.parity = *parity == "Odd" ? "odd" : "even";
    } else {
      rd.error(where + ".parity", "expected \"Odd\" or \"Even\"");
      return false;
    }
  }
  if (const Json* region = rd.member(cell, "region", where, false)) {
    if (region->is_null()) {
      out.no_region = true;
    } else {
      out.region = rd.number(region, where + ".region");
      if (!out.region) return false;
      if (*out.region < 0) {
        rd.error(where + ".region", "a region number is 0 or more");
        return false;
      }
    }
  }
  return true;
}

// The default region of 0-based (r, c): f-puzzles' box shape, h rows by w
// columns, h the largest divisor of n not above sqrt(n).
int default_region(int r, int c, int h, int w) { return r / h * h + c / w; }

void emit_header(Reader& rd, const GridRead& g) {
  const int n = rd.size();
  int h = 1;
  for (int k = 1; k * k <= n; ++k)
    if (n % k == 0) h = k;
  const int w = n / h;
  std::map<long long, std::vector<Cell>> regions;  // -1: default boxes
  std::map<long long, std::vector<Cell>> defaults;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const CellRead& cell = g.cells[static_cast<std::size_t>(r * n + c)];
      defaults[default_region(r, c, h, w)].push_back({r + 1, c + 1});
      if (cell.no_region) continue;
      regions[cell.region ? *cell.region : default_region(r, c, h, w)].push_back({r + 1, c + 1});
    }
  rd.emit("values = " + import::value_symbols(n), "size");
  rd.emit("row_groups", "");
  rd.emit("column_groups", "");
  std::vector<std::vector<Cell>> a, b;
  for (auto& [id, cells] : regions) a.push_back(cells);
  for (auto& [id, cells] : defaults) b.push_back(cells);
  auto same = [](const std::vector<std::vector<Cell>>& x, const std::vector<std::vector<Cell>>& y) {
    if (x.size() != y.size()) return false;
    for (std::size_t i = 0; i < x.size(); ++i) {
      if (x[i].size() != y[i].size()) return false;
      for (std::size_t j = 0; j < x[i].size(); ++j)
        if (x[i][j].row != y[i][j].row || x[i][j].col != y[i][j].col) return false;
    }
    return true;
  };
  std::sort(a.begin(), a.end(), [](auto& x, auto& y) { return x[0].row * 100 + x[0].col < y[0].row * 100 + y[0].col; });
  std::sort(b.begin(), b.end(), [](auto& x, auto& y) { return x[0].row * 100 + x[0].col < y[0].row * 100 + y[0].col; });
  rd.standard_boxes = same(a, b);
  rd.box_w = w, rd.box_h = h;
  if (rd.standard_boxes) {
    if (h > 1) rd.emit("box_groups(" + std::to_string(w) + ", " + std::to_string(h) + ")", "");
    return;
  }
  for (auto& [id, cells] : regions)
    rd.emit("jigsaw(" + rd.list(cells) + ")", "grid (region " + std::to_string(id) + ")");
}

std::string symbols_of(const std::vector<int>& values) {
  std::string s;
  for (int v : values) s += (s.empty() ? "" : ", ") + std::string(1, import::value_symbol(v));
  return s;
}

}  // namespace

bool read_grid(Reader& rd, const Json& grid) {
  const int n = rd.size();
  if (!grid.is_array() || static_cast<int>(grid.size()) != n) {
    rd.error("grid", "expected an array of " + std::to_string(n) + " rows");
    return false;
  }
  GridRead g;
  g.cells.resize(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    const std::string row_path = "grid[" + std::to_string(r) + "]";
    const Json& row = grid[static_cast<std::size_t>(r)];
    if (!row.is_array() || static_cast<int>(row.size()) != n) {
      rd.error(row_path, "expected an array of " + std::to_string(n) + " cells");
      return false;
    }
    for (int c = 0; c < n; ++c)
      if (!read_cell(rd, row[static_cast<std::size_t>(c)], row_path + "[" + std::to_string(c) + "]",
                     g.cells[static_cast<std::size_t>(r * n + c)], g))
        return false;
  }
  emit_header(rd, g);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const CellRead& cell = g.cells[static_cast<std::size_t>(r * n + c)];
      const std::string where = "grid[" + std::to_string(r) + "][" + std::to_string(c) + "]";
      const std::string at = std::to_string(import::cell_number(r + 1, c + 1, n));
      if (cell.given) rd.emit("set_cell(" + at + ", " + import::value_symbol(*cell.given) + ")", where);
      if (!cell.marks.empty()) rd.emit("set_values(" + at + ", " + symbols_of(cell.marks) + ")", where);
      if (!cell.parity.empty()) rd.emit(cell.parity + "(" + at + ")", where + ".parity");
      if (cell.given) continue;
      if (cell.entered)
        rd.out.progress.add("set_cell(" + at + ", " + import::value_symbol(*cell.entered) + ")",
                            where + ".value");
      else if (!cell.centre.empty())
        rd.out.progress.add("set_values(" + at + ", " + symbols_of(cell.centre) + ")",
                            where + ".centerPencilMarks");
    }
  if (g.solver_digits) rd.ignore("grid: " + std::to_string(g.solver_digits) + " digits entered by the solver (not given)");
  if (g.noted) rd.ignore("grid: the solver's pencil marks in " + std::to_string(g.noted) + " cells");
  if (g.coloured) {
    rd.ignore("grid: colours of " + std::to_string(g.coloured) + " cells");
    rd.out.decorations.push_back("cell colours (" + std::to_string(g.coloured) + " cells)");
  }
  return true;
}

}  // namespace rfsat::formats::fpuzzles
