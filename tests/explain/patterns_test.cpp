// The named patterns of src/explain/patterns.hpp on hand-made candidate
// grids of an empty 9x9 sudoku: each grid holds exactly one instance of
// its pattern, and the finder must return it with its exact conclusion.
// Cells and symbols are 0-based here (digit d is symbol d-1).
#include "patterns.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "grid_state.hpp"
#include "load.hpp"

namespace rfsat::test {
namespace {

using explain::Mask;

int cell(int r, int c) { return r * 9 + c; }
Mask digits(std::initializer_list<int> ds) {
  Mask m = 0;
  for (int d : ds) m |= presolve::bit(d - 1);
  return m;
}

struct Grid {
  model::Puzzle p;
  explain::GridState s;
  std::vector<explain::House> houses;
  std::vector<std::vector<int>> of_cell;
  explicit Grid(model::Puzzle puzzle)
      : p(std::move(puzzle)),
        s(p),
        houses(explain::houses_of(p)),
        of_cell(explain::houses_of_cells(houses, 81)) {}
  explain::Board board() const { return {s, houses, of_cell}; }
  void keep(int c, Mask m) { s.remove(c, ~m, -1); }
  void drop(int c, Mask m) { s.remove(c, m, -1); }
};

model::Puzzle empty_9x9() {
  std::ostringstream err;
  return *formats::load_puzzle_text(
      "empty.rf", "values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3, 3)\n", err, {},
      false);
}

// The step's eliminations as (cell, mask), sorted by cell.
std::vector<std::pair<int, Mask>> removed(const explain::Step& s) {
  std::vector<std::pair<int, Mask>> out;
  for (const explain::Elimination& e : s.eliminations) out.push_back({e.cell, e.symbols});
  std::sort(out.begin(), out.end());
  return out;
}

TEST(ExplainPatterns, HiddenSingleInABox) {
  Grid g(empty_9x9());
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      if (cell(r, c) != cell(1, 1)) g.drop(cell(r, c), digits({5}));
  const auto s = explain::find_hidden_single(g.board(), true);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->technique, "hidden single (box)");
  ASSERT_EQ(s->placements.size(), 1u);
  EXPECT_EQ(s->placements[0].cell, cell(1, 1));
  EXPECT_EQ(s->placements[0].symbol, 4);
  EXPECT_DOUBLE_EQ(s->rating, 1.2);
}

TEST(ExplainPatterns, PointingClearsTheRowOutsideTheBox) {
  Grid g(empty_9x9());
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      if (r != 0 || c == 2) g.drop(cell(r, c), digits({7}));
  const auto s = explain::find_locked_candidates(g.board(), explain::LockedKind::pointing);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->technique, "pointing");
  std::vector<std::pair<int, Mask>> want;
  for (int c = 3; c < 9; ++c) want.push_back({cell(0, c), digits({7})});
  EXPECT_EQ(removed(*s), want);
  EXPECT_EQ(s->reasons.size(), 2u);  // the box and the row
}

TEST(ExplainPatterns, NakedTripleInARow) {
  Grid g(empty_9x9());
  g.keep(cell(0, 0), digits({1, 2}));
  g.keep(cell(0, 1), digits({2, 3}));
  g.keep(cell(0, 2), digits({1, 3}));
  EXPECT_FALSE(explain::find_naked_subset(g.board(), 2));
  const auto s = explain::find_naked_subset(g.board(), 3);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->technique, "naked triple");
  std::vector<std::pair<int, Mask>> want;
  for (int c = 3; c < 9; ++c) want.push_back({cell(0, c), digits({1, 2, 3})});
  EXPECT_EQ(removed(*s), want);
}

TEST(ExplainPatterns, XWingOnRowsClearsItsColumns) {
  Grid g(empty_9x9());
  for (int r : {0, 4})
    for (int c = 0; c < 9; ++c)
      if (c != 2 && c != 7) g.drop(cell(r, c), digits({1}));
  const auto s = explain::find_fish(g.board(), 2);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->technique, "X-wing");
  std::vector<std::pair<int, Mask>> want;
  for (int r = 0; r < 9; ++r)
    if (r != 0 && r != 4)
      for (int c : {2, 7}) want.push_back({cell(r, c), digits({1})});
  std::sort(want.begin(), want.end());
  EXPECT_EQ(removed(*s), want);
  EXPECT_EQ(s->reasons.size(), 4u);  // two rows, two columns
}

TEST(ExplainPatterns, XYWingRemovesZFromWhatSeesBothWings) {
  Grid g(empty_9x9());
  g.keep(cell(0, 0), digits({1, 2}));  // pivot
  g.keep(cell(0, 4), digits({1, 3}));  // wing in its row
  g.keep(cell(4, 0), digits({2, 3}));  // wing in its column
  const auto s = explain::find_xy_wing(g.board());
  ASSERT_TRUE(s);
  EXPECT_EQ(s->technique, "XY-wing");
  EXPECT_EQ(removed(*s), (std::vector<std::pair<int, Mask>>{{cell(4, 4), digits({3})}}));
}

TEST(ExplainPatterns, XYZWingRemovesZFromWhatSeesAllThree) {
  Grid g(empty_9x9());
  g.keep(cell(0, 0), digits({1, 2, 3}));  // pivot
  g.keep(cell(1, 1), digits({1, 3}));     // wing in its box
  g.keep(cell(0, 5), digits({2, 3}));     // wing in its row
  const auto s = explain::find_xyz_wing(g.board());
  ASSERT_TRUE(s);
  EXPECT_EQ(s->technique, "XYZ-wing");
  EXPECT_EQ(removed(*s), (std::vector<std::pair<int, Mask>>{{cell(0, 1), digits({3})},
                                                            {cell(0, 2), digits({3})}}));
}

TEST(ExplainPatterns, NoPatternOnAnEmptyGrid) {
  Grid g(empty_9x9());
  EXPECT_FALSE(explain::find_pattern(g.board(), 0, 10));
}

}  // namespace
}  // namespace rfsat::test
