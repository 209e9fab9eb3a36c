// Calcudoku model conversion and writers (src/formats/cdok/): spec ->
// model -> spec, spec -> .rf -> semantic pass -> spec, cdok's pictures
// (cdok's README example, exactly), the refusals of calcudoku_of, and the
// model's meaning (solutions of the README example and of Nylimb puzzles).
#include "calcudoku_support.hpp"
#include "cdok/model.hpp"
#include "cdok/write.hpp"
#include "parse.hpp"
#include "resolve.hpp"
#include "rf/write.hpp"
#include "solve.hpp"

namespace rfsat::test {
namespace {


// cdok's README picture of the solved example.
const char* kReadmeSolved =
    "╔═════╦═════╦═════╦═════╦═══════════╗\n"
    "║12+  ║4/   ║     ║     ║3*   ┊     ║\n"
    "║  6  ║  4  ║  5  ║  2  ║  1  ┊  3  ║\n"
    "║     ║     ║     ║     ║     ┊     ║\n"
    "║┈┈┈┈┈║┈┈┈┈┈╠═════╩═════╬═══════════╣\n"
    "║     ║     ║7+   ┊     ║60*  ┊     ║\n"
    "║  5  ║  1  ║  4  ┊  3  ║  2  ┊  6  ║\n"
    "║     ║     ║     ┊     ║     ┊     ║\n"
    "║┈┈┈┈┈╠═════╬═══════════╩═════╗┈┈┈┈┈║\n"
    "║     ║12+  ║28+  ┊     ┊     ║     ║\n"
    "║  1  ║  2  ║  6  ┊  4  ┊  3  ║  5  ║\n"
    "║     ║     ║     ┊     ┊     ║     ║\n"
    "╠═════╣┈┈┈┈┈╠═══════════╗┈┈┈┈┈╚═════╣\n"
    "║     ║     ║1-   ┊     ║     ┊     ║\n"
    "║  3  ║  6  ║  2  ┊  1  ║  5  ┊  4  ║\n"
    "║     ║     ║     ┊     ║     ┊     ║\n"
    "╠═════╣┈┈┈┈┈╚═════╦═════╣┈┈┈┈┈╔═════╣\n"
    "║     ║     ┊     ║11+  ║     ║2*   ║\n"
    "║  4  ║  3  ┊  1  ║  5  ║  6  ║  2  ║\n"
    "║     ║     ┊     ║     ║     ║     ║\n"
    "╠═════╩═══════════╣┈┈┈┈┈╠═════╣┈┈┈┈┈║\n"
    "║10+  ┊     ┊     ║     ║     ║     ║\n"
    "║  2  ┊  5  ┊  3  ║  6  ║  4  ║  1  ║\n"
    "║     ┊     ┊     ║     ║     ║     ║\n"
    "╚═════════════════╩═════╩═════╩═════╝\n";

formats::cdok::CdokPuzzle readme() {
  Read r = read_spec(kReadme);
  EXPECT_TRUE(r.puzzle) << r.printed;
  return *r.puzzle;
}

std::optional<model::Puzzle> resolve_rf(const std::string& text, std::string* errors) {
  Diagnostics d("t.rf", text);
  std::optional<model::Puzzle> p;
  if (auto f = parser::parse_rule_file(text, d)) p = sema::resolve(*f, d);
  std::ostringstream out;
  d.print(out);
  *errors = out.str();
  return p;
}

TEST(CalcudokuFormats, ReadmeExampleSolvesToThePictureOfCdoksReadme) {
  const formats::cdok::CdokPuzzle spec = readme();
  const model::Puzzle p = formats::cdok::calcudoku_model(spec);
  solve::Result r = solve::solve(p, {.count = 2});
  ASSERT_EQ(solve::verdict_of(r), solve::Verdict::unique);
  const std::vector<int> v = formats::cdok::calcudoku_values(p, r.enumeration.solutions[0]);
  EXPECT_EQ(formats::cdok::write_cdok_picture(spec, &v, true), kReadmeSolved);
  EXPECT_EQ(formats::cdok::write_cdok_values(6, v),
            "6\t4\t5\t2\t1\t3\n5\t1\t4\t3\t2\t6\n1\t2\t6\t4\t3\t5\n3\t6\t2\t1\t5\t4\n"
            "4\t3\t1\t5\t6\t2\n2\t5\t3\t6\t4\t1\n");
}

TEST(CalcudokuFormats, AsciiPictureOfTheEmptyPuzzle) {
  const std::string pic = formats::cdok::write_cdok_picture(readme(), nullptr, false);
  const std::string expected_start =
      "+===================================+\n"  // cdok's ASCII frame has no tees
      "|12+  |4/   |     |     |3*   :     |\n"
      "|     |     |  5  |  2  |     :     |\n"
      "|     |     |     |     |     :     |\n"
      "|.....|.....+=====+=====+===========+\n";
  EXPECT_EQ(pic.substr(0, expected_start.size()), expected_start) << pic;
  EXPECT_EQ(pic.substr(pic.size() - 38), "+===================================+\n") << pic;
  EXPECT_NE(pic.find("+.....+=====+.....|\n"), std::string::npos) << pic;  // a tee inside
}

TEST(CalcudokuFormats, SpecRoundTripThroughTheModel) {
  const formats::cdok::CdokPuzzle spec = readme();
  std::string why;
  const std::optional<formats::cdok::CdokPuzzle> back = formats::cdok::calcudoku_of(formats::cdok::calcudoku_model(spec), &why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(formats::cdok::write_cdok(*back),
            "A+12\tB/4\t5\t2\tC*3\tC\nA\tB\tD+7\tD\tE*60\tE\nA\tF+12\tG+28\tG\tG\tE\n"
            "3\tF\tH-1\tH\tG\tG\n4\tF\tF\tI+11\tG\tJ*2\nK+10\tK\tK\tI\t4\tJ\n");
  // Writing, reading and writing again is stable.
  const Read again = read_spec(formats::cdok::write_cdok(*back));
  ASSERT_TRUE(again.puzzle) << again.printed;
  EXPECT_EQ(formats::cdok::write_cdok(*again.puzzle), formats::cdok::write_cdok(*back));
}

TEST(CalcudokuFormats, RuleFileRoundTrip) {
  const formats::cdok::CdokPuzzle spec = readme();
  std::string why, errors;
  const std::optional<std::string> rf = formats::rf::write_calcudoku_rf(spec, &why);
  ASSERT_TRUE(rf) << why;
  EXPECT_NE(rf->find("values = 123456\ncolumns = 6\nrows = 6\nrow_groups\ncolumn_groups\nrepetition\n"),
            std::string::npos);
  EXPECT_NE(rf->find("sum(12,1,7,13)\n"), std::string::npos) << *rf;
  EXPECT_NE(rf->find("ratio(4,2,8)\n"), std::string::npos) << *rf;
  EXPECT_NE(rf->find("set_cell(3,5)\n"), std::string::npos) << *rf;
  const std::optional<model::Puzzle> p = resolve_rf(*rf, &errors);
  ASSERT_TRUE(p) << errors;
  const std::optional<formats::cdok::CdokPuzzle> back = formats::cdok::calcudoku_of(*p, &why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(formats::cdok::write_cdok(*back), formats::cdok::write_cdok(*formats::cdok::calcudoku_of(formats::cdok::calcudoku_model(spec), &why)));
}

TEST(CalcudokuFormats, SixteenBySixteenUsesLettersAsSymbols) {
  // The values 10..16 are the symbols A..G in .rf; cdok keeps numbers.
  std::string text;
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c) {
      std::string tok = std::to_string((r + c) % 16 + 1);
      if (r == 0 && c < 2) tok = c == 0 ? "A+3" : "A";  // 1 + 2
      text += tok + (c < 15 ? " " : "\n");
    }
  const Read r = read_spec(text);
  ASSERT_TRUE(r.puzzle) << r.printed;
  std::string why, errors;
  const auto rf = formats::rf::write_calcudoku_rf(*r.puzzle, &why);
  ASSERT_TRUE(rf) << why;
  EXPECT_NE(rf->find("values = 123456789ABCDEFG\n"), std::string::npos);
  const auto p = resolve_rf(*rf, &errors);
  ASSERT_TRUE(p) << errors;
  EXPECT_EQ(formats::cdok::write_cdok(*formats::cdok::calcudoku_of(*p, &why)), formats::cdok::write_cdok(*r.puzzle));
}

TEST(CalcudokuFormats, CalcudokuOfRefusesWhatCdokCannotHold) {
  struct Case {
    const char* rf;
    const char* why;
  };
  const Case cases[] = {
      {"values=1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n", "only row and column groups"},
      {"values=123\nrow_groups\n", "every row and column"},
      {"values=123\nrow_groups\ncolumn_groups\nsum(3,1,2)\n", "r1c3 is in no cage and not given"},
      {"values=123\nrow_groups\ncolumn_groups\nsum(4,1,5)\nsum(3,2,3)\nsum(5,4,7)\nsum(6,6,8,9)\n",
       "not connected"},
      {"values=123\nrow_groups\ncolumn_groups\nsum(7,1,2,4,5)\nsum(3,3,6)\nsum(8,7,8,9)\n",
       "forbids repeats across rows"},
      {"values=1234\ncolumns=3\nrow_groups\ncolumn_groups\n", "square"},
      {"values=123\nhexagonal_grid(2,3)\nhexagon_lines\n", "square"},
      {"values=ABC\nrow_groups\ncolumn_groups\nsymvalue(A,5)\nsum(15,1,2,3,4,5,6,7,8,9)\nrepetition\n",
       "number 1..3"},
      {"values=123\nrow_groups\ncolumn_groups\nrepetition\nsum(18,1,2,3,4,5,6,7,8,9)\nthermo(1,2)\n",
       "'thermo' has no cdok form"},
  };
  for (const Case& c : cases) {
    std::string errors, why;
    const auto p = resolve_rf(c.rf, &errors);
    ASSERT_TRUE(p) << c.rf << errors;
    EXPECT_FALSE(formats::cdok::calcudoku_of(*p, &why)) << c.rf;
    EXPECT_NE(why.find(c.why), std::string::npos) << c.rf << "\n" << why;
  }
}

TEST(CalcudokuFormats, OneCellCagesOfARuleFileAreGivens) {
  std::string errors, why;
  const auto p = resolve_rf("values=12\nrow_groups\ncolumn_groups\nrepetition\nproduct(2,1)\nsum(3,2,4)\nratio(1,3)\n",
                            &errors);
  ASSERT_TRUE(p) << errors;
  const auto c = formats::cdok::calcudoku_of(*p, &why);
  ASSERT_TRUE(c) << why;
  EXPECT_EQ(formats::cdok::write_cdok(*c), "2\tA+3\n1\tA\n");
}

TEST(CalcudokuFormats, NylimbModelHasNoRuleFile) {
  const Read r = read_spec("A+12 40\nA 3\n", true);
  ASSERT_TRUE(r.puzzle) << r.printed;
  const model::Puzzle p = formats::cdok::calcudoku_model(*r.puzzle);
  EXPECT_EQ(p.symbols.size(), 100);
  std::string why;
  EXPECT_FALSE(formats::rf::write_calcudoku_rf(*r.puzzle, &why));
  EXPECT_NE(why.find("100 values"), std::string::npos);
  const auto back = formats::cdok::calcudoku_of(p, &why);
  ASSERT_TRUE(back) << why;
  EXPECT_TRUE(back->nylimb);
  EXPECT_EQ(formats::cdok::write_cdok(*back), "A+12\t40\nA\t3\n");
  // 2x2 Nylimb: A holds a and b with a + b = 12 in column 1, no shared digit
  // with 40 / 3 in their rows, no digit twice in the column.
  solve::Result run = solve::solve(p, {.count = 1000});
  ASSERT_TRUE(run.enumeration.complete);
  int expected = 0;
  for (int a = 0; a <= 99; ++a)
    for (int b = 0; b <= 99; ++b)
      if (a + b == 12 && formats::cdok::nylimb_valid_value(a) && formats::cdok::nylimb_valid_value(b) &&
          formats::cdok::nylimb_compatible(a, 40) && formats::cdok::nylimb_compatible(b, 3) && formats::cdok::nylimb_compatible(a, b))
        ++expected;
  EXPECT_EQ(static_cast<int>(run.enumeration.solutions.size()), expected);
}

}  // namespace
}  // namespace rfsat::test
