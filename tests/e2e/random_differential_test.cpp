// Seeded random differential tests: random small puzzles (random_puzzle.hpp:
// 3x3..6x6, holes, multiplicities, empty symbols, negative and duplicate
// calculation numbers, groups, renban, single-cell rules and, in the batches
// that ask for them, the variant rules of §6-§9) are solved through SAT
// (encode_puzzle + backend::enumerate) under every enc::Options variant, with
// 2 and 3 parallel workers and in the sums profile, and compared, as sets of
// assignments, with the independent backtracking counter
// (tests/support/backtrack.hpp). The counter itself is cross-checked against
// exhaustive brute force on tiny random puzzles. Every failure message names
// the seed and the puzzle; RFSAT_DIFF_SEED / RFSAT_DIFF_CASES override,
// RFSAT_DIFF_SCALE=P runs P% of every batch's cases, and
// RFSAT_DIFF_VERBOSE=1 prints each case before it runs (for crashes). 40,000
// variant-rule cases (seeds 20,000,000..) agree; the one failure found, a
// crash, is puzzles/variants/pruned_empty_cell_in_table.rf.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "../support/backtrack.hpp"
#include "../support/brute_force.hpp"
#include "../support/kind_names.hpp"
#include "../support/source_tree.hpp"
#include "card/cardinality.hpp"
#include "encode.hpp"
#include "evaluate.hpp"
#include "random_puzzle.hpp"
#include "solver.hpp"

