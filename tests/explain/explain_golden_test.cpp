// Golden solve paths: for small puzzles, one per named technique (a hidden
// single, pointing, a naked triple, an X-wing, an XY-wing, a killer cage's
// combinations, innies and outies, a contradiction step), `rfsat explain --verify --format
// text` must print exactly tests/explain/golden/NAME.txt for NAME.rf, use
// that technique, and pass --verify (every step re-proven, exit 0).
// RFSAT_UPDATE_GOLDEN=1 rewrites the .txt files (then review the diff).
#include <gtest/gtest.h>

#include "cli/golden.hpp"

namespace rfsat::test {
namespace {

struct GoldenCase {
  const char* name;       // tests/explain/golden/<name>.rf and .txt
  const char* technique;  // a step of the path is named so
};

class ExplainGolden : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(ExplainGolden, PathMatchesItsGoldenFile) {
  const GoldenCase& c = GetParam();
  const fs::path dir = source_dir() / "tests" / "explain" / "golden";
  ScratchDir scratch;
  const Output o = rfsat(
      "explain --verify --format text " + quote((dir / (std::string(c.name) + ".rf")).string()),
      scratch.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  // A step's name is followed by its conclusion, or by its detail first.
  const std::string named = ". " + std::string(c.technique);
  EXPECT_TRUE(o.out.find(named + ": ") != std::string::npos ||
              o.out.find(named + " (") != std::string::npos)
      << c.technique << " is not a step of the path";
  EXPECT_TRUE(matches_golden_file(dir / (std::string(c.name) + ".txt"), o.out));
}

INSTANTIATE_TEST_SUITE_P(Techniques, ExplainGolden,
                         ::testing::Values(GoldenCase{"hidden_single", "hidden single (box)"},
                                           GoldenCase{"pointing", "pointing"},
                                           GoldenCase{"naked_triple", "naked triple"},
                                           GoldenCase{"x_wing", "X-wing"},
                                           GoldenCase{"xy_wing", "XY-wing"},
                                           GoldenCase{"killer_cage", "sum"},
                                           GoldenCase{"innies", "innies and outies"},
                                           GoldenCase{"contradiction", "contradiction"}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace rfsat::test
