// The global and cell rules of issue 27 (model/global_kinds.hpp), in the
// setters' conventions where they have one: minimum and maximum cells four
// small chevrons on the cell's edges, pointing out of a minimum (its
// neighbours are higher) and into a maximum (f-puzzles); indexer cells
// tinted, row red, column blue, box green (f-puzzles), with an R, C or B
// corner label; a value-indexing arrow from the first cell, ringed, through
// the others (ISS). Rules that hold over the whole grid (disjoint sets,
// anti-taxicab, the 2x2 squares, Dutch flatmates, the strict dots) have
// nothing to point at: a legend entry each (render.cpp's legend_only_rules).
#include "draw.hpp"

namespace rfsat::render {
namespace {

bool legend(Canvas& c, std::string_view fallback) {
  c.add_legend(c.rule.empty() ? fallback : c.rule);
  return false;
}

// Chevrons on the edges towards each neighbour: pointing at the neighbour
// (`out`) or back at the cell.
void chevrons(Canvas& c, int cell, bool out) {
  const Point o = c.frame.center(cell);
  const std::string style = stroke("#606060", 0.035);
  for (auto [a, b] : c.puzzle.geometry.adjacent_pairs()) {
    if (a != cell && b != cell) continue;
    const int nb = a == cell ? b : a;
    const Point u = unit(c.frame.center(nb) - o);
    const Point tip = o + (out ? 0.42 : 0.3) * u;
    arrowhead(c, Layer::marks, tip, out ? u : Point{-u.x, -u.y}, 0.1, style);
  }
}

void indexer(Canvas& c, int cell, std::string_view tint, const std::string& label) {
  c.svg.polygon(Layer::shade, c.frame.corners(cell), fill(tint));
  corner_label(c, cell, label);
}

}  // namespace

bool draw(const model::DisjointSets&, Canvas& c) { return legend(c, "disjoint_sets"); }
bool draw(const model::AntiTaxicab&, Canvas& c) { return legend(c, "anti_taxicab"); }
bool draw(const model::GlobalEntropy&, Canvas& c) { return legend(c, "global_entropy"); }
bool draw(const model::GlobalMod&, Canvas& c) { return legend(c, "global_mod"); }
bool draw(const model::DutchFlatmates&, Canvas& c) { return legend(c, "dutch_flatmates"); }
bool draw(const model::NoKropki&, Canvas& c) { return legend(c, "no_kropki"); }
bool draw(const model::NoIndexer&, Canvas& c) { return legend(c, "no_row_indexer"); }
bool draw(const model::Doppelganger&, Canvas& c) { return legend(c, "doppelganger"); }

bool draw(const model::Minimum& k, Canvas& c) {
  chevrons(c, k.cell, true);
  return true;
}

bool draw(const model::Maximum& k, Canvas& c) {
  chevrons(c, k.cell, false);
  return true;
}

bool draw(const model::RowIndexer& k, Canvas& c) {
  indexer(c, k.cell, "#f4c7c7", "R");
  return true;
}

bool draw(const model::ColumnIndexer& k, Canvas& c) {
  indexer(c, k.cell, "#c7d7f4", "C");
  return true;
}

bool draw(const model::BoxIndexer& k, Canvas& c) {
  indexer(c, k.cell, "#c9ecc9", "B");
  return true;
}

bool draw(const model::ValueIndexing& k, Canvas& c) {
  if (k.cells.size() < 2) return false;
  const std::string style = stroke(colour::kArrow, 0.04);
  const double r = 0.38;
  const Point o = c.frame.center(k.cells.front());
  c.svg.circle(
      Layer::lines, o, r,
      fill("#ffffff") + " stroke=\"" + std::string(colour::kArrow) + "\" stroke-width=\"0.04\"");
  const Point first = c.frame.center(k.cells[1]);
  std::vector<Point> pts{o + r * unit(first - o)};
  for (std::size_t i = 1; i < k.cells.size(); ++i) pts.push_back(c.frame.center(k.cells[i]));
  c.svg.polyline(Layer::lines, pts, style + " stroke-linejoin=\"round\"");
  arrowhead(c, Layer::lines, pts.back(), pts.back() - pts[pts.size() - 2], 0.25, style);
  return true;
}

}  // namespace rfsat::render
