// Tests of the semantic pass for the sums family: sum and kimo_sum (§6),
// little_killer, arrow and sandwich (§9) become the right model constraints
// (0-based cells in order, `distinct` from the `repetition` flag wherever it
// is written, diagonals and straight lines expanded), and malformed rules are
// errors that point at the offending token.
#include <gtest/gtest.h>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

const char* kNine = "values=123456789\n";

TEST(SumRules, SumIsDistinctByDefault) {
  Result r = resolve_text(std::string(kNine) + "sum(10, 1, 2, 10)\nsum(-3, 81)\n");
  ASSERT_TRUE(r.puzzle);
  auto s = kinds_of<model::Sum>(*r.puzzle);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].target, 10);
  EXPECT_EQ(s[0].cells, (std::vector<int>{0, 1, 9}));
  EXPECT_TRUE(s[0].distinct);
  EXPECT_EQ(s[1].target, -3);
  EXPECT_EQ(s[1].cells, (std::vector<int>{80}));
  EXPECT_EQ(r.puzzle->constraints[0].origin.line, 2);
}

TEST(SumRules, RepetitionAnywhereAllowsRepeats) {
  Result r = resolve_text(std::string(kNine) + "sum(10, 1, 2)\nrepetition\n");
  ASSERT_TRUE(r.puzzle);
  auto s = kinds_of<model::Sum>(*r.puzzle);
  ASSERT_EQ(s.size(), 1u);
  EXPECT_FALSE(s[0].distinct);
}

TEST(SumRules, KimoSum) {
  Result r = resolve_text(std::string(kNine) + "kimo_sum(-1, 5, 3, 4)\n");
  ASSERT_TRUE(r.puzzle);
  auto k = kinds_of<model::KimoSum>(*r.puzzle);
  ASSERT_EQ(k.size(), 1u);
  EXPECT_EQ(k[0].remainder, -1);
  EXPECT_EQ(k[0].modulus, 5);
  EXPECT_EQ(k[0].cells, (std::vector<int>{2, 3}));
}

TEST(SumRules, LittleKillerFollowsTheDiagonal) {
  Result r = resolve_text(std::string(kNine) + "little_killer(20, 19, 3)\nlittle_killer(9, 81, 81)\n");
  ASSERT_TRUE(r.puzzle);
  auto s = kinds_of<model::Sum>(*r.puzzle);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].target, 20);
  EXPECT_EQ(s[0].cells, (std::vector<int>{18, 10, 2}));
  EXPECT_FALSE(s[0].distinct);
  EXPECT_EQ(s[1].cells, (std::vector<int>{80}));
}

TEST(SumRules, ArrowsAndPills) {
  Result r = resolve_text(std::string(kNine) + "arrow(1; 2, 3, 12)\narrow(41, 42; 43, 52)\n");
  ASSERT_TRUE(r.puzzle);
  auto a = kinds_of<model::Arrow>(*r.puzzle);
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[0].bulb, (std::vector<int>{0}));
  EXPECT_EQ(a[0].line, (std::vector<int>{1, 2, 11}));
  EXPECT_EQ(a[1].bulb, (std::vector<int>{40, 41}));
  EXPECT_EQ(a[1].line, (std::vector<int>{42, 51}));
}

TEST(SumRules, SandwichRowsColumnsDiagonals) {
  Result r = resolve_text(std::string(kNine) +
                          "sandwich(10, 9, 1)\nsandwich(0, 2, 74)\nsandwich(35, 1, 81)\n");
  ASSERT_TRUE(r.puzzle);
  auto w = kinds_of<model::Sandwich>(*r.puzzle);
  ASSERT_EQ(w.size(), 3u);
  EXPECT_EQ(w[0].target, 10);
  EXPECT_EQ(w[0].cells, (std::vector<int>{8, 7, 6, 5, 4, 3, 2, 1, 0}));
  EXPECT_EQ(w[1].cells, (std::vector<int>{1, 10, 19, 28, 37, 46, 55, 64, 73}));
  EXPECT_EQ(w[2].cells, (std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80}));
}

class SumRuleErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(SumRuleErrors, PointsAtTheProblem) {
  test::expect_error(GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, SumRuleErrors,
    ::testing::Values(
        ErrorCase{"values=123\nsum(5)\n", 2, 1, "takes at least 2 arguments"},
        ErrorCase{"values=123\nsum(5, 1, 2, 1)\n", 2, 14, "lists cell 1 (r1c1) twice"},
        ErrorCase{"values=123\nsum(x, 1)\n", 2, 5, "expected an integer"},
        ErrorCase{"values=123\nsum(3, 1, 10)\n", 2, 11, "out of range"},
        ErrorCase{"values=123\nsum(3, 1; 2)\n", 2, 11, "';' is not allowed"},
        ErrorCase{"values=123\nrestrict_grid(2)\nsum(3, 1, 2)\n", 3, 11, "is a hole"},
        ErrorCase{"values=123\nkimo_sum(1, 0, 1, 2)\n", 2, 13, "at least 1"},
        ErrorCase{"values=123\nkimo_sum(1, -3, 1)\n", 2, 13, "at least 1"},
        ErrorCase{"values=123\nkimo_sum(1, 3)\n", 2, 1, "takes at least 3 arguments"},
        ErrorCase{"values=123\nkimo_sum(1, 3, 4, 4)\n", 2, 19, "twice"},
        ErrorCase{"values=1234\nlittle_killer(5, 1, 3)\n", 2, 21, "not on one diagonal"},
        ErrorCase{"values=1234\nlittle_killer(5, 1)\n", 2, 1, "takes 3 arguments"},
        ErrorCase{"values=1234\nlittle_killer(5, 1, 6, 11)\n", 2, 24, "takes 3 arguments"},
        ErrorCase{"values=1234\nrestrict_grid(6)\nlittle_killer(5, 1, 16)\n", 3, 1, "hole r2c2"},
        ErrorCase{"values=1234\nsandwich(5, 1, 7)\n", 2, 16, "not on one row, column or diagonal"},
        ErrorCase{"values=1234\nsandwich(y, 1, 4)\n", 2, 10, "expected an integer"},
        ErrorCase{"values=1234\narrow(1, 2, 3)\n", 2, 1, "';'"},
        ErrorCase{"values=1234\narrow(1; 2; 3)\n", 2, 13, "';'"},
        ErrorCase{"values=1234\narrow(1; 2, 1)\n", 2, 13, "lists cell 1 (r1c1) twice"},
        ErrorCase{"values=1234\narrow(1; 2, 5, 2)\n", 2, 16, "twice"},
        ErrorCase{"values=1234\narrow(1;)\n", 2, 9, "expected an argument"},
        ErrorCase{"values=1234\narrow(1, 2, 3, 4, 5, 6, 7, 8, 9, 10; 11)\n", 2, 34, "bulb cells"},
        ErrorCase{"values=1234\narrow(1; 17)\n", 2, 10, "out of range"}));

}  // namespace
}  // namespace rfsat
