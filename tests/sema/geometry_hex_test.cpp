// Hexagonal grids of spec §3 through the semantic pass: cell numbering, the
// three line directions and their groups, 6-neighbour adjacency and the
// rules that use it. Layouts, printing and errors: geometry_layout_test.cpp.
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

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::adjacent_one_based;
using test::group_set;
using test::kinds_of;
using test::resolved;
using Lines = std::vector<std::vector<int>>;

// 1-based cell numbers, as the spec writes them.
Lines one_based(const Lines& lines) {
  Lines out = lines;
  for (auto& l : out)
    for (int& c : l) ++c;
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
    for (const auto& k : kinds_of<model::NoKropki>(p))
      for (auto [a, b] : k.pairs) pairs.insert({a + 1, b + 1});
    EXPECT_EQ(pairs.size(), 12u) << rule;
    EXPECT_TRUE(pairs.count({1, 4}) && pairs.count({4, 7}) && !pairs.count({1, 5})) << rule;
  }
  // A kropki dot exempts its pair from no_kropki on a hexagon too.
  model::Puzzle dot = resolved(base + "kropki_diff(1,4)\nno_kropki\n");
  const auto strict = kinds_of<model::NoKropki>(dot);
  ASSERT_EQ(strict.size(), 1u);
  EXPECT_EQ(strict[0].pairs.size(), 11u);
}

TEST(HexagonalGrid, RippleLinesAreTheHexagonLines) {
  model::Puzzle p = resolved("values=123456\nhexagonal_grid(4,6)\nripple_effect_distance\n");
  std::set<std::vector<int>> got, want;
  for (const auto& k : kinds_of<model::RippleEffectDistance>(p)) {
    std::vector<int> l = k.cells;
    for (int& c : l) ++c;
    got.insert(l);
  }
  for (const Lines* dir : {&kHex46Rows, &kHex46DownRight, &kHex46DownLeft})
    for (const auto& l : *dir) want.insert(l);
  EXPECT_EQ(got, want);
}

}  // namespace
}  // namespace rfsat