namespace {

using namespace rfsat::test::random;

using rfsat::test::env_or;

// ---- the comparison ---------------------------------------------------------------

const char* method_name(rfsat::enc::card::Method m) {
  using rfsat::enc::card::Method;
  switch (m) {
    case Method::automatic:
      return "automatic";
    case Method::pairwise:
      return "pairwise";
    case Method::ladder:
      return "ladder";
    case Method::binomial:
      return "binomial";
    case Method::sequential:
      return "sequential";
  }
  return "?";
}

struct Tally {
  int unsat = 0, unique = 0, multiple = 0, skipped = 0;
  std::map<std::string, int> kinds;  // puzzles compared holding each kind
};

// SAT solutions under one option set, compared with the backtracker's set.
// threads > 1: parallel enumeration in chunks of a few conflicts, so that
// clause sharing, blocking-clause imports and duplicate models all happen on
// these small puzzles; a warm-up pair of a few conflicts each, then the
// cooperating workers, or (`solo`) first a solo worker for a few conflicts
// that hands over what it found.
// `sums`: the sums profile, whose one thread is also a solo worker and then
// a sums worker (enumerate.cpp). `race`: lone solvers side by side with the
// options of a grid without a guessed grid (EnumerateOptions::race), with
// `solo` racer 0 first alone for a few conflicts, then on beside the others.
struct Run {
  int threads = 1;
  bool solo = false;
  bool sums = false;
  bool race = false;
};
void compare_one(const Puzzle& p, const std::set<Assignment>& expected, rfsat::enc::Options o,
                 const std::string& where, Run run = {}) {
  const auto [threads, solo, sums, race] = run;
  const std::string ctx =
      where + " prune=" + (o.prune ? "on" : "off") + " card=" + method_name(o.card_method) +
      " threads=" + std::to_string(threads) + (solo ? " solo" : "") + (sums ? " sums" : "") +
      (race ? " race" : "") + "\npuzzle: " + describe(p);
  if (std::getenv("RFSAT_DIFF_VERBOSE")) std::cerr << ctx << "\n";
  rfsat::backend::EnumerateOptions eo;
  if (sums) eo.settings.profile = rfsat::backend::Profile::sums;
  eo.max_solutions = static_cast<int>(kLimit) + 1;
  eo.threads = threads;
  eo.solo_conflicts = 3;
  eo.warmup_conflicts = 2;
  eo.chunk_conflicts = 3;
  eo.even_chunk_conflicts = 2;
  eo.share_max_size = 100;
  eo.solo_first = solo;
  eo.race = race;
  eo.settings.unguessed_grid = race;
  const auto r = rfsat::backend::enumerate(p, rfsat::enc::encode_puzzle(p, o), eo);
  ASSERT_TRUE(r.complete) << ctx;
  for (const Assignment& a : r.solutions) {
    const auto why = rfsat::check::find_violation(p, a);
    ASSERT_FALSE(why) << ctx << "\nSAT solution rejected by the checker: " << *why;
  }
  const std::set<Assignment> got(r.solutions.begin(), r.solutions.end());
  ASSERT_EQ(got.size(), r.solutions.size()) << ctx << "\nSAT enumerated a solution twice";
  ASSERT_EQ(got.size(), expected.size()) << ctx << "\nSAT count != backtrack count";
  ASSERT_TRUE(got == expected) << ctx << "\nsame count, different solutions";
}

// One random puzzle against its oracle's solutions (nullopt: skipped).
void compare_case(std::uint64_t seed, const std::optional<Puzzle>& p,
                  const std::optional<std::vector<Assignment>>& found, Tally& tally) {
  if (!found) {
    ++tally.skipped;
    return;
  }
  const std::size_t n = found->size();
  (n == 0 ? tally.unsat : n == 1 ? tally.unique : tally.multiple)++;
  std::set<std::string> kinds;
  for (const rfsat::model::Constraint& c : p->constraints) kinds.insert(std::string(kind_name(c)));
  for (const std::string& k : kinds) ++tally.kinds[k];
  const std::set<Assignment> expected(found->begin(), found->end());
  const std::string where = "seed=" + std::to_string(seed);
  for (bool prune : {true, false})
    for (auto m : rfsat::enc::card::kAllMethods) {
      compare_one(*p, expected, {.prune = prune, .card_method = m}, where);
      if (::testing::Test::HasFatalFailure()) return;
    }
  const std::pair<rfsat::enc::Options, Run> parallel[] = {
      {{}, {.threads = 2}},
      {{.prune = false}, {.threads = 3}},
      {{}, {.threads = 2, .solo = true}},
      {{}, {.solo = true, .sums = true}},
      {{}, {.threads = 2, .solo = true, .sums = true}},
      {{}, {.threads = 3, .solo = true, .race = true}},
  };
  for (const auto& [o, run] : parallel) {
    if (::testing::Test::HasFatalFailure()) return;
    compare_one(*p, expected, o, where, run);
  }
}

void run_case(std::uint64_t seed, const Shape& shape, Tally& tally) {
  const std::optional<Puzzle> p = random_puzzle(seed, shape);
  compare_case(seed, p, p ? oracle(*p, kLimit + 1) : std::nullopt, tally);
}

// A batch's number of cases: RFSAT_DIFF_CASES, else RFSAT_DIFF_SCALE percent
// of `cases` (at least 1), which keeps the batches' proportions: the
// sanitizer run takes a share of every batch (scripts/test_sanitizers.sh).
int batch_cases(int cases) {
  const std::uint64_t scale = env_or("RFSAT_DIFF_SCALE", 100);
  const std::uint64_t scaled = std::max<std::uint64_t>(1, cases * scale / 100);
  return static_cast<int>(env_or("RFSAT_DIFF_CASES", scaled));
}

// Runs `cases` seeds starting at `base` (env overrides) and checks the mix.
void run_batch(std::uint64_t base, int cases, const Shape& shape) {
  base = env_or("RFSAT_DIFF_SEED", base);
  cases = batch_cases(cases);
  Tally t;
  for (int i = 0; i < cases; ++i) {
    run_case(base + i, shape, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
  std::cout << "seeds " << base << ".." << base + cases - 1 << ": " << t.unsat << " without, "
            << t.unique << " unique, " << t.multiple << " with several solutions, " << t.skipped
            << " skipped (oracle node budget)\n";
  std::cout << "cases per kind:";
  for (const auto& [kind, count] : t.kinds) std::cout << " " << kind << " " << count;
  std::cout << "\n";
  EXPECT_GT(t.unique + t.multiple, cases / 5) << "too few satisfiable puzzles from seed " << base;
  EXPECT_LE(t.skipped, cases / 20) << "too many puzzles skipped from seed " << base;
}

TEST(RandomDifferential, SmallGrids) { run_batch(1'000'000, 200, Shape{3, 4}); }

TEST(RandomDifferential, LargerGrids) { run_batch(2'000'000, 150, Shape{5, 6}); }

TEST(RandomDifferential, EmptySymbolsAndRenban) {
  run_batch(3'000'000, 150, Shape{3, 6, 0.8, 0.9, 0.2});
}

TEST(RandomDifferential, HolesEverywhere) { run_batch(4'000'000, 100, Shape{3, 6, 0.3, 0.4, 1.0}); }

// Variant rules (random_variant_rules.cpp), mostly planted on a solution.
TEST(RandomDifferential, VariantRulesSmallGrids) {
  run_batch(6'000'000, 600, Shape{3, 4, 0.2, 0.2, 0.2, 1.0});
}

TEST(RandomDifferential, VariantRulesLargerGrids) {
  run_batch(7'000'000, 400, Shape{4, 6, 0.25, 0.2, 0.2, 1.0});
}

// Outside clues and sum lines of issue 27 alone (random_outside_rules.cpp),
// 1..3 a puzzle, with the number of compared puzzles holding each kind.
TEST(RandomDifferential, OutsideClues) {
  run_batch(9'000'000, 500, Shape{3, 5, 0.2, 0.2, 0.2, 1.0, 3});
}

// Cage and set rules only (random_set_rules.cpp), mostly planted.
TEST(RandomDifferential, SetRules) {
  run_batch(8'000'000, 300, Shape{3, 5, 0.2, 0.2, 0.2, 1.0, 0, true});
}

// The global and cell rules of issue 27 (random_global_rules.cpp), with the
// other variant rules half of the time (their dots meet no_kropki).
TEST(RandomDifferential, GlobalRules) {
  run_batch(8'000'000, 800, Shape{3, 6, 0.2, 0.2, 0.3, 0.5, 0, false, 1.0});
}

// The modern lines of issue 27 alone (random_modern_lines.cpp), 1..3 a puzzle.
TEST(RandomDifferential, ModernLines) {
  run_batch(8'000'000, 400, Shape{3, 5, 0.2, 0.2, 0.2, 1.0, 0, false, 0.0, 3});
}

// Seeds base.. of a generator with its own oracle: compared, then the tally
// (and the cases per kind) printed; most count, few are skipped.
template <class Make, class Oracle>
void run_generated(std::uint64_t base, int cases, Make make, Oracle oracle_of) {
  Tally t;
  for (int i = 0; i < cases && !::testing::Test::HasFatalFailure(); ++i) {
    const std::optional<Puzzle> p = make(base + i);
    compare_case(base + i, p, p ? oracle_of(*p, kLimit + 1) : std::nullopt, t);
  }
  std::cout << "seeds " << base << ".." << base + cases - 1 << ": " << t.unsat << " without, "
            << t.unique << " unique, " << t.multiple << " with several solutions, " << t.skipped
            << " skipped; cases per kind:";
  for (const auto& [kind, count] : t.kinds) std::cout << " " << kind << " " << count;
  std::cout << "\n";
  EXPECT_GT(t.unique + t.multiple, cases / 3);
  EXPECT_LE(t.skipped, cases / 20);
}

// Chaos construction (random_chaos_rules.cpp): 2x2..4x4 grids, clues over
// the region labels; the oracle runs the backtracker once per partition.
TEST(RandomDifferential, ChaosRules) {
  run_generated(env_or("RFSAT_DIFF_SEED", 10'000'000), batch_cases(80), random_chaos_puzzle,
                chaos_oracle);
}

// Doppelganger (random_doppelganger_rules.cpp): 2x2..4x4 grids of 0..n,
// givens and `greater` between var cells; the backtracker with the groups
// the rule implies.
TEST(RandomDifferential, DoppelgangerRules) {
  run_generated(env_or("RFSAT_DIFF_SEED", 11'000'000), batch_cases(120), random_doppelganger_puzzle,
                doppelganger_oracle);
}

// ---- the generator's reach --------------------------------------------------------

// Kinds the generator leaves out, and why.
const std::set<std::size_t> kNotGenerated = {
    // Nylimb lines need values 0..99: the calcudoku exhaustive and wide-encoder tests.
    rfsat::model::ConstraintKind(rfsat::model::DistinctDigits{}).index(),
};

// Every kind of model::ConstraintKind (but kNotGenerated) comes out of the
// random generator's steps, so the differential tests reach its encoder.
TEST(RandomDifferential, EveryKindIsGenerated) {
  std::set<std::size_t> made;
  for (std::uint64_t seed = 0; seed < 2000; ++seed) {
    Rng rng(seed);
    Puzzle p = rfsat::test::tiny_puzzle(4, 4, "1234");
    random_groups(rng, p, Shape{3, 4, 0.0, 1.0});
    random_cell_rules(rng, p, nullptr);
    random_variant_rules(rng, p, nullptr);
    random_global_rules(rng, p, nullptr);
    for (const rfsat::model::Constraint& c : p.constraints) made.insert(c.kind.index());
    if (seed < 30)  // each also caps its count with the per-partition oracle
      if (const std::optional<Puzzle> q = random_chaos_puzzle(seed))
        for (const rfsat::model::Constraint& c : q->constraints) made.insert(c.kind.index());
    if (seed < 10)
      if (const std::optional<Puzzle> q = random_doppelganger_puzzle(seed))
        for (const rfsat::model::Constraint& c : q->constraints) made.insert(c.kind.index());
  }
  for (std::size_t k = 0; k < std::variant_size_v<rfsat::model::ConstraintKind>; ++k)
    EXPECT_NE(made.count(k), kNotGenerated.count(k))
        << "constraint kind " << rfsat::test::kind_names()[k] << (kNotGenerated.count(k) ? " is generated: drop it from kNotGenerated"
                                                                : " is never generated: add a maker");
}

// ---- the oracle against brute force -----------------------------------------------

// On tiny puzzles (<= 9 cells, <= 4 symbols) the backtracker's solutions must be
// exactly the assignments the checker accepts.
TEST(RandomDifferential, BacktrackMatchesBruteForceOnTinyPuzzles) {
  const std::uint64_t base = env_or("RFSAT_DIFF_SEED", 5'000'000);
  const std::uint64_t cases = env_or("RFSAT_DIFF_CASES", 150);
  for (std::uint64_t seed = base; seed < base + cases; ++seed) {
    Rng rng(seed);
    const std::string values =
        pick(rng, std::vector<std::string>{"123", "112", "122", "12", "1234", "1123", "0123"});
    const int rows = values.size() > 3 ? 2 : uniform(rng, 2, 3);  // at most 4^6 assignments
    Puzzle p = rfsat::test::tiny_puzzle(rows, 3, values);
    random_symbols_table(rng, p, Shape{});
    random_holes(rng, p, Shape{});
    random_groups(rng, p, Shape{2, 3, 0.5, 0.7, 0.3});
    random_cell_rules(rng, p, nullptr);
    const std::vector<int> cells = active_cells(p);
    std::vector<Assignment> found;
    rfsat::test::count_solutions(p, 1'000'000, &found);
    std::set<std::vector<int>> mine;
    for (const Assignment& a : found) {
      std::vector<int> tuple;
      for (int c : cells) tuple.push_back(a[c]);
      mine.insert(tuple);
    }
    ASSERT_EQ(mine.size(), found.size()) << "seed=" << seed << "\n" << describe(p);
    ASSERT_EQ(mine, rfsat::test::accepted_assignments(p, cells)) << "seed=" << seed << "\n"
                                                                 << describe(p);
  }
}

}  // namespace
