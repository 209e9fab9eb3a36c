// Tests of the semantic pass for the pair family (spec §7, §8): each pair and
// triple rule becomes its model constraint (0-based cells, defaults of the
// short kropki forms), the whole-grid rules produce the right pairs (adjacent
// pairs only from the geometry, holes skipped, exempt dotted pairs removed,
// kropki_sum2 not exempting from no_kropki_sum), ripple lines and cages, the
// chess moves; and bad arguments are errors pointing at the offending token.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

using Pairs = std::vector<model::CellPair>;

Pairs sorted(Pairs p) {
  std::sort(p.begin(), p.end());
  return p;
}

// The only constraint of kind K, whose `pairs` are returned sorted.
template <class K>
K only(const Result& r) {
  EXPECT_TRUE(r.puzzle) << (r.errors.empty() ? "" : r.errors[0].message);
  if (!r.puzzle) return K{};
  auto ks = kinds_of<K>(*r.puzzle);
  EXPECT_EQ(ks.size(), 1u);
  return ks.empty() ? K{} : ks[0];
}

TEST(PairRules, PairsAndTriples) {
  Result r = resolve_text(
      "values=1234\nequal(1,2)\nneq(6,2)\ngreater(3,4)\nnodiff(2,5,6)\nmindiff(3,7,8)\n"
      "circlediff(1,2,3)\ncirclepower(4,8,12)\n");
  ASSERT_TRUE(r.puzzle);
  auto eq = kinds_of<model::Equal>(*r.puzzle);
  ASSERT_EQ(eq.size(), 1u);
  EXPECT_EQ(eq[0].a, 0);
  EXPECT_EQ(eq[0].b, 1);
  EXPECT_EQ(only<model::DifferentPairs>(r).pairs, (Pairs{{1, 5}}));
  EXPECT_TRUE(only<model::DifferentPairs>(r).only_symbols.empty());
  EXPECT_EQ(only<model::Greater>(r).a, 2);
  EXPECT_EQ(only<model::NoDiff>(r).d, 2);
  EXPECT_EQ(only<model::NoDiff>(r).pairs, (Pairs{{4, 5}}));
  EXPECT_EQ(only<model::MinDiff>(r).d, 3);
  EXPECT_EQ(only<model::MinDiff>(r).b, 7);
  EXPECT_EQ(only<model::CircleDiff>(r).c2, 2);
  EXPECT_EQ(only<model::CirclePower>(r).c0, 3);
  EXPECT_EQ(only<model::CirclePower>(r).c2, 11);
}

TEST(PairRules, KropkiDefaultsAndSums) {
  Result r = resolve_text(
      "values=123456789\nkropki_diff(1,2)\nkropki_diff(3,4,5)\nkropki_factor(10,11)\n"
      "kropki_factor(3,20,21)\nkropki_sum(10,1,10)\nkropki_sum2(5,2,11)\n");
  ASSERT_TRUE(r.puzzle);
  auto d = kinds_of<model::KropkiDiff>(*r.puzzle);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].d, 1);
  EXPECT_EQ(d[1].d, 3);
  EXPECT_EQ(d[1].a, 3);
  auto f = kinds_of<model::KropkiFactor>(*r.puzzle);
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].f, 2);
  EXPECT_EQ(f[1].f, 3);
  auto s = kinds_of<model::KropkiSum>(*r.puzzle);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].s + s[1].s, 15);
}

TEST(PairRules, AdjacencyFromTheGeometry) {
  Result r = resolve_text("values=123\nrestrict_grid(5)\nnon_consecutive\n");
  // 3x3 without the centre: 12 edges minus the 4 at the centre.
  EXPECT_EQ(sorted(only<model::NoDiff>(r).pairs),
            (Pairs{{0, 1}, {0, 3}, {1, 2}, {2, 5}, {3, 6}, {5, 8}, {6, 7}, {7, 8}}));
  EXPECT_EQ(only<model::NoDiff>(r).d, 1);
  Result d = resolve_text("values=12\nnodiff_adjacent(3)\ndifferent_adjacent\n");
  EXPECT_EQ(only<model::NoDiff>(d).d, 3);
  EXPECT_EQ(sorted(only<model::DifferentPairs>(d).pairs), (Pairs{{0, 1}, {0, 2}, {1, 3}, {2, 3}}));
}

TEST(PairRules, NoKropkiExemptsEveryDottedPair) {
  // 2x2: dots on 1-2 (white, d = 3) and 4-2 (black); 1-3 and 3-4 are dotless.
  Result r = resolve_text("values=12\nno_kropki\nkropki_diff(3,2,1)\nkropki_factor(4,2)\n");
  EXPECT_EQ(sorted(only<model::NoKropki>(r).pairs), (Pairs{{0, 2}, {2, 3}}));
  EXPECT_EQ(only<model::NoKropki>(r).diffs, (std::vector<long long>{1}));
  EXPECT_EQ(only<model::NoKropki>(r).factors, (std::vector<long long>{2}));
}

