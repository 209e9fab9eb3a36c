// The independent checkers of the outside clues and sum lines
// (src/check/variants_outside.cpp) on hand-made lines from the rule texts
// of docs/rf-language.md, and closed-form counts over permutations: rows
// with k skyscrapers seen are the unsigned Stirling numbers of the first
// kind, x-sums and numbered rooms count by hand.
#include <gtest/gtest.h>

#include <set>

#include "checker_variants_support.hpp"

namespace rfsat::test::variants {
namespace {

// How many permutations of 1..n (all different) a kind accepts.
template <class Kind>
int permutations(const Kind& k, int n) {
  const Puzzle p = digits(n, std::string("123456789").substr(0, n));
  std::vector<int> all;
  for (int s = 0; s < n; ++s) all.push_back(s);
  int count = 0;
  for_each_assignment(std::vector<std::vector<int>>(n, all), [&](const std::vector<int>& a) {
    if (std::set<int>(a.begin(), a.end()).size() == a.size() && evaluate(k, p, a)) ++count;
  });
  return count;
}

TEST(CheckerOutside, SumLineSegmentsAndLoops) {
  const Puzzle p = digits(4, "123456789");
  const m::SumLine ten{10, first_cells(4)};
  EXPECT_TRUE(evaluate(ten, p, Assignment{2, 6, 5, 3}));   // 3 7 | 6 4
  EXPECT_TRUE(evaluate(ten, p, Assignment{0, 1, 2, 3}));   // 1 2 3 4
  EXPECT_FALSE(evaluate(ten, p, Assignment{3, 5, 0, 1}));  // 4 6 | 1 2
  EXPECT_TRUE(evaluate(ten, p, Assignment{8, 0, 8, 0}));   // 9 1 | 9 1
  const m::SumLine loop{10, first_cells(4), true};
  EXPECT_TRUE(evaluate(loop, p, Assignment{5, 3, 5, 3}));   // 6 | 4 6 | 4 around
  EXPECT_TRUE(evaluate(loop, p, Assignment{6, 1, 7, 2}));   // 7 2 8 3: (3 7) | (2 8) around
  EXPECT_FALSE(evaluate(ten, p, Assignment{6, 1, 7, 2}));   // but not as a line
  EXPECT_FALSE(evaluate(loop, p, Assignment{2, 4, 2, 0}));  // 3 5 3 1: total 12
  EXPECT_FALSE(evaluate(m::SumLine{10, {}}, p, Assignment{0, 0, 0, 0}));
  // Empty cells count 0 and join a segment; a lone zero segment is no segment.
  const Puzzle d = dotted(3);  // calc 0, 1, 2, 3
  EXPECT_TRUE(evaluate(m::SumLine{3, first_cells(3)}, d, Assignment{3, 0, 0}));
  EXPECT_FALSE(evaluate(m::SumLine{3, first_cells(3)}, d, Assignment{0, 0, 0}));
  EXPECT_TRUE(evaluate(m::SumLine{0, first_cells(3)}, d, Assignment{0, 0, 0}));
}

TEST(CheckerOutside, XSum) {
  const Puzzle p = digits(5, "12345");
  EXPECT_TRUE(evaluate(m::XSum{6, first_cells(5)}, p, Assignment{2, 0, 1, 4, 3}));   // 3+1+2
  EXPECT_TRUE(evaluate(m::XSum{6, first_cells(5)}, p, Assignment{2, 1, 0, 4, 3}));   // 3+2+1
  EXPECT_FALSE(evaluate(m::XSum{6, first_cells(5)}, p, Assignment{1, 4, 0, 2, 3}));  // 2+5
  EXPECT_TRUE(evaluate(m::XSum{1, first_cells(5)}, p, Assignment{0, 1, 2, 3, 4}));
  EXPECT_FALSE(evaluate(m::XSum{15, first_cells(3)}, digits(3, "12345"), Assignment{4, 3, 2}));
  EXPECT_FALSE(evaluate(m::XSum{0, first_cells(3)}, dotted(3), Assignment{0, 1, 2}));  // X = 0
  // Rows of 1..4: x-sum 1 needs a 1 first; 6 is 2,4 or 3,(1,2); 10 needs the 4 first.
  EXPECT_EQ(permutations(m::XSum{1, first_cells(4)}, 4), 6);
  EXPECT_EQ(permutations(m::XSum{6, first_cells(4)}, 4), 4);   // 2,4 (2 rows); 3,1,2 / 3,2,1
  EXPECT_EQ(permutations(m::XSum{10, first_cells(4)}, 4), 6);  // 4 first
}

TEST(CheckerOutside, Skyscrapers) {
  const Puzzle p = digits(4);
  EXPECT_TRUE(evaluate(m::Skyscraper{2, first_cells(4)}, p, Assignment{1, 0, 3, 2}));  // 2 . 4 .
  EXPECT_TRUE(evaluate(m::Skyscraper{4, first_cells(4)}, p, Assignment{0, 1, 2, 3}));
  // Stirling numbers of the first kind, n = 5: 24 50 35 10 1.
  const int stirling[] = {0, 24, 50, 35, 10, 1};
  for (int k = 0; k <= 5; ++k)
    EXPECT_EQ(permutations(m::Skyscraper{k, first_cells(5)}, 5), stirling[k]) << k;
  // Empty cells are no buildings; equal heights hide the later one.
  const Puzzle d = dotted(4);
  EXPECT_TRUE(evaluate(m::Skyscraper{2, first_cells(4)}, d, Assignment{0, 1, 0, 3}));
  EXPECT_TRUE(evaluate(m::Skyscraper{0, first_cells(2)}, dotted(2), Assignment{0, 0}));
  EXPECT_TRUE(evaluate(m::Skyscraper{1, first_cells(3)}, p, Assignment{2, 2, 1}));
  // A building of 0 (a 0-indexed grid) is never seen, not even first: ISS.
  const Puzzle z = calcs(digits(4), {0, 1, 2, 3});
  EXPECT_TRUE(evaluate(m::Skyscraper{2, first_cells(4)}, z, Assignment{0, 2, 1, 3}));  // 0 2 1 3
  EXPECT_FALSE(evaluate(m::Skyscraper{3, first_cells(4)}, z, Assignment{0, 2, 1, 3}));
  EXPECT_TRUE(evaluate(m::Skyscraper{3, first_cells(4)}, z, Assignment{1, 0, 2, 3}));  // 1 0 2 3
}

TEST(CheckerOutside, HiddenSkyscrapers) {
  const Puzzle p = digits(4);
  EXPECT_TRUE(evaluate(m::HiddenSkyscraper{1, first_cells(4)}, p, Assignment{1, 0, 3, 2}));
  EXPECT_TRUE(evaluate(m::HiddenSkyscraper{3, first_cells(4)}, p, Assignment{1, 3, 2, 0}));
  EXPECT_FALSE(evaluate(m::HiddenSkyscraper{1, first_cells(4)}, p, Assignment{0, 1, 2, 3}));
  EXPECT_FALSE(evaluate(m::HiddenSkyscraper{4, first_cells(4)}, p, Assignment{3, 2, 1, 0}));
  // Equal heights: the later one is hidden.
  EXPECT_TRUE(evaluate(m::HiddenSkyscraper{2, first_cells(3)}, p, Assignment{1, 1, 3}));
  // Empty cells are skipped.
  EXPECT_TRUE(evaluate(m::HiddenSkyscraper{1, first_cells(4)}, dotted(4), Assignment{2, 0, 1, 3}));
  // Every permutation of 1..4 but 1,2,3,4 has one first hidden building.
  int total = 0;
  for (int v = 1; v <= 4; ++v) total += permutations(m::HiddenSkyscraper{v, first_cells(4)}, 4);
  EXPECT_EQ(total, 23);
}

TEST(CheckerOutside, NumberedRooms) {
  const Puzzle p = digits(4);
  EXPECT_TRUE(evaluate(m::NumberedRoom{4, first_cells(4)}, p, Assignment{2, 0, 3, 1}));  // 3rd is 4
  EXPECT_FALSE(evaluate(m::NumberedRoom{4, first_cells(4)}, p, Assignment{2, 3, 0, 1}));
  EXPECT_TRUE(evaluate(m::NumberedRoom{1, first_cells(4)}, p, Assignment{0, 1, 2, 3}));  // N = 1
  EXPECT_FALSE(
      evaluate(m::NumberedRoom{3, first_cells(2)}, digits(2), Assignment{2, 0}));  // N = 3 > 2
  // A 4 in the room: 2,4,x,y or 3,x,4,y (2 rows each); a 1: 1 first (6 rows),
  // or 2,1 / 3,x,1 / 4,x,y,1 (2 rows each).
  EXPECT_EQ(permutations(m::NumberedRoom{4, first_cells(4)}, 4), 4);
  EXPECT_EQ(permutations(m::NumberedRoom{1, first_cells(4)}, 4), 12);
}

TEST(CheckerOutside, Lunchboxes) {
  const Puzzle p = digits(4, "123456");
  EXPECT_TRUE(evaluate(m::Lunchbox{5, first_cells(4)}, p, Assignment{3, 0, 4, 5}));   // 4 1 [5] 6
  EXPECT_TRUE(evaluate(m::Lunchbox{5, first_cells(4)}, p, Assignment{0, 1, 2, 5}));   // 1 [2 3] 6
  EXPECT_FALSE(evaluate(m::Lunchbox{5, first_cells(4)}, p, Assignment{0, 5, 1, 2}));  // 1 6: 0
  EXPECT_FALSE(evaluate(m::Lunchbox{0, first_cells(4)}, p, Assignment{0, 5, 1, 1}));  // repeat
  EXPECT_TRUE(evaluate(m::Lunchbox{0, first_cells(4)}, p, Assignment{0, 5, 1, 2}));
  EXPECT_FALSE(evaluate(m::Lunchbox{0, {0}}, p, Assignment{0, 0, 0, 0}));  // one cell
  // On 1..4 it is the sandwich.
  for (long long s : {0, 2, 5})
    EXPECT_EQ(permutations(m::Lunchbox{s, first_cells(4)}, 4),
              permutations(m::Sandwich{s, first_cells(4)}, 4))
        << s;
}

}  // namespace
}  // namespace rfsat::test::variants
