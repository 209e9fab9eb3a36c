// Sub-grids and the named layouts of spec §3 through the semantic pass:
// bounding rectangles, sub-grid positions, their groups and holes, adjacency
// that stays inside one sub-grid; the printed shape of hexagons and
// multi-grid layouts; and every geometry error at its line and column.
// Hexagonal grids: geometry_hex_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "report.hpp"
#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::adjacent_one_based;
using test::ErrorCase;
using test::group_set;
using test::kinds_of;
using test::resolved;

// --- layouts -----------------------------------------------------------------

struct LayoutCase {
  const char* text;
  int rows, cols, active;
  std::vector<std::array<int, 2>> origins;  // 0-based (row, column) of each n x n grid
  int n;
};

// Cells of an n x n grid at `origin` in a rectangle `cols` wide, 1-based.
std::set<int> grid_cells(std::array<int, 2> origin, int n, int cols) {
  std::set<int> out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) out.insert((origin[0] + r) * cols + origin[1] + c + 1);
  return out;
}

TEST(Layouts, BoundingRectanglesSubGridsAndHoles) {
  const std::vector<LayoutCase> cases = {
      {"values=123456789\nconjoined\n", 21, 21, 369, {{0, 0}, {0, 12}, {12, 0}, {12, 12}, {6, 6}}, 9},
      {"values=123456\nbox_groups(3,2)\nconjoined\n", 14, 12, 156,
       {{0, 0}, {0, 6}, {8, 0}, {8, 6}, {4, 3}}, 6},
      {"values=123456789\ntwodoku\n", 15, 15, 153, {{0, 0}, {6, 6}}, 9},
      {"values=123456789\ntwo_grid_rows\n", 15, 15, 153, {{0, 0}, {6, 6}}, 9},
      {"values=1234\nthree_grid\n", 8, 8, 40, {{0, 0}, {2, 2}, {4, 4}}, 4},
      {"values=123456789\nfour_doku\n", 12, 12, 144, {{0, 0}, {0, 3}, {3, 0}, {3, 3}}, 9},
      {"values=123456\nbox_groups(3,2)\nfour_doku\n", 8, 9, 72, {{0, 0}, {0, 3}, {2, 0}, {2, 3}}, 6},
      {"values=1234\ntwin_doku\n", 4, 8, 32, {{0, 0}, {0, 4}}, 4},
      {"values=123456\ntwin_doku_rows\n", 6, 12, 72, {{0, 0}, {0, 6}}, 6},
      {"values=123456789\ncolumns=21\nrows=21\nconjoined_box\n", 21, 21, 369,
       {{0, 0}, {0, 12}, {12, 0}, {12, 12}, {6, 6}}, 9},
  };
  for (const LayoutCase& c : cases) {
    model::Puzzle p = resolved(c.text);
    const model::Geometry& g = p.geometry;
    EXPECT_EQ(g.rows, c.rows) << c.text;
    EXPECT_EQ(g.cols, c.cols) << c.text;
    EXPECT_EQ(g.active_count(), c.active) << c.text;
    std::set<int> inside;
    for (auto o : c.origins)
      for (int cell : grid_cells(o, c.n, c.cols)) inside.insert(cell);
    for (int cell = 1; cell <= g.cell_count(); ++cell)
      EXPECT_EQ(g.is_hole(cell - 1), !inside.count(cell)) << c.text << " cell " << cell;
  }
}

