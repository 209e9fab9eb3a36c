// Geometry of spec §3 through the semantic pass: hexagonal grids (cell
// numbering, the three line directions, 6-neighbour adjacency, the rules
// that need a rectangle), sub-grids and the named layouts (bounding
// rectangles, sub-grid positions, their groups, holes), the printed shape,
// and every geometry error at its line and column.
// Expected tables are written here from the spec's own words, never by
// calling the code under test: hexagonal_grid(4,6) is the spec's check list;
// hexagonal_grid(5,9) was computed once in axial coordinates (q = position in
// the row + max(0, m - row); down-right lines have equal q, down-left lines
// equal q + row), a method the implementation (doubled x) does not use.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "output.hpp"
#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using Lines = std::vector<std::vector<int>>;

// 1-based cell numbers, as the spec writes them.
Lines one_based(const Lines& lines) {
  Lines out = lines;
  for (auto& l : out)
    for (int& c : l) ++c;
  return out;
}

model::Puzzle resolved(const std::string& text) {
  test::Result r = resolve_text(text);
  EXPECT_TRUE(r.puzzle) << text << (r.errors.empty() ? "" : r.errors[0].message);
  return r.puzzle ? *r.puzzle : model::Puzzle{};
}

// The groups of a puzzle, 1-based, each sorted, as a set.
std::set<std::vector<int>> group_set(const model::Puzzle& p) {
  std::set<std::vector<int>> out;
  for (const model::Group& g : kinds_of<model::Group>(p)) {
    std::vector<int> cells = g.cells;
    for (int& c : cells) ++c;
    std::sort(cells.begin(), cells.end());
    out.insert(cells);
  }
  return out;
}

// --- hexagonal grids -------------------------------------------------------

const Lines kHex46Rows = {{1, 2, 3, 4}, {5, 6, 7, 8, 9}, {10, 11, 12, 13, 14, 15},
                          {16, 17, 18, 19, 20}, {21, 22, 23, 24}};
const Lines kHex46DownRight = {{10, 16, 21}, {5, 11, 17, 22}, {1, 6, 12, 18, 23},
                               {2, 7, 13, 19, 24}, {3, 8, 14, 20}, {4, 9, 15}};
const Lines kHex46DownLeft = {{1, 5, 10}, {2, 6, 11, 16}, {3, 7, 12, 17, 21},
                              {4, 8, 13, 18, 22}, {9, 14, 19, 23}, {15, 20, 24}};

const Lines kHex59Rows = {{1, 2, 3, 4, 5},
                          {6, 7, 8, 9, 10, 11},
                          {12, 13, 14, 15, 16, 17, 18},
                          {19, 20, 21, 22, 23, 24, 25, 26},
                          {27, 28, 29, 30, 31, 32, 33, 34, 35},
                          {36, 37, 38, 39, 40, 41, 42, 43},
                          {44, 45, 46, 47, 48, 49, 50},
                          {51, 52, 53, 54, 55, 56},
                          {57, 58, 59, 60, 61}};
const Lines kHex59DownRight = {{27, 36, 44, 51, 57},
                               {19, 28, 37, 45, 52, 58},
                               {12, 20, 29, 38, 46, 53, 59},
                               {6, 13, 21, 30, 39, 47, 54, 60},
                               {1, 7, 14, 22, 31, 40, 48, 55, 61},
                               {2, 8, 15, 23, 32, 41, 49, 56},
                               {3, 9, 16, 24, 33, 42, 50},
                               {4, 10, 17, 25, 34, 43},
                               {5, 11, 18, 26, 35}};
const Lines kHex59DownLeft = {{1, 6, 12, 19, 27},
                              {2, 7, 13, 20, 28, 36},
                              {3, 8, 14, 21, 29, 37, 44},
                              {4, 9, 15, 22, 30, 38, 45, 51},
                              {5, 10, 16, 23, 31, 39, 46, 52, 57},
                              {11, 17, 24, 32, 40, 47, 53, 58},
                              {18, 25, 33, 41, 48, 54, 59},
                              {26, 34, 42, 49, 55, 60},
                              {35, 43, 50, 56, 61}};

