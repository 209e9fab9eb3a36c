// Tests of the independent checker (src/check/evaluate.cpp): every evaluate()
// overload on hand-picked satisfied and violated assignments, the messages of
// find_violation(), and closed-form counts of the assignments the checker
// accepts on small puzzles (via tests/support/brute_force.hpp). Everything the
// encoders are tested against rests on these results.
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "../support/brute_force.hpp"
#include "evaluate.hpp"

namespace {

using rfsat::check::evaluate;
using rfsat::check::find_violation;
using rfsat::model::SetValues;
using rfsat::model::Assignment;
using rfsat::model::Constraint;
using rfsat::model::DelValues;
using rfsat::model::Given;
using rfsat::model::Group;
using rfsat::model::Parity;
using rfsat::model::Puzzle;
using rfsat::model::Renban;
using rfsat::test::accepted_assignments;
using rfsat::test::first_cells;
using rfsat::test::for_each_assignment;
using rfsat::test::tiny_puzzle;

// ---- the helpers themselves -------------------------------------------------

TEST(BruteForce, TinyPuzzleNumbersSymbolsLikeTheSpec) {
  // §2: values=adbbbccb gives a=1, d=2, b=3, c=4.
  const Puzzle p = tiny_puzzle(2, 4, "adbbbccb");
  ASSERT_EQ(p.symbols.size(), 4);
  EXPECT_EQ(p.symbols.capacity, 8);
  EXPECT_EQ(p.geometry.cell_count(), 8);
  EXPECT_EQ(p.geometry.active_count(), 8);
  const std::string glyphs = "adbc";
  const std::vector<int> multiplicity = {1, 1, 4, 2};
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(p.symbols.symbols[s].glyph, glyphs[s]);
    EXPECT_EQ(p.symbols.symbols[s].multiplicity, multiplicity[s]);
    EXPECT_EQ(p.symbols.calc(s), s + 1);
  }
  EXPECT_FALSE(p.symbols.empty_symbol);
  EXPECT_TRUE(p.constraints.empty());
}

TEST(BruteForce, ForEachAssignmentVisitsTheCartesianProduct) {
  std::vector<std::vector<int>> seen;
  for_each_assignment({{0, 1}, {5}, {2, 3, 4}},
                      [&](const std::vector<int>& v) { seen.push_back(v); });
  ASSERT_EQ(seen.size(), 2u * 1u * 3u);
  EXPECT_EQ(seen.front(), (std::vector<int>{0, 5, 2}));
  EXPECT_EQ(seen.back(), (std::vector<int>{1, 5, 4}));
  EXPECT_EQ(std::set<std::vector<int>>(seen.begin(), seen.end()).size(), 6u);

  int calls = 0;
  for_each_assignment({{0, 1}, {}}, [&](const std::vector<int>&) { ++calls; });
  EXPECT_EQ(calls, 0);  // an empty domain: no tuple
  for_each_assignment({}, [&](const std::vector<int>&) { ++calls; });
  EXPECT_EQ(calls, 1);  // no positions: the one empty tuple
}

// ---- Group ---------------------------------------------------------------------

TEST(CheckerGroup, FullGroupNeedsExactMultiplicity) {
  // values=122333 (symbols 0='1' x1, 1='2' x2, 2='3' x3), a 6-cell group.
  // (The multiplicities sum to the group size, so "at most" for every symbol
  // already forces "exactly"; the checker states both, as the rule text does.)
  const Puzzle p = tiny_puzzle(1, 6, "122333");
  const Group g{first_cells(6)};
  EXPECT_TRUE(evaluate(g, p, Assignment{0, 1, 1, 2, 2, 2}));
  EXPECT_TRUE(evaluate(g, p, Assignment{2, 1, 2, 0, 2, 1}));
  EXPECT_FALSE(evaluate(g, p, Assignment{0, 0, 1, 2, 2, 2}));  // two 1s
  EXPECT_FALSE(evaluate(g, p, Assignment{0, 1, 1, 1, 2, 2}));  // three 2s
  EXPECT_FALSE(evaluate(g, p, Assignment{0, 1, 2, 2, 2, 2}));  // four 3s, one 2
  EXPECT_FALSE(evaluate(g, p, Assignment{1, 1, 2, 2, 2, 2}));  // no 1 at all
}

