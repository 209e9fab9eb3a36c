// What a line rule alone excludes, read by its scan (src/explain/
// rule_scans.hpp), against the solver asking that rule alone
// (RuleSolver::single_rule) on random candidate grids: sandwiches with the
// grid's own crusts and with given ones, on grids of 1-4 and of 0-4 (a
// zero crust), killer sums with and without repeats, negative numbers,
// lines that hit no filling; and a line naming a cell twice has no scan.
// Innies and outies (scan_equation) against a brute force over fillings.
#include "rule_scans.hpp"

#include <gtest/gtest.h>

#include <random>

#include "explain_support.hpp"
#include "rule_solver.hpp"

namespace rfsat::test {
namespace {

using explain::Mask;

struct ScanCounts {
  int compared = 0, excluded = 0, broken = 0;
};

// Every constraint with a scan, on `rounds` random grids.
ScanCounts compare_scans(const std::string& text, int rounds, unsigned seed) {
  const model::Puzzle p = rules_of_text(text);
  explain::RuleSolver solver(p, std::nullopt);
  explain::RuleScans scans(p);
  std::mt19937_64 rng(seed);
  ScanCounts n;
  for (int round = 0; round < rounds; ++round) {
    const explain::GridState s = random_candidates(p, rng);
    for (int k : solver.rules()) {
      std::vector<Mask> support(static_cast<std::size_t>(s.cells()), 0);
      const std::optional<bool> holds = scans.supported(k, s, support);
      if (!holds) continue;
      bool contradiction = false;
      const std::optional<explain::Step> step = solver.single_rule(s, k, contradiction);
      EXPECT_EQ(*holds, !contradiction) << p.constraints[k].rule << " round " << round;
      if (!*holds) {
        ++n.broken;
        continue;
      }
      ++n.compared;
      std::vector<Mask> gone(static_cast<std::size_t>(s.cells()), 0);
      if (step)
        for (const explain::Elimination& e : step->eliminations) gone[e.cell] |= e.symbols;
      for (int c : solver.cells_of(k))
        EXPECT_EQ(gone[c], s.mask(c) & ~support[c]) << p.constraints[k].rule << " cell " << c;
      n.excluded += step.has_value();
    }
  }
  return n;
}

const std::string kScanGrid = "row_groups\ncolumn_groups\nbox_groups(2, 2)\n";

TEST(RuleScans, ASandwichAloneExcludesWhatTheSolverFinds) {
  const ScanCounts n =
      compare_scans("values = 1234\n" + kScanGrid +
                        "sandwich(0, 1, 4)\nsandwich(2, 5, 8)\nsandwich(5, 1, 13)\n"
                        "sandwich(3, 2, 14)\nsandwich_crusts(3, 2, 4, 9, 12)\n"
                        "sandwich_crusts(0, 1, 3, 4, 16)\nsandwich(9, 13, 16)\n",
                    60, 471);
  EXPECT_GT(n.compared, 100);
  EXPECT_GT(n.excluded, 30);
  EXPECT_GT(n.broken, 10);
}

TEST(RuleScans, ASandwichWithAZeroCrustExcludesWhatTheSolverFinds) {
  const ScanCounts n = compare_scans(
      "values = 01234\nrows = 5\ncolumns = 5\nrow_groups\ncolumn_groups\n"
      "sandwich(3, 1, 5)\nsandwich(0, 6, 10)\nsandwich(4, 1, 21)\n"
      "sandwich(6, 2, 22)\n",
      60, 472);
  EXPECT_GT(n.compared, 60);
  EXPECT_GT(n.excluded, 20);
}

TEST(RuleScans, ASumAloneExcludesWhatTheSolverFinds) {
  const ScanCounts n =
      compare_scans("values = 1234\n" + kScanGrid +
                        "sum(10, 1, 2, 3, 4)\nsum(7, 5, 9, 13)\nlittle_killer(9, 4, 13)\n"
                        "little_killer(5, 1, 16)\nsum(6, 6, 7, 10, 11)\n",
                    60, 473);
  EXPECT_GT(n.compared, 60);
  EXPECT_GT(n.excluded, 20);
  EXPECT_GT(n.broken, 10);
}

TEST(RuleScans, NegativeNumbersAreScannedAsTheSolverReadsThem) {
  const ScanCounts n = compare_scans(
      "values = abcd\nsymvalue(a, -2)\nsymvalue(b, -1)\nsymvalue(c, 1)\n"
      "symvalue(d, 3)\n" +
          kScanGrid + "sum(0, 1, 2, 3, 4)\nsandwich(-1, 1, 13)\nlittle_killer(1, 4, 13)\n",
      60, 474);
  EXPECT_GT(n.compared, 40);
}

// Every filling of the equation's cells from their candidates, by brute
// force: the candidates some filling with the right total (plus cells
// pairwise different when `distinct`) takes.
std::optional<std::vector<Mask>> brute_equation(const model::Puzzle& p, const presolve::Derived& d,
                                                const explain::GridState& s) {
  std::vector<int> cells = d.plus;
  cells.insert(cells.end(), d.minus.begin(), d.minus.end());
  std::vector<Mask> support(static_cast<std::size_t>(s.cells()), 0);
  std::vector<int> value(cells.size(), 0);
  bool any = false;
  const auto visit = [&](const auto& self, std::size_t i) -> void {
    if (i == cells.size()) {
      long long total = 0;
      for (std::size_t j = 0; j < cells.size(); ++j)
        total += (j < d.plus.size() ? 1 : -1) * p.symbols.calc(value[j]);
      for (std::size_t a = 0; d.distinct && a < d.plus.size(); ++a)
        for (std::size_t b = a + 1; b < d.plus.size(); ++b)
          if (value[a] == value[b]) return;
      if (total != d.total) return;
      any = true;
      for (std::size_t j = 0; j < cells.size(); ++j) support[cells[j]] |= Mask{1} << value[j];
      return;
    }
    for (int v = 0; v < s.symbols(); ++v)
      if (s.mask(cells[i]) >> v & 1) value[i] = v, self(self, i + 1);
  };
  visit(visit, 0);
  if (!any) return std::nullopt;
  return support;
}

// Innies and outies: the equations a 6x6 killer derives (some distinct,
// some with outies) scanned on random grids, against the brute force.
TEST(RuleScans, AnEquationScanKeepsWhatItsFillingsTake) {
  const model::Puzzle p = rules_of_text(
      "values = 123456\nrow_groups\ncolumn_groups\nbox_groups(3, 2)\n"
      "sum(15, 17, 21, 22, 23)\nsum(15, 19, 25, 26, 31)\nsum(10, 2, 8, 14)\n"
      "sum(7, 1, 7, 13)\nsum(9, 33, 34, 35)\nsum(10, 24, 29, 30)\nsum(9, 11, 12, 18)\n"
      "sum(8, 27, 28)\nsum(9, 4, 5)\nsum(12, 9, 15, 16)\n");
  const std::vector<presolve::Derived> eqs = presolve::derive(p, 9);
  std::mt19937_64 rng(475);
  int compared = 0, broken = 0, distinct = 0, outies = 0, excluded = 0;
  for (const presolve::Derived& d : eqs) {
    distinct += d.distinct;
    outies += !d.minus.empty();
  }
  for (int round = 0; round < 40; ++round) {
    const explain::GridState s = random_candidates(p, rng);
    for (const presolve::Derived& d : eqs) {
      std::vector<Mask> support(static_cast<std::size_t>(s.cells()), 0);
      const std::optional<bool> holds = explain::scan_equation(p, d, s, support);
      ASSERT_TRUE(holds.has_value());
      const std::optional<std::vector<Mask>> want = brute_equation(p, d, s);
      EXPECT_EQ(*holds, want.has_value()) << "round " << round;
      if (!want) {
        ++broken;
        continue;
      }
      ++compared;
      for (int c : d.plus) EXPECT_EQ(support[c], (*want)[c]) << "cell " << c;
      for (int c : d.minus) EXPECT_EQ(support[c], (*want)[c]) << "cell " << c;
      for (int c : d.plus) excluded += (s.mask(c) & ~support[c]) != 0;
    }
  }
  EXPECT_GT(distinct, 0);
  EXPECT_GT(outies, 0);
  EXPECT_GT(compared, 200);
  EXPECT_GT(broken, 20);
  EXPECT_GT(excluded, 50);
}

// The readers refuse such a line; a model made otherwise still gets no scan.
TEST(RuleScans, ALineNamingACellTwiceHasNoScan) {
  model::Puzzle p = rules_of_text("values = 1234\n" + kScanGrid + "sum(4, 1, 2)\n");
  int asked = 0;
  for (std::size_t k = 0; k < p.constraints.size(); ++k)
    if (auto* sum = std::get_if<model::Sum>(&p.constraints[k].kind)) {
      sum->cells = {0, 0};
      explain::RuleScans scans(p);
      const explain::GridState s(p);
      std::vector<Mask> support(16, 0);
      EXPECT_FALSE(scans.supported(static_cast<int>(k), s, support).has_value());
      ++asked;
    }
  EXPECT_EQ(asked, 1);
}

}  // namespace
}  // namespace rfsat::test
