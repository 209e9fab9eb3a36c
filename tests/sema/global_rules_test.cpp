// Tests of the semantic pass for the global and cell rules of issue 27
// (rules_global.cpp) and the strict dots: each rule's items carry the cells
// the geometry gives (sets, pairs at each distance, squares, above / below,
// indexer lines, compared neighbours, the minimum cells of several lines not
// compared), every item is accepted by the checker's own reading of the
// geometry, and bad uses are errors at the offending token.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <tuple>

#include "evaluate.hpp"
#include "global_cells.hpp"
#include "puzzle_facts.hpp"
#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

model::Puzzle ok(const std::string& text) {
  Result r = resolve_text(text);
  EXPECT_TRUE(r.puzzle) << text << (r.errors.empty() ? "" : r.errors[0].message);
  return r.puzzle ? *r.puzzle : model::Puzzle{};
}

constexpr const char* kSudoku4 = "values=1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";

TEST(GlobalRules, DisjointSetsFollowTheBoxes) {
  model::Puzzle p = ok(std::string(kSudoku4) + "disjoint_sets\n");
  auto sets = kinds_of<model::DisjointSets>(p);
  ASSERT_EQ(sets.size(), 4u);
  EXPECT_EQ(sets[0].cells, (std::vector<int>{0, 2, 8, 10}));
  EXPECT_EQ(sets[3].cells, (std::vector<int>{5, 7, 13, 15}));
  // (w, h) given: 1x2 boxes on the 4x4 make two sets of 8, more than values.
  auto big = resolve_text("values=1234\ndisjoint_sets(1,2)\n");
  ASSERT_FALSE(big.errors.empty());
  EXPECT_NE(big.errors[0].message.find("sets of 8 cells"), std::string::npos);
  auto sets2 =
      kinds_of<model::DisjointSets>(ok("values=12345678\ncolumns=4\nrows=2\ndisjoint_sets(2,1)\n"));
  ASSERT_EQ(sets2.size(), 2u);
  EXPECT_EQ(sets2[1].cells, (std::vector<int>{1, 3, 5, 7}));
}

TEST(GlobalRules, AntiTaxicabPairsByDistance) {
  model::Puzzle p = ok("values=123\nrestrict_grid(5)\nanti_taxicab\n");
  auto ks = kinds_of<model::AntiTaxicab>(p);
  ASSERT_EQ(ks.size(), 3u);  // distances 1, 2, 3
  EXPECT_EQ(ks[0].distance, 1);
  EXPECT_EQ(ks[0].pairs.size(), 8u);  // the 12 edges of 3x3 less the centre's 4
  EXPECT_EQ(ks[2].distance, 3);
  EXPECT_EQ(ks[2].pairs, (std::vector<model::CellPair>{
                             {0, 5}, {0, 7}, {1, 6}, {1, 8}, {2, 3}, {2, 7}, {3, 8}, {5, 6}}));
  // symvalue: a number beyond any distance makes nothing.
  EXPECT_EQ(kinds_of<model::AntiTaxicab>(ok("values=12\nsymvalue(2,50)\nanti_taxicab\n")).size(),
            1u);
}

// The pairs are the brute-force list (sorted, each once), and the bound a
// rule reserves before building them (taxicab_pair_bound) is their count on
// whole rectangles and at least it with holes.
TEST(GlobalRules, AntiTaxicabBoundIsThePairCount) {
  for (const auto& [rows, cols, holes] :
       {std::tuple{1, 9, ""}, {9, 1, ""}, {3, 5, ""}, {6, 4, ""}, {7, 7, "restrict_grid(5)\n"}}) {
    const model::Puzzle p = ok("values=123456789ABCDEF\nrows=" + std::to_string(rows) +
                               "\ncolumns=" + std::to_string(cols) + "\n" + holes +
                               "symvalue(A,10)\nsymvalue(B,11)\nsymvalue(C,12)\nsymvalue(D,13)"
                               "\nsymvalue(E,14)\nsymvalue(F,15)\nanti_taxicab\n");
    const model::Geometry& g = p.geometry;
    std::vector<std::vector<model::CellPair>> made(16);
    for (const model::AntiTaxicab& k : kinds_of<model::AntiTaxicab>(p))
      made[static_cast<std::size_t>(k.distance)] = k.pairs;
    for (int d = 1; d <= 15; ++d) {
      std::vector<model::CellPair> pairs;
      for (int a = 0; a < g.cell_count(); ++a)
        for (int b = a + 1; b < g.cell_count(); ++b)
          if (!g.is_hole(a) && !g.is_hole(b) &&
              std::abs(g.row_of(a) - g.row_of(b)) + std::abs(g.col_of(a) - g.col_of(b)) == d)
            pairs.emplace_back(a, b);
      const long long brute = static_cast<long long>(pairs.size());
      const long long bound = sema::taxicab_pair_bound(g, d);
      EXPECT_EQ(made[static_cast<std::size_t>(d)], pairs) << rows << "x" << cols << " d=" << d;
      if (*holes)
        EXPECT_GE(bound, brute) << "d=" << d;
      else
        EXPECT_EQ(bound, brute) << rows << "x" << cols << " d=" << d;
    }
  }
}

