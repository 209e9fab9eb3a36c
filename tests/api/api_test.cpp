// The public API (include/rfsat/rfsat.hpp) as a user of the shared library
// rfsat::rfsat sees it: loading every kind of input, verdicts, counts,
// solutions, options and errors. Links only rfsat::rfsat and GoogleTest.
#include <gtest/gtest.h>

#include <rfsat/rfsat.hpp>
#include <set>
#include <string>

namespace {

const std::string kLatin4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";

TEST(Api, EmptyFourByFourHas288Solutions) {
  rfsat::Puzzle p = rfsat::Puzzle::from_text(kLatin4, "latin.rf");
  EXPECT_EQ(p.rows(), 4);
  EXPECT_EQ(p.columns(), 4);
  EXPECT_EQ(p.cells(), 16);
  rfsat::Result r = p.solve({.max_solutions = 1000});
  EXPECT_EQ(r.verdict, rfsat::Verdict::multiple);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.verdict_text, "exactly 288 solutions");
  std::set<std::string> distinct(r.solutions.begin(), r.solutions.end());
  EXPECT_EQ(distinct.size(), 288u);
  for (const std::string& s : r.solutions) EXPECT_EQ(s.size(), 16u);
}

TEST(Api, UniquePuzzleGivesItsSolution) {
  // A 4x4 with enough givens for one solution: 1234/3412/2143/4321.
  const std::string text = kLatin4 +
                           "set_cell(1, 1)\nset_cell(2, 2)\nset_cell(5, 3)\nset_cell(11, "
                           "4)\nset_cell(14, 3)\nset_cell(15, 2)\n";
  rfsat::Puzzle p = rfsat::Puzzle::from_text(text);
  rfsat::Result r = p.solve();
  ASSERT_EQ(r.verdict, rfsat::Verdict::unique) << r.verdict_text;
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.solutions[0], "1234341221434321");
  EXPECT_TRUE(p.is_unique());
}

TEST(Api, NoSolutionAndAtLeast) {
  rfsat::Puzzle none = rfsat::Puzzle::from_text(kLatin4 + "set_cell(1, 1)\nset_cell(2, 1)\n");
  EXPECT_EQ(none.solve().verdict, rfsat::Verdict::no_solution);
  rfsat::Puzzle open = rfsat::Puzzle::from_text(kLatin4);
  rfsat::Result one = open.solve({.max_solutions = 1});
  EXPECT_EQ(one.verdict, rfsat::Verdict::at_least);
  EXPECT_EQ(one.solutions.size(), 1u);
}

TEST(Api, ClassicLineIsOneGrid) {
  const std::string line =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
  rfsat::Puzzle p = rfsat::Puzzle::from_text(line, "p.txt");
  rfsat::Result r = p.solve();
  EXPECT_EQ(r.verdict, rfsat::Verdict::unique);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.solutions[0].substr(0, 9), "417369825");
}

TEST(Api, ErrorsCarryTheDiagnostics) {
  try {
    rfsat::Puzzle::from_text("values = 1234\nrow_groups\nthermo(1, 99)\n", "bad.rf");
    FAIL() << "accepted";
  } catch (const rfsat::Error& e) {
    EXPECT_NE(std::string(e.what()).find("bad.rf:3:"), std::string::npos) << e.what();
  }
  EXPECT_THROW(rfsat::Puzzle::from_file("/nonexistent/x.rf"), rfsat::Error);
  EXPECT_THROW(rfsat::Puzzle::from_text(kLatin4, "x", "no-such-format"), rfsat::Error);
  rfsat::Puzzle p = rfsat::Puzzle::from_text(kLatin4);
  EXPECT_THROW(p.solve({.max_solutions = 0}), rfsat::Error);
}

TEST(Api, VersionIsTheProjects) { EXPECT_EQ(rfsat::version(), "0.1.0"); }

}  // namespace
