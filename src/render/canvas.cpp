// The drawing helpers of canvas.hpp. The killer cage outline follows
// SudokuPad: one dashed closed path per boundary loop of the cage, kInset
// inside it (outline.hpp), on squares and hexagons alike.
#include "canvas.hpp"

#include <algorithm>
#include <cmath>

#include "outline.hpp"
#include "rule_registry.hpp"

namespace rfsat::render {
namespace {

constexpr double kInset = 0.09;
const std::string kCageStyle =
    stroke("#000000", 0.025) + " stroke-dasharray=\"0.09 0.06\" stroke-linejoin=\"miter\"";

}  // namespace

void Canvas::add_legend(std::string_view keyword, std::string_view text) {
  if (std::find(legend_keys.begin(), legend_keys.end(), keyword) != legend_keys.end()) return;
  legend_keys.emplace_back(keyword);
  std::string line(keyword);
  if (!text.empty())
    line += ": " + std::string(text);
  else if (const sema::Rule* r = sema::find_rule(keyword))
    line += ": " + std::string(r->description);
  legend.push_back(line);
}

std::string Canvas::glyph(int symbol) const {
  if (options.numbers) return std::to_string(puzzle.symbols.calc(symbol));
  return std::string(1, puzzle.symbols.symbols[symbol].glyph);
}

void line_through(Canvas& c, Layer l, const std::vector<int>& cells, std::string_view colour,
                  double width, std::string_view extra) {
  std::vector<Point> pts;
  for (int cell : cells) pts.push_back(c.frame.center(cell));
  if (pts.size() == 1) pts.push_back(pts.front());  // a dot: round caps draw it
  c.svg.polyline(l, pts,
                 stroke(colour, width) + " stroke-linecap=\"round\" stroke-linejoin=\"round\"" +
                     (extra.empty() ? "" : " " + std::string(extra)));
}

int top_left_cell(const Frame& f, const std::vector<int>& cells) {
  int best = cells.front();
  for (int cell : cells) {
    const Point p = f.center(cell), b = f.center(best);
    if (p.y < b.y - 1e-9 || (std::abs(p.y - b.y) < 1e-9 && p.x < b.x)) best = cell;
  }
  return best;
}

void corner_label(Canvas& c, int cell, const std::string& label) {
  const double size = 0.24;
  const Point tl = c.frame.corners(cell).front();
  const Point at =
      c.frame.hexagon() ? c.frame.center(cell) + Point{-0.3, -0.3} : tl + Point{0.04, 0.04};
  c.svg.rect(Layer::cages, at, 0.05 + 0.14 * static_cast<double>(label.size()), size + 0.02,
             fill("#ffffff"));
  c.labelled[cell] = true;
  c.svg.text(Layer::marks, at + Point{0.02, 0.01 + size / 2}, size, label, fill("#000000"),
             "start");
}

// Var cells (a sum may name them) have no place: the cage is drawn around
// its grid cells only, and not at all without one.
void cage(Canvas& c, const std::vector<int>& cells, const std::string& label) {
  std::vector<int> grid;
  for (int cell : cells)
    if (cell < c.puzzle.geometry.cell_count()) grid.push_back(cell);
  if (grid.empty()) return;
  if (!c.calcudoku) {
    std::vector<bool> in(static_cast<std::size_t>(c.puzzle.geometry.cell_count()), false);
    for (int cell : grid) in[static_cast<std::size_t>(cell)] = true;
    for (const std::vector<Point>& loop : inset_outline(c.frame, in, kInset))
      c.svg.polygon(Layer::cages, loop, kCageStyle);
  }
  if (!label.empty()) corner_label(c, top_left_cell(c.frame, grid), label);
}

Point between(const Canvas& c, int a, int b) {
  return 0.5 * (c.frame.center(a) + c.frame.center(b));
}

void arrowhead(Canvas& c, Layer l, Point tip, Point dir, double size, std::string_view style) {
  const Point u = unit(dir);
  const double cs = std::cos(0.7), sn = std::sin(0.7);
  const Point back{-u.x, -u.y};
  const Point w1{back.x * cs - back.y * sn, back.x * sn + back.y * cs};
  const Point w2{back.x * cs + back.y * sn, -back.x * sn + back.y * cs};
  c.svg.polyline(l, {tip + size * w1, tip, tip + size * w2},
                 std::string(style) + " stroke-linecap=\"round\" stroke-linejoin=\"round\"");
}

void outside_clue(Canvas& c, const std::vector<int>& cells, const std::string& text, bool arrow) {
  const model::Geometry& g = c.puzzle.geometry;
  if (c.frame.hexagon() || cells.empty()) return;
  const int r0 = g.row_of(cells.front()), c0 = g.col_of(cells.front());
  int dr = 0, dc = 0;
  if (cells.size() > 1) {
    dr = g.row_of(cells[1]) - r0, dc = g.col_of(cells[1]) - c0;
  } else {  // one cell: point in from the nearest side
    const int top = r0, left = c0, bottom = g.rows - 1 - r0, right = g.cols - 1 - c0;
    const int m = std::min({top, left, bottom, right});
    if (m == top)
      dr = 1;
    else if (m == left)
      dc = 1;
    else if (m == bottom)
      dr = -1;
    else
      dc = -1;
  }
  int r = r0 - dr, col = c0 - dc;
  while (c.frame.active(r, col)) r -= dr, col -= dc;
  c.outside.push_back(
      {r, col, unit(Point{static_cast<double>(dc), static_cast<double>(dr)}), text, arrow});
}

namespace {

void draw_outside_clue(Canvas& c, Point at, Point dir, double scale, const std::string& text,
                       bool arrow) {
  if (!arrow) {  // a long text ("2|7:15") shrinks to stay within its cell
    const double fit = text.size() > 3 ? 3.0 / static_cast<double>(text.size()) : 1.0;
    c.svg.text(Layer::marks, at, 0.45 * scale * fit, text, fill("#000000"));
    return;
  }
  // Little killer: the number off-centre, the arrow in the corner toward the line.
  c.svg.text(Layer::marks, at - 0.08 * scale * dir, 0.36 * scale, text, fill("#000000"));
  const Point tail = at + 0.22 * scale * dir, tip = at + 0.45 * scale * dir;
  const std::string style = stroke("#000000", 0.025);
  c.svg.line(Layer::marks, tail, tip, style);
  arrowhead(c, Layer::marks, tip, dir, 0.08 * scale, style);
}

}  // namespace

void draw_outside_clues(Canvas& c) {
  std::vector<bool> done(c.outside.size(), false);
  for (std::size_t i = 0; i < c.outside.size(); ++i) {
    if (done[i]) continue;
    std::vector<std::size_t> here;  // every clue at this spot, in rule order
    for (std::size_t j = i; j < c.outside.size(); ++j)
      if (c.outside[j].row == c.outside[i].row && c.outside[j].col == c.outside[i].col)
        here.push_back(j), done[j] = true;
    const double n = static_cast<double>(here.size()), scale = n == 1 ? 1.0 : 1.0 / n + 0.15;
    const Point dir = c.outside[i].dir, across{-dir.y, dir.x};
    const Point centre = c.frame.at(c.outside[i].row, c.outside[i].col);
    for (std::size_t k = 0; k < here.size(); ++k) {
      const Canvas::OutsideClue& o = c.outside[here[k]];
      const double shift = (static_cast<double>(k) - (n - 1) / 2) * (0.9 / n);
      draw_outside_clue(c, centre + shift * across, o.dir, scale, o.text, o.arrow);
    }
  }
}

void cell_digit(Canvas& c, int cell, double size, const std::string& glyph,
                std::string_view style) {
  if (c.labelled[cell])
    c.svg.text(Layer::digits, c.frame.center(cell) + Point{0, 0.12}, 0.8 * size, glyph, style);
  else
    c.svg.text(Layer::digits, c.frame.center(cell), size, glyph, style);
}

}  // namespace rfsat::render
