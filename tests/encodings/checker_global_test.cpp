// Hand-picked cases and closed-form counts of the checkers of the global and
// cell rules (src/check/variants_global.cpp, variants_indexing.cpp); in
// particular, an item whose cells are not those its geometry gives (a wrong
// neighbour list, a pair at another distance, a dotted pair under
// no_kropki, a wrong set or line) is false for every assignment, so a
// translation error in the semantic pass cannot pass unseen.
#include <gtest/gtest.h>

#include "checker_variants_support.hpp"

namespace {

using namespace rfsat::test::variants;  // m::, evaluate, accepted, ...

Puzzle grid(int rows, int cols, std::string values) { return tiny_puzzle(rows, cols, values); }

TEST(CheckerGlobal, MinimumAndMaximum) {
  Puzzle p = grid(2, 2, "1234");
  const m::Minimum min0{0, {1, 2}};
  p.constraints.push_back({min0, {}});
  EXPECT_TRUE(evaluate(min0, p, Assignment{0, 1, 2, 0}));   // 1 < 2, 3
  EXPECT_FALSE(evaluate(min0, p, Assignment{1, 1, 2, 0}));  // 2 < 2 fails
  EXPECT_EQ(accepted(min0, p), 4 * (9 + 4 + 1));            // a = 1, 2, 3 over b, c; d free
  EXPECT_FALSE(evaluate(m::Minimum{0, {1}}, p, Assignment{0, 1, 2, 0}));  // neighbour 2 left out
  EXPECT_FALSE(evaluate(m::Minimum{0, {1, 2, 3}}, p, Assignment{0, 1, 2, 3}));  // 3 is no neighbour
  // A neighbouring minimum cell is not compared.
  Puzzle q = grid(2, 2, "1234");
  q.constraints = {{m::Minimum{0, {2}}, {}}, {m::Minimum{1, {3}}, {}}};
  EXPECT_TRUE(evaluate(m::Minimum{0, {2}}, q, Assignment{1, 0, 2, 1}));
  EXPECT_FALSE(evaluate(m::Minimum{0, {1, 2}}, q, Assignment{0, 1, 2, 3}));
  EXPECT_TRUE(evaluate(m::Maximum{3, {1, 2}}, grid(2, 2, "1234"), Assignment{0, 1, 2, 3}));
  EXPECT_FALSE(evaluate(m::Maximum{3, {1, 2}}, grid(2, 2, "1234"), Assignment{0, 3, 2, 3}));
}

TEST(CheckerGlobal, AntiTaxicabAndDisjointSets) {
  const Puzzle p = grid(2, 3, "123");
  EXPECT_FALSE(
      evaluate(m::AntiTaxicab{2, {{0, 4}}}, p, Assignment{1, 0, 0, 0, 1, 0}));  // 2 and 2, 2 apart
  EXPECT_TRUE(evaluate(m::AntiTaxicab{2, {{0, 4}}}, p, Assignment{0, 0, 0, 0, 0, 0}));
  EXPECT_FALSE(
      evaluate(m::AntiTaxicab{1, {{0, 4}}}, p, Assignment{0, 0, 0, 0, 0, 0}));  // 0-4 is 2 apart
  EXPECT_EQ(accepted(m::AntiTaxicab{3, {{0, 5}}}, p), 729 - 81);
  const Puzzle s = grid(2, 4, "1122");
  EXPECT_TRUE(evaluate(m::DisjointSets{2, 1, {0, 2, 4, 6}}, s, Assignment{0, 1, 1, 0, 0, 0, 1, 1}));
  EXPECT_FALSE(
      evaluate(m::DisjointSets{2, 1, {0, 2, 4, 6}}, s, Assignment{0, 1, 0, 0, 0, 0, 1, 1}));
  EXPECT_FALSE(evaluate(m::DisjointSets{2, 1, {0, 2, 4}}, s,
                        Assignment{0, 1, 1, 0, 0, 0, 1, 1}));  // 6 left out
  EXPECT_FALSE(
      evaluate(m::DisjointSets{2, 1, {0, 1, 4, 5}}, s, Assignment{0, 1, 1, 0, 0, 0, 1, 1}));
}

TEST(CheckerGlobal, SquaresAndFlatmates) {
  const Puzzle p = grid(2, 3, "123456789");
  EXPECT_TRUE(
      evaluate(m::GlobalEntropy{{0, 1, 3, 4}}, p, Assignment{0, 4, 0, 8, 1, 0}));  // 1 5 / 9 2
  EXPECT_FALSE(
      evaluate(m::GlobalEntropy{{0, 1, 3, 4}}, p, Assignment{0, 4, 0, 5, 1, 0}));  // 1 5 / 6 2
  EXPECT_FALSE(
      evaluate(m::GlobalEntropy{{0, 2, 3, 5}}, p, Assignment{0, 4, 0, 8, 1, 0}));  // not a square
  EXPECT_TRUE(evaluate(m::GlobalMod{{1, 2, 4, 5}}, p, Assignment{0, 2, 3, 0, 4, 0}));   // 3 4 / 5 1
  EXPECT_FALSE(evaluate(m::GlobalMod{{1, 2, 4, 5}}, p, Assignment{0, 2, 5, 0, 3, 0}));  // 3 6 / 4 1
  const Puzzle d = grid(3, 1, "123456789");
  EXPECT_TRUE(evaluate(m::DutchFlatmates{1, 0, 2}, d, Assignment{0, 4, 3}));  // 1 above 5
  EXPECT_TRUE(evaluate(m::DutchFlatmates{1, 0, 2}, d, Assignment{2, 4, 8}));  // 9 below 5
  EXPECT_FALSE(evaluate(m::DutchFlatmates{1, 0, 2}, d, Assignment{2, 4, 7}));
  EXPECT_TRUE(evaluate(m::DutchFlatmates{1, 0, 2}, d, Assignment{2, 3, 7}));  // 4 is not the middle
  EXPECT_FALSE(evaluate(m::DutchFlatmates{1, -1, 2}, d, Assignment{2, 3, 7}));  // r1 is above
  EXPECT_FALSE(
      evaluate(m::DutchFlatmates{2, 1, -1}, d, Assignment{0, 2, 4}));  // bottom 5 under a 3
  EXPECT_TRUE(
      evaluate(m::DutchFlatmates{2, 1, -1}, d, Assignment{2, 0, 4}));  // bottom 5 under the 1
}

TEST(CheckerGlobal, Indexers) {
  const Puzzle p = grid(1, 4, "1234");
  const m::ColumnIndexer c{1, {0, 1, 2, 3}, {1, 2, 3, 4}};  // r1c2: the 2 stands in column n(r1c2)
  EXPECT_TRUE(evaluate(c, p, Assignment{0, 3, 2, 1}));      // 1 4 3 2: r1c4 = 2
  EXPECT_FALSE(evaluate(c, p, Assignment{0, 2, 1, 1}));     // 1 3 2 2: r1c3 = 2, but so is r1c4
  EXPECT_TRUE(evaluate(c, p, Assignment{0, 1, 0, 0}));      // 1 2 1 1: points at itself
  EXPECT_FALSE(evaluate(m::ColumnIndexer{1, {0, 1, 2}, {1, 2, 3}}, p,
                        Assignment{0, 1, 0, 0}));  // short line
  const Puzzle b = grid(2, 2, "1234");
  const m::BoxIndexer bi{3, 2, 2, {0, 1, 2, 3}, {1, 2, 3, 4}};  // place 4
  EXPECT_TRUE(evaluate(bi, b, Assignment{3, 0, 1, 0}));         // n = 1: r1c1 holds 4
  EXPECT_FALSE(evaluate(bi, b, Assignment{2, 0, 1, 0}));
  const m::ValueIndexing v{{0, 1, 2, 3}};
  EXPECT_TRUE(evaluate(v, p, Assignment{2, 1, 0, 2}));   // 3 2 1 3
  EXPECT_FALSE(evaluate(v, p, Assignment{2, 0, 0, 2}));  // 3 1 1 3: m = 1 points at the 1
  EXPECT_FALSE(evaluate(v, p, Assignment{2, 2, 2, 2}));  // m = 3 > 2
  EXPECT_EQ(accepted(v, p), 2 * 4 * 4);                  // m in {1, 2}, c1 free, one free cell
}

TEST(CheckerGlobal, NoKropki) {
  Puzzle p = grid(2, 2, "1234");
  p.constraints = {{m::KropkiDiff{1, 0, 1}, {}}};
  const m::NoKropki both{{1}, {2}, {{0, 2}, {1, 3}, {2, 3}}};
  EXPECT_TRUE(evaluate(both, p, Assignment{2, 3, 0, 0}));   // 3 4 / 1 1
  EXPECT_FALSE(evaluate(both, p, Assignment{0, 1, 2, 3}));  // 1 2 / 3 4: 2-4 is 1:2
  EXPECT_FALSE(evaluate(both, p, Assignment{0, 1, 3, 2}));  // 1 2 / 4 3: 4-3 consecutive
  EXPECT_FALSE(
      evaluate(m::NoKropki{{1}, {}, {{0, 1}}}, p, Assignment{0, 2, 2, 2}));  // 0-1 has a dot
  EXPECT_FALSE(
      evaluate(m::NoKropki{{1}, {}, {{0, 3}}}, p, Assignment{0, 2, 2, 2}));  // not adjacent
  p.constraints = {{m::KropkiSum{5, 0, 1}, {}}};
  EXPECT_FALSE(
      evaluate(m::NoKropki{{1}, {}, {{0, 1}}}, p, Assignment{1, 2, 0, 0}));  // a V exempts nothing
}

}  // namespace
