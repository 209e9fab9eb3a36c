// Tests of the semantic pass for the outside clues and sum lines of issue 27:
// x_sum, skyscraper, hidden_skyscraper and numbered_room read a straight
// line from its first cell (rows, columns, diagonals, either way), lunchbox
// takes such a line or any cells after ';', sum_line takes its total before
// ';' (10 without one), may revisit a cell and is a loop when it ends on its
// first cell; bad forms are errors that point at the offending token.
#include <gtest/gtest.h>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

const std::string kValues9 = "values=123456789\n";

TEST(OutsideRules, CluesReadTheirLineFromTheFirstCell) {
  Result r = resolve_text(kValues9 +
                          "x_sum(15, 9, 1)\nskyscraper(3, 1, 73)\n"
                          "hidden_skyscraper(2, 81, 1)\nnumbered_room(7, 10, 18)\n");
  ASSERT_TRUE(r.puzzle);
  auto x = kinds_of<model::XSum>(*r.puzzle);
  ASSERT_EQ(x.size(), 1u);
  EXPECT_EQ(x[0].target, 15);
  EXPECT_EQ(x[0].cells, (std::vector<int>{8, 7, 6, 5, 4, 3, 2, 1, 0}));
  auto s = kinds_of<model::Skyscraper>(*r.puzzle);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].count, 3);
  EXPECT_EQ(s[0].cells, (std::vector<int>{0, 9, 18, 27, 36, 45, 54, 63, 72}));
  auto h = kinds_of<model::HiddenSkyscraper>(*r.puzzle);
  ASSERT_EQ(h.size(), 1u);
  EXPECT_EQ(h[0].value, 2);
  EXPECT_EQ(h[0].cells, (std::vector<int>{80, 70, 60, 50, 40, 30, 20, 10, 0}));
  auto n = kinds_of<model::NumberedRoom>(*r.puzzle);
  ASSERT_EQ(n.size(), 1u);
  EXPECT_EQ(n[0].cells.front(), 9);
  EXPECT_EQ(n[0].cells.size(), 9u);
}

TEST(OutsideRules, LunchboxOnALineOrAnyCells) {
  Result r = resolve_text(kValues9 + "lunchbox(5, 3, 1)\nlunchbox(0; 1, 2, 11, 10)\n");
  ASSERT_TRUE(r.puzzle);
  auto l = kinds_of<model::Lunchbox>(*r.puzzle);
  ASSERT_EQ(l.size(), 2u);
  EXPECT_EQ(l[0].target, 5);
  EXPECT_EQ(l[0].cells, (std::vector<int>{2, 1, 0}));
  EXPECT_EQ(l[1].target, 0);
  EXPECT_EQ(l[1].cells, (std::vector<int>{0, 1, 10, 9}));
}

TEST(OutsideRules, SumLinesLoopsAndRevisits) {
  Result r = resolve_text(kValues9 +
                          "sum_line(1, 2, 3)\nsum_line(15; 1, 2, 11, 1)\n"
                          "sum_line(5; 1, 2, 1, 3)\nsum_line(7; 4)\n");
  ASSERT_TRUE(r.puzzle);
  auto s = kinds_of<model::SumLine>(*r.puzzle);
  ASSERT_EQ(s.size(), 4u);
  EXPECT_EQ(s[0].target, 10);
  EXPECT_FALSE(s[0].loop);
  EXPECT_EQ(s[1].target, 15);
  EXPECT_TRUE(s[1].loop);
  EXPECT_EQ(s[1].cells, (std::vector<int>{0, 1, 10}));
  EXPECT_FALSE(s[2].loop);
  EXPECT_EQ(s[2].cells, (std::vector<int>{0, 1, 0, 2}));
  EXPECT_EQ(s[3].cells, (std::vector<int>{3}));
}

class OutsideRuleErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(OutsideRuleErrors, PointsAtTheProblem) { test::expect_error(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Cases, OutsideRuleErrors,
    ::testing::Values(
        ErrorCase{"values=123\nx_sum(3, 1, 6)\n", 2, 13, "are not on one row, column or diagonal"},
        ErrorCase{"values=123\nx_sum(3, 1)\n", 2, 1, "takes 3 arguments"},
        ErrorCase{"values=123\nskyscraper(-1, 1, 3)\n", 2, 12, "at least 0"},
        ErrorCase{"values=123\nskyscraper(x, 1, 3)\n", 2, 12, "expected an integer"},
        ErrorCase{"values=123\nhidden_skyscraper(1, 1, 10)\n", 2, 25, "out of range"},
        ErrorCase{"values=123\nrestrict_grid(2)\nnumbered_room(1, 1, 3)\n", 3, 1, "hole"},
        ErrorCase{"values=123\nnumbered_room(1; 1, 3)\n", 2, 18, "';' is not allowed"},
        ErrorCase{"values=123\nlunchbox(1; 1, 2, 1)\n", 2, 19, "lists cell 1 (r1c1) twice"},
        ErrorCase{"values=123\nlunchbox(1; 1)\n", 2, 1, "takes at least 2 arguments"},
        ErrorCase{"values=123\nlunchbox(1, 2; 1, 2)\n", 2, 13, "takes 1 argument"},
        ErrorCase{"values=123\nsum_line(5; 1; 2)\n", 2, 16, "one ';'"},
        ErrorCase{"values=123\nsum_line(5;)\n", 2, 12, "expected an argument"},
        ErrorCase{"values=123\nsum_line(x; 1, 2)\n", 2, 10, "expected an integer"},
        ErrorCase{"values=123\nsum_line(5; 1, 10)\n", 2, 16, "out of range"},
        ErrorCase{"values=123\nhexagonal_grid(2, 3)\nx_sum(1, 1, 2)\n", 3, 1, "rectangular"}));

}  // namespace
}  // namespace rfsat