TEST(CheckerGroup, SmallerGroupIsAtMost) {
  const Puzzle p = tiny_puzzle(1, 6, "122333");
  const Group g{{0, 1, 2, 3}};  // 4 of 6 cells: at most, not exactly
  EXPECT_TRUE(evaluate(g, p, Assignment{1, 1, 2, 2, 0, 0}));  // no 1: fine
  EXPECT_TRUE(evaluate(g, p, Assignment{2, 2, 2, 0, 0, 0}));  // other cells ignored
  EXPECT_TRUE(evaluate(g, p, Assignment{0, 1, 2, 2, 1, 1}));
  EXPECT_FALSE(evaluate(g, p, Assignment{0, 0, 1, 2, 2, 2}));  // two 1s
  EXPECT_FALSE(evaluate(g, p, Assignment{1, 1, 1, 2, 2, 2}));  // three 2s
  EXPECT_FALSE(evaluate(g, p, Assignment{2, 2, 2, 2, 0, 1}));  // four 3s
}

TEST(CheckerGroup, EmptySymbolCountsLikeAnyOther) {
  // values=..12 with empty_value=.: a full 4-cell group holds exactly two dots.
  Puzzle p = tiny_puzzle(1, 4, "..12");
  p.symbols.empty_symbol = 0;
  p.symbols.symbols[0].calc = 0;
  const Group g{first_cells(4)};
  EXPECT_TRUE(evaluate(g, p, Assignment{0, 1, 0, 2}));
  EXPECT_FALSE(evaluate(g, p, Assignment{0, 0, 0, 1}));  // three empties
  EXPECT_FALSE(evaluate(g, p, Assignment{0, 1, 2, 2}));  // one empty, two 2s
}

// ---- Renban --------------------------------------------------------------------

TEST(CheckerRenban, ConsecutiveInAnyOrder) {
  const Puzzle p = tiny_puzzle(1, 3, "12345");
  const Renban r{first_cells(3)};
  EXPECT_TRUE(evaluate(r, p, Assignment{0, 1, 2}));   // 1 2 3
  EXPECT_TRUE(evaluate(r, p, Assignment{4, 2, 3}));   // 5 3 4
  EXPECT_FALSE(evaluate(r, p, Assignment{0, 1, 3}));  // 1 2 4: gap
  EXPECT_FALSE(evaluate(r, p, Assignment{0, 0, 1}));  // 1 1 2: repeat
  EXPECT_FALSE(evaluate(r, p, Assignment{1, 1, 1}));  // 2 2 2: max-min 0 but repeats
}

TEST(CheckerRenban, SkipsEmptyCells) {
  // values=.1234 with empty_value=. (calc 0).
  Puzzle p = tiny_puzzle(1, 4, ".1234");
  p.symbols.empty_symbol = 0;
  p.symbols.symbols[0].calc = 0;
  const Renban r{first_cells(4)};
  EXPECT_TRUE(evaluate(r, p, Assignment{0, 2, 0, 3}));   // 2 3
  EXPECT_TRUE(evaluate(r, p, Assignment{0, 0, 0, 0}));   // no non-empty cell
  EXPECT_TRUE(evaluate(r, p, Assignment{0, 4, 0, 0}));   // a single 4
  EXPECT_TRUE(evaluate(r, p, Assignment{0, 1, 2, 0}));   // 1 2 (the empty 0 is not part)
  EXPECT_FALSE(evaluate(r, p, Assignment{0, 1, 0, 3}));  // 1 3: gap
  EXPECT_FALSE(evaluate(r, p, Assignment{2, 2, 0, 3}));  // 2 2 3: repeat
}

