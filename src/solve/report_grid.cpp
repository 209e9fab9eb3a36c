// One solution as text (report.hpp): format_line, one row-major line, and
// format_grid, the puzzle's own shape (hexagons indented, box rules, the
// holes of multi-grid layouts blank).
#include <algorithm>
#include <string>
#include <variant>

#include "report.hpp"

namespace rfsat::solve {
namespace {

char glyph(const model::Puzzle& p, const model::Assignment& a, int cell) {
  const int s = a[cell];
  return s < 0 ? ' ' : p.symbols.symbols[s].glyph;
}

void trim_and_end(std::string& line, std::string& out) {
  while (!line.empty() && line.back() == ' ') line.pop_back();
  out += line;
  out += '\n';
}

// A hexagon: row r indented by |r - m| spaces, cells one space apart, so each
// cell sits at its doubled x-coordinate and neighbours touch diagonally.
std::string hexagon_grid(const model::Puzzle& p, const model::Assignment& a) {
  const model::Geometry& g = p.geometry;
  std::string out;
  for (int r = 0; r < g.rows; ++r) {
    std::string line(static_cast<std::size_t>(g.indent(r) + 2 * g.row_length(r)), ' ');
    for (int k = 0; k < g.row_length(r); ++k) line[g.indent(r) + 2 * k] = glyph(p, a, g.cell_at(r, k));
    trim_and_end(line, out);
  }
  return out;
}

// Whether the box separators can be drawn: every sub-grid starts on a box
// corner of the tiling from the top left, and the tiling covers the grid.
bool aligned_boxes(const model::Geometry& g) {
  const int bw = g.box_width, bh = g.box_height;
  if (bw <= 0 || bh <= 0 || g.cols % bw != 0 || g.rows % bh != 0) return false;
  for (const model::SubGrid& s : g.grids())
    if (s.row % bh || s.col % bw || s.rows % bh || s.cols % bw) return false;
  return true;
}

std::string grid_text(const model::Puzzle& p, const model::Assignment& a);

}  // namespace

std::string format_line(const model::Puzzle& p, const model::Assignment& a) {
  std::string out;
  for (int s : a) out += s < 0 ? '.' : p.symbols.symbols[s].glyph;
  return out;
}

// A rectangle: cells one space apart, " | " between boxes and a "-+-" rule
// between box rows when the boxes tile the grid; holes, and the separators
// that border only holes, stay blank (the shape of a multi-grid layout).
// The grid, then, when the puzzle has chaos_construction's region labels
// (its first var cells), "regions:" and the grid of labels (symbol glyphs:
// region 1 is the first symbol's glyph); then the declared var cells
// (`var_cells = N`, after the labels) on one line, "var cells: v1=3 v2=1".
std::string format_grid(const model::Puzzle& p, const model::Assignment& a) {
  const model::Geometry& g = p.geometry;
  std::string out = grid_text(p, a);
  if (g.var_cells == 0 || static_cast<int>(a.size()) < g.total_cells()) return out;
  const bool chaos = std::any_of(p.constraints.begin(), p.constraints.end(), [](const auto& c) {
    return std::holds_alternative<model::ChaosConstruction>(c.kind);
  });
  int k = g.cell_count();
  if (chaos) {
    const model::Assignment labels(a.begin() + k, a.begin() + k + g.cell_count());
    out += "regions:\n" + grid_text(p, labels);
    k += g.cell_count();
  }
  if (k == g.total_cells()) return out;
  out += "var cells:";
  for (int c = k; c < g.total_cells(); ++c)
    out += " v" + std::to_string(c - g.cell_count() + 1) + "=" + glyph(p, a, c);
  return out + "\n";
}

namespace {

std::string grid_text(const model::Puzzle& p, const model::Assignment& a) {
  const model::Geometry& g = p.geometry;
  if (g.is_hexagon()) return hexagon_grid(p, a);
  const bool boxes = aligned_boxes(g);
  const int bw = g.box_width, bh = g.box_height;
  // Character position of each column, and of the bar before it (-1: none).
  std::vector<int> at(g.cols), bar(g.cols, -1);
  int width = 0;
  for (int c = 0; c < g.cols; ++c) {
    if (c > 0) width += 1;
    if (c > 0 && boxes && c % bw == 0) bar[c] = width, width += 2;
    at[c] = width++;
  }
  auto active = [&](int r, int c) {
    return r >= 0 && r < g.rows && c >= 0 && c < g.cols && !g.is_hole(g.cell_at(r, c));
  };
  std::string out;
  for (int r = 0; r < g.rows; ++r) {
    if (boxes && r > 0 && r % bh == 0) {
      // The rule under a cell, its gaps and its bar: drawn where a cell is above or below.
      std::string rule(static_cast<std::size_t>(width), ' ');
      for (int c = 0; c < g.cols; ++c) {
        const bool left = active(r - 1, c - 1) || active(r, c - 1);
        const bool here = active(r - 1, c) || active(r, c);
        if (here)
          for (int x = at[c] - 1; x <= at[c] + 1; ++x)
            if (x >= 0 && x < width) rule[x] = '-';
        if (bar[c] >= 0 && (left || here)) rule[bar[c]] = '+';
        if (bar[c] >= 0 && left) rule[bar[c] - 1] = '-';
      }
      trim_and_end(rule, out);
    }
    std::string line(static_cast<std::size_t>(width), ' ');
    for (int c = 0; c < g.cols; ++c) {
      if (bar[c] >= 0 && (active(r, c - 1) || active(r, c))) line[bar[c]] = '|';
      line[at[c]] = active(r, c) ? glyph(p, a, g.cell_at(r, c)) : ' ';
    }
    trim_and_end(line, out);
  }
  return out;
}

}  // namespace

}  // namespace rfsat::solve
