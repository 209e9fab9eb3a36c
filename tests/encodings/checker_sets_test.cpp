// Tests of the cage and set checkers (src/check/variants_sets.cpp) by hand
// and by closed-form counts worked out from the rule text, so that a checker
// and an encoder that agree on a wrong reading are caught.
#include <gtest/gtest.h>

#include <vector>

#include "checker_variants_support.hpp"

namespace {

using namespace rfsat::test::variants;  // m::, evaluate, digits, calcs, accepted, ...

TEST(CheckerSets, Cages) {
  EXPECT_EQ(accepted(m::Cage{first_cells(3)}, digits(3)), 4 * 3 * 2);
  // symvalue: a and b share 1 and may both appear; the cage is on symbols.
  EXPECT_TRUE(
      evaluate(m::Cage{first_cells(2)}, calcs(digits(2, "abc"), {1, 1, 2}), Assignment{0, 1}));
  // rellik 4 over 1234, two cells: {1,2} and {2,3} (1+3 = 4, and no 4).
  EXPECT_EQ(accepted(m::RellikCage{4, first_cells(2)}, digits(2)), 4);
  EXPECT_FALSE(evaluate(m::RellikCage{6, first_cells(3)}, digits(3), Assignment{0, 1, 3}));  // 2+4
  EXPECT_TRUE(evaluate(m::RellikCage{8, first_cells(3)}, digits(3), Assignment{0, 1, 3}));  // 1,2,4
  EXPECT_FALSE(evaluate(m::RellikCage{0, first_cells(2)}, dotted(2), Assignment{0, 1}));    // {0}
}

TEST(CheckerSets, EqualityCage) {
  // 1234: low 1,2; high 3,4: {1,4} and {2,3}.
  EXPECT_EQ(accepted(m::EqualityCage{first_cells(2)}, digits(2)), 4);
  // 12345: no 3; {1,4} and {2,5}.
  EXPECT_EQ(accepted(m::EqualityCage{first_cells(2)}, digits(2, "12345")), 4);
  EXPECT_EQ(accepted(m::EqualityCage{first_cells(3)}, digits(3, "123456")), 0);
  // .123 (0 is a number, even and low): low 0,1; high 2,3: {0,3}, {1,2}.
  EXPECT_TRUE(evaluate(m::EqualityCage{first_cells(2)}, dotted(2), Assignment{0, 3}));
  EXPECT_FALSE(evaluate(m::EqualityCage{first_cells(2)}, dotted(2), Assignment{0, 2}));
}

TEST(CheckerSets, EqualSum) {
  EXPECT_EQ(accepted(m::EqualSum{first_cells(3), {1, 2}}, digits(3, "123")),
            3);  // 2=1+1, 3=1+2=2+1
  EXPECT_TRUE(evaluate(m::EqualSum{first_cells(3), {1, 1, 1}}, digits(3), Assignment{2, 2, 2}));
  EXPECT_FALSE(evaluate(m::EqualSum{first_cells(3), {1, 1, 1}}, digits(3), Assignment{2, 2, 1}));
}

TEST(CheckerSets, RequiredValues) {
  EXPECT_EQ(accepted(m::ContainAtLeast{{1, 1}, first_cells(3), false}, digits(3, "123")),
            3 * 2 + 1);
  EXPECT_EQ(accepted(m::ContainAtLeast{{1, 1}, first_cells(3), true}, digits(3, "123")), 3 * 2);
  // values are numbers: a and b both count as 1.
  EXPECT_TRUE(evaluate(m::ContainAtLeast{{1, 1}, first_cells(2), true},
                       calcs(digits(2, "abc"), {1, 1, 2}), Assignment{0, 1}));
  Puzzle block = tiny_puzzle(2, 2, "12");
  EXPECT_EQ(accepted(m::Quadruple{{1, 2}, {0, 1, 2, 3}}, block), 16 - 2);
  EXPECT_FALSE(
      evaluate(m::Quadruple{{1}, {0, 1, 2, 3}}, tiny_puzzle(1, 4, "12"), Assignment{0, 0, 0, 0}));
  EXPECT_EQ(accepted(m::LookAndSay{{{2, 3}}, first_cells(3)}, digits(3, "123")), 3 * 2);
  EXPECT_EQ(accepted(m::LookAndSay{{{2, 3}, {0, 1}}, first_cells(3)}, digits(3, "123")), 3);
}

TEST(CheckerSets, Counting) {
  EXPECT_EQ(accepted(m::CountDistinct{first_cells(3)}, digits(3, "123")), 3 + 6);
  EXPECT_TRUE(
      evaluate(m::CountDistinct{first_cells(3)}, dotted(3), Assignment{2, 0, 1}));   // 0 counts
  EXPECT_EQ(accepted(m::CountingCircles{first_cells(3)}, digits(3, "123")), 3 + 1);  // 122, 333
  EXPECT_FALSE(evaluate(m::CountingCircles{{0}}, dotted(1), Assignment{0}));
}

TEST(CheckerSets, Copies) {
  EXPECT_EQ(accepted(m::Clone{{{0, 1}}}, digits(2, "123")), 3);
  EXPECT_TRUE(evaluate(m::Clone{{{0, 1}}}, calcs(digits(2, "abc"), {1, 1, 2}), Assignment{0, 1}));
  EXPECT_EQ(accepted(m::SameValues{first_cells(4), 2}, digits(4, "12")), 1 + 1 + 4);
}

}  // namespace