// f-puzzles' nonconsecutive and negative ratio, each alone: a dot of either
// colour exempts its pair from both; an X or V (kropki_sum) exempts nothing.
TEST(PairRules, NoKropkiHalvesExemptEveryKropkiDotButNotXV) {
  Result w = resolve_text("values=12\nkropki_factor(1,2)\nkropki_sum(5,2,4)\nno_kropki_diff\n");
  EXPECT_EQ(sorted(only<model::NoKropki>(w).pairs), (Pairs{{0, 2}, {1, 3}, {2, 3}}));
  EXPECT_EQ(only<model::NoKropki>(w).diffs, (std::vector<long long>{1}));
  EXPECT_TRUE(only<model::NoKropki>(w).factors.empty());
  Result b = resolve_text("values=12\nkropki_diff(1,3)\nno_kropki_factor(2,3)\n");
  EXPECT_EQ(sorted(only<model::NoKropki>(b).pairs), (Pairs{{0, 1}, {1, 3}, {2, 3}}));
  EXPECT_TRUE(only<model::NoKropki>(b).diffs.empty());
  EXPECT_EQ(only<model::NoKropki>(b).factors, (std::vector<long long>{2, 3}));
  Result d = resolve_text("values=12\nno_kropki_diff(2)\n");
  EXPECT_EQ(only<model::NoKropki>(d).diffs, (std::vector<long long>{2}));
}

TEST(PairRules, NoKropkiSumExemptsKropkiSumOnly) {
  Result r = resolve_text(
      "values=12\nkropki_sum(3,1,2)\nno_kropki_sum(5,10)\nkropki_sum2(3,3,4)\nkropki_sum(7,1,4)\n");
  const model::NoKropkiSum n = only<model::NoKropkiSum>(r);
  EXPECT_EQ(n.sums, (std::vector<long long>{5, 10}));
  // 1-2 has a kropki_sum dot; 3-4's kropki_sum2 dot does not exempt; 1-4 are not adjacent.
  EXPECT_EQ(sorted(n.pairs), (Pairs{{0, 2}, {1, 3}, {2, 3}}));
}

TEST(PairRules, NoKimoSumAndNoModulo) {
  Result r = resolve_text("values=1234\nno_kimo_sum(-1,4)\nno_modulo(3)\n");
  const model::NoKimoSum k = only<model::NoKimoSum>(r);
  EXPECT_EQ(k.remainder, -1);
  EXPECT_EQ(k.modulus, 4);
  EXPECT_EQ(k.pairs.size(), 24u);  // 4x4: 2 * 4 * 3 edges
  EXPECT_EQ(only<model::NoModulo>(r).modulus, 3);
  EXPECT_EQ(only<model::NoModulo>(r).pairs.size(), 24u);
}

TEST(PairRules, NoModuloExemptsTwoCellModuloOfTheSameModulus) {
  // 2x2 (values=12): 1-2 by modulo(3,...), 2-4 by modulo3; modulo 2 and a
  // 3-cell modulo exempt nothing.
  Result r = resolve_text(
      "values=12\nno_modulo(3)\nmodulo(3,2,1)\nmodulo3(2,4)\nmodulo(2,1,3)\nmodulo(3,1,3,4)\n");
  EXPECT_EQ(sorted(only<model::NoModulo>(r).pairs), (Pairs{{0, 2}, {2, 3}}));
}