// The groups of n x n grids at `origins`: rows, columns and w x h boxes.
std::set<std::vector<int>> layout_groups(const std::vector<std::array<int, 2>>& origins, int n,
                                         int w, int h, int cols, bool rows, bool columns, bool boxes) {
  std::set<std::vector<int>> out;
  for (auto o : origins) {
    auto at = [&](int r, int c) { return (o[0] + r) * cols + o[1] + c + 1; };
    for (int i = 0; i < n; ++i) {
      std::vector<int> row, col;
      for (int j = 0; j < n; ++j) row.push_back(at(i, j)), col.push_back(at(j, i));
      std::sort(col.begin(), col.end());
      if (rows) out.insert(row);
      if (columns) out.insert(col);
    }
    for (int by = 0; boxes && by < n; by += h)
      for (int bx = 0; bx < n; bx += w) {
        std::vector<int> box;
        for (int r = by; r < by + h; ++r)
          for (int c = bx; c < bx + w; ++c) box.push_back(at(r, c));
        std::sort(box.begin(), box.end());
        out.insert(box);
      }
  }
  return out;
}

TEST(Layouts, GroupsOfEachForm) {
  const std::vector<std::array<int, 2>> samurai = {{0, 0}, {0, 12}, {12, 0}, {12, 12}, {6, 6}};
  EXPECT_EQ(group_set(resolved("values=123456789\nconjoined\n")),
            layout_groups(samurai, 9, 3, 3, 21, true, true, true));
  EXPECT_EQ(group_set(resolved("values=123456789\nconjoined_rows\n")),
            layout_groups(samurai, 9, 3, 3, 21, true, false, false));
  EXPECT_EQ(group_set(resolved("values=123456789\nconjoined_columns\nconjoined_box\n")),
            layout_groups(samurai, 9, 3, 3, 21, false, true, true));
  // A bare layout plus the explicit group rules: no group twice.
  model::Puzzle both = resolved("values=123456789\nconjoined\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n");
  EXPECT_EQ(kinds_of<model::Group>(both).size(), layout_groups(samurai, 9, 3, 3, 21, true, true, true).size());
  // The shared box of two grids is one group: 2 * 27 - 1.
  EXPECT_EQ(kinds_of<model::Group>(resolved("values=123456789\ntwodoku\n")).size(), 53u);
  const std::vector<std::array<int, 2>> six = {{0, 0}, {0, 6}, {8, 0}, {8, 6}, {4, 3}};
  EXPECT_EQ(group_set(resolved("values=123456\nbox_groups(3,2)\nconjoined\n")),
            layout_groups(six, 6, 3, 2, 12, true, true, true));
  EXPECT_EQ(group_set(resolved("values=1234\nfour_doku_box\n")),
            layout_groups({{0, 0}, {0, 2}, {2, 0}, {2, 2}}, 4, 2, 2, 6, false, false, true));
  EXPECT_EQ(group_set(resolved("values=1234\ntwin_doku\n")),
            layout_groups({{0, 0}, {0, 4}}, 4, 2, 2, 8, true, true, true));
}

TEST(Layouts, SubGridsByHandEqualTheNamedLayout) {
  // twodoku of 4x4 grids: 6x6, grids at (0,0) and (2,2) = cells 1 and 15.
  model::Puzzle byhand = resolved(
      "values=1234\ncolumns=6\nrows=6\nsub_grid(1,4,4)\nsub_grid(15,4,4)\nrow_groups\n"
      "column_groups\nbox_groups(2,2)\n");
  model::Puzzle named = resolved("values=1234\ntwodoku\n");
  EXPECT_EQ(byhand.geometry.hole, named.geometry.hole);
  EXPECT_EQ(group_set(byhand), group_set(named));
  // A non-square sub-grid: rows and columns of it alone.
  model::Puzzle odd = resolved("values=123\ncolumns=4\nrows=4\nsub_grid(6,2,3)\nrow_groups\ncolumn_groups\n");
  EXPECT_EQ(odd.geometry.active_count(), 6);
  EXPECT_EQ(group_set(odd), (std::set<std::vector<int>>{{6, 7, 8}, {10, 11, 12}, {6, 10}, {7, 11}, {8, 12}}));
}

