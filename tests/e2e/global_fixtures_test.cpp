// The fixtures of the global and cell rules (puzzles/global/, made with
// rfsat generate) against the independent backtracking counter
// (tests/support/backtrack.hpp), which checks these rules through the
// checker only: each fixture has exactly one solution for it too, the one in
// its .expect. Together with puzzles_test (SAT against the .expect) this
// makes the fixtures' uniqueness independent of the encodings.
// Fixtures whose search takes the plain backtracker minutes (kSlow) run only
// with RFSAT_SLOW_TESTS=1 in the environment.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "../support/source_tree.hpp"
#include "cli/cli_helper.hpp"
#include "load.hpp"
#include "report.hpp"
#include "support/backtrack.hpp"

namespace {

namespace fs = std::filesystem;

// Minutes each for the backtracker, which checks a rule only once all its
// cells are filled (an indexer's whole line, a cell's taxicab pairs).
const std::set<std::string> kSlow = {"anti_taxicab_9x9", "column_indexer_9x9",
                                     "minimum_maximum_9x9", "row_indexer_9x9",
                                     "value_indexing_9x9"};

class GlobalFixture : public testing::TestWithParam<std::string> {};

TEST_P(GlobalFixture, UniqueForTheBacktracker) {
  if (kSlow.count(GetParam()) && !std::getenv("RFSAT_SLOW_TESTS"))
    GTEST_SKIP() << "minutes for the backtracker: set RFSAT_SLOW_TESTS=1";
  const fs::path rf = rfsat::test::puzzles_dir() / "global" / (GetParam() + ".rf");
  const std::string expect = rfsat::test::read_file(fs::path(rf).replace_extension(".expect"));
  ASSERT_NE(expect.find("count: 1\n"), std::string::npos);
  const std::string solution = expect.substr(expect.find("solution: ") + 10);
  std::ostringstream err;
  const auto p = rfsat::formats::load_puzzle_text(rf.string(), rfsat::test::read_file(rf), err);
  ASSERT_TRUE(p) << err.str();
  std::vector<rfsat::model::Assignment> found;
  const auto n = rfsat::test::count_solutions_within(*p, 2, 50'000'000, &found);
  ASSERT_TRUE(n) << "the backtracker gave up";
  ASSERT_EQ(*n, 1);
  EXPECT_EQ(rfsat::solve::format_line(*p, found[0]) + "\n", solution);
}

INSTANTIATE_TEST_SUITE_P(Puzzles, GlobalFixture,
                         testing::ValuesIn(rfsat::test::fixture_names("global")),
                         [](const auto& info) { return info.param; });

}  // namespace
