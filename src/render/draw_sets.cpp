// Cages and sets (issue 27), in the setters' conventions where they have
// one: a cage without a total is a plain dashed cage; rellik cages carry
// their total, equality cages "=", contain_at_least / contain_exact and
// look_and_say the numbers they ask for; equal_sum and same_values draw each
// segment or set as a cage marked "Σ=" or "≡"; quadruple is a white circle
// on the block's shared corner with its digits (f-puzzles); count_distinct
// a cage with a circle on its control cell; clones pale yellow (f-puzzles
// shades them); counting circles a grey ring per cell (SudokuPad). Each
// rule but the plain cage and the quadruple also gets a legend line.
#include "draw.hpp"

namespace rfsat::render {
namespace {

std::string joined(const std::vector<long long>& v) {
  std::string s;
  for (long long x : v) s += (s.empty() ? "" : ",") + std::to_string(x);
  return s;
}

// `cells` cut into consecutive pieces of the given sizes, each a cage.
void cages_of(Canvas& c, const std::vector<int>& cells, const std::vector<int>& sizes,
              const std::string& label) {
  std::size_t at = 0;
  for (int n : sizes) {
    if (at + n > cells.size()) break;
    cage(c, std::vector<int>(cells.begin() + at, cells.begin() + at + n), label);
    at += n;
  }
}

bool labelled_cage(Canvas& c, const std::vector<int>& cells, const std::string& label) {
  cage(c, cells, label);
  c.add_legend(c.rule);
  return true;
}

void ring(Canvas& c, int cell) {
  c.svg.circle(Layer::marks, c.frame.center(cell), 0.4, stroke("#7a7a7a", 0.04));
}

}  // namespace

bool draw(const model::Cage& k, Canvas& c) {
  cage(c, k.cells, "");
  return true;
}

bool draw(const model::RellikCage& k, Canvas& c) {
  return labelled_cage(c, k.cells, std::to_string(k.target));
}

bool draw(const model::EqualityCage& k, Canvas& c) { return labelled_cage(c, k.cells, "="); }

bool draw(const model::EqualSum& k, Canvas& c) {
  cages_of(c, k.cells, k.lengths, "\xce\xa3=");  // Σ=
  c.add_legend(c.rule);
  return true;
}

bool draw(const model::ContainAtLeast& k, Canvas& c) {
  return labelled_cage(c, k.cells, joined(k.values));
}

bool draw(const model::Quadruple& k, Canvas& c) {
  Point mid{};
  for (int cell : k.cells)
    mid = mid + (1.0 / static_cast<double>(k.cells.size())) * c.frame.center(cell);
  c.svg.circle(Layer::marks, mid, 0.3,
               fill("#ffffff") + " stroke=\"#000000\" stroke-width=\"0.025\"");
  static constexpr Point kAt[] = {{-0.1, -0.1}, {0.1, -0.1}, {-0.1, 0.1}, {0.1, 0.1}};
  const bool one = k.values.size() == 1;
  for (std::size_t i = 0; i < k.values.size() && i < 4; ++i)
    c.svg.text(Layer::marks, one ? mid : mid + kAt[i], one ? 0.3 : 0.18,
               std::to_string(k.values[i]), fill("#000000"));
  return true;
}

bool draw(const model::LookAndSay& k, Canvas& c) {
  std::string label;
  for (const auto& [count, value] : k.counts)
    label += (label.empty() ? "" : " ") + std::to_string(count) + "\xc3\x97" +
             std::to_string(value);  // ×
  return labelled_cage(c, k.cells, label);
}

bool draw(const model::CountDistinct& k, Canvas& c) {
  if (!k.cells.empty()) ring(c, k.cells.front());
  return labelled_cage(c, k.cells, "");
}

bool draw(const model::Clone& k, Canvas& c) {
  for (const auto& [a, b] : k.pairs)
    for (int cell : {a, b}) c.svg.polygon(Layer::shade, c.frame.corners(cell), fill("#f3e7a3"));
  c.add_legend(c.rule);
  return true;
}

bool draw(const model::SameValues& k, Canvas& c) {
  const std::size_t sets = k.size > 0 ? k.cells.size() / static_cast<std::size_t>(k.size) : 0;
  cages_of(c, k.cells, std::vector<int>(sets, k.size), "\xe2\x89\xa1");  // ≡
  c.add_legend(c.rule);
  return true;
}

bool draw(const model::CountingCircles& k, Canvas& c) {
  for (int cell : k.cells) ring(c, cell);
  c.add_legend(c.rule);
  return true;
}

}  // namespace rfsat::render
