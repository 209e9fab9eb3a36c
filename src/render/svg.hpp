// A small SVG 1.1 writer: elements go into paint-order layers (shading
// under lines under the grid under marks under digits) and come out as one
// standalone document with numbers in cell units, at most three decimals.
// No scripts, no external resources, generic font families only.
//
//   Svg s;  s.circle(Layer::marks, {1.5, 1.5}, 0.1, fill("#000"));
//   std::string doc = s.document(9, 9, 48, "sudoku");
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rfsat::render {

struct Point {
  double x = 0, y = 0;
};
inline Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
inline Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
inline Point operator*(double k, Point a) { return {k * a.x, k * a.y}; }
double length(Point a);
Point unit(Point a);  // a / |a|, or (0, 0)

// Paint order, bottom to top.
enum class Layer { shade, lines, grid, cages, marks, digits, legend };
inline constexpr std::size_t kLayers = 7;

// A number as SVG text: rounded to 3 decimals, trailing zeros dropped.
std::string num(double v);
// Text escaped for XML character data and attribute values.
std::string escape(std::string_view text);
// Attribute text helpers: fill="c" / fill="none" stroke="c" stroke-width="w".
std::string fill(std::string_view color);
std::string stroke(std::string_view color, double width);

class Svg {
 public:
  // `style` is attribute text (fill=..., stroke=...), written as given.
  void rect(Layer l, Point top_left, double w, double h, std::string_view style);
  void circle(Layer l, Point c, double r, std::string_view style);
  void line(Layer l, Point a, Point b, std::string_view style);
  void polyline(Layer l, const std::vector<Point>& pts, std::string_view style);
  void polygon(Layer l, const std::vector<Point>& pts, std::string_view style);
  // Text centred on `at` (anchor "middle") or starting there ("start"),
  // with its baseline placed so that digits are vertically centred.
  void text(Layer l, Point at, double size, std::string_view text, std::string_view style,
            std::string_view anchor = "middle");
  std::size_t elements() const { return elements_; }
  // The whole document: a white background, then the layers in order.
  std::string document(double width, double height, double px_per_unit,
                       std::string_view title) const;

 private:
  void add(Layer l, std::string element);
  std::array<std::string, kLayers> layers_;
  std::size_t elements_ = 0;
};

}  // namespace rfsat::render
