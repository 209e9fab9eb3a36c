// Cell sets. A sum is a killer cage (dashed outline, total in the top-left
// cell) or, from little_killer, a number outside the grid with a diagonal
// arrow. Product, difference and ratio cages carry their operator (12×,
// 3−, 2÷), as do all cages of a calcudoku (where the cages are the regions,
// drawn solid by grid.cpp, with target and operator: cdok's pictures).
// kimo_sum and modulo are cages labelled with their residue, weighted_sum
// with "Σw=" and its target; a wheel is a
// circle on the shared corner with its four symbols.
#include <algorithm>

#include "draw.hpp"

namespace rfsat::render {
namespace {

// "12+" in a calcudoku, "12" in a killer; one-cell calcudoku cages: "12".
std::string cage_label(const Canvas& c, long long target, std::size_t cells, const char* op,
                       bool killer_op) {
  std::string s = std::to_string(target);
  if (c.calcudoku ? cells > 1 : killer_op) s += op;
  return s;
}

}  // namespace

bool draw(const model::Sum& k, Canvas& c) {
  if (c.rule == "little_killer") {
    outside_clue(c, k.cells, std::to_string(k.target), true);
    return true;
  }
  cage(c, k.cells, cage_label(c, k.target, k.cells.size(), "+", false));
  return true;
}

bool draw(const model::Product& k, Canvas& c) {
  cage(c, k.cells, cage_label(c, k.target, k.cells.size(), "\xc3\x97", true));  // ×
  return true;
}

bool draw(const model::Diff& k, Canvas& c) {
  cage(c, k.cells, cage_label(c, k.target, k.cells.size(), "\xe2\x88\x92", true));  // −
  return true;
}

bool draw(const model::Ratio& k, Canvas& c) {
  cage(c, k.cells, cage_label(c, k.target, k.cells.size(), "\xc3\xb7", true));  // ÷
  return true;
}

bool draw(const model::KimoSum& k, Canvas& c) {
  cage(c, k.cells,
       "\xe2\x89\xa1" + std::to_string(k.remainder) + " mod " + std::to_string(k.modulus));  // ≡
  return true;
}

bool draw(const model::WeightedSum& k, Canvas& c) {
  std::vector<int> cells;  // a cell listed twice is outlined once
  for (int cell : k.cells)
    if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
  cage(c, cells, "\xce\xa3w=" + std::to_string(k.target));  // Σw=
  return true;
}

bool draw(const model::Modulo& k, Canvas& c) {
  cage(c, k.cells, "mod " + std::to_string(k.modulus));
  return true;
}

bool draw(const model::Wheel& k, Canvas& c) {
  Point mid{};
  for (int cell : k.cells) mid = mid + 0.25 * c.frame.center(cell);
  c.svg.circle(Layer::marks, mid, 0.3,
               fill("#ffffff") + " stroke=\"#000000\" stroke-width=\"0.025\"");
  static constexpr Point kAt[] = {
      {-0.11, -0.11}, {0.11, -0.11}, {0.11, 0.11}, {-0.11, 0.11}};  // clockwise
  for (int i = 0; i < 4; ++i)
    c.svg.text(Layer::marks, mid + kAt[i], 0.18, c.glyph(k.symbols[i]), fill("#000000"));
  return true;
}

bool draw(const model::DistinctDigits&, Canvas& c) {
  c.add_legend("nylimb", "no decimal digit is written twice in a row or column (cdok -N)");
  return false;
}

bool draw(const model::RippleCages&, Canvas& c) {
  c.add_legend(c.rule.empty() ? "ripple_cages" : c.rule);
  return false;
}

}  // namespace rfsat::render