TEST(PairRules, RippleLinesSkipHoles) {
  Result r = resolve_text("values=123\nrestrict_grid(2)\nripple_effect_distance\n");
  ASSERT_TRUE(r.puzzle);
  auto lines = kinds_of<model::RippleEffectDistance>(*r.puzzle);
  std::vector<std::vector<int>> cells;
  for (const auto& l : lines) cells.push_back(l.cells);
  // rows then columns; the first row and the middle column lose cell 2 (index 1)
  EXPECT_EQ(cells, (std::vector<std::vector<int>>{
                       {0, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {4, 7}, {2, 5, 8}}));
}

TEST(PairRules, RippleCagesFromRegionsOnly) {
  Result r = resolve_text(
      "values=1234\nrow_groups\nextra_region(1,2,5)\nripple_cages\njigsaw(16,15)\nbox_groups(2,2)"
      "\n");
  ASSERT_TRUE(r.puzzle);
  auto cages = kinds_of<model::RippleCages>(*r.puzzle);
  ASSERT_EQ(cages.size(), 2u);
  EXPECT_EQ(cages[0].cells, (std::vector<int>{0, 1, 4}));
  EXPECT_EQ(cages[1].cells, (std::vector<int>{15, 14}));
}

TEST(PairRules, ChessMoves) {
  // 3x3: knight pairs are the 8 of the ring around the centre.
  EXPECT_EQ(sorted(only<model::DifferentPairs>(
                       resolve_text("values=123456789\ncolumns=3\nrows=3\nanti_knight\n"))
                       .pairs),
            (Pairs{{0, 5}, {0, 7}, {1, 6}, {1, 8}, {2, 3}, {2, 7}, {3, 8}, {5, 6}}));
  // 2x2: king touches all 6 pairs; bishop only the 2 diagonals.
  EXPECT_EQ(only<model::DifferentPairs>(resolve_text("values=12\nanti_king\n")).pairs.size(), 6u);
  EXPECT_EQ(sorted(only<model::DifferentPairs>(resolve_text("values=12\nanti_bishop\n")).pairs),
            (Pairs{{0, 3}, {1, 2}}));
  // 3x3 queen: every pair on a line: 3 rows + 3 columns (9 pairs each) + diagonals 2*(1+3+1).
  const auto q = only<model::DifferentPairs>(resolve_text("values=123\nanti_queen\n"));
  EXPECT_EQ(q.pairs.size(), 28u);
  EXPECT_TRUE(q.only_symbols.empty());
  // bishop slides over long distances and skips holes
  const auto b =
      only<model::DifferentPairs>(resolve_text("values=1234\nrestrict_grid(6)\nanti_bishop\n"));
  EXPECT_TRUE(std::count(b.pairs.begin(), b.pairs.end(), model::CellPair{0, 15}) == 1);
  for (const auto& [x, y] : b.pairs) EXPECT_TRUE(x != 5 && y != 5);
}

// On an 8x8, each chess rule's pairs are exactly the pairs of cells its
// move relates, in sorted order (move_pairs builds them sorted), each once.
TEST(PairRules, ChessMovesMatchEveryPairOnTheBoard) {
  const auto relates = [](const std::string& rule, int dr, int dc) {
    dr = std::abs(dr), dc = std::abs(dc);
    if (rule == "anti_knight") return std::min(dr, dc) == 1 && std::max(dr, dc) == 2;
    if (rule == "anti_king") return std::max(dr, dc) == 1;
    if (rule == "anti_bishop") return dr == dc;
    return dr == dc || dr == 0 || dc == 0;  // anti_queen
  };
  for (const std::string& rule :
       std::vector<std::string>{"anti_knight", "anti_king", "anti_bishop", "anti_queen"}) {
    Pairs expected;
    for (int a = 0; a < 64; ++a)
      for (int b = a + 1; b < 64; ++b)
        if (relates(rule, b / 8 - a / 8, b % 8 - a % 8)) expected.emplace_back(a, b);
    const Pairs got =
        only<model::DifferentPairs>(resolve_text("values=12345678\n" + rule + "\n")).pairs;
    EXPECT_EQ(got, expected) << rule;
  }
}

TEST(PairRules, AntiQueenLimitedToListedSymbols) {
  const auto q = only<model::DifferentPairs>(resolve_text("values=123\nanti_queen(3, 1)\n"));
  EXPECT_EQ(q.pairs.size(), 28u);
  EXPECT_EQ(q.only_symbols, (std::vector<int>{2, 0}));
}

class PairRuleErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(PairRuleErrors, PointsAtTheProblem) { test::expect_error(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Cases, PairRuleErrors,
    ::testing::Values(
        ErrorCase{"values=123\nequal(1,1)\n", 2, 9, "lists cell 1 (r1c1) twice"},
        ErrorCase{"values=123\nkropki_diff(2, 4, 4)\n", 2, 19, "lists cell 4 (r2c1) twice"},
        ErrorCase{"values=123\ncirclediff(1,2,1)\n", 2, 16, "twice"},
        ErrorCase{"values=123\nneq(1)\n", 2, 1, "takes 2 arguments"},
        ErrorCase{"values=123\ngreater(1,2,3)\n", 2, 13, "takes 2 arguments"},
        ErrorCase{"values=123\nkropki_factor(2,1,2,3)\n", 2, 21, "takes 2 to 3 arguments"},
        ErrorCase{"values=123\nkropki_sum(1,2)\n", 2, 1, "takes 3 arguments"},
        ErrorCase{"values=123\nkropki_sum2(x,1,2)\n", 2, 13, "expected an integer"},
        ErrorCase{"values=123\nnodiff(1,2,10)\n", 2, 12, "out of range"},
        ErrorCase{"values=123\ncirclepower(1,2)\n", 2, 1, "takes 3 arguments"},
        ErrorCase{"values=123\nrestrict_grid(2)\nmindiff(1,1,2)\n", 3, 13, "is a hole"},
        ErrorCase{"values=123\nequal(1;2)\n", 2, 9, "';' is not allowed"},
        ErrorCase{"values=123\nnodiff_adjacent(1,2)\n", 2, 19, "takes 1 argument"},
        ErrorCase{"values=123\nno_kropki_sum()\n", 2, 1, "takes at least 1 argument"},
        ErrorCase{"values=123\nno_kimo_sum(1,0)\n", 2, 15, "modulus must be at least 1"},
        ErrorCase{"values=123\nno_modulo(-3)\n", 2, 11, "modulus must be at least 1"},
        ErrorCase{"values=123\nno_modulo(a)\n", 2, 11, "expected an integer"},
        ErrorCase{"values=123\nanti_knight(1)\n", 2, 1, "flag"},
        ErrorCase{"values=123\nnon_consecutive(1)\n", 2, 1, "flag"},
        ErrorCase{"values=123\nno_kropki_sum\n", 2, 1, "with arguments"}));

}  // namespace
}  // namespace rfsat
