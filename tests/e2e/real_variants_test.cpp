// Real published variant puzzles (../shared/data/variants-rf and every
// collection of ../shared/data/iss-hard-rf): each `.rf` that has a `.sol`
// must have exactly one solution, equal to the `.sol`. One test per file, so
// a failure names it. Skips cleanly without ../shared. Timings of the same
// puzzles are reported by scripts/bench_variants.sh, not asserted here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../support/source_tree.hpp"
#include "load.hpp"
#include "report.hpp"
#include "solve.hpp"

namespace rfsat {
namespace {

namespace fs = std::filesystem;

fs::path shared_data() { return rfsat::test::shared_data_dir(); }

std::vector<std::string> puzzle_files() {
  std::vector<std::string> out;
  const fs::path data = shared_data();
  for (const char* dir : {"variants-rf", "iss-hard-rf"}) {
    if (!fs::exists(data / dir)) continue;
    for (const auto& e : fs::recursive_directory_iterator(data / dir))
      if (e.path().extension() == ".rf" && fs::exists(fs::path(e.path()).replace_extension(".sol")))
        out.push_back(fs::relative(e.path(), data).string());
  }
  std::sort(out.begin(), out.end());
  if (out.empty()) out.push_back("");  // one test that skips
  return out;
}

std::string read_trimmed(const fs::path& p) {
  std::ifstream in(p);
  std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  s.erase(std::remove_if(s.begin(), s.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); }),
          s.end());
  return s;
}

class RealVariants : public ::testing::TestWithParam<std::string> {};

TEST_P(RealVariants, UniqueAndEqualToTheKnownSolution) {
  if (GetParam().empty()) GTEST_SKIP() << "../shared/data is absent";
  const fs::path rf = shared_data() / GetParam();
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle(rf.string(), err);
  ASSERT_TRUE(p) << err.str();
  solve::Result r = solve::solve(*p, {.count = 2, .time_limit = 120.0});
  ASSERT_FALSE(r.violation) << *r.violation;
  ASSERT_EQ(solve::verdict_of(r), solve::Verdict::unique) << solve::verdict_text(r);
  EXPECT_EQ(solve::format_line(*p, r.enumeration.solutions[0]),
            read_trimmed(fs::path(rf).replace_extension(".sol")));
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = info.param.empty() ? "absent" : info.param;
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Shared, RealVariants, ::testing::ValuesIn(puzzle_files()), test_name);

}  // namespace
}  // namespace rfsat
