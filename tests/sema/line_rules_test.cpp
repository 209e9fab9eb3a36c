// Tests of the semantic pass for the line rules of my family (spec §9):
// thermo, slow_thermo, palindrome, whisper and renban_line become the right
// model constraints with 0-based cells in line order, lines revisit cells
// where the rule allows it, and bad lines (a repeat on a thermo or an arrow,
// too few cells, a bad whisper distance, ';') are errors that point at the
// offending token. Also the refusal of japanese_crossword and pencil.
#include <gtest/gtest.h>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

TEST(LineRules, ThermoAndSlowThermo) {
  Result r = resolve_text("values=1234\nthermo(1,2,6)\nslow_thermo(16)\n");
  ASSERT_TRUE(r.puzzle);
  auto t = kinds_of<model::Thermo>(*r.puzzle);
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].cells, (std::vector<int>{0, 1, 5}));
  EXPECT_TRUE(t[0].strict);
  EXPECT_EQ(t[1].cells, (std::vector<int>{15}));
  EXPECT_FALSE(t[1].strict);
  EXPECT_EQ(r.puzzle->constraints[0].origin.line, 2);
}

TEST(LineRules, PalindromeWhisperRenbanLine) {
  Result r = resolve_text("values=123456789\npalindrome(3,2,1)\nwhisper(5,1,10,19)\nrenban_line(81,80)\n");
  ASSERT_TRUE(r.puzzle);
  auto p = kinds_of<model::Palindrome>(*r.puzzle);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].cells, (std::vector<int>{2, 1, 0}));
  auto w = kinds_of<model::Whisper>(*r.puzzle);
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].d, 5);
  EXPECT_EQ(w[0].cells, (std::vector<int>{0, 9, 18}));
  auto rb = kinds_of<model::Renban>(*r.puzzle);
  ASSERT_EQ(rb.size(), 1u);
  EXPECT_EQ(rb[0].cells, (std::vector<int>{80, 79}));
}

TEST(LineRules, OneCellLinesAreAccepted) {
  Result r = resolve_text("values=123\nthermo(1)\npalindrome(2)\nrenban_line(3)\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_EQ(r.puzzle->constraints.size(), 3u);
}

// Lines may revisit a cell where the meaning allows (issue 26): whisper,
// palindrome and slow_thermo keep the line as drawn, renban_line is the set
// of its cells; thermo and arrow refuse (see the error cases).
TEST(LineRules, LinesMayRevisitCells) {
  // The whisper of a real puzzle: r6c7 r5c7 r6c6 r5c5 r4c6 r5c7 on 9x9.
  Result r = resolve_text(
      "values=123456789\nwhisper(5, 52, 43, 51, 41, 33, 43)\npalindrome(1,5,9,5)\n"
      "slow_thermo(4,4)\nrenban_line(2, 3, 2)\n");
  ASSERT_TRUE(r.puzzle);
  auto w = kinds_of<model::Whisper>(*r.puzzle);
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].cells, (std::vector<int>{51, 42, 50, 40, 32, 42}));
  EXPECT_EQ(kinds_of<model::Palindrome>(*r.puzzle)[0].cells, (std::vector<int>{0, 4, 8, 4}));
  EXPECT_EQ(kinds_of<model::Thermo>(*r.puzzle)[0].cells, (std::vector<int>{3, 3}));
  EXPECT_EQ(kinds_of<model::Renban>(*r.puzzle)[0].cells, (std::vector<int>{1, 2}));
}

TEST(LineRules, CellsMayBeSharedAcrossLines) {
  Result r = resolve_text("values=1234\nthermo(1,2,3)\nthermo(1,5,9)\npalindrome(1,2)\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_EQ(kinds_of<model::Thermo>(*r.puzzle).size(), 2u);
}

class LineRuleErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(LineRuleErrors, PointsAtTheProblem) {
  test::expect_error(GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, LineRuleErrors,
    ::testing::Values(
        ErrorCase{"values=123\nthermo(1,2,1)\n", 2, 12, "lists cell 1 (r1c1) twice"},
        ErrorCase{"values=1234\narrow(1; 2, 5, 2)\n", 2, 16, "twice"},
        ErrorCase{"values=123\nthermo()\n", 2, 1, "takes at least 1 argument"},
        ErrorCase{"values=123\npalindrome()\n", 2, 1, "takes at least 1 argument"},
        ErrorCase{"values=123\nwhisper(5,1)\n", 2, 1, "takes at least 3 arguments"},
        ErrorCase{"values=123\nwhisper(0,1,2)\n", 2, 9, "at least 1"},
        ErrorCase{"values=123\nwhisper(-2,1,2)\n", 2, 9, "at least 1"},
        ErrorCase{"values=123\nwhisper(x,1,2)\n", 2, 9, "expected an integer"},
        ErrorCase{"values=123\nthermo(1,10)\n", 2, 10, "out of range"},
        ErrorCase{"values=123\nrestrict_grid(2)\npalindrome(1,2)\n", 3, 14, "is a hole"},
        ErrorCase{"values=123\nthermo(1,2;3)\n", 2, 12, "';' is not allowed"},
        ErrorCase{"values=123\nthermo\n", 2, 1, "thermo"},
        ErrorCase{"values=123\njapanese_crossword\n", 2, 1, "refuses"},
        ErrorCase{"values=123\npencil\n", 2, 1, "refuses"}));

}  // namespace
}  // namespace rfsat