// Building the pairs polls the load's deadline (a large grid's take seconds).
TEST(GlobalRules, AntiTaxicabPairsPollTheDeadline) {
  const model::Puzzle p = ok("values=123456789\nrows=30\ncolumns=30\n");
  Diagnostics load("t.rf", "");
  load.set_limits({std::chrono::steady_clock::now() - std::chrono::seconds(1)});
  EXPECT_THROW(sema::taxicab_pairs(p.geometry, 5, &load), LoadTimeLimit);
  EXPECT_EQ(sema::taxicab_pairs(p.geometry, 5).size(),
            static_cast<std::size_t>(sema::taxicab_pair_bound(p.geometry, 5)));
}

TEST(GlobalRules, SquaresAboveBelow) {
  model::Puzzle p =
      ok("values=123456\ncolumns=3\nrows=2\nrestrict_grid(3)\nglobal_entropy\nglobal_mod\ndutch_"
         "flatmates\n");
  auto e = kinds_of<model::GlobalEntropy>(p);
  ASSERT_EQ(e.size(), 1u);  // the square with hole 3 is gone
  EXPECT_EQ(e[0].cells, (std::vector<int>{0, 1, 3, 4}));
  EXPECT_EQ(kinds_of<model::GlobalMod>(p).size(), 1u);
  auto d = kinds_of<model::DutchFlatmates>(p);
  ASSERT_EQ(d.size(), 5u);
  EXPECT_EQ(d[0].cell, 0);
  EXPECT_EQ(d[0].above, -1);
  EXPECT_EQ(d[0].below, 3);
  EXPECT_EQ(d[2].cell, 3);
  EXPECT_EQ(d[2].above, 0);
  EXPECT_EQ(d[2].below, -1);
}

TEST(GlobalRules, IndexerLines) {
  model::Puzzle p =
      ok(std::string(kSudoku4) + "row_indexer(6)\ncolumn_indexer(6)\nbox_indexer(16)\n");
  auto r = kinds_of<model::RowIndexer>(p)[0];
  EXPECT_EQ(r.cell, 5);
  EXPECT_EQ(r.cells, (std::vector<int>{1, 5, 9, 13}));
  EXPECT_EQ(r.index, (std::vector<int>{1, 2, 3, 4}));
  EXPECT_EQ(kinds_of<model::ColumnIndexer>(p)[0].cells, (std::vector<int>{4, 5, 6, 7}));
  auto b = kinds_of<model::BoxIndexer>(p)[0];
  EXPECT_EQ(b.cells, (std::vector<int>{10, 11, 14, 15}));
  EXPECT_EQ(b.width, 2);
  // A hole leaves its position out.
  auto h =
      kinds_of<model::ColumnIndexer>(ok("values=1234\nrestrict_grid(3)\ncolumn_indexer(1)\n"))[0];
  EXPECT_EQ(h.index, (std::vector<int>{1, 2, 4}));
}

TEST(GlobalRules, ExtremesAreNotComparedWithEachOther) {
  // minimum(1) and a later minimum(2): neither compares with the other.
  model::Puzzle p = ok("values=1234\nminimum(1)\nmaximum(6)\nminimum(2, 16)\n");
  auto mins = kinds_of<model::Minimum>(p);
  ASSERT_EQ(mins.size(), 3u);
  EXPECT_EQ(mins[0].cells, (std::vector<int>{4}));
  EXPECT_EQ(mins[1].cells, (std::vector<int>{2, 5}));
  EXPECT_EQ(mins[2].cells, (std::vector<int>{11, 14}));
  EXPECT_EQ(kinds_of<model::Maximum>(p)[0].cells, (std::vector<int>{1, 4, 6, 9}));
  EXPECT_EQ(kinds_of<model::ValueIndexing>(ok("values=1234\nvalue_indexing(1,2,3)\n"))[0].cells,
            (std::vector<int>{0, 1, 2}));
}

// Every item the semantic pass makes passes the checker's geometry checks:
// on an all-empty assignment the rules that skip empty cells hold.
TEST(GlobalRules, TheCheckerAgreesWithTheItems) {
  model::Puzzle p =
      ok("values=.123456\nempty_value=.\ncolumns=6\nrows=6\nrestrict_grid(8,30)\nbox_groups(3,2)\n"
         "anti_taxicab\ndutch_flatmates\nno_kropki\nkropki_diff(1,2)\nno_kropki_factor(3)\n");
  const model::Assignment empty(p.geometry.cell_count(), 0);
  model::Assignment a = empty;
  for (int c : {7, 29}) a[c] = -1;
  int checked = 0;
  for (const model::Constraint& c : p.constraints) {
    if (std::holds_alternative<model::Group>(c.kind) ||
        std::holds_alternative<model::KropkiDiff>(c.kind))
      continue;
    EXPECT_TRUE(check::evaluate(c, p, a)) << model::kind_name(c);
    ++checked;
  }
  EXPECT_GT(checked, 40);
}

