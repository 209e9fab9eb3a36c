// table::enumerate (encodings/table/table.hpp) on columns where one cell has
// no option left (pruned empty): no tuple, an empty list rather than nullopt,
// wherever the empty column stands. Before the fix an empty column after a
// non-empty one exceeded the budget (0) and require_tuple read the missing
// result (puzzles/variants/pruned_empty_cell_in_table.rf crashed).
#include <gtest/gtest.h>

#include "table/table.hpp"

namespace rfsat::enc::table {
namespace {

Column column(std::initializer_list<int> lits) {
  Column c;
  int symbol = 0;
  for (int lit : lits) c.push_back(Option{.lit = lit, .symbol = symbol++, .value = symbol});
  return c;
}

TEST(TableEnumerate, AnEmptyColumnAnywhereAllowsNoTuple) {
  const Keep all = [](std::span<const Option* const>) { return true; };
  for (int empty_at = 0; empty_at < 3; ++empty_at) {
    std::vector<Column> cols = {column({1, 2}), column({3, 4, 5}), column({6})};
    cols[empty_at].clear();
    const auto tuples = enumerate(cols, all, 0, 1);  // the budgets of require_tuple
    ASSERT_TRUE(tuples.has_value()) << "empty column " << empty_at;
    EXPECT_TRUE(tuples->empty()) << "empty column " << empty_at;
  }
}

TEST(TableEnumerate, BudgetsStillApplyWithoutEmptyColumns) {
  const Keep all = [](std::span<const Option* const>) { return true; };
  const std::vector<Column> cols = {column({1, 2}), column({3, 4, 5})};
  EXPECT_FALSE(enumerate(cols, all, 5, 100).has_value());  // space 6 > 5
  EXPECT_FALSE(enumerate(cols, all, 6, 5).has_value());    // 6 tuples > 5
  ASSERT_TRUE(enumerate(cols, all, 6, 6).has_value());
  EXPECT_EQ(enumerate(cols, all, 6, 6)->size(), 6u);
}

}  // namespace
}  // namespace rfsat::enc::table
