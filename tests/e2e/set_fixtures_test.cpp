// The cage and set fixtures (puzzles/sets/, made with rfsat generate) checked
// by the independent backtracking counter (tests/support/backtrack.hpp),
// which shares no code with the encoders: each has exactly the solution its
// .expect names. puzzles_test checks the same files through SAT.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../support/source_tree.hpp"
#include "cli/cli_helper.hpp"
#include "load.hpp"
#include "report.hpp"
#include "support/backtrack.hpp"

namespace {

namespace fs = std::filesystem;

class SetFixture : public ::testing::TestWithParam<std::string> {};

TEST_P(SetFixture, BacktrackerFindsTheOneExpectedSolution) {
  const fs::path base = rfsat::test::puzzles_dir() / "sets" / GetParam();
  std::ostringstream err;
  const auto p = rfsat::formats::load_puzzle_text(
      base.string() + ".rf", rfsat::test::read_file(base.string() + ".rf"), err);
  ASSERT_TRUE(p) << err.str();
  std::vector<rfsat::model::Assignment> all;
  EXPECT_EQ(rfsat::test::count_solutions(*p, 2, &all), 1);
  ASSERT_EQ(all.size(), 1u);
  const std::string expect = rfsat::test::read_file(base.string() + ".expect");
  EXPECT_NE(expect.find("solution: " + rfsat::solve::format_line(*p, all[0]) + "\n"),
            std::string::npos)
      << GetParam() << ": the backtracker's solution differs from the .expect";
}

INSTANTIATE_TEST_SUITE_P(Sets, SetFixture, ::testing::ValuesIn(rfsat::test::fixture_names("sets")),
                         [](const auto& info) { return info.param; });

}  // namespace
