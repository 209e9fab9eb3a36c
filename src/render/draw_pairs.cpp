// Pairs and triples, on the edge between the cells: kropki dots (white:
// difference, black: ratio; a number inside when it is not 1 or 2), X and V
// (sums 10 and 5; other sums a grey dot with the sum), greater-than
// chevrons pointing at the smaller cell, "=" and "≠" marks, minimum
// differences; binary relations their operator on the edge (a table: "R").
// Triples (circlediff, circlepower) a circle in the first cell
// with thin lines to the other two. Whole-grid pair bans (anti-knight,
// non-consecutive, no_kropki, ...) have no drawing: a legend entry.
#include "draw.hpp"

namespace rfsat::render {
namespace {

void dot(Canvas& c, int a, int b, std::string_view fill_colour, const std::string& label,
         std::string_view label_colour) {
  const Point p = between(c, a, b);
  c.svg.circle(Layer::marks, p, 0.12,
               fill(fill_colour) + " stroke=\"#000000\" stroke-width=\"0.025\"");
  if (!label.empty()) c.svg.text(Layer::marks, p, 0.15, label, fill(label_colour));
}

// A short text on the edge between two cells, over a white patch.
void edge_text(Canvas& c, int a, int b, const std::string& text, double size = 0.3) {
  const Point p = between(c, a, b);
  const double w =
      0.06 + 0.17 * size / 0.3 * static_cast<double>(text.size() > 3 ? 3 : text.size());
  c.svg.rect(Layer::marks, p - Point{w / 2, size / 2}, w, size, fill("#ffffff"));
  c.svg.text(Layer::marks, p, size, text, fill("#000000") + " font-weight=\"bold\"");
}

// A triple: a circle in the first cell, thin lines to the others, the operator.
void triple(Canvas& c, int c0, int c1, int c2, const std::string& op) {
  const Point p = c.frame.center(c0);
  const std::string style = stroke(colour::kArrow, 0.03);
  for (int other : {c1, c2}) {
    const Point q = c.frame.center(other);
    c.svg.line(Layer::lines, p + 0.38 * unit(q - p), q, style + " stroke-dasharray=\"0.08 0.06\"");
  }
  c.svg.circle(Layer::lines, p, 0.38, style);
  c.svg.text(Layer::marks, p + Point{0, -0.28}, 0.18, op, fill("#404040"));
}

bool whole_grid(Canvas& c, std::string_view fallback) {
  c.add_legend(c.rule.empty() ? fallback : c.rule);
  return false;
}

}  // namespace

bool draw(const model::Equal& k, Canvas& c) {
  edge_text(c, k.a, k.b, "=");
  return true;
}

bool draw(const model::MinDiff& k, Canvas& c) {
  edge_text(c, k.a, k.b, "\xe2\x89\xa5" + std::to_string(k.d), 0.22);  // ≥d
  return true;
}

bool draw(const model::KropkiDiff& k, Canvas& c) {
  dot(c, k.a, k.b, "#ffffff", k.d == 1 ? "" : std::to_string(k.d), "#000000");
  return true;
}

bool draw(const model::KropkiFactor& k, Canvas& c) {
  dot(c, k.a, k.b, "#000000", k.f == 2 ? "" : std::to_string(k.f), "#ffffff");
  return true;
}

// The grey dot, as setters draw "consecutive or 1:2" (darker than a sum dot,
// and without a number).
bool draw(const model::KropkiAny& k, Canvas& c) {
  dot(c, k.a, k.b, "#9a9a9a", "", "#000000");
  return true;
}

bool draw(const model::KropkiSum& k, Canvas& c) {
  if (k.s == 10 || k.s == 5)
    edge_text(c, k.a, k.b, k.s == 10 ? "X" : "V", 0.32);
  else
    dot(c, k.a, k.b, "#d0d0d0", std::to_string(k.s), "#000000");
  return true;
}

bool draw(const model::CircleDiff& k, Canvas& c) {
  triple(c, k.c0, k.c1, k.c2, "|\xe2\x88\x92|");  // |−|
  return true;
}

bool draw(const model::CirclePower& k, Canvas& c) {
  triple(c, k.c0, k.c1, k.c2, "x^y");
  return true;
}

bool draw(const model::Greater& k, Canvas& c) {
  // The chevron's point is toward b, the smaller: "a > b".
  const Point p = between(c, k.a, k.b);
  const Point u = unit(c.frame.center(k.b) - c.frame.center(k.a)), n{-u.y, u.x};
  c.svg.polyline(Layer::marks, {p - 0.07 * u + 0.13 * n, p + 0.07 * u, p - 0.07 * u - 0.13 * n},
                 stroke("#000000", 0.04) + " stroke-linecap=\"round\" stroke-linejoin=\"round\"");
  return true;
}

bool draw(const model::DifferentPairs& k, Canvas& c) {
  if (c.rule != "neq") return whole_grid(c, "different_pairs");
  for (auto [a, b] : k.pairs) edge_text(c, a, b, "\xe2\x89\xa0", 0.26);  // ≠
  return true;
}

bool draw(const model::NoDiff& k, Canvas& c) {
  if (c.rule != "nodiff") return whole_grid(c, "nodiff");
  for (auto [a, b] : k.pairs)
    edge_text(c, a, b, "\xe2\x89\xa0\xc2\xb1" + std::to_string(k.d), 0.2);  // ≠±d
  return true;
}

bool draw(const model::Relation& k, Canvas& c) {
  using Op = model::RelationOp;
  if (c.rule == "anti_offsets" || c.rule == "toroidal") return whole_grid(c, "anti_offsets");
  const std::string n = std::to_string(k.k);
  std::string label;
  switch (k.op) {
    case Op::lt:
      label = "<";
      break;
    case Op::le:
      label = "\xe2\x89\xa4";
      break;  // ≤
    case Op::gt:
      label = ">";
      break;
    case Op::ge:
      label = "\xe2\x89\xa5";
      break;  // ≥
    case Op::eq:
      label = "=";
      break;
    case Op::ne:
      label = "\xe2\x89\xa0";
      break;  // ≠
    case Op::diff_eq:
      label = "\xc2\xb1" + n;
      break;
    case Op::diff_ne:
      label = "\xe2\x89\xa0\xc2\xb1" + n;
      break;
    case Op::diff_ge:
      label = "\xe2\x89\xa5" + n;
      break;
    case Op::diff_le:
      label = "\xe2\x89\xa4" + n;
      break;
    case Op::sum_eq:
      label = "\xce\xa3" + n;
      break;  // Σ
    case Op::table:
      label = "R";
      break;
  }
  for (auto [a, b] : k.pairs) edge_text(c, a, b, label, 0.22);
  return true;
}

bool draw(const model::NoKropkiSum&, Canvas& c) { return whole_grid(c, "no_kropki_sum"); }
bool draw(const model::NoKimoSum&, Canvas& c) { return whole_grid(c, "no_kimo_sum"); }
bool draw(const model::NoModulo&, Canvas& c) { return whole_grid(c, "no_modulo"); }

}  // namespace rfsat::render
