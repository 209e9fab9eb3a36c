// The solver-free proof of pattern steps (src/explain/group_logic.hpp)
// against the checker of `explain --verify` (a fresh solver over a fresh
// encoding of only the given rules): on random candidate grids of an empty
// 9x9 and 4x4 sudoku, random sets of 1-4 houses and random claims (an
// elimination, a placement, several, or none), both must give the same
// answer whenever the search answers within its budget.
#include "group_logic.hpp"

#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "grid_state.hpp"
#include "load.hpp"
#include "verify.hpp"

namespace rfsat::test {
namespace {

using explain::Mask;

model::Puzzle empty_grid(int size) {
  std::ostringstream err;
  const std::string text = size == 9
                               ? "values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3, 3)\n"
                               : "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";
  return *formats::load_puzzle_text("empty.rf", text, err, {}, false);
}

// Random candidates: each candidate kept with probability `keep`.
std::vector<Mask> random_grid(std::mt19937& rng, int cells, int symbols, double keep) {
  std::bernoulli_distribution coin(keep);
  std::vector<Mask> m(cells, 0);
  for (Mask& x : m) {
    for (int v = 0; v < symbols; ++v)
      if (coin(rng)) x |= presolve::bit(v);
    if (!x) x = presolve::bit(static_cast<int>(rng() % symbols));
  }
  return m;
}

explain::Step random_claim(std::mt19937& rng, const std::vector<Mask>& m, int symbols) {
  explain::Step s;
  const int cells = static_cast<int>(m.size());
  const int kind = static_cast<int>(rng() % 4);
  if (kind == 3) return s;  // no conclusion: a contradiction of the rules
  const int n = kind == 2 ? 3 : 1;
  for (int i = 0; i < n; ++i) {
    const int c = static_cast<int>(rng() % cells);
    const int v = static_cast<int>(rng() % symbols);
    if (kind == 1)
      s.placements.push_back({c, v});
    else
      s.eliminations.push_back({c, presolve::bit(v)});
  }
  return s;
}

void agree_on(int size, int rounds, unsigned seed) {
  const model::Puzzle p = empty_grid(size);
  const std::vector<explain::House> houses = explain::houses_of(p);
  const int cells = size * size;
  std::mt19937 rng(seed);
  int answered = 0, implied = 0;
  for (int round = 0; round < rounds; ++round) {
    const double keep = 0.3 + 0.1 * (round % 6);
    const std::vector<Mask> m = random_grid(rng, cells, size, keep);
    std::vector<int> rules;
    std::vector<const std::vector<int>*> groups;
    const int k = 1 + static_cast<int>(rng() % 4);
    for (int i = 0; i < k; ++i) {
      const explain::House& h = houses[rng() % houses.size()];
      if (std::find(rules.begin(), rules.end(), h.constraint) != rules.end()) continue;
      rules.push_back(h.constraint);
      groups.push_back(&h.cells);
    }
    std::sort(rules.begin(), rules.end());
    const explain::Step claim = random_claim(rng, m, size);
    const std::optional<bool> fast = explain::groups_imply(groups, m, size, claim);
    if (!fast) continue;
    ++answered;
    implied += *fast;
    SCOPED_TRACE("round " + std::to_string(round));
    EXPECT_EQ(*fast, explain::rules_imply(p, rules, m, claim));
  }
  // The search answers nearly always, and both answers occur.
  EXPECT_GE(answered, rounds * 9 / 10);
  EXPECT_GT(implied, rounds / 20);
  EXPECT_LT(implied, answered - rounds / 20);
}

TEST(GroupLogic, AgreesWithAFreshSolverOn9x9) { agree_on(9, 600, 4701); }
TEST(GroupLogic, AgreesWithAFreshSolverOn4x4) { agree_on(4, 600, 4702); }

}  // namespace
}  // namespace rfsat::test
