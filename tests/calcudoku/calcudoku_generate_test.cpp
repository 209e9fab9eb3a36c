// rfsat generate (src/generate/generate.hpp): calcudokus are unique (confirmed
// by the brute-force counter for small sizes, independent of the solver),
// reproducible from their seed, within the cage-size limits, two-cell
// differences and ratios with -T, within the difficulty bound; --rules makes
// any rule file a unique puzzle.
#include "calcudoku_support.hpp"
#include "cdok/model.hpp"
#include "cdok/write.hpp"
#include "generate.hpp"
#include "parse.hpp"
#include "resolve.hpp"
#include "solve.hpp"
#include "support/sema_support.hpp"

namespace rfsat::test {
namespace {

generate::Generated make(generate::CalcudokuOptions o) {
  std::string why;
  std::optional<generate::Generated> g = generate::generate_calcudoku(o, &why);
  EXPECT_TRUE(g) << why;
  return g ? *g : generate::Generated{};
}

// Spec text -> reader -> puzzle: what a user of the output gets.
formats::cdok::CdokPuzzle reread(const generate::Generated& g) {
  const Read r = read_spec(formats::cdok::write_cdok(g.puzzle));
  EXPECT_TRUE(r.puzzle) << r.printed << formats::cdok::write_cdok(g.puzzle);
  return r.puzzle ? *r.puzzle : formats::cdok::CdokPuzzle{};
}

TEST(Generate, SmallPuzzlesAreUniqueByBruteForce) {
  for (int size : {3, 4, 5})
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const generate::Generated g = make({.size = size, .seed = seed});
      const formats::cdok::CdokPuzzle p = reread(g);
      BruteForce brute(p);
      EXPECT_EQ(brute.count(2), 1) << "size " << size << " seed " << seed << "\n" << formats::cdok::write_cdok(g.puzzle);
      EXPECT_EQ(brute.first_solution(), g.solution);
    }
}

TEST(Generate, SameSeedSamePuzzleOtherSeedOtherPuzzle) {
  const generate::Generated a = make({.size = 7, .seed = 42});
  const generate::Generated b = make({.size = 7, .seed = 42});
  const generate::Generated c = make({.size = 7, .seed = 43});
  EXPECT_EQ(formats::cdok::write_cdok(a.puzzle), formats::cdok::write_cdok(b.puzzle));
  EXPECT_NE(formats::cdok::write_cdok(a.puzzle), formats::cdok::write_cdok(c.puzzle));
}

TEST(Generate, CageLimitsTwoCellOperatorsAndUniqueness) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const generate::Generated g = make({.size = 8, .seed = seed, .two_cell = true, .min_cage = 2, .max_cage = 5});
    const formats::cdok::CdokPuzzle p = reread(g);
    for (const formats::cdok::CdokCage& c : p.cages) {
      EXPECT_GE(c.cells.size(), 2u);
      EXPECT_LE(c.cells.size(), 5u);
      if (c.op == '-' || c.op == '/') {
        EXPECT_EQ(c.cells.size(), 2u) << "-T: " << c.op << " cage of " << c.cells.size();
      }
    }
    EXPECT_LE(p.cages.size(), 52u);
    const model::Puzzle m = formats::cdok::calcudoku_model(p);
    solve::Result r = solve::solve(m, {.count = 2, .time_limit = 60.0});
    ASSERT_EQ(solve::verdict_of(r), solve::Verdict::unique) << formats::cdok::write_cdok(p);
    EXPECT_EQ(formats::cdok::calcudoku_values(m, r.enumeration.solutions[0]), g.solution);
  }
}

TEST(Generate, OperatorChoiceAndNoGivens) {
  // --ops: only the operators named; a + or * is needed (every cage fits one).
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const generate::Generated g = make({.size = 5, .seed = seed, .ops = "*-"});
    const formats::cdok::CdokPuzzle p = reread(g);
    for (const formats::cdok::CdokCage& c : p.cages)
      EXPECT_TRUE(c.op == '*' || c.op == '-') << c.op;
    EXPECT_EQ(BruteForce(p).count(2), 1) << formats::cdok::write_cdok(g.puzzle);
  }
  std::string why;
  EXPECT_FALSE(generate::generate_calcudoku({.size = 5, .ops = "-/"}, &why));
  EXPECT_NE(why.find("--ops"), std::string::npos) << why;
  EXPECT_FALSE(generate::generate_calcudoku({.size = 5, .ops = "*x"}, &why));
  // --no-givens: every cell caged, the verdict the solver's, confirmed by
  // the brute-force counter; the same seed gives the same puzzle.
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const generate::CalcudokuOptions o{
        .size = 5, .seed = seed, .ops = "*-", .no_givens = true, .min_cage = 3, .max_cage = 5};
    const generate::Generated g = make(o);
    const formats::cdok::CdokPuzzle p = reread(g);
    EXPECT_EQ(std::count(p.given.begin(), p.given.end(), -1), 25)
        << formats::cdok::write_cdok(g.puzzle);
    const long long n = BruteForce(p).count(2);
    EXPECT_EQ(g.verdict, n == 1 ? "unique" : "at least 2 solutions")
        << formats::cdok::write_cdok(g.puzzle);
    EXPECT_EQ(formats::cdok::write_cdok(make(o).puzzle), formats::cdok::write_cdok(g.puzzle));
  }
}

