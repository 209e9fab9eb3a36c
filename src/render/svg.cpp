// The SVG writer (svg.hpp): numbers, escaping, elements and the document.
#include "svg.hpp"

#include <cmath>
#include <cstdio>

#include "xml_escape.hpp"

namespace rfsat::render {

double length(Point a) { return std::hypot(a.x, a.y); }

Point unit(Point a) {
  const double l = length(a);
  return l == 0 ? Point{} : Point{a.x / l, a.y / l};
}

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", std::round(v * 1000) / 1000);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string escape(std::string_view text) { return text::xml_escape(text, text::XmlControl::drop); }

std::string fill(std::string_view color) { return "fill=\"" + std::string(color) + "\""; }

std::string stroke(std::string_view color, double width) {
  return "fill=\"none\" stroke=\"" + std::string(color) + "\" stroke-width=\"" + num(width) + "\"";
}

namespace {

std::string points(const std::vector<Point>& pts) {
  std::string s;
  for (const Point& p : pts) s += (s.empty() ? "" : " ") + num(p.x) + "," + num(p.y);
  return s;
}

}  // namespace

void Svg::add(Layer l, std::string element) {
  layers_[static_cast<std::size_t>(l)] += element + "\n";
  ++elements_;
}

void Svg::rect(Layer l, Point p, double w, double h, std::string_view style) {
  add(l, "<rect x=\"" + num(p.x) + "\" y=\"" + num(p.y) + "\" width=\"" + num(w) + "\" height=\"" +
             num(h) + "\" " + std::string(style) + "/>");
}

void Svg::circle(Layer l, Point c, double r, std::string_view style) {
  add(l, "<circle cx=\"" + num(c.x) + "\" cy=\"" + num(c.y) + "\" r=\"" + num(r) + "\" " +
             std::string(style) + "/>");
}

void Svg::line(Layer l, Point a, Point b, std::string_view style) {
  add(l, "<line x1=\"" + num(a.x) + "\" y1=\"" + num(a.y) + "\" x2=\"" + num(b.x) + "\" y2=\"" +
             num(b.y) + "\" " + std::string(style) + "/>");
}

void Svg::polyline(Layer l, const std::vector<Point>& pts, std::string_view style) {
  add(l, "<polyline points=\"" + points(pts) + "\" " + std::string(style) + "/>");
}

void Svg::polygon(Layer l, const std::vector<Point>& pts, std::string_view style) {
  add(l, "<polygon points=\"" + points(pts) + "\" " + std::string(style) + "/>");
}

void Svg::text(Layer l, Point at, double size, std::string_view text, std::string_view style,
               std::string_view anchor) {
  // 0.35 em below the centre puts the middle of a digit on `at` in every
  // renderer (dominant-baseline is not honoured everywhere).
  add(l, "<text x=\"" + num(at.x) + "\" y=\"" + num(at.y + 0.35 * size) + "\" font-size=\"" +
             num(size) + "\" text-anchor=\"" + std::string(anchor) + "\" " + std::string(style) +
             ">" + escape(text) + "</text>");
}

std::string Svg::document(double width, double height, double px_per_unit,
                          std::string_view title) const {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" +
         num(width * px_per_unit) + "\" height=\"" + num(height * px_per_unit) +
         "\" viewBox=\"0 0 " + num(width) + " " + num(height) + "\" font-family=\"sans-serif\">\n";
  out += "<title>" + escape(title) + "</title>\n";
  out += "<rect x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) +
         "\" fill=\"#ffffff\"/>\n";
  for (const std::string& layer : layers_) out += layer;
  out += "</svg>\n";
  return out;
}

}  // namespace rfsat::render
