// Cells by name (src/sema/cell_names.hpp): `r1c1` in any case names the
// same cell as its number wherever a rule takes a cell, on a rectangle, a
// layout of several grids and a hexagon (the column being the position in
// the row, as rfsat prints names); runs `r1c1-r1c4` stand for their cells
// in order; every bad name is an error at its token saying which forms are
// accepted.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;

constexpr const char* k4 = "values=1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

std::vector<int> given_cells(const model::Puzzle& p) {
  std::vector<int> out;
  for (const model::Given& g : test::kinds_of<model::Given>(p)) out.push_back(g.cell);
  return out;
}

TEST(CellNames, NamesAreTheNumbersInAnyCase) {
  const model::Puzzle named = test::resolved(std::string(k4) +
                                             "set_cell(r1c1,1)\nset_cell(R2c3,2)\n"
                                             "set_cell(r4C4,3)\nsum(7, r3c1, R3C2, 15)\n");
  EXPECT_EQ(given_cells(named), (std::vector<int>{0, 6, 15}));
  const auto sums = test::kinds_of<model::Sum>(named);
  ASSERT_EQ(sums.size(), 1u);
  EXPECT_EQ(sums[0].cells, (std::vector<int>{8, 9, 14}));
}

TEST(CellNames, RunsStandForTheirCellsInOrder) {
  const model::Puzzle p = test::resolved(std::string(k4) +
                                         "thermo(r4c4-r4c1)\ncage(r1c1-r4c1)\nsum(10, r1c1-r4c4)\n"
                                         "restrict_grid(r1c3-r1c4)\n");
  const auto thermos = test::kinds_of<model::Thermo>(p);
  ASSERT_EQ(thermos.size(), 1u);
  EXPECT_EQ(thermos[0].cells, (std::vector<int>{15, 14, 13, 12}));
  const auto cages = test::kinds_of<model::Cage>(p);
  ASSERT_EQ(cages.size(), 1u);
  EXPECT_EQ(cages[0].cells, (std::vector<int>{0, 4, 8, 12}));
  EXPECT_EQ(test::kinds_of<model::Sum>(p).at(0).cells, (std::vector<int>{0, 5, 10, 15}));
  EXPECT_TRUE(p.geometry.is_hole(2) && p.geometry.is_hole(3));
}

TEST(CellNames, LayoutsAndHexagonsNameCellsAsRfsatPrintsThem) {
  // twodoku of 4x4 grids: a 6x6 bounding rectangle; r6c6 is cell 36.
  EXPECT_EQ(given_cells(test::resolved("values=1234\ntwodoku\nset_cell(r6c6,1)\n")),
            std::vector<int>{35});
  // hexagonal_grid(4, 6): rows of 4, 5, 6, 5, 4 cells; r3c6 is the last of row 3.
  EXPECT_EQ(given_cells(test::resolved("values=123456\nhexagonal_grid(4,6)\nset_cell(r3c6,1)\n"
                                       "set_cell(r5c1,2)\n")),
            (std::vector<int>{14, 20}));
}

class CellNameErrors : public testing::TestWithParam<ErrorCase> {};
TEST_P(CellNameErrors, SayTheFormsAtTheToken) { test::expect_error(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Cases, CellNameErrors,
    testing::Values(
        ErrorCase{"values=1234\nset_cell(a1,1)\n", 2, 10,
                  "expected a cell, got 'a1': cells are 1..16, or by name r1c1 (rows 1..4, "
                  "columns 1..4)"},
        ErrorCase{"values=1234\nset_cell(r1x,1)\n", 2, 10, "expected a cell, got 'r1x'"},
        ErrorCase{"values=1234\nset_cell(r5c1,1)\n", 2, 10,
                  "cell r5c1 is outside the grid: rows 1..4, columns 1..4"},
        ErrorCase{"values=1234\nset_cell(r1c0,1)\n", 2, 10, "cell r1c0 is outside the grid"},
        ErrorCase{"values=1234\nset_cell(r99999999999999999999c1,1)\n", 2, 10, "expected a cell"},
        ErrorCase{"values=1234\nset_cell(17,1)\n", 2, 10,
                  "cell 17 is out of range: cells are 1..16, or by name r1c1"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nset_cell(r1c5,1)\n", 3, 10, "(row 1 has 4)"},
        ErrorCase{"values=1234\nrestrict_grid(r1c1)\nset_cell(R1C1,1)\n", 3, 10,
                  "cell R1C1 (r1c1) is a hole"},
        ErrorCase{"values=1234\nrow_groups\ncage(r1c1-r2c3)\n", 3, 6,
                  "are not on one row, column or diagonal"},
        ErrorCase{"values=1234\nrow_groups\ncage(r1c1-r1c9)\n", 3, 6, "cell r1c9 is outside"},
        ErrorCase{"values=123456\nhexagonal_grid(4,6)\nthermo(r1c1-r1c3)\n", 3, 8,
                  "rectangular grids only"},
        ErrorCase{"values=1234\ncolumns=8\nsub_grid(r1c5-r1c6,4,4)\n", 3, 10,
                  "is a run of cells; here one cell is expected"}));

}  // namespace
}  // namespace rfsat
