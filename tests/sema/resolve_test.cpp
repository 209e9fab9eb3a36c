// Tests of the semantic pass (AST -> puzzle model): symbols, calculation
// numbers, grid defaults, every group rule's cells, the renban flag's reach,
// and the error messages with their exact positions.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

template <class K>
std::vector<std::vector<int>> cells_of(const model::Puzzle& p) {
  std::vector<std::vector<int>> out;
  for (const auto& c : p.constraints)
    if (const K* k = std::get_if<K>(&c.kind)) out.push_back(k->cells);
  return out;
}

TEST(Resolve, ValuesMultiplicityAndCalculationNumbers) {
  Result r = resolve_text("values=adbbbccb\ncolumns=8\nrows=1\n");
  ASSERT_TRUE(r.puzzle);
  const auto& s = r.puzzle->symbols;
  ASSERT_EQ(s.size(), 4);
  EXPECT_EQ(s.capacity, 8);
  // a=1, d=2, b=3, c=4 (spec §2), b appears 4 times, c twice.
  EXPECT_EQ(s.calc(s.index_of('a')), 1);
  EXPECT_EQ(s.calc(s.index_of('d')), 2);
  EXPECT_EQ(s.calc(s.index_of('b')), 3);
  EXPECT_EQ(s.calc(s.index_of('c')), 4);
  EXPECT_EQ(s.symbols[s.index_of('b')].multiplicity, 4);
  EXPECT_EQ(s.symbols[s.index_of('c')].multiplicity, 2);
}

TEST(Resolve, SymvalueAndEmptyValue) {
  Result r = resolve_text("values = 1234567890\nsymvalue(0, 0)\nsymvalue(9,-4)\nempty_value = 5\n");
  ASSERT_TRUE(r.puzzle);
  const auto& s = r.puzzle->symbols;
  EXPECT_EQ(s.calc(s.index_of('0')), 0);
  EXPECT_EQ(s.calc(s.index_of('9')), -4);
  EXPECT_EQ(s.calc(s.index_of('5')), 0);
  EXPECT_TRUE(s.is_empty(s.index_of('5')));
  EXPECT_EQ(r.puzzle->geometry.rows, 10);  // square by default
}

TEST(Resolve, VanillaHasTwentySevenFullGroups) {
  Result r = resolve_text("values=123456789\nrow_groups\ncolumn_groups\nbox_groups(3,3)\nset_cell(12,1)\n");
  ASSERT_TRUE(r.puzzle);
  auto groups = cells_of<model::Group>(*r.puzzle);
  ASSERT_EQ(groups.size(), 27u);
  EXPECT_EQ(groups[9], (std::vector<int>{0, 9, 18, 27, 36, 45, 54, 63, 72}));  // column 1
  EXPECT_EQ(groups[18], (std::vector<int>{0, 1, 2, 9, 10, 11, 18, 19, 20}));   // box 1
  // R2C3 is cell 12 (index 11), spec §3.
  const auto* g = std::get_if<model::Given>(&r.puzzle->constraints.back().kind);
  ASSERT_TRUE(g);
  EXPECT_EQ(g->cell, 11);
}

