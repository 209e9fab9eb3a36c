// straight_line (straight_line.hpp): walks from one cell to the other in
// unit steps of row and column.
#include "straight_line.hpp"

#include <algorithm>
#include <cstdlib>

namespace rfsat::sema {

std::optional<std::vector<int>> straight_line(Resolver& r, const ast::Property& prop,
                                              const ast::Token& ta, const ast::Token& tb,
                                              bool orthogonal) {
  if (!r.rectangular(prop)) return std::nullopt;
  auto a = r.cell(ta), b = r.cell(tb);
  if (!a || !b) return std::nullopt;
  const model::Geometry& g = r.puzzle().geometry;
  const int dr = g.row_of(*b) - g.row_of(*a), dc = g.col_of(*b) - g.col_of(*a);
  if (std::abs(dr) != std::abs(dc) && !(orthogonal && (dr == 0 || dc == 0))) {
    r.error(tb.pos, "cells " + ta.text + " (" + r.cell_name(*a) + ") and " + tb.text + " (" +
                        r.cell_name(*b) + ") are not on one " +
                        (orthogonal ? "row, column or diagonal" : "diagonal"));
    return std::nullopt;
  }
  const int steps = std::max(std::abs(dr), std::abs(dc));
  const int sr = (dr > 0) - (dr < 0), sc = (dc > 0) - (dc < 0);
  std::vector<int> cells;
  for (int k = 0; k <= steps; ++k) {
    const int c = g.cell_at(g.row_of(*a) + k * sr, g.col_of(*a) + k * sc);
    if (g.is_hole(c)) {
      r.error(prop.pos,
              "the line passes through the hole " + r.cell_name(c) + " (" + r.hole_reason(c) + ")");
      return std::nullopt;
    }
    cells.push_back(c);
  }
  return cells;
}

}  // namespace rfsat::sema
