// Tests of the variant-rule checkers (src/check/variants_cages.cpp,
// variants_pairs.cpp): for every §6 cell-set kind, §7 pair/triple kind and pair
// ban, hand-picked satisfied and violated assignments (empty cells, negative and
// zero calculation numbers, k > 2 diff/ratio, overflowing products and powers)
// and closed-form counts of the accepted assignments of tiny puzzles.
#include <gtest/gtest.h>

#include <vector>

#include "checker_variants_support.hpp"

namespace {

using namespace rfsat::test::variants;  // m::, evaluate, digits, calcs, accepted, ...

// ---- §6 cell sets ------------------------------------------------------------

TEST(CheckerSum, DistinctAndRepetition) {
  const Puzzle p = digits(3);
  EXPECT_TRUE(evaluate(m::Sum{6, {0, 1, 2}}, p, Assignment{0, 1, 2}));   // 1+2+3
  EXPECT_FALSE(evaluate(m::Sum{7, {0, 1, 2}}, p, Assignment{0, 1, 2}));
  EXPECT_FALSE(evaluate(m::Sum{6, {0, 1, 2}}, p, Assignment{1, 1, 1}));  // 2+2+2 repeats
  EXPECT_TRUE(evaluate(m::Sum{6, {0, 1, 2}, false}, p, Assignment{1, 1, 1}));
  EXPECT_TRUE(evaluate(m::Sum{3, {2}}, p, Assignment{0, 0, 2}));  // only named cells
  EXPECT_TRUE(evaluate(m::Sum{0, {}}, p, Assignment{0, 0, 0}));    // empty cage sums to 0
}

TEST(CheckerSum, Counts) {
  EXPECT_EQ(accepted(m::Sum{5, {0, 1}}, digits(2)), 4);  // (1,4) (4,1) (2,3) (3,2)
  EXPECT_EQ(accepted(m::Sum{5, {0, 1}, false}, digits(2)), 4);
  EXPECT_EQ(accepted(m::Sum{4, {0, 1}}, digits(2)), 2);         // no (2,2)
  EXPECT_EQ(accepted(m::Sum{4, {0, 1}, false}, digits(2)), 3);  // (2,2) too
  EXPECT_EQ(accepted(m::Sum{99, {0, 1}}, digits(2)), 0);
}

TEST(CheckerSum, NegativeAndEmpty) {
  const Puzzle p = emptied(calcs(digits(3), {-3, -1, 0, 2}), 2);  // '3' is the empty symbol
  EXPECT_TRUE(evaluate(m::Sum{-4, {0, 1}}, p, Assignment{0, 1, 0}));
  EXPECT_TRUE(evaluate(m::Sum{-1, {0, 1, 2}}, p, Assignment{0, 2, 3}));  // -3+0+2
  EXPECT_FALSE(evaluate(m::Sum{-6, {0, 1}}, p, Assignment{0, 0, 0}));    // repeat
  EXPECT_TRUE(evaluate(m::Sum{-6, {0, 1}, false}, p, Assignment{0, 0, 0}));
}

TEST(CheckerProduct, ZerosOnesNegatives) {
  const Puzzle p = calcs(digits(3), {0, 1, -2, 3});
  EXPECT_TRUE(evaluate(m::Product{-6, {0, 1, 2}}, p, Assignment{1, 2, 3}));  // 1*-2*3
  EXPECT_TRUE(evaluate(m::Product{0, {0, 1, 2}}, p, Assignment{0, 2, 3}));
  EXPECT_FALSE(evaluate(m::Product{6, {0, 1, 2}}, p, Assignment{1, 2, 3}));
  EXPECT_FALSE(evaluate(m::Product{4, {0, 1}}, p, Assignment{2, 2, 0}));  // repeat
  EXPECT_TRUE(evaluate(m::Product{4, {0, 1}, false}, p, Assignment{2, 2, 0}));
  EXPECT_TRUE(evaluate(m::Product{1, {}}, p, Assignment{0, 0, 0}));  // empty product
}

TEST(CheckerProduct, CountsAndHugeProducts) {
  EXPECT_EQ(accepted(m::Product{4, {0, 1}}, digits(2)), 2);         // (1,4) (4,1)
  EXPECT_EQ(accepted(m::Product{4, {0, 1}, false}, digits(2)), 3);  // and (2,2)
  EXPECT_EQ(accepted(m::Product{0, {0, 1}, false}, calcs(digits(2), {0, 1, 2, 3})), 7);
  // 40 cells of 2^31-1: the product overflows 64 bits and matches no target.
  const Puzzle big = calcs(digits(40), {2147483647, 1, 2, 3});
  const m::Product prod{0, first_cells(40), false};
  EXPECT_FALSE(evaluate(prod, big, Assignment(40, 0)));
  Assignment with_zero(40, 0);
  EXPECT_FALSE(evaluate(prod, calcs(big, {2147483647, 0}), with_zero));  // 0 not placed
  with_zero[39] = 1;
  EXPECT_TRUE(evaluate(prod, calcs(big, {2147483647, 0}), with_zero));   // a 0 at the end
}

TEST(CheckerDifference, PairsAndLongerCages) {
  const Puzzle p = digits(3, "123456");
  EXPECT_TRUE(evaluate(m::Diff{2, {0, 1}}, p, Assignment{0, 2, 0}));  // 3-1
  EXPECT_TRUE(evaluate(m::Diff{2, {0, 1}}, p, Assignment{2, 0, 0}));
  EXPECT_FALSE(evaluate(m::Diff{1, {0, 1}}, p, Assignment{0, 2, 0}));
  EXPECT_TRUE(evaluate(m::Diff{1, {0, 1, 2}}, p, Assignment{5, 1, 2}));   // 6-2-3
  EXPECT_TRUE(evaluate(m::Diff{1, {0, 1, 2}}, p, Assignment{1, 5, 2}));   // any cell
  EXPECT_FALSE(evaluate(m::Diff{3, {0, 1, 2}}, p, Assignment{5, 1, 2}));
  EXPECT_FALSE(evaluate(m::Diff{-1, {0, 1, 2}}, p, Assignment{5, 1, 2}));  // not 8-9
  EXPECT_TRUE(evaluate(m::Diff{-9, {0, 1, 2}}, p, Assignment{0, 5, 3}));  // 1-6-4
  EXPECT_TRUE(evaluate(m::Diff{4, {2}}, p, Assignment{0, 0, 3}));         // k=1
  EXPECT_FALSE(evaluate(m::Diff{0, {0, 1}}, p, Assignment{2, 2, 0}));     // repeat
  EXPECT_TRUE(evaluate(m::Diff{0, {0, 1}, false}, p, Assignment{2, 2, 0}));
}

TEST(CheckerDifference, Counts) {
  EXPECT_EQ(accepted(m::Diff{1, {0, 1}}, digits(2)), 6);
  EXPECT_EQ(accepted(m::Diff{0, {0, 1, 2}}, digits(3, "123")), 6);  // 3 = 1+2
  EXPECT_EQ(accepted(m::Diff{0, {0, 1, 2}, false}, digits(3, "123")), 9);
}

TEST(CheckerRatio, PairsLongerCagesAndZeros) {
  const Puzzle p = calcs(digits(3, "123456"), {0, 1, 2, 3, 6, -3});
  EXPECT_TRUE(evaluate(m::Ratio{2, {0, 1}}, p, Assignment{4, 3, 0}));   // 6 = 2*3
  EXPECT_TRUE(evaluate(m::Ratio{2, {0, 1}}, p, Assignment{3, 4, 0}));
  EXPECT_FALSE(evaluate(m::Ratio{3, {0, 1}}, p, Assignment{4, 3, 0}));
  EXPECT_TRUE(evaluate(m::Ratio{1, {0, 1, 2}}, p, Assignment{2, 4, 3}));   // 6 = 1*2*3
  EXPECT_TRUE(evaluate(m::Ratio{-1, {0, 1, 2}}, p, Assignment{5, 1, 3}));  // -3 = -1*1*3
  EXPECT_TRUE(evaluate(m::Ratio{-2, {0, 1}}, p, Assignment{4, 5, 0}));     // 6 = -2*-3
  EXPECT_TRUE(evaluate(m::Ratio{0, {0, 1}}, p, Assignment{0, 2, 0}));      // 0 = 0*2
  EXPECT_FALSE(evaluate(m::Ratio{0, {0, 1}, false}, p, Assignment{0, 0, 0}));  // 0 / 0
  EXPECT_FALSE(evaluate(m::Ratio{5, {0, 1}, false}, p, Assignment{0, 0, 0}));
  EXPECT_TRUE(evaluate(m::Ratio{3, {2}}, p, Assignment{0, 0, 3}));  // k=1: the cell
  EXPECT_FALSE(evaluate(m::Ratio{1, {0, 1}}, p, Assignment{2, 2, 0}));  // repeat
  EXPECT_TRUE(evaluate(m::Ratio{1, {0, 1}, false}, p, Assignment{2, 2, 0}));
}

TEST(CheckerRatio, Counts) {
  EXPECT_EQ(accepted(m::Ratio{2, {0, 1}}, digits(2)), 4);  // 1:2, 2:4 both ways
  EXPECT_EQ(accepted(m::Ratio{2, {0, 1}}, calcs(digits(2), {0, 1, 2, 3})), 2);
  EXPECT_EQ(accepted(m::Ratio{0, {0, 1}, false}, calcs(digits(2), {0, 1, 2, 3})), 6);
}

TEST(CheckerSumModulo, MathematicalModulo) {
  const Puzzle p = calcs(digits(2), {-5, -1, 2, 7});
  EXPECT_TRUE(evaluate(m::KimoSum{0, 3, {0, 1}}, p, Assignment{0, 2}));   // -3 = 0 mod 3
  EXPECT_TRUE(evaluate(m::KimoSum{-3, 3, {0, 1}}, p, Assignment{0, 2}));
  EXPECT_FALSE(evaluate(m::KimoSum{1, 3, {0, 1}}, p, Assignment{0, 2}));
  EXPECT_TRUE(evaluate(m::KimoSum{-2, 3, {0, 1}}, p, Assignment{1, 1}));  // -2 = 1 = 4
  EXPECT_TRUE(evaluate(m::KimoSum{4, 3, {0, 1}}, p, Assignment{1, 1}));
  EXPECT_FALSE(evaluate(m::KimoSum{-2, 3, {0, 1}}, p, Assignment{0, 1}));  // -6 = 0
  EXPECT_TRUE(evaluate(m::KimoSum{5, 1, {0, 1}}, p, Assignment{3, 2}));  // mod 1: always
  EXPECT_EQ(accepted(m::KimoSum{0, 2, {0, 1}}, digits(2)), 8);
  EXPECT_EQ(accepted(m::KimoSum{-1, 3, {0, 1}}, digits(2)), 6);  // sums 2, 5, 8
}

TEST(CheckerSameRemainder, NegativesAndCounts) {
  const Puzzle p = calcs(digits(3), {-4, -1, 2, 4});
  EXPECT_TRUE(evaluate(m::Modulo{3, {0, 1, 2}}, p, Assignment{0, 1, 2}));  // all 2
  EXPECT_FALSE(evaluate(m::Modulo{3, {0, 1, 2}}, p, Assignment{0, 2, 3}));  // 4 = 1
  EXPECT_TRUE(evaluate(m::Modulo{3, {0}}, p, Assignment{0, 0, 0}));
  EXPECT_TRUE(evaluate(m::Modulo{3, {0, 1}}, p, Assignment{2, 2, 0}));  // repeats ok
  EXPECT_EQ(accepted(m::Modulo{2, {0, 1, 2}}, digits(3)), 16);
}

TEST(CheckerWheel, RotationsNotMirrors) {
  const Puzzle p = digits(4);
  const m::Wheel w{{0, 1, 2, 3}, {0, 1, 2, 3}};
  EXPECT_TRUE(evaluate(w, p, Assignment{0, 1, 2, 3}));
  EXPECT_TRUE(evaluate(w, p, Assignment{2, 3, 0, 1}));
  EXPECT_TRUE(evaluate(w, p, Assignment{3, 0, 1, 2}));
  EXPECT_FALSE(evaluate(w, p, Assignment{3, 2, 1, 0}));  // mirrored
  EXPECT_FALSE(evaluate(w, p, Assignment{0, 2, 1, 3}));
  EXPECT_TRUE(evaluate(m::Wheel{{3, 1, 0, 2}, {0, 1, 2, 3}}, p, Assignment{2, 1, 3, 0}));
  EXPECT_EQ(accepted(w, p), 4);
  EXPECT_EQ(accepted(m::Wheel{{0, 1, 2, 3}, {0, 0, 1, 1}}, p), 4);
  EXPECT_EQ(accepted(m::Wheel{{0, 1, 2, 3}, {0, 1, 0, 1}}, p), 2);
  EXPECT_EQ(accepted(m::Wheel{{0, 1, 2, 3}, {2, 2, 2, 2}}, p), 1);
}

// ---- §7 pairs and triples (empty-false) --------------------------------------

TEST(CheckerPairs, HandPicked) {
  const Puzzle p = digits(3, "123456");
  EXPECT_TRUE(evaluate(m::Equal{0, 2}, p, Assignment{3, 0, 3}));
  EXPECT_FALSE(evaluate(m::Equal{0, 1}, p, Assignment{3, 0, 3}));
  EXPECT_TRUE(evaluate(m::MinDiff{3, 0, 1}, p, Assignment{5, 2, 0}));   // 6-3
  EXPECT_FALSE(evaluate(m::MinDiff{4, 0, 1}, p, Assignment{5, 2, 0}));
  EXPECT_TRUE(evaluate(m::MinDiff{0, 0, 1}, p, Assignment{2, 2, 0}));
  EXPECT_TRUE(evaluate(m::KropkiDiff{1, 0, 1}, p, Assignment{3, 4, 0}));
  EXPECT_TRUE(evaluate(m::KropkiDiff{1, 0, 1}, p, Assignment{4, 3, 0}));
  EXPECT_FALSE(evaluate(m::KropkiDiff{1, 0, 1}, p, Assignment{4, 2, 0}));
  EXPECT_TRUE(evaluate(m::KropkiDiff{3, 0, 1}, p, Assignment{0, 3, 0}));
  EXPECT_TRUE(evaluate(m::KropkiFactor{2, 0, 1}, p, Assignment{2, 5, 0}));  // 3, 6
  EXPECT_TRUE(evaluate(m::KropkiFactor{2, 0, 1}, p, Assignment{5, 2, 0}));
  EXPECT_FALSE(evaluate(m::KropkiFactor{2, 0, 1}, p, Assignment{2, 3, 0}));
  EXPECT_TRUE(evaluate(m::KropkiFactor{3, 0, 1}, p, Assignment{1, 5, 0}));  // 2, 6
  EXPECT_TRUE(evaluate(m::KropkiSum{10, 0, 1}, p, Assignment{3, 5, 0}));   // X: 4+6
  EXPECT_FALSE(evaluate(m::KropkiSum{5, 0, 1}, p, Assignment{3, 5, 0}));
  EXPECT_TRUE(evaluate(m::Greater{0, 1}, p, Assignment{2, 1, 0}));
  EXPECT_FALSE(evaluate(m::Greater{0, 1}, p, Assignment{1, 1, 0}));
  EXPECT_FALSE(evaluate(m::Greater{0, 1}, p, Assignment{0, 1, 0}));
}

TEST(CheckerPairs, Counts) {
  const Puzzle p = digits(2);
  EXPECT_EQ(accepted(m::Equal{0, 1}, p), 4);
  EXPECT_EQ(accepted(m::MinDiff{2, 0, 1}, p), 6);
  EXPECT_EQ(accepted(m::KropkiDiff{1, 0, 1}, p), 6);
  EXPECT_EQ(accepted(m::KropkiFactor{2, 0, 1}, p), 4);
  EXPECT_EQ(accepted(m::KropkiSum{5, 0, 1}, p), 4);
  EXPECT_EQ(accepted(m::Greater{0, 1}, p), 6);
}

TEST(CheckerPairs, EmptyCellMakesPositiveRulesFalse) {
  // values=.123, '.' empty (calc 0): every positive rule naming it is false,
  // even where calc 0 would fit (0 = |2-2|, 0 + 3 = 3, 0 = 2*0, 1 > 0, ...).
  const Puzzle p = dotted(3);
  EXPECT_FALSE(evaluate(m::Equal{0, 1}, p, Assignment{0, 0, 1}));
  EXPECT_FALSE(evaluate(m::MinDiff{0, 0, 1}, p, Assignment{0, 1, 1}));
  EXPECT_FALSE(evaluate(m::KropkiDiff{1, 0, 1}, p, Assignment{0, 1, 1}));
  EXPECT_FALSE(evaluate(m::KropkiFactor{2, 0, 1}, p, Assignment{0, 0, 1}));
  EXPECT_FALSE(evaluate(m::KropkiSum{3, 0, 1}, p, Assignment{3, 0, 1}));
  EXPECT_FALSE(evaluate(m::Greater{0, 1}, p, Assignment{1, 0, 1}));
  EXPECT_FALSE(evaluate(m::CircleDiff{0, 1, 2}, p, Assignment{0, 2, 2}));
  EXPECT_FALSE(evaluate(m::CircleDiff{0, 1, 2}, p, Assignment{2, 2, 0}));
  EXPECT_FALSE(evaluate(m::CirclePower{0, 1, 2}, p, Assignment{1, 1, 0}));  // 1 = 1^0
  EXPECT_TRUE(evaluate(m::Equal{1, 2}, p, Assignment{0, 1, 1}));  // other cell empty
  EXPECT_EQ(accepted(m::Equal{0, 1}, emptied(digits(2), 0)), 3);
  EXPECT_EQ(accepted(m::Greater{0, 1}, emptied(digits(2), 0)), 3);  // 3>2 4>2 4>3
}

TEST(CheckerPairs, NegativeCalculationNumbers) {
  const Puzzle p = calcs(digits(3), {-4, -2, 1, 2});
  EXPECT_TRUE(evaluate(m::KropkiDiff{3, 0, 1}, p, Assignment{1, 2, 0}));    // |-2-1|
  EXPECT_TRUE(evaluate(m::MinDiff{6, 0, 1}, p, Assignment{0, 3, 0}));    // |-4-2|
  EXPECT_TRUE(evaluate(m::KropkiFactor{2, 0, 1}, p, Assignment{0, 1, 0}));   // -4 = 2*-2
  EXPECT_TRUE(evaluate(m::KropkiFactor{-2, 0, 1}, p, Assignment{0, 3, 0}));  // -4 = -2*2
  EXPECT_TRUE(evaluate(m::KropkiSum{-2, 0, 1}, p, Assignment{0, 3, 0}));
  EXPECT_TRUE(evaluate(m::Greater{0, 1}, p, Assignment{1, 0, 0}));       // -2 > -4
  EXPECT_FALSE(evaluate(m::Greater{0, 1}, p, Assignment{0, 1, 0}));
  EXPECT_TRUE(evaluate(m::CircleDiff{0, 1, 2}, p, Assignment{3, 1, 0}));  // 2 = |-2+4|
  EXPECT_FALSE(evaluate(m::CircleDiff{0, 1, 2}, p, Assignment{1, 3, 0}));  // never < 0
}

TEST(CheckerCircleDiff, Counts) {
  EXPECT_EQ(accepted(m::CircleDiff{0, 1, 2}, digits(3)), 12);  // 6 + 4 + 2
  EXPECT_EQ(accepted(m::CircleDiff{2, 0, 1}, digits(3)), 12);  // c0 is the third cell
}

TEST(CheckerCirclePower, ZeroOneNegativeHuge) {
  EXPECT_EQ(accepted(m::CirclePower{0, 1, 2}, digits(3)), 8);
  EXPECT_EQ(accepted(m::CirclePower{0, 1, 2}, calcs(digits(3), {0, 1, 2, 3})), 12);
  const Puzzle p = calcs(digits(3), {-2, -8, 3, 4});
  EXPECT_TRUE(evaluate(m::CirclePower{0, 1, 2}, p, Assignment{1, 0, 2}));   // -8 = (-2)^3
  EXPECT_TRUE(evaluate(m::CirclePower{0, 1, 2}, p, Assignment{3, 0, 2}) == false);
  EXPECT_FALSE(evaluate(m::CirclePower{0, 1, 2}, p, Assignment{0, 0, 0}));  // exponent -2
  const Puzzle q = calcs(digits(3), {2147483647, 1000, 2, 3});
  EXPECT_FALSE(evaluate(m::CirclePower{0, 1, 2}, q, Assignment{0, 0, 0}));  // huge power
  EXPECT_TRUE(evaluate(m::CirclePower{0, 1, 2}, q, Assignment{1, 1, 1}) == false);
  EXPECT_TRUE(evaluate(m::CirclePower{0, 1, 2}, calcs(q, {1000000000, 1000, 3}),
                       Assignment{0, 1, 2}));  // 10^9 = 1000^3
  EXPECT_FALSE(evaluate(m::CirclePower{0, 1, 2}, calcs(q, {1, 3, -1}), Assignment{0, 1, 2}));
  EXPECT_FALSE(evaluate(m::CirclePower{0, 1, 2}, calcs(q, {0, 1000, 1000}), Assignment{0, 1, 2}));
  EXPECT_TRUE(evaluate(m::CirclePower{0, 1, 2}, calcs(q, {1, -1, 2147483646}),
                       Assignment{0, 1, 2}));  // (-1)^even, no long loop
}

// ---- pair bans (skip empty cells) --------------------------------------------

TEST(CheckerDifferentPairs, AllAndListedSymbols) {
  const Puzzle p = digits(3, "123");
  const m::DifferentPairs chain{{{0, 1}, {1, 2}}, {}};
  EXPECT_TRUE(evaluate(chain, p, Assignment{0, 1, 0}));
  EXPECT_FALSE(evaluate(chain, p, Assignment{0, 1, 1}));
  EXPECT_EQ(accepted(chain, p), 12);
  const m::DifferentPairs only0{{{0, 1}, {1, 2}}, {0}};
  EXPECT_TRUE(evaluate(only0, p, Assignment{1, 1, 2}));   // 2 may repeat
  EXPECT_FALSE(evaluate(only0, p, Assignment{2, 0, 0}));  // 1 may not
  EXPECT_EQ(accepted(only0, p), 22);
  EXPECT_TRUE(evaluate(m::DifferentPairs{{}, {}}, p, Assignment{0, 0, 0}));
  const Puzzle e = emptied(p, 0);
  EXPECT_TRUE(evaluate(chain, e, Assignment{0, 0, 0}));  // empties skipped
  EXPECT_FALSE(evaluate(chain, e, Assignment{0, 2, 2}));
}

TEST(CheckerPairBans, HandPickedAndCounts) {
  const Puzzle p = digits(2);
  const std::vector<m::CellPair> one{{0, 1}};
  EXPECT_FALSE(evaluate(m::NoDiff{1, one}, p, Assignment{1, 2}));
  EXPECT_TRUE(evaluate(m::NoDiff{1, one}, p, Assignment{1, 3}));
  EXPECT_EQ(accepted(m::NoDiff{1, one}, p), 10);
  EXPECT_FALSE(evaluate(m::NoKropki{{}, {2}, one}, p, Assignment{3, 1}));  // 4, 2
  EXPECT_TRUE(evaluate(m::NoKropki{{}, {2}, one}, p, Assignment{2, 3}));
  EXPECT_EQ(accepted(m::NoKropki{{}, {2}, one}, p), 12);
  EXPECT_EQ(accepted(m::NoKropki{{1}, {2}, one}, p), 8);  // 16 minus 12 21 23 32 34 43 24 42
  EXPECT_EQ(accepted(m::NoKropki{{1}, {}, one}, p), 10);
  EXPECT_FALSE(evaluate(m::NoKropkiSum{{5, 2}, one}, p, Assignment{0, 0}));
  EXPECT_TRUE(evaluate(m::NoKropkiSum{{5, 2}, one}, p, Assignment{0, 1}));
  EXPECT_EQ(accepted(m::NoKropkiSum{{5}, one}, p), 12);
  EXPECT_EQ(accepted(m::NoKropkiSum{{5, 2}, one}, p), 11);
  EXPECT_EQ(accepted(m::NoKropkiSum{{}, one}, p), 16);
  EXPECT_EQ(accepted(m::NoKimoSum{0, 2, one}, p), 8);
  EXPECT_EQ(accepted(m::NoKimoSum{-1, 3, one}, p), 10);  // not sums 2, 5, 8
  EXPECT_EQ(accepted(m::NoModulo{2, one}, p), 8);
  EXPECT_EQ(accepted(m::NoModulo{1, one}, p), 0);
}

TEST(CheckerPairBans, SkipEmptyCellsAndUseMathModulo) {
  const Puzzle p = dotted(3);
  const std::vector<m::CellPair> pairs{{0, 1}, {1, 2}};
  EXPECT_TRUE(evaluate(m::NoDiff{1, pairs}, p, Assignment{1, 0, 2}));  // 0,1 would differ by 1
  EXPECT_TRUE(evaluate(m::NoDiff{0, pairs}, p, Assignment{0, 0, 0}));
  EXPECT_TRUE(evaluate(m::NoKropki{{}, {2}, pairs}, p, Assignment{0, 0, 3}));  // 0 = 2*0 skipped
  EXPECT_TRUE(evaluate(m::NoKropkiSum{{2}, pairs}, p, Assignment{2, 0, 2}));
  EXPECT_TRUE(evaluate(m::NoKimoSum{0, 3, pairs}, p, Assignment{0, 0, 3}));
  EXPECT_TRUE(evaluate(m::NoModulo{3, pairs}, p, Assignment{0, 0, 3}));
  EXPECT_FALSE(evaluate(m::NoModulo{3, pairs}, p, Assignment{0, 3, 3}));
  const Puzzle n = calcs(digits(2), {-1, 2, -3, 5});
  const std::vector<m::CellPair> one{{0, 1}};
  EXPECT_FALSE(evaluate(m::NoModulo{3, one}, n, Assignment{0, 1}));  // -1 = 2 mod 3
  EXPECT_TRUE(evaluate(m::NoModulo{3, one}, n, Assignment{0, 2}));
  EXPECT_FALSE(evaluate(m::NoKimoSum{0, 4, one}, n, Assignment{0, 2}));  // -4 = 0
  EXPECT_TRUE(evaluate(m::NoKimoSum{2, 4, one}, n, Assignment{0, 2}));
  EXPECT_TRUE(evaluate(m::NoKimoSum{0, 4, one}, n, Assignment{0, 1}));    // 1
  EXPECT_FALSE(evaluate(m::NoKimoSum{-3, 4, one}, n, Assignment{0, 1}));  // -3 = 1
  EXPECT_FALSE(evaluate(m::NoDiff{3, one}, n, Assignment{0, 1}));           // |-1-2|
}

}  // namespace
