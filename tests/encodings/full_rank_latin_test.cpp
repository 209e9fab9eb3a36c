// full_rank on 4x4 Latin squares (rows and columns distinct, 576 grids),
// too many cells for the generic exhaustive harness: for clues on four
// entries (row 1 both ways, column 2 upwards, column 4 downwards), every
// rank 1..17 (17: past the 16 entries), with and without ties, two clues
// at once and full_rank_no_ties, the solutions the encoding enumerates
// (pruned and unpruned) are exactly the Latin squares the checker accepts.
#include <algorithm>
#include <functional>
#include <set>
#include <vector>

#include "support/exhaustive.hpp"

namespace rfsat::test {

model::FullRank rank_clue(int n, long long rank, int entry, bool ties);  // instances_outside.cpp

namespace {

// Four rows, each a permutation of 0..3, no column repeating a digit.
std::vector<model::Assignment> latin_squares() {
  std::vector<std::vector<int>> perms;
  std::vector<int> p = {0, 1, 2, 3};
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  std::vector<model::Assignment> out;
  model::Assignment g;
  std::function<void(std::size_t)> add_row = [&](std::size_t row) {
    if (row == 4) return out.push_back(g);
    for (const std::vector<int>& r : perms) {
      bool clash = false;
      for (std::size_t above = 0; above < row; ++above)
        for (std::size_t col = 0; col < 4; ++col) clash |= g[4 * above + col] == r[col];
      if (clash) continue;
      g.insert(g.end(), r.begin(), r.end());
      add_row(row + 1);
      g.resize(4 * row);
    }
  };
  add_row(0);
  return out;
}

Puzzle latin_puzzle(std::vector<model::ConstraintKind> rules) {
  Puzzle p = tiny_puzzle(4, 4, "1234");
  for (int i = 0; i < 4; ++i) {
    model::Group row, col;
    for (int j = 0; j < 4; ++j) row.cells.push_back(4 * i + j), col.cells.push_back(4 * j + i);
    rules.push_back(row), rules.push_back(col);
  }
  return with(std::move(p), std::move(rules));
}

void expect_latin_match(const Puzzle& p, const std::string& label) {
  static const std::vector<model::Assignment> all = latin_squares();
  ASSERT_EQ(all.size(), 576u);
  std::set<model::Assignment> accepted;
  for (const model::Assignment& a : all)
    if (!check::find_violation(p, a)) accepted.insert(a);
  for (bool prune : {false, true}) {
    const enc::Encoded e = enc::encode_puzzle(p, {.prune = prune});
    const backend::Enumeration r = backend::enumerate(p, e, {.max_solutions = 1000});
    ASSERT_TRUE(r.complete) << label;
    const std::set<model::Assignment> got(r.solutions.begin(), r.solutions.end());
    EXPECT_EQ(got.size(), r.solutions.size()) << label << ": a solution enumerated twice";
    EXPECT_TRUE(got == accepted) << label << (prune ? " pruned" : " unpruned") << ": " << got.size()
                                 << " enumerated, " << accepted.size() << " accepted";
  }
}

TEST(FullRankLatin, EveryRankOfFourEntries) {
  for (int entry : {0, 1, 11, 14})
    for (long long k = 1; k <= 17; ++k)
      for (bool ties : {false, true})
        expect_latin_match(latin_puzzle({rank_clue(4, k, entry, ties)}),
                           "entry " + std::to_string(entry) + " rank " + std::to_string(k) +
                               (ties ? " ties" : ""));
}

TEST(FullRankLatin, TwoCluesAndNoTies) {
  expect_latin_match(latin_puzzle({rank_clue(4, 0, -1, false)}), "no ties");
  expect_latin_match(latin_puzzle({rank_clue(4, 0, -1, false), rank_clue(4, 6, 3, false)}),
                     "no ties, rank 6");
  expect_latin_match(latin_puzzle({rank_clue(4, 5, 0, false), rank_clue(4, 10, 8, false)}),
                     "ranks 5 and 10");
  expect_latin_match(latin_puzzle({rank_clue(4, 5, 0, true), rank_clue(4, 5, 10, true)}),
                     "rank 5 twice, ties");
  expect_latin_match(latin_puzzle({rank_clue(4, 5, 0, false), rank_clue(4, 5, 10, false)}),
                     "rank 5 twice, no ties");
}

}  // namespace
}  // namespace rfsat::test
