// `rfsat minimize` (issue 28) through the executable: the text and JSON
// reports against golden files (tests/cli/golden/minimize.*), -o (never over
// the input), a classic grid written back in its own format, a variant
// puzzle written as .rf, exit codes.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_fixture.hpp"
#include "golden.hpp"

namespace rfsat::test {
namespace {

// A 4x4 with more than it needs: givens, a cage, a thermo and a dot.
constexpr const char* kRich =
    "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n"
    "set_cell(1,1)\nset_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\nset_cell(10,1)"
    "\nset_cell(16,4)\n"
    "sum(7, 2, 3)\nthermo(14, 13)\nkropki_diff(11, 12)\n";

// tdoku's first 17-clue puzzle with three more givens from its solution.
constexpr const char* kSolution17 =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

std::string msk_with_extra_givens() {
  std::string grid = kLine17;
  for (int c : {0, 40, 80}) grid[c] = kSolution17[c];
  std::string rows;
  for (int r = 0; r < 9; ++r) rows += grid.substr(r * 9, 9) + "\n";
  return rows;
}

class MinimizeCli : public Cli {
 protected:
  void SetUp() override {
    Cli::SetUp();
    dir.file("rich.rf", kRich);
    dir.file("many.rf", kEmpty4);
    dir.file("none.rf", kNone4);
    dir.file("g20.msk", msk_with_extra_givens());
  }
};

TEST_F(MinimizeCli, TextReport) {
  const Output o = rfsat("minimize rich.rf --seed 3");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_GOLDEN("minimize.text", o.out);
}

TEST_F(MinimizeCli, JsonReport) {
  const Output o = rfsat("minimize rich.rf --seed 3 -f json");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_GOLDEN("minimize.json", normalise_times(o.out));
}

TEST_F(MinimizeCli, OutputFileIsUniqueAndNeverTheInput) {
  const Output o = rfsat("minimize rich.rf -o min.rf");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("is in min.rf"), std::string::npos) << o.out;
  EXPECT_EQ(rfsat("check min.rf").code, 0);
  EXPECT_EQ(read_file(dir.path() / "rich.rf"), kRich);
  const Output same = rfsat("minimize rich.rf -o ./rich.rf");
  EXPECT_EQ(same.code, 2) << describe(same);
  EXPECT_EQ(read_file(dir.path() / "rich.rf"), kRich);
}

TEST_F(MinimizeCli, ClassicGridKeepsItsFormat) {
  const Output o = rfsat("minimize g20.msk -o min.msk");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("the minimal puzzle (msk) is in min.msk"), std::string::npos) << o.out;
  EXPECT_GOLDEN("minimize.msk", read_file(dir.path() / "min.msk"));
  EXPECT_EQ(rfsat("check min.msk").code, 0);
}

TEST_F(MinimizeCli, NotUniqueNoSolutionAndErrors) {
  EXPECT_EQ(rfsat("minimize many.rf").code, 1);
  EXPECT_EQ(rfsat("minimize none.rf").code, 1);
  EXPECT_EQ(rfsat("minimize missing.rf").code, 2);
  dir.file("bad.rf", "values = 1234\nrow_group\n");
  const Output bad = rfsat("minimize bad.rf");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("bad.rf:2:"), std::string::npos) << bad.err;
}

TEST_F(MinimizeCli, VariantPuzzleWrittenAsRf) {
  const fs::path json = source_dir() / ".." / "shared" / "variant-puzzles" / "19-thermo-ctc.json";
  if (!fs::exists(json)) GTEST_SKIP() << json << " is absent";
  dir.file("thermo.txt", nlohmann::json::parse(read_file(json))["original"].get<std::string>() +
                             "\n");  // ISS text
  const Output o = rfsat("minimize thermo.txt -o min.rf");
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("the minimal puzzle (rf) is in min.rf"), std::string::npos) << o.out;
  EXPECT_EQ(rfsat("check min.rf").code, 0);
}

}  // namespace
}  // namespace rfsat::test
