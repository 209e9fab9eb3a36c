// Houses and single-cell rules: rows, columns and boxes are the grid itself
// (grid.cpp); diagonals a thin blue line corner to corner; extra regions
// shaded grey; givens bold; set_values as small candidates, del_values as a
// small red "not" list; even cells a grey square, odd cells a grey circle
// (f-puzzles); renban lines purple, the renban flag a legend entry.
#include "draw.hpp"

namespace rfsat::render {
namespace {

// True if the extra regions together cover every cell (disjoint groups,
// for example): shading them all would hide them, so they go to the legend.
bool extra_regions_cover_grid(const Canvas& c) {
  const model::Geometry& g = c.puzzle.geometry;
  std::vector<bool> covered(static_cast<std::size_t>(g.cell_count()), false);
  for (const model::Constraint& con : c.puzzle.constraints)
    if (con.rule == "extra_region")
      if (const auto* grp = std::get_if<model::Group>(&con.kind))
        for (int cell : grp->cells) covered[cell] = true;
  for (int cell = 0; cell < g.cell_count(); ++cell)
    if (!g.is_hole(cell) && !covered[cell]) return false;
  return true;
}

void diagonal_line(const model::Group& k, Canvas& c) {
  if (k.cells.size() < 2) return;
  const Point a = c.frame.center(k.cells.front()), b = c.frame.center(k.cells.back());
  const Point d = (1.0 / static_cast<double>(k.cells.size() - 1)) * (b - a);
  c.svg.line(Layer::lines, a - 0.5 * d, b + 0.5 * d,
             stroke(colour::kDiagonal, 0.04) + " stroke-opacity=\"0.8\"");
}

}  // namespace

bool draw(const model::Group& k, Canvas& c) {
  if (c.rule == "diagonal") {
    diagonal_line(k, c);
  } else if (c.rule == "extra_region") {
    if (extra_regions_cover_grid(c)) {
      c.add_legend("extra_region",
                   "extra regions cover the grid (disjoint groups): each is a group");
      return false;
    }
    for (int cell : k.cells) {
      const std::vector<Point> corners = c.frame.corners(cell);
      c.svg.polygon(Layer::shade, corners, fill(colour::kShade));
    }
  }
  return true;  // rows, columns, boxes, jigsaw pieces: the grid draws them
}

bool draw(const model::Given& k, Canvas& c) {
  c.givens.emplace_back(k.cell, k.symbol);  // drawn after the cages (cell_digit)
  return true;
}

bool draw(const model::SetValues& k, Canvas& c) {
  std::string s;
  for (int sym : k.symbols) s += c.glyph(sym);
  c.svg.text(Layer::marks, c.frame.center(k.cell) + Point{0, 0.3}, 0.2, s,
             fill(colour::kCandidate));
  return true;
}

bool draw(const model::DelValues& k, Canvas& c) {
  std::string s = "\xe2\x89\xa0";  // U+2260 NOT EQUAL TO
  for (int sym : k.symbols) s += c.glyph(sym);
  c.svg.text(Layer::marks, c.frame.center(k.cell) + Point{0, 0.3}, 0.2, s, fill(colour::kMark));
  return true;
}

bool draw(const model::Parity& k, Canvas& c) {
  for (int cell : k.cells) {
    const Point p = c.frame.center(cell);
    if (k.even)
      c.svg.rect(Layer::shade, p - Point{0.34, 0.34}, 0.68, 0.68, fill("#cfcfcf"));
    else
      c.svg.circle(Layer::shade, p, 0.38, fill("#cfcfcf"));
  }
  return true;
}

bool draw(const model::Renban& k, Canvas& c) {
  if (c.rule != "renban_line") {  // the flag: every eligible group
    c.add_legend(c.rule.empty() ? "renban" : c.rule);
    return false;
  }
  line_through(c, Layer::lines, k.cells, colour::kRenban, 0.22);
  return true;
}

}  // namespace rfsat::render
