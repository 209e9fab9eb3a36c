// Cell positions, corners and neighbours for both grid shapes (frame.hpp).
#include "frame.hpp"

#include <cmath>

namespace rfsat::render {
namespace {

const double kHexHeight = 2 / std::sqrt(3.0);  // corner to corner of a width-1 hexagon
const double kHexRow = 0.75 * kHexHeight;      // distance between row centres

}  // namespace

Frame::Frame(const model::Geometry& g, double margin) : g_(g), margin_(margin) {
  if (hexagon()) {
    width_ = g.cols + 2 * margin;
    height_ = (g.rows - 1) * kHexRow + kHexHeight + 2 * margin;
  } else {
    width_ = g.cols + 2 * margin;
    height_ = g.rows + 2 * margin;
  }
}

Point Frame::center(int cell) const {
  const int r = g_.row_of(cell);
  if (!hexagon()) return at(r, g_.col_of(cell));
  return {margin_ + 0.5 * g_.x_of(cell) + 0.5, margin_ + kHexHeight / 2 + r * kHexRow};
}

std::vector<Point> Frame::corners(int cell) const {
  const Point c = center(cell);
  if (!hexagon())
    return {c + Point{-0.5, -0.5}, c + Point{0.5, -0.5}, c + Point{0.5, 0.5}, c + Point{-0.5, 0.5}};
  const double h = kHexHeight / 2, q = kHexHeight / 4;
  return {c + Point{0, -h}, c + Point{0.5, -q}, c + Point{0.5, q},
          c + Point{0, h},  c + Point{-0.5, q}, c + Point{-0.5, -q}};
}

bool Frame::active(int row, int col) const {
  if (row < 0 || row >= g_.rows || col < 0 || col >= g_.cols) return false;
  return !g_.is_hole(g_.cell_at(row, col));
}

int Frame::across(int cell, int side) const {
  const int r = g_.row_of(cell);
  if (!hexagon()) {
    static constexpr int dr[] = {-1, 0, 1, 0}, dc[] = {0, 1, 0, -1};
    const int c = g_.col_of(cell);
    return active(r + dr[side], c + dc[side]) ? g_.cell_at(r + dr[side], c + dc[side]) : -1;
  }
  static constexpr int dr[] = {-1, 0, 1, 1, 0, -1}, dx[] = {1, 2, 1, -1, -2, -1};
  const int n = g_.hex_cell_at_x(r + dr[side], g_.x_of(cell) + dx[side]);
  return n >= 0 && !g_.is_hole(n) ? n : -1;
}

std::pair<Point, Point> Frame::side(int cell, int k) const {
  const std::vector<Point> c = corners(cell);
  return {c[k], c[(k + 1) % c.size()]};
}

}  // namespace rfsat::render