TEST(Layouts, AdjacencyStaysInsideOneSubGrid) {
  // twin_doku: the two 4x4 grids touch between columns 4 and 5; no pair crosses.
  model::Puzzle p = resolved("values=1234\ntwin_doku\nnon_consecutive\n");
  const auto pairs = adjacent_one_based(p.geometry);
  EXPECT_EQ(pairs.size(), 2u * 24u);
  EXPECT_FALSE(pairs.count({4, 5}));
  // Samurai: every edge of the 21x21 between two cells lies in one grid.
  model::Puzzle s = resolved("values=123456789\nconjoined\n");
  std::set<std::pair<int, int>> want;
  for (auto o : std::vector<std::array<int, 2>>{{0, 0}, {0, 12}, {12, 0}, {12, 12}, {6, 6}})
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c) {
        const int a = (o[0] + r) * 21 + o[1] + c + 1;
        if (c + 1 < 9) want.insert({a, a + 1});
        if (r + 1 < 9) want.insert({a, a + 21});
      }
  EXPECT_EQ(adjacent_one_based(s.geometry), want);
  // Chess pairs too: in twin_doku the knight's move r1c4 -> r2c6 crosses grids and is not paired.
  model::Puzzle k = resolved("values=1234\ntwin_doku\nanti_knight\n");
  for (const auto& d : kinds_of<model::DifferentPairs>(k))
    for (auto [a, b] : d.pairs) EXPECT_TRUE(k.geometry.in_one_grid(a, b)) << a << "," << b;
}

// --- printing ------------------------------------------------------------------

TEST(Output, HexagonRowsAreIndented) {
  model::Puzzle p = resolved("values=123456\nhexagonal_grid(4,6)\n");
  const std::string line = "654214235523416351621623";
  model::Assignment a;
  for (char ch : line) a.push_back(p.symbols.index_of(ch));
  EXPECT_EQ(solve::format_grid(p, a),
            "  6 5 4 2\n"
            " 1 4 2 3 5\n"
            "5 2 3 4 1 6\n"
            " 3 5 1 6 2\n"
            "  1 6 2 3\n");
  EXPECT_EQ(solve::format_line(p, a), line);
  // A hole is blank.
  model::Puzzle h = resolved("values=1234567\nhexagonal_grid(2,3)\nrestrict_grid(4)\n");
  EXPECT_EQ(solve::format_grid(h, {0, 1, 2, -1, 3, 4, 5}), " 1 2\n3   4\n 5 6\n");
}

TEST(Output, MultiGridLayoutsKeepTheirShape) {
  model::Puzzle p = resolved("values=1234\ntwodoku\n");
  model::Assignment a(p.geometry.cell_count(), -1);
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c)) a[c] = c % 4;
  EXPECT_EQ(solve::format_grid(p, a),
            "1 2 | 3 4 |\n"
            "3 4 | 1 2 |\n"
            "----+-----+----\n"
            "1 2 | 3 4 | 1 2\n"
            "3 4 | 1 2 | 3 4\n"
            "----+-----+----\n"
            "    | 3 4 | 1 2\n"
            "    | 1 2 | 3 4\n");
  std::string line = solve::format_line(p, a);
  EXPECT_EQ(line.size(), 36u);
  EXPECT_EQ(std::count(line.begin(), line.end(), '.'), 8);
}

// --- errors ----------------------------------------------------------------------

class GeometryErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(GeometryErrors, PointsAtTheProblem) { test::expect_error(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Cases, GeometryErrors,
    ::testing::Values(
        // layout and explicit rows/columns disagree
        ErrorCase{"values=123456789\ncolumns=20\nconjoined\n", 2, 9, "disagrees with the layout 'conjoined'"},
        ErrorCase{"values=123456789\ntwodoku_rows\nrows = 9\n", 3, 8, "which needs 15 rows"},
        // sub-grid outside the bounding rectangle
        ErrorCase{"values=1234\ncolumns=6\nrows=6\nsub_grid(15,4,4)\nsub_grid(16,4,4)\n", 5, 15,
                  "runs past the right edge"},
        ErrorCase{"values=1234\ncolumns=6\nrows=6\nsub_grid(13,5,4)\n", 4, 13, "runs past the bottom"},
        ErrorCase{"values=1234\ncolumns=6\nrows=6\nsub_grid(37,1,1)\n", 4, 10, "cell 37 is out of range"},
        ErrorCase{"values=1234\nsub_grid(1,0,4)\n", 2, 12, "at least one row"},
        ErrorCase{"values=1234\nsub_grid(1,4)\n", 2, 1, "takes 3 arguments"},
        // referring to a hole
        ErrorCase{"values=123456789\nconjoined\nset_cell(10,1)\n", 3, 10,
                  "cell 10 (r1c10) is a hole (outside every sub_grid)"},
        ErrorCase{"values=1234\ntwodoku\nextra_region(1,2,5)\n", 3, 18, "is a hole"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nrestrict_grid(3)\nsum(5,3,4)\n", 4, 7,
                  "cell 3 (r1c3) is a hole (restrict_grid)"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nset_cell(25,1)\n", 3, 10, "cells are 1..24"},
        // hexagon arguments that make no grid
        ErrorCase{"values=123456\nhexagonal_grid(6,4)\n", 2, 18, "makes no grid"},
        ErrorCase{"values=123456\nhexagonal_grid(0,4)\n", 2, 16, "at least 1 cell"},
        ErrorCase{"values=123456\nhexagonal_grid(-2,4)\n", 2, 16, "at least 1 cell"},
        ErrorCase{"values=123456\nhexagonal_grid(4)\n", 2, 1, "takes 2 arguments"},
        ErrorCase{"values=123456\nhexagonal_grid(4,x)\n", 2, 18, "expected an integer"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nhexagonal_grid(4,6)\n", 3, 1, "given twice"},
        ErrorCase{"values=123456\nhexagonal_grid\n", 2, 1, "written with arguments"},
        // shapes that do not go together
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\ncolumns=6\n", 3, 1, "does not apply to a hexagonal grid"},
        ErrorCase{"values=1234\nhexagonal_grid(2,4)\ntwodoku\n", 3, 1, "does not apply to a hexagonal grid"},
        ErrorCase{"values=1234\ntwodoku\nconjoined_rows\n", 3, 1, "only one layout per file"},
        ErrorCase{"values=123456\nconjoined\n", 2, 1, "add box_groups(w,h)"},
        ErrorCase{"values=123456\nbox_groups(7,1)\nconjoined\n", 3, 1, "larger than the 6x6 grids"},
        ErrorCase{"values=123456\nbox_groups(3)\nconjoined\n", 2, 1, "takes 2 arguments"},
        // rules that need the other shape
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\ncolumn_groups\n", 3, 1, "needs a rectangular grid"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nbox_groups(3,2)\n", 3, 1, "needs a rectangular grid"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\ndiagonal(1,24)\n", 3, 1, "needs a rectangular grid"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nanti_knight\n", 3, 1, "needs a rectangular grid"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nlittle_killer(9,1,12)\n", 3, 1,
                  "needs a rectangular grid"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nwheel(1,2,6,5;1,2,3,4)\n", 3, 7,
                  "need a rectangular grid"},
        ErrorCase{"values=123456\nhexagon_lines\n", 2, 1, "add hexagonal_grid(a, b)"},
        ErrorCase{"values=1234\ntwodoku\ndiagonal(19,33)\n", 3, 1,
                  "passes through the hole r5c2 (outside every sub_grid)"},
        ErrorCase{"values=1234\ncolumns=6\nrows=6\nsub_grid(1,4,4)\nsub_grid(15,2,1)\nbox_groups(2,2)\n", 6, 1,
                  "does not fit the 1x2 sub-grid at r3c3"}));

}  // namespace
}  // namespace rfsat
