// Lines and outside clues: thermometers (grey bulb and thick line; a slow
// thermometer has a white core), arrows (grey circle or pill, thin line
// with an arrowhead), palindromes grey, whispers green, sandwich totals
// outside the grid at the start of their row or column.
#include "draw.hpp"

namespace rfsat::render {

bool has_outside_clues(const model::Puzzle& p) {
  for (const model::Constraint& con : p.constraints)
    if (std::holds_alternative<model::Sandwich>(con.kind) || con.rule == "little_killer" ||
        std::holds_alternative<model::XSum>(con.kind) ||
        std::holds_alternative<model::Skyscraper>(con.kind) ||
        std::holds_alternative<model::HiddenSkyscraper>(con.kind) ||
        std::holds_alternative<model::NumberedRoom>(con.kind) ||
        std::holds_alternative<model::Lunchbox>(con.kind) ||
        (std::holds_alternative<model::FullRank>(con.kind) &&
         std::get<model::FullRank>(con.kind).rank > 0))
      return true;
  return false;
}

bool draw(const model::Thermo& k, Canvas& c) {
  c.svg.circle(Layer::lines, c.frame.center(k.cells.front()), 0.38, fill(colour::kThermo));
  line_through(c, Layer::lines, k.cells, colour::kThermo, 0.3);
  if (!k.strict) line_through(c, Layer::lines, k.cells, "#ffffff", 0.08);
  return true;
}

bool draw(const model::Arrow& k, Canvas& c) {
  const std::string style = stroke(colour::kArrow, 0.04);
  const double r = 0.38;
  if (k.bulb.size() == 1) {
    c.svg.circle(
        Layer::lines, c.frame.center(k.bulb.front()), r,
        fill("#ffffff") + " stroke=\"" + std::string(colour::kArrow) + "\" stroke-width=\"0.04\"");
  } else {  // a pill: a wide grey stroke with a white core
    line_through(c, Layer::lines, k.bulb, colour::kArrow, 2 * r + 0.04);
    line_through(c, Layer::lines, k.bulb, "#ffffff", 2 * r - 0.04);
  }
  // The line leaves the bulb cell nearest to its first cell.
  const Point first = c.frame.center(k.line.front());
  int from = k.bulb.front();
  for (int b : k.bulb)
    if (length(c.frame.center(b) - first) < length(c.frame.center(from) - first)) from = b;
  const Point o = c.frame.center(from);
  std::vector<Point> pts{o + r * unit(first - o)};
  for (int cell : k.line) pts.push_back(c.frame.center(cell));
  c.svg.polyline(Layer::lines, pts, style + " stroke-linejoin=\"round\"");
  arrowhead(c, Layer::lines, pts.back(), pts.back() - pts[pts.size() - 2], 0.25, style);
  return true;
}

bool draw(const model::Palindrome& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, colour::kPalindrome, 0.2);
  return true;
}

bool draw(const model::Whisper& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, colour::kWhisper, 0.2);
  if (k.d != 5) {  // f-puzzles' default German whisper is 5; others say theirs
    const Point at = c.frame.center(k.cells.front()) + Point{0, -0.3};
    c.svg.text(Layer::marks, at, 0.2, "\xe2\x89\xa5" + std::to_string(k.d), fill("#1d7a21"));  // ≥
  }
  return true;
}

bool draw(const model::Sandwich& k, Canvas& c) {
  std::string label = std::to_string(k.target);
  if (k.given_crusts)  // the crusts before the total: "2|7:15"
    label = std::to_string(k.crust_a) + "|" + std::to_string(k.crust_b) + ":" + label;
  outside_clue(c, k.cells, label, false);
  return true;
}

bool draw(const model::RippleEffectDistance&, Canvas& c) {
  c.add_legend(c.rule.empty() ? "ripple_effect_distance" : c.rule);
  return false;
}

}  // namespace rfsat::render
