// The likely-mistake warnings (src/sema/lint.hpp): each lint fires on a file
// with the slip, at the slip's line and column, and not on the same file
// with the slip fixed; `// nolint` and `// nolint(name)` silence them.
#include "lint.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <sstream>

#include "load.hpp"
#include "support/source_tree.hpp"

namespace rfsat {
namespace {

std::vector<lint::Warning> lints_of(const std::string& text) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("t.rf", text, err, {}, false);
  EXPECT_TRUE(p) << err.str();
  return p ? lint::lint(*p, text) : std::vector<lint::Warning>{};
}

std::vector<std::string> names_of(const std::string& text) {
  std::vector<std::string> out;
  for (const lint::Warning& w : lints_of(text)) out.push_back(w.name);
  return out;
}

const std::string kGrid = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

TEST(Lint, ValuesThatLookLikeARange) {
  const auto w = lints_of("values = 1-4\nrow_groups\n");
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].name, "values-range");
  EXPECT_EQ(w[0].pos.line, 1);
  EXPECT_EQ(w[0].pos.column, 11);
  EXPECT_EQ(names_of("values = 1..4\nrow_groups\n"), std::vector<std::string>{"values-range"});
  EXPECT_TRUE(names_of("values = 1234\nrow_groups\n").empty());
  EXPECT_TRUE(names_of("values = 1-4  // nolint\nrow_groups\n").empty());
}

TEST(Lint, NoGroupsAtAll) {
  EXPECT_EQ(names_of("values = 1234\nset_cell(1, 2)\n"), std::vector<std::string>{"no-groups"});
  EXPECT_TRUE(names_of("values = 1234\njigsaw(1, 2, 5, 6)\n").empty());
}

TEST(Lint, CageTotalOutOfReach) {
  const auto w = lints_of(kGrid + "sum(1, 2, 10)\n");  // cells first: a total of 1
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].name, "unreachable-total");
  EXPECT_EQ(w[0].pos.line, 5);
  EXPECT_NE(w[0].message.find("3..7"), std::string::npos) << w[0].message;
  EXPECT_TRUE(names_of(kGrid + "sum(5, 2, 10)\n").empty());
  EXPECT_TRUE(names_of(kGrid + "sum(7, 1, 2)\n").empty());  // 3 + 4, the largest
  EXPECT_EQ(names_of(kGrid + "sum(8, 1, 2)\n"), std::vector<std::string>{"unreachable-total"});
  EXPECT_TRUE(names_of(kGrid + "repetition\nsum(8, 1, 6)\n").empty());  // 4 + 4 with repeats
  EXPECT_EQ(names_of(kGrid + "sum(10, 1, 2, 3, 4, 5)\n"),               // five cells, four symbols
            std::vector<std::string>{"unreachable-total"});
}

TEST(Lint, TheSameRuleTwice) {
  const auto w = lints_of(kGrid + "sum(5, 1, 2)\nsum( 5,1 , 2 ) // again\n");
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].name, "duplicate-rule");
  EXPECT_EQ(w[0].pos.line, 6);
  EXPECT_TRUE(names_of(kGrid + "sum(5, 1, 2)\nsum(5, 3, 4)\n").empty());
  EXPECT_TRUE(names_of(kGrid + "sum(5, 1, 2)\nsum(5, 1, 2) // nolint(duplicate-rule)\n").empty());
  EXPECT_EQ(names_of(kGrid + "sum(5, 1, 2)\nsum(5, 1, 2) // nolint(values-range)\n"),
            std::vector<std::string>{"duplicate-rule"});
}

TEST(Lint, GivensThatBreakARuleOnTheirOwn) {
  EXPECT_EQ(names_of(kGrid + "set_cell(1, 2)\nset_cell(4, 2)\n"),  // one row
            std::vector<std::string>{"given-conflict"});
  EXPECT_EQ(names_of(kGrid + "odd(6)\nset_cell(6, 2)\n"),
            std::vector<std::string>{"given-conflict"});
  EXPECT_EQ(names_of(kGrid + "del_values(6, 3)\nset_cell(6, 3)\n"),
            std::vector<std::string>{"given-conflict"});
  EXPECT_TRUE(names_of(kGrid + "set_cell(1, 2)\nset_cell(7, 2)\nodd(6)\nset_cell(6, 3)\n").empty());
}

TEST(Lint, PrintsPositionCaretAndName) {
  const std::string text = "values = 1-4\nrow_groups\n";
  std::ostringstream out;
  lint::print(lints_of(text).at(0), "t.rf", text, out);
  EXPECT_EQ(out.str(),
            "t.rf:1:11: warning: values = 1-4 is 3 symbols, not a range: list every symbol "
            "(values = 123456789) [values-range]\n  values = 1-4\n            ^\n");
}

TEST(Lint, NoFalseAlarmOnTheBundledPuzzles) {
  const std::vector<std::string> files = test::puzzle_files();
  ASSERT_FALSE(files.empty());
  for (const std::string& rel : files) {
    if (rel.size() < 3 || rel.substr(rel.size() - 3) != ".rf") continue;
    std::ifstream in(test::puzzles_dir() / rel);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (const lint::Warning& w : lints_of(text))
      ADD_FAILURE() << rel << ":" << w.pos.line << ": " << w.message << " [" << w.name << "]";
  }
}

}  // namespace
}  // namespace rfsat