TEST(HexagonalGrid, CellNumberingAndCounts) {
  for (auto [a, b, cells, rows] : {std::array<int, 4>{4, 6, 24, 5}, {5, 9, 61, 9}, {1, 1, 1, 1},
                                   {3, 3, 3, 1}, {1, 2, 4, 3}, {2, 3, 7, 3}}) {
    model::Puzzle p = resolved("values=123456789\nhexagonal_grid(" + std::to_string(a) + "," +
                               std::to_string(b) + ")\n");
    const model::Geometry& g = p.geometry;
    EXPECT_TRUE(g.is_hexagon());
    EXPECT_EQ(g.cell_count(), cells) << a << "," << b;
    EXPECT_EQ(g.rows, rows) << a << "," << b;
    EXPECT_EQ(g.active_count(), cells);
  }
  // hexagonal_grid(4,6): row r (1-based) and position k of cell 12 is r3, k3.
  model::Puzzle p = resolved("values=123456\nhexagonal_grid(4,6)\n");
  EXPECT_EQ(p.geometry.row_of(11), 2);
  EXPECT_EQ(p.geometry.col_of(11), 2);
  EXPECT_EQ(p.geometry.cell_at(4, 3), 23);
  // The alias of the Sudopedia page.
  EXPECT_EQ(resolved("values=123456\nhexangular_grid(4,6)\n").geometry.cell_count(), 24);
}

TEST(HexagonalGrid, LineTablesOf4And6MatchTheSpec) {
  const model::Geometry g = resolved("values=123456\nhexagonal_grid(4,6)\n").geometry;
  EXPECT_EQ(one_based(g.row_lines()), kHex46Rows);
  EXPECT_EQ(one_based(g.down_right_lines()), kHex46DownRight);
  EXPECT_EQ(one_based(g.down_left_lines()), kHex46DownLeft);
}

TEST(HexagonalGrid, LineTablesOf5And9CellByCell) {
  const model::Geometry g = resolved("values=123456789\nhexagonal_grid(5,9)\n").geometry;
  EXPECT_EQ(one_based(g.row_lines()), kHex59Rows);
  EXPECT_EQ(one_based(g.down_right_lines()), kHex59DownRight);
  EXPECT_EQ(one_based(g.down_left_lines()), kHex59DownLeft);
  Lines all = one_based(g.hexagon_lines());
  ASSERT_EQ(all.size(), 27u);
  for (const auto& line : all) {
    EXPECT_GE(line.size(), 5u);
    EXPECT_LE(line.size(), 9u);
  }
  // Every cell lies on exactly one line of each direction.
  for (const Lines* dir : {&kHex59Rows, &kHex59DownRight, &kHex59DownLeft}) {
    std::vector<int> seen;
    for (const auto& l : *dir) seen.insert(seen.end(), l.begin(), l.end());
    std::sort(seen.begin(), seen.end());
    ASSERT_EQ(seen.size(), 61u);
    for (int i = 0; i < 61; ++i) EXPECT_EQ(seen[i], i + 1);
  }
}

TEST(HexagonalGrid, HexagonLinesMakeTheGroupsOfAllThreeDirections) {
  model::Puzzle p = resolved("values=123456789\nhexagonal_grid(5,9)\nhexagon_lines\nrenban\n");
  std::set<std::vector<int>> want;
  for (const Lines* dir : {&kHex59Rows, &kHex59DownRight, &kHex59DownLeft})
    for (auto l : *dir) want.insert((std::sort(l.begin(), l.end()), l));
  EXPECT_EQ(group_set(p), want);
  EXPECT_EQ(kinds_of<model::Renban>(p).size(), 27u);
  // row_groups on a hexagon: its rows only.
  model::Puzzle rows = resolved("values=123456\nhexagonal_grid(4,6)\nrow_groups\n");
  EXPECT_EQ(group_set(rows).size(), 5u);
}

// Adjacent = consecutive on one line of the spec's tables (an edge of a hex
// cell is crossed by exactly one line direction).
std::set<std::pair<int, int>> neighbours_from_lines(const std::vector<const Lines*>& dirs) {
  std::set<std::pair<int, int>> out;
  for (const Lines* dir : dirs)
    for (const auto& l : *dir)
      for (std::size_t i = 0; i + 1 < l.size(); ++i)
        out.insert({std::min(l[i], l[i + 1]), std::max(l[i], l[i + 1])});
  return out;
}

std::set<std::pair<int, int>> adjacent_one_based(const model::Geometry& g) {
  std::set<std::pair<int, int>> out;
  for (auto [a, b] : g.adjacent_pairs()) out.insert({a + 1, b + 1});
  return out;
}