// find_violation gathers the puzzle-wide facts (the extreme cells) once
// (check::detail::FactsScope); a checker asked about another puzzle while
// that scope is open reads its own puzzle's facts.
TEST(GlobalRules, TheCheckerReadsTheFactsOfItsOwnPuzzle) {
  const model::Puzzle p = ok(std::string(kSudoku4) + "maximum(6)\n");
  const model::Puzzle q = ok(std::string(kSudoku4) + "maximum(6,7)\n");  // r2c2, r2c3
  const auto maxima = kinds_of<model::Maximum>(p);
  ASSERT_EQ(maxima.size(), 1u);
  model::Assignment a(p.geometry.cell_count(), 0);
  a[5] = 3;  // r2c2 holds 4, its neighbours 1
  EXPECT_TRUE(check::evaluate(maxima[0], p, a));
  {
    const check::detail::FactsScope scope(q);  // q's r2c3 is a maximum cell, p's is not
    EXPECT_TRUE(check::evaluate(maxima[0], p, a));
  }
  // Against a copy of p whose compared cells leave r2c3 out (as q's do):
  // refused, with and without a scope.
  model::Puzzle wrong = p;
  for (model::Constraint& c : wrong.constraints)
    if (auto* k = std::get_if<model::Maximum>(&c.kind)) std::erase(k->cells, 6);
  const auto bad = kinds_of<model::Maximum>(wrong);
  EXPECT_FALSE(check::evaluate(bad[0], wrong, a));
  const check::detail::FactsScope scope(wrong);
  EXPECT_FALSE(check::evaluate(bad[0], wrong, a));
}

// The negative indexers: every unmarked cell of the axis, the marks exempt
// whichever side of the flag they stand (box_indexer and no_box_indexer both
// resolve in the whole-grid phase); a mark of another axis exempts nothing.
TEST(GlobalRules, NegativeIndexersSkipTheirMarks) {
  for (const char* order :
       {"box_indexer(6)\nno_box_indexer\n", "no_box_indexer\nbox_indexer(6)\n"}) {
    const model::Puzzle p = ok(std::string(kSudoku4) + order);
    const auto neg = kinds_of<model::NoIndexer>(p);
    ASSERT_EQ(neg.size(), 15u) << order;
    for (const model::NoIndexer& n : neg) {
      EXPECT_NE(n.cell, 5) << order;
      EXPECT_EQ(n.axis, model::IndexAxis::box);
      EXPECT_EQ(n.width, 2);
    }
  }
  const model::Puzzle p =
      ok(std::string(kSudoku4) + "no_column_indexer\ncolumn_indexer(2)\nrow_indexer(3)\n");
  const auto neg = kinds_of<model::NoIndexer>(p);
  ASSERT_EQ(neg.size(), 15u);
  EXPECT_EQ(neg[0].cell, 0);
  EXPECT_EQ(neg[1].cell, 2);  // r1c2 is marked; r1c3 (a row indexer) is not exempt
  EXPECT_EQ(neg[1].cells, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(neg[1].index, (std::vector<int>{1, 2, 3, 4}));
  // Holes are no cells; partial boxes have no line.
  EXPECT_EQ(
      kinds_of<model::NoIndexer>(ok("values=1234\nrestrict_grid(3)\nno_row_indexer\n")).size(),
      15u);
  EXPECT_EQ(
      kinds_of<model::NoIndexer>(ok("values=12345\nbox_groups(2,2)\nno_box_indexer\n")).size(),
      16u);
}

TEST(GlobalRules, Errors) {
  for (const ErrorCase& c : std::initializer_list<ErrorCase>{
           {"values=1234\ndisjoint_sets\n", 2, 1, "needs the box shape"},
           {"values=1234\ndisjoint_sets(0,2)\n", 2, 15, "box side must be 1..1000"},
           {"values=1234\ntwodoku\nbox_groups(2,2)\ndisjoint_sets\n", 4, 1, "needs a single grid"},
           {"values=123456\nhexagonal_grid(4,6)\nanti_taxicab\n", 3, 1, "needs a rectangular grid"},
           {"values=1234\nglobal_entropy\n", 2, 1, "not a multiple of 3"},
           {"values=1234\nbox_indexer(1)\n", 2, 1, "needs the box shape"},
           {"values=12345\nbox_groups(2,2)\nbox_indexer(5)\n", 3, 1, "in no complete box"},
           {"values=1234\nrow_indexer(1, 2, 1)\n", 2, 19, "twice"},
           {"values=1234\nno_box_indexer\n", 2, 1, "needs the box shape"},
           {"values=1234\ntwodoku\nno_column_indexer\n", 3, 1, "needs a single grid"},
           {"values=1234\nvalue_indexing(1, 2)\n", 2, 1, "at least 3"},
           {"values=1234\nminimum()\n", 2, 1, "at least 1"},
           {"values=1234\nno_kropki_diff(1, 2)\n", 2, 19, "takes 1 argument"},
           {"values=1234\nno_kropki_factor(x)\n", 2, 18, "expected an integer"},
       })
    test::expect_error(c);
}

}  // namespace
}  // namespace rfsat
