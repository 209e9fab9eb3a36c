// Tests of the semantic pass for the modern line rules (issue 27,
// rules_modern_lines.cpp): each becomes its model kind with 0-based cells in
// line order; revisits are kept (a line crossing itself), a cell right
// after itself and equal ends of between/lockout lines are errors; the
// optional number before ';' and its default; region_sum_line reads the
// boxes (made before or after it, by box_groups or a layout), else the
// jigsaw regions, and refuses a cell outside them or a grid without any.
#include <gtest/gtest.h>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

const char* const k9 = "values=123456789\nrow_groups\ncolumn_groups\n";

TEST(ModernLineRules, BetweenAndLockout) {
  Result r = resolve_text(std::string(k9) +
                          "between_line(1,2,3,2,10)\nlockout_line(5,6,7)\nlockout_line(2;9,10)\n");
  ASSERT_TRUE(r.puzzle);
  auto b = kinds_of<model::BetweenLine>(*r.puzzle);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].cells, (std::vector<int>{0, 1, 2, 1, 9}));
  auto l = kinds_of<model::LockoutLine>(*r.puzzle);
  ASSERT_EQ(l.size(), 2u);
  EXPECT_EQ(l[0].d, 4);
  EXPECT_EQ(l[0].cells, (std::vector<int>{4, 5, 6}));
  EXPECT_EQ(l[1].d, 2);
  EXPECT_EQ(l[1].cells, (std::vector<int>{8, 9}));
}

TEST(ModernLineRules, RegionSumLineReadsTheBoxes) {
  // The boxes come after the line: it still sees them (whole-grid phase).
  Result r = resolve_text(std::string(k9) + "region_sum_line(1,2,4,13,4)\nbox_groups(3,3)\n");
  ASSERT_TRUE(r.puzzle);
  auto s = kinds_of<model::RegionSumLine>(*r.puzzle);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].cells, (std::vector<int>{0, 1, 3, 12, 3}));
  // The boxes it enters, in that order: r1c1-r1c2 in the first, r1c4 and
  // r2c4 in the second.
  EXPECT_EQ(s[0].regions, (std::vector<std::vector<int>>{{0, 1, 2, 9, 10, 11, 18, 19, 20},
                                                         {3, 4, 5, 12, 13, 14, 21, 22, 23}}));
}

TEST(ModernLineRules, RegionSumLineReadsJigsawsWithoutBoxes) {
  Result r = resolve_text(
      "values=1234\nrow_groups\njigsaw(1,2,5,6)\njigsaw(3,4,7,8)\nextra_region(9,10)\n"
      "region_sum_line(5,6,7)\n");
  ASSERT_TRUE(r.puzzle);
  auto s = kinds_of<model::RegionSumLine>(*r.puzzle);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].regions, (std::vector<std::vector<int>>{{0, 1, 4, 5}, {2, 3, 6, 7}}));
}

TEST(ModernLineRules, RegionSumLineReadsLayoutBoxes) {
  Result r = resolve_text("values=1234\ntwodoku\nregion_sum_line(1,2,3)\n");
  ASSERT_TRUE(r.puzzle);
  auto s = kinds_of<model::RegionSumLine>(*r.puzzle);
  ASSERT_EQ(s.size(), 1u);
  // Of the seven boxes (two grids of four sharing one, in a rectangle six
  // cells wide), the two it enters.
  EXPECT_EQ(s[0].regions, (std::vector<std::vector<int>>{{0, 1, 6, 7}, {2, 3, 8, 9}}));
}

TEST(ModernLineRules, ZipperNabnerDoubleArrow) {
  Result r = resolve_text(std::string(k9) +
                          "zipper_line(1,2,3,2)\nnabner_line(1,11,21,11)\ndouble_arrow(5,6,7)\n");
  ASSERT_TRUE(r.puzzle);
  auto z = kinds_of<model::ZipperLine>(*r.puzzle);
  ASSERT_EQ(z.size(), 1u);
  EXPECT_EQ(z[0].cells, (std::vector<int>{0, 1, 2, 1}));
  auto n = kinds_of<model::NabnerLine>(*r.puzzle);
  ASSERT_EQ(n.size(), 1u);
  EXPECT_EQ(n[0].cells, (std::vector<int>{0, 10, 20, 10}));
  auto d = kinds_of<model::DoubleArrow>(*r.puzzle);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].cells, (std::vector<int>{4, 5, 6}));
}

class ModernLineErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(ModernLineErrors, PointsAtTheProblem) { test::expect_error(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Cases, ModernLineErrors,
    ::testing::Values(
        ErrorCase{"values=123\nbetween_line(1)\n", 2, 1, "takes at least 2 arguments"},
        ErrorCase{"values=123\nbetween_line(1,2,2,3)\n", 2, 18, "twice in a row"},
        ErrorCase{"values=123\nbetween_line(1,2,1)\n", 2, 18,
                  "the two ends of 'between_line' are the same cell 1"},
        ErrorCase{"values=123\nbetween_line(1,2;3)\n", 2, 18, "';' is not allowed"},
        ErrorCase{"values=123\nbetween_line(1,10)\n", 2, 16, "out of range"},
        ErrorCase{"values=123\nlockout_line(2;1)\n", 2, 1, "takes at least 2 arguments"},
        ErrorCase{"values=123\nlockout_line(-1;1,2)\n", 2, 14, "at least 0"},
        ErrorCase{"values=123\nlockout_line(1,2;1,2)\n", 2, 16, "takes 1 argument"},
        ErrorCase{"values=123\nlockout_line(x;1,2)\n", 2, 14, "expected an integer"},
        ErrorCase{"values=123\nlockout_line(1;2;3,4)\n", 2, 18, "takes the cells, or"},
        ErrorCase{"values=123\nlockout_line(3;4,5,4)\n", 2, 20, "same cell 4"},
        ErrorCase{"values=123\nrow_groups\nregion_sum_line(1,2)\n", 3, 1, "needs regions"},
        ErrorCase{"values=1234\nbox_groups(2,2)\nregion_sum_line(1)\n", 3, 1, "at least 2"},
        ErrorCase{"values=1234\njigsaw(1,2)\nregion_sum_line(1,2,3)\n", 3, 21,
                  "cell 3 (r1c3) is in no jigsaw region"},
        ErrorCase{"values=1234\nbox_groups(2,2)\nbox_groups(4,1)\nregion_sum_line(1,2)\n", 4, 17,
                  "cell 1 (r1c1) is in two boxes"},
        ErrorCase{"values=1234\nbox_groups(2,2)\nregion_sum_line(1,5,5)\n", 3, 21,
                  "twice in a row"},
        ErrorCase{"values=123\nzipper_line(1)\n", 2, 1, "takes at least 2 arguments"},
        ErrorCase{"values=123\nzipper_line(1,2;3)\n", 2, 17, "';' is not allowed"},
        ErrorCase{"values=123\nnabner_line(4,4)\n", 2, 15, "twice in a row"},
        ErrorCase{"values=123\ndouble_arrow(1,2)\n", 2, 1, "takes at least 3 arguments"},
        ErrorCase{"values=123\ndouble_arrow(1,2,1)\n", 2, 18,
                  "the two ends of 'double_arrow' are the same cell 1"},
        ErrorCase{"values=123\nentropic_line(1)\n", 2, 1, "takes at least 2 arguments"},
        ErrorCase{"values=123\nmodular_line(0;1,2)\n", 2, 14, "modulus must be at least 1"},
        ErrorCase{"values=123\nmodular_line(x;1,2)\n", 2, 14, "expected an integer"},
        ErrorCase{"values=123\nparity_line(2,2)\n", 2, 15, "twice in a row"}));

TEST(ModernLineRules, EntropicModularParity) {
  Result r = resolve_text(std::string(k9) +
                          "entropic_line(1,2,3,1)\nmodular_line(10,11,12)\nmodular_line(5;13,14)\n"
                          "parity_line(19,20,19)\n");
  ASSERT_TRUE(r.puzzle);
  auto e = kinds_of<model::EntropicLine>(*r.puzzle);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].cells, (std::vector<int>{0, 1, 2, 0}));
  auto m = kinds_of<model::ModularLine>(*r.puzzle);
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0].m, 3);
  EXPECT_EQ(m[0].cells, (std::vector<int>{9, 10, 11}));
  EXPECT_EQ(m[1].m, 5);
  EXPECT_EQ(m[1].cells, (std::vector<int>{12, 13}));
  auto p = kinds_of<model::ParityLine>(*r.puzzle);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].cells, (std::vector<int>{18, 19, 18}));
}

}  // namespace
}  // namespace rfsat
