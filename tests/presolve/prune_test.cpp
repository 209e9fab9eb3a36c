// Compile-time pruning (src/presolve/domains.hpp): each set-based step fires on
// a small hand-made row or grid whose candidates only that step can narrow,
// and pruning never removes a candidate some solution uses (solutions
// enumerated by the independent backtracking counter on sampled 4x4 and 6x6
// puzzles with random givens); on 9x9 puzzles, the worklist of prune() ends
// at the same fixpoint as full passes of every step, as the old loop did.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <string>

#include "../support/backtrack.hpp"
#include "../support/presolve_support.hpp"
#include "../support/sema_support.hpp"
#include "domain_sets.hpp"
#include "domains.hpp"

namespace {

using rfsat::presolve::Domains;
using rfsat::presolve::Mask;

Mask symbols_mask(const rfsat::model::Puzzle& p, const std::string& glyphs) {
  Mask m = 0;
  for (char g : glyphs)
    for (int s = 0; s < p.symbols.size(); ++s)
      if (p.symbols.symbols[s].glyph == g) m |= Mask{1} << s;
  return m;
}

using rfsat::test::pruned;

using rfsat::test::resolved;

// One row of four cells, one group.
const std::string kRow = "values = 1234\ncolumns = 4\nrows = 1\nrow_groups\n";

TEST(Prune, NakedPairClearsTheRestOfTheGroup) {
  auto p = resolved(kRow + "set_values(1, 1, 2)\nset_values(2, 1, 2)\n");
  Domains d = pruned(p);
  EXPECT_EQ(d[2], symbols_mask(p, "34"));
  EXPECT_EQ(d[3], symbols_mask(p, "34"));
  EXPECT_EQ(d[0], symbols_mask(p, "12"));
}

TEST(Prune, HiddenPairKeepsOnlyThePair) {
  auto p = resolved(kRow + "del_values(3, 1, 2)\ndel_values(4, 1, 2)\n");
  Domains d = pruned(p);  // 1 and 2 fit only cells 1 and 2
  EXPECT_EQ(d[0], symbols_mask(p, "12"));
  EXPECT_EQ(d[1], symbols_mask(p, "12"));
}

TEST(Prune, NakedTripleInANineCellRow) {
  auto p = resolved(
      "values = 123456789\ncolumns = 9\nrows = 1\nrow_groups\n"
      "set_values(1, 1, 2)\nset_values(2, 2, 3)\nset_values(3, 1, 3)\n");
  Domains d = pruned(p);
  for (int c = 3; c < 9; ++c) EXPECT_EQ(d[c], symbols_mask(p, "456789")) << c;
}

TEST(Prune, PartialGroupGetsNakedSubsets) {
  // Group of 3 cells over 4 symbols: not full, so 3 and 4 need not be placed.
  auto p = resolved(
      "values = 1234\ncolumns = 4\nrows = 1\nextra_region(1, 2, 3)\n"
      "set_values(1, 1, 2)\nset_values(2, 1, 2)\ndel_values(3, 3)\n");
  Domains d = pruned(p);
  EXPECT_EQ(d[2], symbols_mask(p, "4"));
  EXPECT_EQ(d[3], symbols_mask(p, "1234"));
}

TEST(Prune, LockedCandidatesLeaveTheOtherGroup) {
  // 4x4 sudoku: in box 1 (cells 1, 2, 5, 6) symbol 1 only fits row 1, so no
  // other cell of row 1 holds it.
  auto p = resolved(
      "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n"
      "del_values(5, 1)\ndel_values(6, 1)\n");
  Domains d = pruned(p);
  EXPECT_FALSE(d[2] & symbols_mask(p, "1"));
  EXPECT_FALSE(d[3] & symbols_mask(p, "1"));
  EXPECT_TRUE(d[0] & symbols_mask(p, "1"));
}

// Every symbol of every solution survives pruning.
void expect_sound(const std::string& text) {
  auto p = resolved(text);
  Domains d = pruned(p);
  std::vector<rfsat::model::Assignment> solutions;
  rfsat::test::count_solutions(p, 1000, &solutions);
  for (const auto& a : solutions)
    for (std::size_t c = 0; c < a.size(); ++c)
      if (a[c] >= 0) {
        ASSERT_TRUE(d[c] & (Mask{1} << a[c])) << text << "cell " << c + 1;
      }
}

TEST(Prune, KeepsEveryCandidateASolutionUses) {
  std::mt19937 rng(20261121);
  for (int round = 0; round < 150; ++round) {
    const bool six = round % 2;
    std::string text = six ? "values = 123456\nrow_groups\ncolumn_groups\nbox_groups(3, 2)\n"
                           : "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";
    const int n = six ? 6 : 4, cells = n * n;
    for (int k = 0; k < (six ? 7 : 3); ++k) {
      const int cell = 1 + static_cast<int>(rng() % cells), v = 1 + static_cast<int>(rng() % n);
      text += (rng() % 3 ? "set_cell(" : "del_values(") + std::to_string(cell) + ", " +
              std::to_string(v) + ")\n";
    }
    expect_sound(text);
  }
}

// Full passes, as prune() did before its worklist: naked and hidden singles
// over every group until nothing changes, then locked candidates or
// subsets, again until nothing changes. `d` holds the givens already.
void full_passes(const rfsat::model::Puzzle& p, Domains& d) {
  const rfsat::presolve::GroupLayout& layout = rfsat::presolve::layout_of(p);
  bool changed = true;
  while (changed) {
    changed = false;
    for (const std::vector<int>& cells : layout.groups) {
      Mask fixed = 0, once = 0, twice = 0;
      for (int c : cells) {
        if (std::popcount(d[c]) == 1) fixed |= d[c];
        twice |= once & d[c];
        once |= d[c];
      }
      const Mask hidden = once & ~twice & ~fixed;
      for (int c : cells) {
        if (std::popcount(d[c]) == 1) continue;
        Mask n = d[c] & ~fixed;
        if (n & hidden) n &= hidden;
        if (n != d[c]) d[c] = n, changed = true;
      }
    }
    if (!changed) changed = propagate_locked(layout, d) || propagate_subsets(layout, d);
  }
}

TEST(Prune, WorklistEndsWhereFullPassesEnd) {
  std::mt19937 rng(20261126);
  int compared = 0;
  for (int round = 0; round < 300; ++round) {
    std::vector<int> perm{0, 1, 2, 3, 4, 5, 6, 7, 8};
    std::shuffle(perm.begin(), perm.end(), rng);
    const int band_shift = static_cast<int>(rng() % 3);
    std::string text = "values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3, 3)\n";
    auto p0 = resolved(text);
    Domains given = rfsat::presolve::full_domains(p0);
    const int givens = 18 + static_cast<int>(rng() % 12);
    for (int k = 0; k < givens; ++k) {
      const int cell = static_cast<int>(rng() % 81), r = cell / 9, c = cell % 9;
      const int v = perm[(r * 3 + r / 3 + c + band_shift * (r % 3 == 0)) % 9];
      text += "set_cell(" + std::to_string(cell + 1) + ", " + std::to_string(v + 1) + ")\n";
      given[cell] = Mask{1} << v;
    }
    auto p = resolved(text);
    Domains expected = given;
    full_passes(p, expected);
    if (std::find(expected.begin(), expected.end(), Mask{0}) != expected.end()) continue;
    ++compared;
    EXPECT_EQ(pruned(p), expected) << text;
  }
  EXPECT_GT(compared, 100);
}

}  // namespace
