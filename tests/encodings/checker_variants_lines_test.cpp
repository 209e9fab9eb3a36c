// Tests of the ripple and §9 line checkers (src/check/variants_pairs.cpp,
// variants_lines.cpp): ripple distances and cages, thermo, arrows with pill
// bulbs, palindrome, whisper and sandwich (missing or repeated crusts, crusts
// taken from the whole symbol table), by hand and by closed-form counts.
#include <gtest/gtest.h>

#include <vector>

#include "checker_variants_support.hpp"

namespace {

using namespace rfsat::test::variants;  // m::, evaluate, digits, calcs, accepted, ...

// ---- ripples ------------------------------------------------------------------

TEST(CheckerRipple, LineDistances) {
  const Puzzle p = digits(5);
  const m::RippleEffectDistance line{first_cells(5)};
  EXPECT_TRUE(evaluate(line, p, Assignment{0, 1, 0, 2, 1}));   // 1 x 1: one between
  EXPECT_FALSE(evaluate(line, p, Assignment{0, 0, 1, 2, 3}));  // 1 1 adjacent
  EXPECT_FALSE(evaluate(line, p, Assignment{1, 0, 1, 2, 3}));  // 2 . 2: one between < 2
  EXPECT_TRUE(evaluate(line, p, Assignment{1, 0, 2, 1, 3}));   // 2 . . 2
  EXPECT_FALSE(evaluate(line, p, Assignment{3, 0, 1, 2, 3}));  // 4 ... 4: three < 4
  EXPECT_EQ(accepted(m::RippleEffectDistance{first_cells(3)}, digits(3, "123")), 8);
  const Puzzle z = calcs(digits(3), {0, -1, 1, 2});
  EXPECT_TRUE(evaluate(m::RippleEffectDistance{first_cells(3)}, z, Assignment{0, 0, 1}));  // n=0
  EXPECT_TRUE(evaluate(m::RippleEffectDistance{first_cells(3)}, z, Assignment{1, 1, 0}));  // n<0
  const Puzzle e = emptied(digits(3), 0);
  EXPECT_TRUE(evaluate(m::RippleEffectDistance{first_cells(3)}, e, Assignment{0, 0, 1}));
}

TEST(CheckerRipple, CagePermutation) {
  const Puzzle p = digits(3);
  const m::RippleCages cage{first_cells(3)};
  EXPECT_TRUE(evaluate(cage, p, Assignment{2, 0, 1}));
  EXPECT_FALSE(evaluate(cage, p, Assignment{3, 0, 1}));  // 4 in a 3-cage
  EXPECT_FALSE(evaluate(cage, p, Assignment{0, 0, 1}));  // repeat
  EXPECT_EQ(accepted(cage, p), 6);
  EXPECT_TRUE(evaluate(m::RippleCages{{1}}, p, Assignment{3, 0, 3}));
  EXPECT_FALSE(evaluate(cage, calcs(p, {1, 2, 3, 3}), Assignment{0, 2, 3}));  // two 3s
  EXPECT_TRUE(evaluate(cage, calcs(p, {1, 2, 9, 3}), Assignment{0, 1, 3}));   // symvalue 3
}

// ---- §9 lines -------------------------------------------------------------------

TEST(CheckerThermo, StrictAndSlow) {
  const Puzzle p = digits(3);
  EXPECT_TRUE(evaluate(m::Thermo{{0, 1, 2}}, p, Assignment{0, 2, 3}));
  EXPECT_FALSE(evaluate(m::Thermo{{0, 1, 2}}, p, Assignment{0, 2, 2}));
  EXPECT_TRUE(evaluate(m::Thermo{{0, 1, 2}, false}, p, Assignment{0, 2, 2}));
  EXPECT_FALSE(evaluate(m::Thermo{{0, 1, 2}, false}, p, Assignment{0, 2, 1}));
  EXPECT_TRUE(evaluate(m::Thermo{{2, 1, 0}}, p, Assignment{3, 1, 0}));  // line order
  EXPECT_TRUE(evaluate(m::Thermo{{1}}, p, Assignment{3, 1, 0}));
  EXPECT_EQ(accepted(m::Thermo{{0, 1, 2}}, p), 4);
  EXPECT_EQ(accepted(m::Thermo{{0, 1, 2}, false}, p), 20);
  EXPECT_TRUE(evaluate(m::Thermo{{0, 1}}, calcs(p, {-3, -1}), Assignment{0, 1, 0}));
}

TEST(CheckerArrow, SingleAndPillBulbs) {
  const Puzzle p = digits(4, "123456789");
  EXPECT_TRUE(evaluate(m::Arrow{{0}, {1, 2}}, p, Assignment{6, 2, 3, 0}));   // 7 = 3+4
  EXPECT_FALSE(evaluate(m::Arrow{{0}, {1, 2}}, p, Assignment{6, 2, 2, 0}));
  EXPECT_TRUE(evaluate(m::Arrow{{0}, {1, 2}}, p, Assignment{5, 2, 2, 0}));   // repeats ok
  EXPECT_TRUE(evaluate(m::Arrow{{0, 1}, {2, 3}}, p, Assignment{0, 1, 8, 2}));  // 12 = 9+3
  EXPECT_FALSE(evaluate(m::Arrow{{1, 0}, {2, 3}}, p, Assignment{0, 1, 8, 2}));  // 21
  EXPECT_TRUE(evaluate(m::Arrow{{1, 0}, {2, 3}}, p, Assignment{1, 0, 8, 2}));
  EXPECT_TRUE(evaluate(m::Arrow{{0}, {}}, calcs(p, {0}), Assignment{0, 1, 2, 3}));
  EXPECT_EQ(accepted(m::Arrow{{0}, {1, 2}}, digits(3)), 6);
  // Calc 0 and negatives in a pill: 1,0 reads 10; -1,5 reads -5.
  const Puzzle z = calcs(digits(4), {1, 0, -1, 5});
  EXPECT_TRUE(evaluate(m::Arrow{{0, 1}, {2, 3}}, z, Assignment{0, 1, 3, 3}));
  EXPECT_TRUE(evaluate(m::Arrow{{0, 1}, {2, 3}}, z, Assignment{2, 3, 2, 2}) == false);
  EXPECT_TRUE(evaluate(m::Arrow{{0, 1}, {2}}, calcs(z, {1, -5}), Assignment{2, 3, 1, 0}));
}

TEST(CheckerPalindrome, MirrorOfCalcNumbers) {
  const Puzzle p = digits(4);
  EXPECT_TRUE(evaluate(m::Palindrome{{0, 1, 2, 3}}, p, Assignment{0, 2, 2, 0}));
  EXPECT_FALSE(evaluate(m::Palindrome{{0, 1, 2, 3}}, p, Assignment{0, 2, 1, 0}));
  EXPECT_TRUE(evaluate(m::Palindrome{{0, 1, 2}}, p, Assignment{3, 0, 3, 1}));
  EXPECT_EQ(accepted(m::Palindrome{{0, 1, 2}}, digits(3)), 16);
  // Distinct symbols with equal calculation numbers mirror each other.
  EXPECT_TRUE(evaluate(m::Palindrome{{0, 1}}, calcs(p, {1, 2, 2}), Assignment{1, 2, 0, 0}));
}

TEST(CheckerWhisper, Neighbours) {
  const Puzzle p = digits(3, "123456789");
  EXPECT_TRUE(evaluate(m::Whisper{5, {0, 1, 2}}, p, Assignment{0, 6, 1}));   // 1 7 2
  EXPECT_FALSE(evaluate(m::Whisper{5, {0, 1, 2}}, p, Assignment{0, 6, 2}));  // 7-3 = 4
  EXPECT_TRUE(evaluate(m::Whisper{5, {0, 2}}, p, Assignment{0, 0, 8}));      // line order
  EXPECT_TRUE(evaluate(m::Whisper{5, {1}}, p, Assignment{0, 0, 0}));
  EXPECT_EQ(accepted(m::Whisper{2, {0, 1, 2}}, digits(3)), 10);
  EXPECT_TRUE(evaluate(m::Whisper{4, {0, 1}}, calcs(digits(2), {-2, 2}), Assignment{0, 1}));
}

TEST(CheckerSandwich, CrustsAndFilling) {
  const Puzzle p = digits(5, "12345");
  const m::Sandwich s5{5, first_cells(5)};
  EXPECT_TRUE(evaluate(s5, p, Assignment{0, 1, 2, 4, 3}));   // 1 [2 3] 5
  EXPECT_TRUE(evaluate(s5, p, Assignment{3, 4, 1, 2, 0}));   // 5 [2 3] 1
  EXPECT_FALSE(evaluate(s5, p, Assignment{0, 1, 3, 4, 2}));  // 1 [2 4] 5
  EXPECT_FALSE(evaluate(s5, p, Assignment{1, 1, 2, 4, 3}));  // no 1
  EXPECT_FALSE(evaluate(s5, p, Assignment{0, 1, 2, 1, 3}));  // no 5
  EXPECT_FALSE(evaluate(s5, p, Assignment{0, 1, 2, 4, 0}));  // two 1s
  EXPECT_FALSE(evaluate(s5, p, Assignment{4, 1, 2, 0, 4}));  // two 5s
  EXPECT_TRUE(evaluate(m::Sandwich{0, first_cells(5)}, p, Assignment{2, 0, 4, 1, 3}));
  EXPECT_FALSE(evaluate(m::Sandwich{0, first_cells(5)}, p, Assignment{0, 2, 4, 1, 3}));
  EXPECT_FALSE(evaluate(m::Sandwich{0, {0}}, digits(1, "11"), Assignment{0}));  // lo == hi
}

TEST(CheckerSandwich, Counts) {
  const Puzzle p = digits(4);
  EXPECT_EQ(accepted(m::Sandwich{0, first_cells(4)}, p), 24);
  EXPECT_EQ(accepted(m::Sandwich{5, first_cells(4)}, p), 4);
  EXPECT_EQ(accepted(m::Sandwich{2, first_cells(4)}, p), 8);
  EXPECT_EQ(accepted(m::Sandwich{1, first_cells(4)}, p), 0);
}

TEST(CheckerSandwich, CrustsComeFromTheWholeSymbolTable) {
  // values=.1234 with '.' empty (calc 0): the crusts are 0 (the empty
  // symbol) and 4; a line without an empty cell has no lo crust.
  const Puzzle p = dotted(4, 5);
  EXPECT_TRUE(evaluate(m::Sandwich{5, first_cells(4)}, p, Assignment{0, 2, 3, 4}));
  EXPECT_FALSE(evaluate(m::Sandwich{5, first_cells(4)}, p, Assignment{1, 2, 3, 4}));
  // Negative symvalue: crusts -3 and 9, two symbols share calc 9 -> two hi crusts.
  const Puzzle n = calcs(digits(4), {-3, 9, 2, 9});
  EXPECT_TRUE(evaluate(m::Sandwich{2, first_cells(4)}, n, Assignment{0, 2, 1, 2}));
  EXPECT_FALSE(evaluate(m::Sandwich{2, first_cells(4)}, n, Assignment{0, 2, 1, 3}));
}

}  // namespace
