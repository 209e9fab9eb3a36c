// Tests of the semantic pass for the cage and set rules (issue 27): the
// model constraints they build (0-based cells, values as calculation
// numbers, segments and sets) and their errors, each pointing at the
// offending token.
#include <gtest/gtest.h>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::kinds_of;
using test::resolve_text;
using test::Result;

using test::expect_error;

const std::string kGrid = "values=123456789\n";

TEST(SetRules, Cages) {
  Result r = resolve_text(
      kGrid + "cage(1, 2, 11)\nrellik_cage(10, 3, 4)\nequality_cage(5, 6)\nrepetition\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_EQ(kinds_of<model::Cage>(*r.puzzle)[0].cells, (std::vector<int>{0, 1, 10}));
  const auto rl = kinds_of<model::RellikCage>(*r.puzzle);
  ASSERT_EQ(rl.size(), 1u);
  EXPECT_EQ(rl[0].target, 10);
  EXPECT_EQ(rl[0].cells, (std::vector<int>{2, 3}));
  EXPECT_EQ(kinds_of<model::EqualityCage>(*r.puzzle)[0].cells, (std::vector<int>{4, 5}));
  EXPECT_EQ(r.puzzle->constraints.front().rule, "cage");
}

TEST(SetRules, SegmentsAndSets) {
  Result r = resolve_text(
      kGrid + "equal_sum(1, 2; 3; 4, 5, 6)\nsame_values(7, 8; 9, 10)\nclone(11, 12; 21, 22)\n");
  ASSERT_TRUE(r.puzzle);
  const auto e = kinds_of<model::EqualSum>(*r.puzzle)[0];
  EXPECT_EQ(e.cells, (std::vector<int>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(e.lengths, (std::vector<int>{2, 1, 3}));
  const auto s = kinds_of<model::SameValues>(*r.puzzle)[0];
  EXPECT_EQ(s.cells, (std::vector<int>{6, 7, 8, 9}));
  EXPECT_EQ(s.size, 2);
  EXPECT_EQ(kinds_of<model::Clone>(*r.puzzle)[0].pairs,
            (std::vector<model::CellPair>{{10, 20}, {11, 21}}));
}

TEST(SetRules, ValuesAreCalculationNumbers) {
  Result r = resolve_text(
      "values=ABCD\nsymvalue(D, 7)\ncontain_at_least(A, D, D; 1, 2, 3)\ncontain_exact(B; 4)\n"
      "quadruple(C, A; 6, 5, 10, 9)\nlook_and_say(2, D, 0, A; 11, 12, 13)\n");
  ASSERT_TRUE(r.puzzle);
  const auto c = kinds_of<model::ContainAtLeast>(*r.puzzle);
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].values, (std::vector<long long>{1, 7, 7}));
  EXPECT_FALSE(c[0].exact);
  EXPECT_EQ(c[1].values, (std::vector<long long>{2}));
  EXPECT_TRUE(c[1].exact);
  const auto q = kinds_of<model::Quadruple>(*r.puzzle)[0];
  EXPECT_EQ(q.values, (std::vector<long long>{3, 1}));
  EXPECT_EQ(q.cells, (std::vector<int>{5, 4, 9, 8}));
  const auto l = kinds_of<model::LookAndSay>(*r.puzzle)[0];
  EXPECT_EQ(l.counts, (std::vector<std::pair<long long, long long>>{{2, 7}, {0, 1}}));
}

TEST(SetRules, CountingRules) {
  Result r = resolve_text(kGrid + "count_distinct(1, 2, 3)\ncounting_circles(4, 14, 24)\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_EQ(kinds_of<model::CountDistinct>(*r.puzzle)[0].cells, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(kinds_of<model::CountingCircles>(*r.puzzle)[0].cells, (std::vector<int>{3, 13, 23}));
}

TEST(SetRules, Errors) {
  expect_error(kGrid + "cage(1, 2, 1)\n", 2, 12, "lists cell 1 (r1c1) twice");
  expect_error(kGrid + "cage()\n", 2, 1, "takes at least 1 argument");
  expect_error(kGrid + "rellik_cage(x, 1)\n", 2, 13, "expected an integer");
  expect_error(kGrid + "equality_cage(1, 2, 3)\n", 2, 1, "even number of cells");
  expect_error(kGrid + "equal_sum(1, 2)\n", 2, 1, "two or more groups");
  expect_error(kGrid + "equal_sum(1, 2; 3; 2)\n", 2, 20, "lists cell 2 (r1c2) twice");
  expect_error(kGrid + "contain_at_least(1, 2, 3; 4, 5)\n", 2, 1,
               "at least one cell per listed value");
  expect_error(kGrid + "contain_exact(1, 2)\n", 2, 1, "the values, ';', then the cells");
  expect_error(kGrid + "contain_exact(x; 2)\n", 2, 15, "symbol 'x' is not in values");
  expect_error(kGrid + "quadruple(1; 1, 2, 10, 12)\n", 2, 24, "must form a 2x2 block");
  expect_error(kGrid + "quadruple(1, 2, 3, 4, 5; 1, 2, 10, 11)\n", 2, 23, "takes 1 to 4 arguments");
  expect_error(kGrid + "quadruple(1; 1, 2, 10)\n", 2, 1, "takes 4 arguments");
  expect_error(kGrid + "look_and_say(1, 2, 3; 4)\n", 2, 20, "(count, value) pairs");
  expect_error(kGrid + "look_and_say(-1, 2; 4)\n", 2, 14, "at least 0");
  expect_error(kGrid + "look_and_say(1, 2, 1, 2; 4, 5)\n", 2, 23, "names the value 2 twice");
  expect_error(kGrid + "look_and_say(2, 2; 4)\n", 2, 14, "add up to 2, more than its 1 cells");
  expect_error(kGrid + "count_distinct(1)\n", 2, 1, "takes at least 2 arguments");
  expect_error(kGrid + "clone(1, 2; 3)\n", 2, 13, "every group has as many cells as the first");
  expect_error(kGrid + "clone(1; 2; 3)\n", 2, 13, "two equally long groups");
  expect_error(kGrid + "same_values(1, 2; 3, 1)\n", 2, 22, "lists cell 1 (r1c1) twice");
  expect_error("values=123456\nhexagonal_grid(4,6)\nquadruple(1; 1, 2, 5, 6)\n", 3, 1,
               "rectangular grid");
}

}  // namespace
}  // namespace rfsat