TEST(Generate, DifficultyBounds) {
  const generate::Generated easy = make({.size = 6, .seed = 3, .max_difficulty = 0});
  EXPECT_EQ(easy.difficulty, 0);
  EXPECT_EQ(generate::difficulty(formats::cdok::calcudoku_model(easy.puzzle)), 0);
  const generate::Generated hard = make({.size = 6, .seed = 3, .max_cage = 6, .min_difficulty = 3});
  EXPECT_GE(hard.difficulty, 3);
  EXPECT_EQ(generate::difficulty(formats::cdok::calcudoku_model(hard.puzzle)), hard.difficulty);
  const generate::Generated bounded = make({.size = 7, .seed = 2, .max_cage = 6, .max_difficulty = 2});
  EXPECT_LE(bounded.difficulty, 2);
  std::string why;
  EXPECT_FALSE(generate::generate_calcudoku({.size = 4, .seed = 1, .min_difficulty = 100}, &why));
  EXPECT_NE(why.find("not 100"), std::string::npos) << why;
}

TEST(Generate, CageSizesBeyondTheDefaults) {
  const generate::Generated g = make({.size = 6, .seed = 9, .min_cage = 3, .max_cage = 6});
  for (const formats::cdok::CdokCage& c : reread(g).cages) EXPECT_LE(c.cells.size(), 6u);
  std::string why;
  EXPECT_FALSE(generate::generate_calcudoku({.size = 6, .seed = 1, .min_cage = 4, .max_cage = 3}, &why));
  EXPECT_FALSE(generate::generate_calcudoku({.size = 0, .seed = 1}, &why));
}

TEST(Generate, OneByOne) {
  const generate::Generated g = make({.size = 1, .seed = 1});
  EXPECT_EQ(formats::cdok::write_cdok(g.puzzle), "1\n");
}

TEST(Generate, RulesFileBecomesUnique) {
  const std::string text =
      "values = 123456\nrow_groups\ncolumn_groups\nbox_groups(3,2)\n"
      "kropki_diff(1,2)\nset_cell(1,1)\n";
  const std::optional<model::Puzzle> p = resolve_text(text).puzzle;
  ASSERT_TRUE(p);
  std::string why;
  const auto r = generate::generate_from_rules(text, *p, {.seed = 7}, &why);
  ASSERT_TRUE(r) << why;
  EXPECT_NE(r->text.find("kropki_diff(1,2)\n"), std::string::npos);  // clues stay without `clues`
  const auto q = resolve_text(r->text).puzzle;
  ASSERT_TRUE(q) << r->text;
  EXPECT_EQ(solve::verdict_of(solve::solve(*q, {.count = 2, .time_limit = 60.0})), solve::Verdict::unique) << r->text;
  // Same seed, same text.
  EXPECT_EQ(generate::generate_from_rules(text, *p, {.seed = 7}, &why)->text, r->text);
}

TEST(Generate, RulesWithCluesRemoved) {
  const fs::path rf = source_dir() / "puzzles" / "variants" / "calcudoku_6x6.rf";
  const std::string text = slurp(rf);
  const std::optional<model::Puzzle> p = resolve_text(text).puzzle;
  ASSERT_TRUE(p);
  std::string why;
  const auto r = generate::generate_from_rules(text, *p, {.seed = 5, .clues = true}, &why);
  ASSERT_TRUE(r) << why;
  EXPECT_GT(r->removed_clues, 0);
  const auto q = resolve_text(r->text).puzzle;
  ASSERT_TRUE(q) << r->text;
  EXPECT_EQ(solve::verdict_of(solve::solve(*q, {.count = 2, .time_limit = 60.0})), solve::Verdict::unique) << r->text;
}

TEST(Generate, RulesWithoutSolution) {
  const std::string text = "values = 12\nrow_groups\ncolumn_groups\nset_cell(1,1)\nset_cell(2,1)\n";
  const std::optional<model::Puzzle> p = resolve_text(text).puzzle;
  ASSERT_TRUE(p);
  std::string why;
  EXPECT_FALSE(generate::generate_from_rules(text, *p, {.seed = 1}, &why));
  EXPECT_EQ(why, "the rules have no solution");
}

TEST(Generate, RngIsPortable) {
  generate::Rng a(1), b(1);
  EXPECT_EQ(a.next(), b.next());
  generate::Rng c(12345);
  EXPECT_EQ(c.next(), 0x22118258a9d111a0ULL);  // splitmix64 reference value
  for (int i = 0; i < 1000; ++i) {
    const int x = c.below(7);
    EXPECT_GE(x, 0);
    EXPECT_LT(x, 7);
  }
}

}  // namespace
}  // namespace rfsat::test
