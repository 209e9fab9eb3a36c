// The drawing helpers of canvas.hpp. The killer cage outline follows
// SudokuPad: each boundary side of the cage becomes a segment inset by
// kInset, extended at concave corners so the dashes meet.
#include "canvas.hpp"

#include <algorithm>
#include <cmath>

#include "rule_registry.hpp"

namespace rfsat::render {
namespace {

constexpr double kInset = 0.09;
const std::string kCageStyle = stroke("#000000", 0.025) + " stroke-dasharray=\"0.09 0.06\"";

// The rectangle's cage outline: per cell side on the boundary, one segment
// at distance kInset inside, whose ends stop short (convex corner), meet the
// neighbour's (straight run) or reach over (concave corner).
void rect_cage(Canvas& c, const std::vector<bool>& in) {
  const model::Geometry& g = c.puzzle.geometry;
  auto inside = [&](int r, int col) { return c.frame.active(r, col) && in[g.cell_at(r, col)]; };
  static constexpr int nr[] = {-1, 0, 1, 0}, nc[] = {0, 1, 0, -1};
  for (int cell = 0; cell < g.cell_count(); ++cell) {
    if (!in[cell]) continue;
    const int r = g.row_of(cell), col = g.col_of(cell);
    const Point ctr = c.frame.center(cell);
    for (int k = 0; k < 4; ++k) {
      if (inside(r + nr[k], col + nc[k])) continue;
      const Point n{static_cast<double>(nc[k]), static_cast<double>(nr[k])};
      Point ends[2];
      for (int e = 0; e < 2; ++e) {
        const int tr = e == 0 ? nc[k] : -nc[k], tc = e == 0 ? -nr[k] : nr[k];  // along the side
        double s = 0.5;
        if (!inside(r + tr, col + tc))
          s = 0.5 - kInset;
        else if (inside(r + tr + nr[k], col + tc + nc[k]))
          s = 0.5 + kInset;
        ends[e] =
            ctr + (0.5 - kInset) * n + s * Point{static_cast<double>(tc), static_cast<double>(tr)};
      }
      c.svg.line(Layer::cages, ends[0], ends[1], kCageStyle);
    }
  }
}

// Hexagons: each boundary side drawn 80% of the way from the centre.
void hex_cage(Canvas& c, const std::vector<bool>& in) {
  for (int cell = 0; cell < c.puzzle.geometry.cell_count(); ++cell) {
    if (!in[cell]) continue;
    const Point ctr = c.frame.center(cell);
    for (int k = 0; k < 6; ++k) {
      const int n = c.frame.across(cell, k);
      if (n >= 0 && in[n]) continue;
      auto [a, b] = c.frame.side(cell, k);
      c.svg.line(Layer::cages, ctr + 0.8 * (a - ctr), ctr + 0.8 * (b - ctr), kCageStyle);
    }
  }
}

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
  c.svg.text(Layer::marks, at + Point{0.02, 0.01 + size / 2}, size, label, fill("#000000"),
             "start");
}

void cage(Canvas& c, const std::vector<int>& cells, const std::string& label) {
  if (!c.calcudoku) {
    std::vector<bool> in(static_cast<std::size_t>(c.puzzle.geometry.cell_count()), false);
    for (int cell : cells) in[cell] = true;
    if (c.frame.hexagon())
      hex_cage(c, in);
    else
      rect_cage(c, in);
  }
  if (!label.empty()) corner_label(c, top_left_cell(c.frame, cells), label);
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
  const Point at = c.frame.at(r, col);
  const Point dir = unit(Point{static_cast<double>(dc), static_cast<double>(dr)});
  if (!arrow) {
    c.svg.text(Layer::marks, at, 0.45, text, fill("#000000"));
    return;
  }
  // Little killer: the number off-centre, the arrow in the corner toward the line.
  c.svg.text(Layer::marks, at - 0.08 * dir, 0.36, text, fill("#000000"));
  const Point tail = at + 0.22 * dir, tip = at + 0.45 * dir;
  const std::string style = stroke("#000000", 0.025);
  c.svg.line(Layer::marks, tail, tip, style);
  arrowhead(c, Layer::marks, tip, dir, 0.08, style);
}

}  // namespace rfsat::render
