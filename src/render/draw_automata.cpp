// The regular-language lines (model::RegexLine: regex_line, nfa_line) as the
// Interactive Sudoku Solver draws its Regex and NFA lines: a thin dashed
// line through the cells with a small empty circle on each, and a regex
// line's pattern written small above its first cell.
#include "draw.hpp"

namespace rfsat::render {

bool draw(const model::RegexLine& k, Canvas& c) {
  if (k.cells.empty()) return false;
  constexpr std::string_view kAutomatonLine = "#5a5a96";
  line_through(c, Layer::lines, k.cells, kAutomatonLine, 0.06,
               "stroke-dasharray=\"0.01 0.08 0.08 0.08\"");
  const std::string ring = fill("#ffffff") + " stroke=\"#5a5a96\" stroke-width=\"0.03\"";
  for (int cell : k.cells) c.svg.circle(Layer::lines, c.frame.center(cell), 0.08, ring);
  if (!k.pattern.empty())
    c.svg.text(Layer::marks, c.frame.center(k.cells.front()) + Point{0, -0.3}, 0.16, k.pattern,
               fill("#3a3a6a"));
  return true;
}

}  // namespace rfsat::render