TEST(CheckerRenban, DistinctSymbolsWithEqualCalcAreARepeat) {
  // values=1234 with symvalue(4,2): symbols 1 ('2') and 3 ('4') both count 2.
  Puzzle p = tiny_puzzle(1, 3, "1234");
  p.symbols.symbols[3].calc = 2;
  const Renban r{first_cells(3)};
  EXPECT_FALSE(evaluate(r, p, Assignment{1, 3, 0}));  // 2 2 1
  EXPECT_TRUE(evaluate(r, p, Assignment{0, 3, 2}));   // 1 2 3
  EXPECT_FALSE(evaluate(r, p, Assignment{0, 3, 3}));  // 1 2 2
}

TEST(CheckerRenban, NegativeAndZeroCalcNumbers) {
  // values=abcd with calc -1, 0, 1, 3.
  Puzzle p = tiny_puzzle(1, 3, "abcd");
  p.symbols.symbols[0].calc = -1;
  p.symbols.symbols[1].calc = 0;
  p.symbols.symbols[2].calc = 1;
  p.symbols.symbols[3].calc = 3;
  const Renban r{first_cells(3)};
  EXPECT_TRUE(evaluate(r, p, Assignment{2, 0, 1}));   // 1 -1 0
  EXPECT_FALSE(evaluate(r, p, Assignment{0, 1, 3}));  // -1 0 3
}

// ---- single cells -----------------------------------------------------------------

TEST(CheckerSingleCell, Given) {
  const Puzzle p = tiny_puzzle(1, 3, "123");
  EXPECT_TRUE(evaluate(Given{1, 2}, p, Assignment{0, 2, 1}));
  EXPECT_FALSE(evaluate(Given{1, 2}, p, Assignment{2, 0, 1}));
}

TEST(CheckerSingleCell, SetValues) {
  const Puzzle p = tiny_puzzle(1, 4, "1234");
  const SetValues c{2, {0, 3}};
  EXPECT_TRUE(evaluate(c, p, Assignment{1, 2, 0, 3}));
  EXPECT_TRUE(evaluate(c, p, Assignment{1, 2, 3, 0}));
  EXPECT_FALSE(evaluate(c, p, Assignment{0, 3, 1, 2}));
  EXPECT_FALSE(evaluate(SetValues{0, {}}, p, Assignment{0, 1, 2, 3}));
}

TEST(CheckerSingleCell, DelValues) {
  const Puzzle p = tiny_puzzle(1, 4, "1234");
  const DelValues c{2, {0, 3}};
  EXPECT_FALSE(evaluate(c, p, Assignment{1, 2, 0, 3}));
  EXPECT_FALSE(evaluate(c, p, Assignment{1, 2, 3, 0}));
  EXPECT_TRUE(evaluate(c, p, Assignment{0, 3, 1, 2}));
  EXPECT_TRUE(evaluate(DelValues{0, {}}, p, Assignment{0, 1, 2, 3}));
}

TEST(CheckerSingleCell, ParityWithNegativeCalcNumbers) {
  // values=abcd with calc -3 (odd), -2 (even), 0 (even), 7 (odd).
  Puzzle p = tiny_puzzle(1, 2, "abcd");
  p.symbols.symbols[0].calc = -3;
  p.symbols.symbols[1].calc = -2;
  p.symbols.symbols[2].calc = 0;
  p.symbols.symbols[3].calc = 7;
  const Parity even{{0, 1}, true};
  const Parity odd{{0, 1}, false};
  EXPECT_TRUE(evaluate(even, p, Assignment{1, 2}));
  EXPECT_FALSE(evaluate(even, p, Assignment{1, 0}));  // -3 is odd
  EXPECT_FALSE(evaluate(even, p, Assignment{3, 2}));
  EXPECT_TRUE(evaluate(odd, p, Assignment{0, 3}));    // -3 and 7
  EXPECT_FALSE(evaluate(odd, p, Assignment{0, 2}));   // 0 is even
  EXPECT_FALSE(evaluate(odd, p, Assignment{1, 3}));   // -2 is even
}

