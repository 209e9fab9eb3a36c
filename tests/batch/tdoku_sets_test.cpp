// Correctness on real collections: an evenly spread sample of every tdoku
// set (../shared/data/tdoku) goes through the collection runner exactly as
// `rfsat check` runs it, with both solver strategies. puzzles2..6 are all
// unique, every puzzle of puzzles7 has two or more solutions (SOURCES.md).
// The whole sets are checked by scripts/bench_tdoku.sh. Skips without ../shared.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../support/source_tree.hpp"
#include "batch.hpp"

namespace rfsat::batch {
namespace {

constexpr int kSample = 600;  // puzzles per set

// Every k-th line of a file, so the sample spans the whole set.
class EveryKth : public Source {
 public:
  EveryKth(std::istream& in, int k) : lines_(in), k_(k) {}
  bool next(Item& item) override {
    while (lines_.next(item))
      if (seen_++ % k_ == 0) return true;
    return false;
  }

 private:
  LineSource lines_;
  int k_;
  long long seen_ = 0;
};

std::filesystem::path data_dir() { return rfsat::test::shared_data_dir() / "tdoku"; }

long long count_lines(const std::filesystem::path& p) {
  std::ifstream in(p);
  long long n = 0;
  for (std::string line; std::getline(in, line);) n += line.empty() ? 0 : 1;
  return n;
}

struct SetCase {
  const char* file;
  bool unique;
};

class TdokuSets : public ::testing::TestWithParam<std::tuple<SetCase, bool>> {};

TEST_P(TdokuSets, SampleHasTheKnownVerdicts) {
  const auto [set, reuse] = GetParam();
  const std::filesystem::path path = data_dir() / set.file;
  if (!std::filesystem::exists(path)) GTEST_SKIP() << path << " not found (../shared is absent)";
  const long long total = count_lines(path);
  std::ifstream in(path);
  EveryKth source(in, static_cast<int>(std::max<long long>(1, total / kSample)));
  Options o;
  o.output = Output::verdict;
  o.reuse_solver = reuse;
  std::ostringstream out, err;
  Summary s = run(source, set.file, o, out, err);
  EXPECT_GE(s.puzzles, std::min<long long>(total, kSample));
  EXPECT_EQ(s.errors + s.internal_errors + s.limit, 0) << err.str();
  if (set.unique)
    EXPECT_EQ(s.unique, s.puzzles) << out.str();
  else
    EXPECT_EQ(s.multiple, s.puzzles) << out.str();
}

INSTANTIATE_TEST_SUITE_P(
    All, TdokuSets,
    ::testing::Combine(::testing::Values(SetCase{"puzzles2_17_clue", true},
                                         SetCase{"puzzles3_magictour_top1465", true},
                                         SetCase{"puzzles5_forum_hardest_1905_11+", true},
                                         SetCase{"puzzles6_forum_hardest_1106", true},
                                         SetCase{"puzzles7_serg_benchmark", false}),
                       ::testing::Bool()));

}  // namespace
}  // namespace rfsat::batch
