// rfsat solve --estimate (src/solve/estimate.hpp): a puzzle with fewer
// solutions than the exact threshold is counted exactly (against the solve
// service's enumeration); past it, Knuth's estimate with its 95% interval
// holds the true count, known by enumeration (4x4 grids: 288 empty, 72
// with one given) or by symmetry (a 6x6 grid with three givens in its
// first row: 28,200,960 / (6 * 5 * 4)). Probes are random, but which
// candidates are feasible is not the solver's choice: a seed gives one
// estimate. The coverage over many seeds and larger counts is measured by
// scripts/bench_estimate.sh (docs/tuning.md#estimate).
#include "estimate.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "load.hpp"
#include "solve.hpp"

namespace rfsat::test {
namespace {

model::Puzzle estimate_puzzle(const std::string& text) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("estimate.rf", text, err, {}, false);
  EXPECT_TRUE(p) << err.str();
  return *p;
}

const std::string k4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

long long enumerated(const model::Puzzle& p) {
  const solve::Result r = solve::solve(p, {.count = 100000});
  EXPECT_TRUE(r.enumeration.complete);
  return static_cast<long long>(r.enumeration.solutions.size());
}

TEST(EstimateCount, FewSolutionsAreCountedExactly) {
  for (const std::string givens :
       {"set_cell(1,1)\nset_cell(6,3)\n", "set_cell(1,1)\nset_cell(2,2)\n"}) {
    const model::Puzzle p = estimate_puzzle(k4 + givens);
    const solve::Estimate e = solve::estimate_count(p, {});
    EXPECT_TRUE(e.exact) << givens;
    EXPECT_EQ(e.count, static_cast<double>(enumerated(p))) << givens;
    EXPECT_EQ(e.low, e.count);
    EXPECT_EQ(e.confidence, 1.0);
  }
  const solve::Estimate none =
      solve::estimate_count(estimate_puzzle(k4 + "set_cell(1,1)\nset_cell(2,1)\n"), {});
  EXPECT_TRUE(none.exact);
  EXPECT_EQ(none.count, 0);
}

TEST(EstimateCount, TheIntervalHoldsTheCount) {
  struct Case {
    std::string text;
    double count;
  };
  const std::vector<Case> cases = {
      {k4, static_cast<double>(enumerated(estimate_puzzle(k4)))},
      {k4 + "set_cell(1,1)\n",
       static_cast<double>(enumerated(estimate_puzzle(k4 + "set_cell(1,1)\n")))},
      {"values = 123456\nrow_groups\ncolumn_groups\nbox_groups(3,2)\nset_cell(1,1)\nset_cell(2,2)\n"
       "set_cell(3,3)\n",
       28200960.0 / 120}};
  EXPECT_EQ(cases[0].count, 288);
  for (const Case& c : cases) {
    const solve::Estimate e = solve::estimate_count(estimate_puzzle(c.text), {.seed = 7});
    EXPECT_FALSE(e.exact);
    EXPECT_EQ(e.probes, 200);
    EXPECT_EQ(e.confidence, 0.95);
    EXPECT_LE(e.low, c.count) << c.text;
    EXPECT_GE(e.high, c.count) << c.text;
    EXPECT_LT(e.low, e.count);
    EXPECT_GT(e.high, e.count);
  }
}

TEST(EstimateCount, TheTimeLimitStopsIt) {
  const solve::Estimate e = solve::estimate_count(estimate_puzzle(k4), {.time_limit = 0.0});
  ASSERT_TRUE(e.stopped);
  EXPECT_NE(e.stopped->find("limit"), std::string::npos) << *e.stopped;
}

}  // namespace
}  // namespace rfsat::test
