// --time-limit before and around encoding (issue 30): cage pruning
// (presolve::prune_with_cages) stops at the deadline with sound, less pruned
// domains; `minimize`'s guarded encoding is bounded like solve's, and
// `generate --rules`' random solution counts pruning and encoding in its
// limit (before, a 245,025-cell grid of 25-cell product cages pruned for
// 175 s, minimize encoded it for 370 s past a 0.5 s limit, and generate
// went on for over 300 s).
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "cage_prune.hpp"
#include "encode.hpp"
#include "generate.hpp"
#include "limits_puzzles.hpp"
#include "minimize.hpp"
#include "solve.hpp"

namespace {

using namespace rfsat;

const Deadline kDeadlineGone = std::chrono::steady_clock::now() - std::chrono::seconds(1);

// An empty n x n sudoku (n = b * b) with a 3-cage on its first two cells.
std::string killer(int b) { return limits_test::empty_sudoku(b) + "sum(3, 1, 2)\n"; }

TEST(PruneLimits, CagePruningStopsAtTheDeadline) {
  const model::Puzzle p = limits_test::load(killer(3));
  enc::Domains groups_only = presolve::full_domains(p);
  presolve::prune(p, groups_only);
  enc::Domains stopped = presolve::full_domains(p);
  EXPECT_FALSE(presolve::prune_with_cages(p, stopped, kDeadlineGone));
  EXPECT_EQ(stopped, groups_only);  // no cage was run: sound, nothing removed by the cage
  enc::Domains full = presolve::full_domains(p);
  EXPECT_TRUE(presolve::prune_with_cages(p, full));
  EXPECT_EQ(full[0], enc::bit(0) | enc::bit(1));  // 3 = 1 + 2
  EXPECT_EQ(presolve::pruned_domains(p, kDeadlineGone), groups_only);
  EXPECT_EQ(presolve::pruned_domains(p), full);
}

// A 25x25 formula has far more than the 16,384 clauses between two reads
// of the clock, so the guarded encoding itself meets the deadline.
TEST(PruneLimits, MinimizeStopsEncodingAtTheTimeLimit) {
  const std::string text = killer(5);
  const solve::Minimized m =
      solve::minimize("limits.rf", text, limits_test::load(text), {.time_limit = 1e-6});
  EXPECT_EQ(m.verdict, solve::MinimizeVerdict::limit);
  EXPECT_EQ(m.message, "time limit reached while encoding");
}

// A limit the estimate fits in but the formula does not: the budget, not
// the estimate, refuses it.
TEST(PruneLimits, MinimizeStopsEncodingAtTheMemoryLimit) {
  const std::string text = killer(5);
  const model::Puzzle p = limits_test::load(text);
  const std::size_t mib = std::size_t{1} << 20;
  const std::size_t estimate = presolve::estimate_literals(p, presolve::pruned_domains(p));
  const std::size_t limit_mb = estimate * solve::kBytesPerLiteral / mib + 1;
  const std::size_t literals = enc::encode_puzzle(p, {}).formula.literals().size();
  ASSERT_GT(literals * solve::kBytesPerLiteral, limit_mb * mib)
      << "no room between estimate and formula";
  const solve::Minimized m = solve::minimize("limits.rf", text, p, {.memory_limit_mb = limit_mb});
  EXPECT_EQ(m.verdict, solve::MinimizeVerdict::limit);
  EXPECT_EQ(m.message.rfind("memory limit: the formula", 0), 0u) << m.message;
}

// The time limit stops the random solution while it encodes (the empty
// 25x25 has far more than 16,384 clauses): a limit, not "no solution".
TEST(PruneLimits, GenerateRulesStopsEncodingAtTheTimeLimit) {
  const std::string text = killer(5);
  std::string why;
  EXPECT_FALSE(
      generate::generate_from_rules(text, limits_test::load(text), {.time_limit = 1e-6}, &why));
  EXPECT_EQ(why, "time limit reached before a solution of the rules was found");
  bool outgrew = true, timed_out = false;
  EXPECT_FALSE(
      generate::random_solution(limits_test::load(text), 1, 1e-6, 0, &outgrew, &timed_out));
  EXPECT_TRUE(timed_out);
  EXPECT_FALSE(outgrew);
}

}  // namespace