TEST(Resolve, BoxesTileAsOftenAsTheyFit) {
  Result r = resolve_text("values=123456\ncolumns=7\nrows=5\nbox_groups(3,2)\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_EQ(cells_of<model::Group>(*r.puzzle).size(), 4u);  // 2 across x 2 down
}

TEST(Resolve, DiagonalsInBothDirectionsAndShort) {
  Result r = resolve_text("values=123456789\ndiagonal(81,1)\ndiagonal(9,73)\ndiagonal(2,10)\n");
  ASSERT_TRUE(r.puzzle);
  auto d = cells_of<model::Group>(*r.puzzle);
  EXPECT_EQ(d[0], (std::vector<int>{80, 70, 60, 50, 40, 30, 20, 10, 0}));
  EXPECT_EQ(d[1], (std::vector<int>{8, 16, 24, 32, 40, 48, 56, 64, 72}));
  EXPECT_EQ(d[2], (std::vector<int>{1, 9}));
}

TEST(Resolve, RenbanCoversRowsColumnsDiagonalsExtraRegionsNotBoxesOrJigsaw) {
  Result r = resolve_text(
      "values=1234\nrenban\nrow_groups\ncolumn_groups\nbox_groups(2,2)\ndiagonal(1,16)\n"
      "extra_region(1,2)\njigsaw(3,4)\n");
  ASSERT_TRUE(r.puzzle);
  auto renban = cells_of<model::Renban>(*r.puzzle);
  EXPECT_EQ(renban.size(), 4u + 4u + 1u + 1u);
  for (const auto& cells : renban) EXPECT_NE(cells, (std::vector<int>{2, 3}));      // jigsaw
  for (const auto& cells : renban) EXPECT_NE(cells, (std::vector<int>{0, 1, 4, 5}));  // box
}

TEST(Resolve, HolesLeaveGroups) {
  Result r = resolve_text("values=123\nrestrict_grid(5)\nrow_groups\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_TRUE(r.puzzle->geometry.is_hole(4));
  EXPECT_EQ(cells_of<model::Group>(*r.puzzle)[1], (std::vector<int>{3, 5}));
}

TEST(Resolve, AliasesResolve) {
  Result r = resolve_text("values=123\ndel_value(1,1)\nreptition\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_TRUE(r.puzzle->repetition);
}

class ResolveErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(ResolveErrors, PointsAtTheProblem) {
  test::expect_error(GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ResolveErrors,
    ::testing::Values(
        ErrorCase{"columns=3\n", 1, 1, "missing 'values"},
        ErrorCase{"values=123\nrow_group\n", 2, 1, "did you mean 'row_groups'"},
        ErrorCase{"values=123\nset_cell(1)\n", 2, 1, "takes 2 arguments"},
        ErrorCase{"values=123\nset_cell(1,2,3)\n", 2, 14, "takes 2 arguments"},
        ErrorCase{"values=123\nset_cell(10,1)\n", 2, 10, "cell 10 is out of range: cells are 1..9"},
        ErrorCase{"values=123\nset_cell(x,1)\n", 2, 10,
                  "expected a cell, got 'x': cells are 1..9, or by name r1c1"},
        ErrorCase{"values=123\nset_cell(1,4)\n", 2, 12, "symbol '4' is not in values"},
        ErrorCase{"values=123\nset_cell(1,12)\n", 2, 12, "expected one symbol"},
        ErrorCase{"values=123\nrestrict_grid(2)\nset_cell(2,1)\n", 3, 10, "is a hole"},
        ErrorCase{"values=123456789\ndiagonal(1,80)\n", 2, 12, "not on one diagonal"},
        ErrorCase{"values=123\ncolumns=4\nrow_groups\n", 3, 1, "larger than values"},
        ErrorCase{"values=123\nextra_region(1,2,2)\n", 2, 1, "twice"},
        ErrorCase{"values=123\nrow_groups(1)\n", 2, 1, "is a flag"},
        ErrorCase{"values(123)\n", 1, 1, "written 'name = value'"},
        ErrorCase{"values=123\nvalues=12\n", 2, 1, "given twice"},
        ErrorCase{"values=123\ntwin_doku\n", 2, 1, "needs the box shape"},
        ErrorCase{"values=123\npencil\n", 2, 1, "refuses"},
        ErrorCase{"values=123\nbox_groups(4,1)\n", 2, 1, "does not fit"},
        ErrorCase{"values=123\ncolumns=0\n", 2, 9, "must be 1.."},
        ErrorCase{"values=123\nset_values(1;2)\n", 2, 14, "';' is not allowed"}));

}  // namespace
}  // namespace rfsat
