// `rfsat candidates` (issue 28) through the executable: the .sdx-style grid
// (read back by `rfsat convert --from sdx`), the per-cell list of other
// shapes, the counts per candidate and the JSON object against golden files
// (tests/cli/golden/candidates.*); the verdict on stderr; exit codes.
#include <gtest/gtest.h>

#include "cli_fixture.hpp"
#include "golden.hpp"

namespace rfsat::test {
namespace {

// The 4x4 Sudoku with r1c1 = 1 and r2c3 = 3: several solutions.
constexpr const char* kTwoGivens =
    "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nset_cell(1,1)\nset_cell(7,3)\n";
// A 2x3 Latin rectangle over 1..3 (not square: one line per cell), r1c1 = 2.
constexpr const char* kRectangle =
    "values = 123\ncolumns = 3\nrows = 2\nrow_groups\ncolumn_groups\nset_cell(1,2)\n";

class CandidatesCli : public Cli {
 protected:
  void SetUp() override {
    Cli::SetUp();
    dir.file("two.rf", kTwoGivens);
    dir.file("rect.rf", kRectangle);
    dir.file("unique.rf", kUnique4);
    dir.file("none.rf", kNone4);
  }
};

TEST_F(CandidatesCli, GridIsSdxAndReadsBack) {
  const Output o = rfsat("candidates two.rf");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_GOLDEN("candidates.grid", o.out);
  EXPECT_NE(o.err.find("two.rf: several solutions ("), std::string::npos) << o.err;
  dir.file("two.sdx", o.out);
  const Output back = rfsat("convert two.sdx --from sdx --to sdx");
  ASSERT_EQ(back.code, 0) << describe(back);
  EXPECT_EQ(back.out, "1 3 24 24\r\n24 24 3 1\r\n234 124 124 234\r\n234 124 124 234\r\n");
}

TEST_F(CandidatesCli, OtherShapesOneLinePerCell) {
  const Output o = rfsat("candidates rect.rf");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_GOLDEN("candidates.list", o.out);
}

TEST_F(CandidatesCli, CountsPerCandidate) {
  const Output o = rfsat("candidates rect.rf --count-per-candidate 3");  // 4 solutions
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_GOLDEN("candidates.k3", o.out);
}

TEST_F(CandidatesCli, Json) {
  EXPECT_GOLDEN("candidates.json", normalise_times(rfsat("candidates two.rf -f json").out));
  EXPECT_GOLDEN("candidates.k2.json",
                normalise_times(rfsat("candidates rect.rf -f json -k 2").out));
}

TEST_F(CandidatesCli, UniqueGivesTheSolution) {
  const Output o = rfsat("candidates unique.rf");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, "1 4 3 2\n2 3 4 1\n4 1 2 3\n3 2 1 4\n");
  EXPECT_NE(o.err.find("unique (1 solution drawn"), std::string::npos) << o.err;
}

TEST_F(CandidatesCli, NoSolutionPrintsNoGrid) {
  const Output o = rfsat("candidates none.rf");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, "");
  EXPECT_NE(o.err.find("none.rf: no solution"), std::string::npos) << o.err;
}

TEST_F(CandidatesCli, ErrorsAndLimits) {
  EXPECT_EQ(rfsat("candidates missing.rf").code, 2);
  EXPECT_EQ(rfsat("candidates two.rf -k 1").code, 2);
  dir.file("bad.rf", "values = 1234\nrow_group\n");
  const Output bad = rfsat("candidates bad.rf");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("bad.rf:2:"), std::string::npos) << bad.err;
  dir.file("e25.rf", kEmpty25);
  EXPECT_EQ(rfsat("candidates e25.rf --time-limit 0.000001").code, 3);
}

}  // namespace
}  // namespace rfsat::test
