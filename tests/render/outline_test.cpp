// inset_outline (src/render/outline.hpp): the loops of small cell sets on a
// rectangle and a hexagon, checked by their vertex counts and by where every
// vertex lies: `inset` inside the set, away from every boundary side.
#include "outline.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace rfsat::render {
namespace {

constexpr double kInset = 0.1;

std::vector<bool> cells_of(const model::Geometry& g, std::vector<int> cells) {
  std::vector<bool> in(static_cast<std::size_t>(g.cell_count()), false);
  for (int c : cells) in[c] = true;
  return in;
}

// Distance from p to the segment ab.
double to_segment(Point p, Point a, Point b) {
  const Point d = b - a, ap = p - a;
  double t = (ap.x * d.x + ap.y * d.y) / (d.x * d.x + d.y * d.y);
  t = std::max(0.0, std::min(1.0, t));
  return length(p - (a + t * d));
}

// Inside the convex polygon `corners` (clockwise on screen).
bool inside(Point p, const std::vector<Point>& corners) {
  for (std::size_t i = 0; i < corners.size(); ++i) {
    const Point a = corners[i], b = corners[(i + 1) % corners.size()];
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < -1e-9) return false;
  }
  return true;
}

// Every vertex lies in a cell of the set, never closer than `inset` to a
// boundary side, and hugs it: a convex corner is `inset` from its two
// sides, a concave one `inset` / cos(half its turn) from the corner itself.
void expect_inset(const Frame& f, const std::vector<bool>& in,
                  const std::vector<std::vector<Point>>& loops) {
  for (const auto& loop : loops)
    for (Point p : loop) {
      double nearest = 1e9;
      bool in_set = false;
      for (int cell = 0; cell < static_cast<int>(in.size()); ++cell)
        in_set = in_set || (in[cell] && inside(p, f.corners(cell)));
      EXPECT_TRUE(in_set) << "vertex " << p.x << "," << p.y;
      for (int cell = 0; cell < static_cast<int>(in.size()); ++cell) {
        if (!in[cell]) continue;
        for (int k = 0; k < f.side_count(); ++k) {
          const int n = f.across(cell, k);
          if (n >= 0 && in[n]) continue;
          const auto [a, b] = f.side(cell, k);
          nearest = std::min(nearest, to_segment(p, a, b));
        }
      }
      EXPECT_GE(nearest, kInset - 1e-9) << "vertex " << p.x << "," << p.y;
      EXPECT_LE(nearest, kInset * std::sqrt(2.0) + 1e-9) << "vertex " << p.x << "," << p.y;
    }
}

TEST(InsetOutline, OneSquareIsFourCorners) {
  const model::Geometry g = model::Geometry::rectangle(3, 3);
  const Frame f(g, 0.5);
  const auto in = cells_of(g, {4});
  const auto loops = inset_outline(f, in, kInset);
  ASSERT_EQ(loops.size(), 1u);
  EXPECT_EQ(loops[0].size(), 4u);
  expect_inset(f, in, loops);
}

TEST(InsetOutline, StraightRunsMergeAndTheLShapeHasSixCorners) {
  const model::Geometry g = model::Geometry::rectangle(3, 3);
  const Frame f(g, 0.5);
  const auto domino = cells_of(g, {0, 1, 2});
  EXPECT_EQ(inset_outline(f, domino, kInset).at(0).size(), 4u);
  const auto l_shape = cells_of(g, {0, 1, 4});
  const auto loops = inset_outline(f, l_shape, kInset);
  ASSERT_EQ(loops.size(), 1u);
  EXPECT_EQ(loops[0].size(), 6u);
  expect_inset(f, l_shape, loops);
}

TEST(InsetOutline, CellsMeetingAtACornerGiveOneLoopEach) {
  const model::Geometry g = model::Geometry::rectangle(3, 3);
  const Frame f(g, 0.5);
  const auto in = cells_of(g, {0, 4, 8});
  const auto loops = inset_outline(f, in, kInset);
  ASSERT_EQ(loops.size(), 3u);
  for (const auto& loop : loops) EXPECT_EQ(loop.size(), 4u);
  expect_inset(f, in, loops);
}

TEST(InsetOutline, ARingHasAnOuterAndAnInnerLoop) {
  const model::Geometry g = model::Geometry::rectangle(3, 3);
  const Frame f(g, 0.5);
  const auto in = cells_of(g, {0, 1, 2, 3, 5, 6, 7, 8});
  const auto loops = inset_outline(f, in, kInset);
  ASSERT_EQ(loops.size(), 2u);
  EXPECT_EQ(loops[0].size(), 4u);
  EXPECT_EQ(loops[1].size(), 4u);
  expect_inset(f, in, loops);
}

TEST(InsetOutline, HexagonsJoinIntoOneLoop) {
  const model::Geometry g = model::Geometry::hexagon(4, 6);
  const Frame f(g, 0.5);
  const auto one = cells_of(g, {0});
  EXPECT_EQ(inset_outline(f, one, kInset).at(0).size(), 6u);
  const auto three = cells_of(g, {0, 1, 5});  // two in row 0, one below them
  const auto loops = inset_outline(f, three, kInset);
  ASSERT_EQ(loops.size(), 1u);
  EXPECT_EQ(loops[0].size(), 12u);
  expect_inset(f, three, loops);
}

}  // namespace
}  // namespace rfsat::render
