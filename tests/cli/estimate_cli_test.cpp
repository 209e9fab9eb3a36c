// `rfsat solve --estimate` through the executable: the text and JSON
// answers, the hint of a count stopped at --count, and one puzzle only.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_helper.hpp"

namespace rfsat::test {
namespace {

const char* kEmpty4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

TEST(EstimateCli, TextAndJson) {
  ScratchDir dir;
  write_file(dir.path() / "empty.rf", kEmpty4);
  const Output text = rfsat("solve --estimate empty.rf", dir.path());
  ASSERT_EQ(text.code, 0) << describe(text);
  EXPECT_EQ(text.out.rfind("about ", 0), 0u) << text.out;
  EXPECT_NE(text.out.find("95% confidence"), std::string::npos) << text.out;
  const Output json = rfsat("solve --estimate -f json --seed 3 empty.rf", dir.path());
  ASSERT_EQ(json.code, 0) << describe(json);
  const nlohmann::json j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["exact"], false);
  EXPECT_LE(j["low"].get<double>(), 288);
  EXPECT_GE(j["high"].get<double>(), 288);
  write_file(dir.path() / "few.rf", std::string(kEmpty4) + "set_cell(1,1)\nset_cell(6,3)\n");
  EXPECT_EQ(rfsat("solve --estimate few.rf", dir.path()).out.rfind("exactly ", 0), 0u);
}

TEST(EstimateCli, ACountPastItsLimitHintsAtTheEstimate) {
  ScratchDir dir;
  write_file(dir.path() / "empty.rf", kEmpty4);
  const Output o = rfsat("solve -n 3 empty.rf", dir.path());
  EXPECT_NE(o.err.find("--estimate"), std::string::npos) << describe(o);
}

TEST(EstimateCli, OnePuzzleOnly) {
  ScratchDir dir;
  write_file(dir.path() / "two.txt", std::string(81, '.') + "\n" + std::string(81, '.') + "\n");
  const Output o = rfsat("solve --estimate two.txt", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("--estimate takes one puzzle"), std::string::npos) << describe(o);
}

}  // namespace
}  // namespace rfsat::test
