// The grid itself: which cells form regions (boxes, jigsaw pieces, or the
// cages of a calcudoku, all drawn with thick borders), and the cell lines:
// thin inside a region, thick between regions, between sub-grids that share
// no grid (Twin-doku) and around the outside of the grid and its holes.
#include <set>

#include "draw.hpp"

namespace rfsat::render {
namespace {

// Rows, columns and hexagon lines are straight; boxes, jigsaw pieces and the
// grids' own boxes of the named layouts are regions.
bool is_region(const model::Constraint& con, const model::Geometry& g) {
  const auto* group = std::get_if<model::Group>(&con.kind);
  if (!group || group->cells.empty()) return false;
  if (con.rule == "jigsaw" || con.rule == "box_groups") return true;
  if (con.rule == "row_groups" || con.rule == "column_groups" || con.rule == "hexagon_lines" ||
      con.rule == "diagonal" || con.rule == "extra_region" || g.is_hexagon())
    return false;
  std::set<int> rows, cols;
  for (int cell : group->cells) rows.insert(g.row_of(cell)), cols.insert(g.col_of(cell));
  return rows.size() > 1 && cols.size() > 1;
}

// A calcudoku: no boxes, and arithmetic cages cover every cell exactly once.
bool find_calcudoku_cages(Canvas& c) {
  const model::Geometry& g = c.puzzle.geometry;
  std::vector<int> cage(static_cast<std::size_t>(g.cell_count()), -1);
  int n = 0;
  for (const model::Constraint& con : c.puzzle.constraints) {
    const std::vector<int>* cells = std::visit(
        [](const auto& k) -> const std::vector<int>* {
          using K = std::decay_t<decltype(k)>;
          if constexpr (std::is_same_v<K, model::Sum> || std::is_same_v<K, model::Product> ||
                        std::is_same_v<K, model::Diff> || std::is_same_v<K, model::Ratio>)
            return &k.cells;
          return nullptr;
        },
        con.kind);
    if (!cells || con.rule == "little_killer") continue;
    for (int cell : *cells) {
      if (cage[cell] >= 0) return false;
      cage[cell] = n;
    }
    ++n;
  }
  for (int cell = 0; cell < g.cell_count(); ++cell)
    if (!g.is_hole(cell) && cage[cell] < 0) return false;
  c.region_of = cage;
  return true;
}

}  // namespace

void find_regions(Canvas& c) {
  const model::Geometry& g = c.puzzle.geometry;
  c.region_of.assign(static_cast<std::size_t>(g.cell_count()), -1);
  int n = 0;
  for (const model::Constraint& con : c.puzzle.constraints) {
    if (!is_region(con, g)) continue;
    for (int cell : std::get<model::Group>(con.kind).cells) c.region_of[cell] = n;
    ++n;
  }
  if (n == 0) c.calcudoku = find_calcudoku_cages(c);
}

void draw_grid(Canvas& c) {
  const model::Geometry& g = c.puzzle.geometry;
  const std::string thin = stroke(colour::kGrid, 0.02) + " stroke-linecap=\"round\"";
  const std::string thick = stroke(colour::kGrid, 0.06) + " stroke-linecap=\"square\"";
  const std::string outer = stroke(colour::kGrid, 0.08) + " stroke-linecap=\"square\"";
  std::vector<std::pair<Point, Point>> thick_sides, outer_sides;
  for (int cell = 0; cell < g.cell_count(); ++cell) {
    if (g.is_hole(cell)) continue;
    for (int k = 0; k < c.frame.side_count(); ++k) {
      const int n = c.frame.across(cell, k);
      if (n >= 0 && n < cell) continue;  // drawn from the other cell
      const auto side = c.frame.side(cell, k);
      if (n < 0)
        outer_sides.push_back(side);
      else if (!g.in_one_grid(cell, n) || c.region_of[cell] != c.region_of[n])
        thick_sides.push_back(side);
      else
        c.svg.line(Layer::grid, side.first, side.second, thin);
    }
  }
  // Thick lines over the thin ones, so that crossings look solid.
  for (auto [a, b] : thick_sides) c.svg.line(Layer::grid, a, b, thick);
  for (auto [a, b] : outer_sides) c.svg.line(Layer::grid, a, b, outer);
}

}  // namespace rfsat::render