TEST(HexagonalGrid, SixNeighbourAdjacency) {
  // hexagonal_grid(2,3): 1 2 / 3 4 5 / 6 7, cell 4 in the middle.
  const std::set<std::pair<int, int>> want23 = {{1, 2}, {1, 3}, {1, 4}, {2, 4}, {2, 5}, {3, 4},
                                                {4, 5}, {3, 6}, {4, 6}, {4, 7}, {5, 7}, {6, 7}};
  EXPECT_EQ(adjacent_one_based(resolved("values=1234567\nhexagonal_grid(2,3)\n").geometry), want23);
  const auto g46 = resolved("values=123456\nhexagonal_grid(4,6)\n").geometry;
  EXPECT_EQ(adjacent_one_based(g46),
            neighbours_from_lines({&kHex46Rows, &kHex46DownRight, &kHex46DownLeft}));
  const auto g59 = resolved("values=123456789\nhexagonal_grid(5,9)\n").geometry;
  EXPECT_EQ(adjacent_one_based(g59),
            neighbours_from_lines({&kHex59Rows, &kHex59DownRight, &kHex59DownLeft}));
  // Interior cells of (5,9) have 6 neighbours: 3 * 61 - (boundary) pairs.
  EXPECT_EQ(g59.adjacent_pairs().size(), 156u);
  // A hole removes its edges.
  const auto holed = resolved("values=1234567\nhexagonal_grid(2,3)\nrestrict_grid(4)\n").geometry;
  std::set<std::pair<int, int>> want_holed;
  for (auto pr : want23)
    if (pr.first != 4 && pr.second != 4) want_holed.insert(pr);
  EXPECT_EQ(adjacent_one_based(holed), want_holed);
}

TEST(HexagonalGrid, AdjacencyRulesUseTheSixNeighbours) {
  const std::string base = "values=1234567\nhexagonal_grid(2,3)\n";
  for (const char* rule : {"non_consecutive", "different_adjacent", "nodiff_adjacent(2)", "no_kropki"}) {
    model::Puzzle p = resolved(base + rule + "\n");
    std::set<std::pair<int, int>> pairs;
    for (const auto& k : kinds_of<model::NoDiff>(p))
      for (auto [a, b] : k.pairs) pairs.insert({a + 1, b + 1});
    for (const auto& k : kinds_of<model::DifferentPairs>(p))
      for (auto [a, b] : k.pairs) pairs.insert({a + 1, b + 1});
    EXPECT_EQ(pairs.size(), 12u) << rule;
    EXPECT_TRUE(pairs.count({1, 4}) && pairs.count({4, 7}) && !pairs.count({1, 5})) << rule;
  }
  // A kropki dot exempts its pair from no_kropki on a hexagon too.
  model::Puzzle dot = resolved(base + "kropki_diff(1,4)\nno_kropki\n");
  for (const auto& k : kinds_of<model::NoDiff>(dot)) EXPECT_EQ(k.pairs.size(), 11u);
}

TEST(HexagonalGrid, RippleLinesAreTheHexagonLines) {
  model::Puzzle p = resolved("values=123456\nhexagonal_grid(4,6)\nripple_effect_distance\n");
  std::set<std::vector<int>> got, want;
  for (const auto& k : kinds_of<model::RippleLine>(p)) {
    std::vector<int> l = k.cells;
    for (int& c : l) ++c;
    got.insert(l);
  }
  for (const Lines* dir : {&kHex46Rows, &kHex46DownRight, &kHex46DownLeft})
    for (const auto& l : *dir) want.insert(l);
  EXPECT_EQ(got, want);
}

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
  EXPECT_EQ(cli::format_grid(p, a),
            "  6 5 4 2\n"
            " 1 4 2 3 5\n"
            "5 2 3 4 1 6\n"
            " 3 5 1 6 2\n"
            "  1 6 2 3\n");
  EXPECT_EQ(cli::format_line(p, a), line);
  // A hole is blank.
  model::Puzzle h = resolved("values=1234567\nhexagonal_grid(2,3)\nrestrict_grid(4)\n");
  EXPECT_EQ(cli::format_grid(h, {0, 1, 2, -1, 3, 4, 5}), " 1 2\n3   4\n 5 6\n");
}

TEST(Output, MultiGridLayoutsKeepTheirShape) {
  model::Puzzle p = resolved("values=1234\ntwodoku\n");
  model::Assignment a(p.geometry.cell_count(), -1);
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c)) a[c] = c % 4;
  EXPECT_EQ(cli::format_grid(p, a),
            "1 2 | 3 4 |\n"
            "3 4 | 1 2 |\n"
            "----+-----+----\n"
            "1 2 | 3 4 | 1 2\n"
            "3 4 | 1 2 | 3 4\n"
            "----+-----+----\n"
            "    | 3 4 | 1 2\n"
            "    | 1 2 | 3 4\n");
  std::string line = cli::format_line(p, a);
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
