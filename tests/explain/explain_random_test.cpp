// Random differential paths: seeded random small puzzles of every kind of
// rule (tests/e2e/random_puzzle.hpp: groups, renban, cell rules, the
// variant rules, outside clues, cage and set rules, global rules, modern
// lines) are explained with their rules split as the CLI splits them
// (split_rules.hpp), and each path is held against the independent
// backtracker's list of all solutions: the verdict agrees; every step
// passes the checker of `explain --verify` (its reasons alone imply it,
// each reason is needed); no step removes a candidate that some solution
// uses; a unique puzzle's path reaches its solution, and a path of several
// solutions stops exactly where they diverge (every candidate it leaves is
// used by some solution). RFSAT_DIFF_CASES sets the cases per kind
// (default 20: about 1 s in all), RFSAT_DIFF_SEED the first seed.
#include <gtest/gtest.h>

#include "e2e/random_puzzle.hpp"
#include "explain.hpp"
#include "split_rules.hpp"
#include "support/source_tree.hpp"
#include "verify.hpp"

namespace rfsat::test {
namespace {

using explain::Mask;

// The candidates some solution uses, per cell (holes: none).
std::vector<Mask> used_candidates(const model::Puzzle& p,
                                  const std::vector<model::Assignment>& all) {
  std::vector<Mask> used(static_cast<std::size_t>(p.geometry.cell_count()), 0);
  for (const model::Assignment& a : all)
    for (std::size_t c = 0; c < a.size(); ++c)
      if (!p.geometry.is_hole(static_cast<int>(c)) && a[c] >= 0) used[c] |= presolve::bit(a[c]);
  return used;
}

// `original`: the random puzzle; explained, as the CLI does, with its rules
// split (split_rules.hpp), whose constraints the reasons index.
void check_case(const model::Puzzle& original, const std::vector<model::Assignment>& all,
                const std::string& where) {
  const model::Puzzle p = explain::split_rules(original);
  const explain::Path path = explain::explain(p, {.time_limit = 30});
  ASSERT_FALSE(path.internal_error) << where << path.message;
  ASSERT_NE(path.verdict, explain::Verdict::limit) << where;
  const explain::Verdict expected = all.empty()       ? explain::Verdict::no_solution
                                    : all.size() == 1 ? explain::Verdict::unique
                                                      : explain::Verdict::not_unique;
  ASSERT_EQ(path.verdict, expected) << where;
  EXPECT_EQ(explain::verify_path(p, path), std::nullopt) << where;
  if (all.empty()) {  // every claim holds vacuously; the path must not end solved
    EXPECT_FALSE(path.complete) << where;
    return;
  }
  const std::vector<Mask> used = used_candidates(p, all);
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    const explain::Step& s = path.steps[i];
    for (const explain::Elimination& e : s.eliminations)
      EXPECT_EQ(e.symbols & used[e.cell], 0u) << where << "step " << i + 1 << " removes a "
                                              << "candidate of a solution";
    for (const explain::Placement& pl : s.placements)
      EXPECT_EQ(used[pl.cell], presolve::bit(pl.symbol))
          << where << "step " << i + 1 << " places what not every solution has";
  }
  EXPECT_EQ(path.complete, all.size() == 1) << where;
  for (int c = 0; c < p.geometry.cell_count(); ++c) {
    if (!p.geometry.is_hole(c)) {
      EXPECT_EQ(path.final[c], used[c]) << where << "cell " << c;
    }
  }
}

void run_kind(std::uint64_t base, const random::Shape& shape, std::uint64_t default_cases = 20) {
  const std::uint64_t cases = env_or("RFSAT_DIFF_CASES", default_cases);
  base = env_or("RFSAT_DIFF_SEED", base);
  int compared = 0;
  for (std::uint64_t i = 0; i < cases; ++i) {
    const std::optional<model::Puzzle> p = random::random_puzzle(base + i, shape);
    const auto all = p ? random::oracle(*p, random::kLimit + 1) : std::nullopt;
    if (!all || all->size() > static_cast<std::size_t>(random::kLimit)) continue;
    ++compared;
    check_case(*p, *all, "seed " + std::to_string(base + i) + "\n" + random::describe(*p) + "\n");
    if (::testing::Test::HasFailure()) return;
  }
  EXPECT_GT(compared, 0);
}

// The puzzles' shape: small grids, with the rule makers of one kind.
random::Shape shape_of(double variants, int outside, bool sets, double global, int lines) {
  random::Shape shape{3, 5};
  shape.variants = variants;
  shape.outside_clues = outside;
  shape.only_set_rules = sets;
  shape.global_rules = global;
  shape.modern_lines = lines;
  return shape;
}

TEST(ExplainRandom, GroupsRenbanAndCellRules) { run_kind(9'000'000, shape_of(0, 0, false, 0, 0)); }
TEST(ExplainRandom, VariantRules) { run_kind(9'100'000, shape_of(1, 0, false, 0, 0)); }
TEST(ExplainRandom, OutsideClues) { run_kind(9'200'000, shape_of(1, 3, false, 0, 0)); }
TEST(ExplainRandom, CageAndSetRules) { run_kind(9'300'000, shape_of(1, 0, true, 0, 0)); }
TEST(ExplainRandom, GlobalRules) { run_kind(9'400'000, shape_of(0, 0, false, 1, 0)); }
TEST(ExplainRandom, ModernLines) { run_kind(9'500'000, shape_of(1, 0, false, 0, 3)); }

// Found by this test: on this seed step 6 ("rules together (4)") named
// four rules that do not imply it (r1c1-23 lies outside their cells). The
// engine's encoding of the cage sum(5; r1c3, r1c4) had looked at the row
// around it, so the cage alone knew the row's digits are distinct; each
// rule is now encoded seeing no other (enc::GuardedEncoding).
TEST(ExplainRandom, CoreStepOfSeed9100024FollowsFromItsReasons) {
  run_kind(9'100'024, shape_of(1, 0, false, 0, 0), 1);
}

}  // namespace
}  // namespace rfsat::test