// ---- dispatch and find_violation ----------------------------------------------------

TEST(CheckerDispatch, ConstraintOverloadAgreesWithEachKind) {
  const Puzzle p = tiny_puzzle(1, 4, "1234");
  const std::vector<Constraint> all = {
      {Group{first_cells(4)}, {}},      {Renban{{0, 1}}, {}},
      {Given{0, 0}, {}},                {SetValues{1, {1, 2}}, {}},
      {DelValues{2, {0}}, {}},   {Parity{{3}, true}, {}},
  };
  // (Every kind goes through this dispatch in the exhaustive encoder tests,
  // which call find_violation; this test pins the base kinds by hand.)
  for (const Assignment& a : {Assignment{0, 1, 2, 3}, Assignment{0, 2, 0, 2}}) {
    for (const Constraint& c : all) {
      const bool direct = std::visit([&](const auto& k) { return evaluate(k, p, a); }, c.kind);
      EXPECT_EQ(evaluate(c, p, a), direct) << rfsat::model::kind_name(c);
    }
  }
  for (const Constraint& c : all) EXPECT_TRUE(evaluate(c, p, Assignment{0, 1, 2, 3}));
}

TEST(CheckerFindViolation, AcceptsASolution) {
  Puzzle p = tiny_puzzle(2, 2, "12");
  p.constraints = {{Group{{0, 1}}, {1, 1}}, {Group{{2, 3}}, {2, 1}},
                   {Group{{0, 2}}, {3, 1}}, {Group{{1, 3}}, {4, 1}}};
  EXPECT_EQ(find_violation(p, Assignment{0, 1, 1, 0}), std::nullopt);
}

TEST(CheckerFindViolation, DescribesShapeProblems) {
  Puzzle p = tiny_puzzle(2, 3, "123");
  p.geometry.hole[1] = true;
  EXPECT_EQ(find_violation(p, Assignment{0, -1, 1, 2, 0}),
            "assignment has 5 cells, the grid has 6");
  EXPECT_EQ(find_violation(p, Assignment{0, 1, 1, 2, 0, 1}), "hole r1c2 holds 1 (must be -1)");
  EXPECT_EQ(find_violation(p, Assignment{0, -1, 1, 2, -1, 1}), "cell r2c2 holds no symbol");
  EXPECT_EQ(find_violation(p, Assignment{0, -1, 3, 2, 0, 1}),
            "cell r1c3 holds 3, not a symbol index 0..2");
  EXPECT_EQ(find_violation(p, Assignment{0, -1, 1, -7, 0, 1}),
            "cell r2c1 holds -7, not a symbol index 0..2");
  EXPECT_EQ(find_violation(p, Assignment{0, -1, 1, 2, 0, 1}), std::nullopt);
}

TEST(CheckerFindViolation, NamesTheFirstViolatedConstraint) {
  Puzzle p = tiny_puzzle(1, 3, "123");
  p.constraints = {{Given{0, 0}, {}}, {Group{first_cells(3)}, {7, 1}}, {Given{2, 2}, {9, 1}}};
  EXPECT_EQ(find_violation(p, Assignment{0, 0, 2}), "group constraint violated (defined at line 7)");
  EXPECT_EQ(find_violation(p, Assignment{0, 2, 1}), "given constraint violated (defined at line 9)");
  EXPECT_EQ(find_violation(p, Assignment{1, 0, 2}),
            "given constraint violated (constraint #1, no source line)");
  EXPECT_EQ(find_violation(p, Assignment{0, 1, 2}), std::nullopt);
}

TEST(CheckerFindViolation, RejectsConstraintsOnHolesOrOutsideTheGrid) {
  Puzzle p = tiny_puzzle(1, 3, "12");
  p.geometry.hole[2] = true;
  p.constraints = {{Group{{1, 2}}, {}}};
  EXPECT_EQ(find_violation(p, Assignment{0, 1, -1}), "group constraint names hole r1c3");
  p.constraints = {{Given{3, 0}, {}}};
  EXPECT_EQ(find_violation(p, Assignment{0, 1, -1}),
            "given constraint names cell index 3, outside the grid");
}

