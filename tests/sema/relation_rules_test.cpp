// Tests of the semantic pass for the binary relations and the weighted sum:
// each form becomes its Relation (pairs in order, first cell first; a chain's
// consecutive pairs; every pair of relation_all; anti_offsets' pairs, backward
// offsets swapped, `ne` as anti_knight's DifferentPairs), a weighted_sum keeps
// a cell listed twice; bad arguments, and weights whose terms would go beyond
// an exact sum, are errors pointing at the token.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolved;
using Pairs = std::vector<std::pair<int, int>>;

const std::string k4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";

model::Relation only_relation(const std::string& text) {
  auto ks = kinds_of<model::Relation>(resolved(text));
  EXPECT_EQ(ks.size(), 1u) << text;
  return ks.empty() ? model::Relation{} : ks[0];
}

TEST(RelationRules, Forms) {
  model::Relation r = only_relation(k4 + "relation(lt; 1, 2; 6, 5)\n");
  EXPECT_EQ(r.op, model::RelationOp::lt);
  EXPECT_EQ(r.pairs, (Pairs{{0, 1}, {5, 4}}));
  EXPECT_FALSE(r.skip_empty);
  r = only_relation(k4 + "relation_chain(diff_ge, 2; 1, 6, 11)\n");
  EXPECT_EQ(r.op, model::RelationOp::diff_ge);
  EXPECT_EQ(r.k, 2);
  EXPECT_EQ(r.pairs, (Pairs{{0, 5}, {5, 10}}));
  r = only_relation(k4 + "relation_all(table, 1:2, 2:1; 3, 1, 2)\n");
  EXPECT_EQ(r.allowed, (Pairs{{0, 1}, {1, 0}}));
  EXPECT_EQ(r.pairs, (Pairs{{2, 0}, {2, 1}, {0, 1}}));
}

TEST(RelationRules, AntiOffsets) {
  const std::string grid = "values = 123\ncolumns = 3\nrows = 2\n";
  model::Relation r = only_relation(grid + "anti_offsets(lt; 1, 1; -1, 1)\n");
  EXPECT_TRUE(r.skip_empty);
  // (1, 1): 1->5, 2->6; (-1, 1): 4->2, 5->3 (from the lower row up).
  Pairs want = {{0, 4}, {1, 5}, {3, 1}, {4, 2}};
  Pairs got = r.pairs;
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  EXPECT_EQ(got, want);
  // `ne`, the default: anti_knight's kind and pairs.
  const model::Puzzle knight = resolved(k4 + "anti_offsets(1, 2; 2, 1; 1, -2; 2, -1)\n");
  const model::Puzzle chess = resolved(k4 + "anti_knight\n");
  ASSERT_EQ(kinds_of<model::DifferentPairs>(knight).size(), 1u);
  EXPECT_EQ(kinds_of<model::DifferentPairs>(knight)[0].pairs,
            kinds_of<model::DifferentPairs>(chess)[0].pairs);
}

TEST(RelationRules, WeightedSum) {
  auto ws = kinds_of<model::WeightedSum>(resolved(k4 + "weighted_sum(5; 2, 1; -1, r1c2; 1, 1)\n"));
  ASSERT_EQ(ws.size(), 1u);
  EXPECT_EQ(ws[0].target, 5);
  EXPECT_EQ(ws[0].cells, (std::vector<int>{0, 1, 0}));
  EXPECT_EQ(ws[0].weights, (std::vector<long long>{2, -1, 1}));
}

class RelationRuleErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(RelationRuleErrors, PointsAtTheProblem) { test::expect_error(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    All, RelationRuleErrors,
    ::testing::Values(
        ErrorCase{"values=123\nrelation(less; 1, 2)\n", 2, 10, "expected a relation: lt"},
        ErrorCase{"values=123\nrelation(lt, 2; 1, 2)\n", 2, 14, "takes no number"},
        ErrorCase{"values=123\nrelation(diff_ge; 1, 2)\n", 2, 10, "takes one number"},
        ErrorCase{"values=123\nrelation(lt; 1, 1)\n", 2, 17, "twice"},
        ErrorCase{"values=123\nrelation(lt; 1, 2, 3)\n", 2, 14, "each pair is two cells"},
        ErrorCase{"values=123\nrelation(lt)\n", 2, 1, "then pairs of cells"},
        ErrorCase{"values=123\nrelation(table, 12; 1, 2)\n", 2, 17, "two symbols joined by ':'"},
        ErrorCase{"values=123\nrelation(table, 1:4; 1, 2)\n", 2, 19, "symbol '4' is not in values"},
        ErrorCase{"values=0123\nempty_value=0\nrelation(table, 0:1; 1, 2)\n", 3, 17, "empty_value"},
        ErrorCase{"values=123\nrelation_chain(lt; 1)\n", 2, 1, "at least two cells"},
        ErrorCase{"values=123\nrelation_all(ne; 1, 2, 1)\n", 2, 24, "twice"},
        ErrorCase{"values=123\nanti_offsets(0, 0)\n", 2, 14, "names no other cell"},
        ErrorCase{"values=123\nanti_offsets(lt; 1)\n", 2, 18, "each offset is two integers"},
        ErrorCase{"values=123\nweighted_sum(5; 2)\n", 2, 17, "each term is a weight and a cell"},
        ErrorCase{"values=123\nweighted_sum(5, 1)\n", 2, 1, "takes a total"},
        // 2^47 * 3 is beyond 2^48: an error at the weight, never a wrapped sum.
        ErrorCase{"values=123\nweighted_sum(0; 1, 1; 140737488355328, 2)\n", 2, 23,
                  "reach beyond 2^48"},
        ErrorCase{"values=12\nsymvalue(2, 2000000000)\nweighted_sum(0; 200000, 1)\n", 3, 17,
                  "reach beyond"},
        ErrorCase{"values=123\nweighted_sum(300000000000000; 1, 1)\n", 2, 14, "the total"}));

}  // namespace
}  // namespace rfsat
