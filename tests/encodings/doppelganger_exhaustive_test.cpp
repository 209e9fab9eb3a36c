// Doppelganger on 4x4 grids of 0..4 (too many assignments for the generic
// harness): every (grid, var cells) the encoding enumerates equals what a
// brute force finds, sharing no code with encodings/ or check/: grids whose
// rows and columns hold 0 and three of 1..4 by backtracking, then the rule
// read off each (the lacked numbers, per kind distinct, differing at each 0).
// With 2x2 boxes, and without boxes (their var cells hold 0).
#include <functional>
#include <set>
#include <vector>

#include "support/digit_grids.hpp"
#include "support/doppelganger.hpp"
#include "support/exhaustive.hpp"

namespace rfsat::test {

namespace {

constexpr int kN = 4;

// The number 1..4 the cells lack, when they hold 0; else -1.
int lacks(const std::vector<int>& g, const std::vector<int>& cells) {
  std::set<int> in;
  for (int c : cells) in.insert(g[c]);
  if (!in.count(0) || in.size() != cells.size()) return -1;
  for (int d = 1; d <= kN; ++d)
    if (!in.count(d)) return d;
  return -1;
}

Tuples brute_force(const std::vector<std::vector<int>>& boxes) {
  std::vector<std::vector<int>> houses;
  for (int i = 0; i < kN; ++i) {
    houses.push_back({});
    for (int j = 0; j < kN; ++j) houses.back().push_back(i * kN + j);
  }
  for (int j = 0; j < kN; ++j) {
    houses.push_back({});
    for (int i = 0; i < kN; ++i) houses.back().push_back(i * kN + j);
  }
  for (const auto& b : boxes) houses.push_back(b);
  Tuples out;
  for (const std::vector<int>& g : digit_grids(kN, kN, kN + 1, true)) {
    std::vector<int> lack(3 * kN, 0);
    bool ok = true;
    for (std::size_t h = 0; h < houses.size() && ok; ++h) ok = (lack[h] = lacks(g, houses[h])) > 0;
    for (std::size_t kind = 0; ok && kind * kN < houses.size(); ++kind)
      ok = std::set<int>(lack.begin() + kind * kN, lack.begin() + (kind + 1) * kN).size() == kN;
    for (int c = 0; ok && c < kN * kN; ++c) {
      if (g[c] != 0) continue;
      std::set<int> three = {lack[c / kN], lack[kN + c % kN]};
      for (std::size_t b = 0; b < boxes.size(); ++b)
        for (int x : boxes[b])
          if (x == c) three.insert(lack[2 * kN + b]);
      ok = three.size() == (boxes.empty() ? 2u : 3u);
    }
    if (!ok) continue;
    std::vector<int> t = g;
    t.insert(t.end(), lack.begin(), lack.end());  // symbol index == number here
    out.insert(t);
  }
  return out;
}

void expect_all_found(const std::vector<std::vector<int>>& boxes) {
  const Puzzle p = doppelganger_puzzle(kN, boxes);
  const Tuples want = brute_force(boxes);
  EXPECT_FALSE(want.empty());
  for (bool prune : {false, true}) {
    const enc::Encoded e = enc::encode_puzzle(p, {.prune = prune});
    EXPECT_EQ(cnf_solutions(p, e, active_cells(p)), want) << (prune ? "pruned" : "unpruned");
  }
}

TEST(DoppelgangerExhaustive, FourByFourWithBoxes) {
  expect_all_found({{0, 1, 4, 5}, {2, 3, 6, 7}, {8, 9, 12, 13}, {10, 11, 14, 15}});
}

TEST(DoppelgangerExhaustive, FourByFourWithoutBoxes) { expect_all_found({}); }

}  // namespace
}  // namespace rfsat::test