// ---- closed forms by brute force ------------------------------------------------------

TEST(CheckerClosedForm, FullGroupOf1234IsAPermutation) {
  Puzzle p = tiny_puzzle(1, 4, "1234");
  p.constraints = {{Group{first_cells(4)}, {}}};
  const auto accepted = accepted_assignments(p, first_cells(4));
  EXPECT_EQ(accepted.size(), 4u * 3u * 2u * 1u);  // 4! = 24
  for (const auto& t : accepted) EXPECT_EQ(std::set<int>(t.begin(), t.end()).size(), 4u);
}

TEST(CheckerClosedForm, ThreeCellGroupOf1234IsAtMostOneEach) {
  Puzzle p = tiny_puzzle(1, 3, "1234");
  p.constraints = {{Group{first_cells(3)}, {}}};
  EXPECT_EQ(accepted_assignments(p, first_cells(3)).size(), 4u * 3u * 2u);  // 24
}

TEST(CheckerClosedForm, FullGroupOf122333IsAMultisetPermutation) {
  Puzzle p = tiny_puzzle(1, 6, "122333");
  p.constraints = {{Group{first_cells(6)}, {}}};
  // 6! / (1! 2! 3!) = 720 / (1 * 2 * 6) = 60
  EXPECT_EQ(accepted_assignments(p, first_cells(6)).size(), 720u / (1u * 2u * 6u));
}

TEST(CheckerClosedForm, ThreeCellRenbanOver12345) {
  Puzzle p = tiny_puzzle(1, 3, "12345");
  p.constraints = {{Renban{first_cells(3)}, {}}};
  // windows {1,2,3} {2,3,4} {3,4,5}, each in 3! orders: 3 * 6 = 18
  EXPECT_EQ(accepted_assignments(p, first_cells(3)).size(), 3u * (3u * 2u * 1u));
}

TEST(CheckerClosedForm, ThreeCellRenbanWithEmptySymbol) {
  Puzzle p = tiny_puzzle(1, 3, ".123");
  p.symbols.empty_symbol = 0;
  p.symbols.symbols[0].calc = 0;
  p.constraints = {{Renban{first_cells(3)}, {}}};
  // by number of empty cells:
  //   3 empty: 1
  //   2 empty: 3 places for the one digit * 3 digits = 9
  //   1 empty: 3 places for the empty * 2 pairs {1,2} {2,3} * 2 orders = 12
  //   0 empty: 3! orders of {1,2,3} = 6
  EXPECT_EQ(accepted_assignments(p, first_cells(3)).size(), 1u + 9u + 12u + 6u);  // 28
}

TEST(CheckerClosedForm, GroupWithAGiven) {
  Puzzle p = tiny_puzzle(1, 4, "1234");
  p.constraints = {{Group{first_cells(4)}, {}}, {Given{0, 2}, {}}};
  EXPECT_EQ(accepted_assignments(p, first_cells(4)).size(), 3u * 2u * 1u);  // 3! = 6
}

TEST(CheckerClosedForm, ParityOnTwoCells) {
  Puzzle p = tiny_puzzle(1, 2, "1234");
  p.constraints = {{Parity{{0}, true}, {}}, {Parity{{1}, false}, {}}};
  EXPECT_EQ(accepted_assignments(p, first_cells(2)).size(), 2u * 2u);  // {2,4} x {1,3}
}

TEST(CheckerClosedForm, HolesAreSkipped) {
  Puzzle p = tiny_puzzle(1, 4, "123");
  p.geometry.hole[1] = true;
  p.constraints = {{Group{{0, 2, 3}}, {}}};
  EXPECT_EQ(accepted_assignments(p, {0, 2, 3}).size(), 3u * 2u * 1u);  // 3! = 6
  EXPECT_THROW(accepted_assignments(p, {0, 1, 2, 3}), std::invalid_argument);
}

}  // namespace
