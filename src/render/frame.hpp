// Where each cell of a puzzle is drawn, in cell units: squares of side 1 on a
// rectangle (holes and sub-grids included), pointy-top hexagons of width 1 on
// a hexagonal grid (rows 0.866 apart, each indented by its doubled
// x-coordinate, geometry.hpp). Also each cell's sides and the neighbour
// across each, so the grid's borders and cage outlines are drawn from here
// for both shapes. A margin surrounds the grid (room for outside clues).
#pragma once

#include <utility>
#include <vector>

#include "geometry.hpp"
#include "svg.hpp"

namespace rfsat::render {

class Frame {
 public:
  Frame(const model::Geometry& g, double margin);

  const model::Geometry& geometry() const { return g_; }
  bool hexagon() const { return g_.is_hexagon(); }
  double width() const { return width_; }  // grid and margins
  double height() const { return height_; }
  double margin() const { return margin_; }

  Point center(int cell) const;
  // Rectangle only: the centre of position (row, col), which may lie
  // outside the grid (outside clues).
  Point at(double row, double col) const { return {margin_ + col + 0.5, margin_ + row + 0.5}; }
  // The corners, clockwise: TL TR BR BL (rectangle) or top, upper right,
  // lower right, bottom, lower left, upper left (hexagon).
  std::vector<Point> corners(int cell) const;
  int side_count() const { return hexagon() ? 6 : 4; }
  // Side k runs from corner k to corner k+1. The cell across it, or -1 if
  // that is outside the grid or a hole.
  int across(int cell, int side) const;
  std::pair<Point, Point> side(int cell, int k) const;
  // True if `cell` is on the grid and not a hole (rectangle: by position).
  bool active(int row, int col) const;

 private:
  const model::Geometry& g_;
  double margin_, width_, height_;
};

}  // namespace rfsat::render
