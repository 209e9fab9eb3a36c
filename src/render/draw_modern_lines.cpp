// The modern lines of issue 27 (model/line_kinds.hpp), in the colours the
// Interactive Sudoku Solver and SudokuPad use: between lines grey with a
// white circle at each end, lockout lines grey with a white diamond at each
// end (d written when it is not 4), region-sum lines blue, zipper lines
// lavender with a dot at the centre, nabner lines yellow, double arrows thin
// grey with a white circle at each end; entropic lines pink, modular lines
// tan (m written when it is not 3), parity lines red.
#include "draw.hpp"

namespace rfsat::render {
namespace {

constexpr std::string_view kBetween = "#b4b4b4", kLockout = "#a0a0a0", kRegionSum = "#4a90e2",
                           kZipper = "#b4b4ff", kNabner = "#e6c800", kDoubleArrow = "#8a8a8a",
                           kEntropic = "#ff64ff", kModular = "#e6be9b", kParity = "#e05a5a";

const std::string kWhiteRing = fill("#ffffff") + " stroke=\"#6a6a6a\" stroke-width=\"0.04\"";

void end_circles(Canvas& c, const std::vector<int>& cells, double r) {
  c.svg.circle(Layer::lines, c.frame.center(cells.front()), r, kWhiteRing);
  c.svg.circle(Layer::lines, c.frame.center(cells.back()), r, kWhiteRing);
}

void diamond(Canvas& c, int cell, double r) {
  const Point o = c.frame.center(cell);
  c.svg.polygon(Layer::lines,
                {o + Point{0, -r}, o + Point{r, 0}, o + Point{0, r}, o + Point{-r, 0}}, kWhiteRing);
}

}  // namespace

bool draw(const model::BetweenLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kBetween, 0.15);
  end_circles(c, k.cells, 0.38);
  return true;
}

bool draw(const model::LockoutLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kLockout, 0.15);
  diamond(c, k.cells.front(), 0.4);
  diamond(c, k.cells.back(), 0.4);
  if (k.d != 4)
    c.svg.text(Layer::marks, c.frame.center(k.cells.front()), 0.25, std::to_string(k.d),
               fill("#404040"));
  return true;
}

bool draw(const model::RegionSumLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kRegionSum, 0.2);
  return true;
}

bool draw(const model::ZipperLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kZipper, 0.2);
  const std::size_t n = k.cells.size();
  const Point mid =
      n % 2 == 1 ? c.frame.center(k.cells[n / 2]) : between(c, k.cells[n / 2 - 1], k.cells[n / 2]);
  c.svg.circle(Layer::lines, mid, 0.08, fill("#6a6ab4"));
  return true;
}

bool draw(const model::NabnerLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kNabner, 0.2);
  return true;
}

bool draw(const model::DoubleArrow& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kDoubleArrow, 0.04);
  end_circles(c, k.cells, 0.38);
  return true;
}

bool draw(const model::EntropicLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kEntropic, 0.2);
  return true;
}

bool draw(const model::ModularLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kModular, 0.2);
  if (k.m != 3)
    c.svg.text(Layer::marks, c.frame.center(k.cells.front()) + Point{0, -0.3}, 0.2,
               "mod " + std::to_string(k.m), fill("#7a5a3a"));
  return true;
}

bool draw(const model::ParityLine& k, Canvas& c) {
  line_through(c, Layer::lines, k.cells, kParity, 0.2);
  return true;
}

}  // namespace rfsat::render
