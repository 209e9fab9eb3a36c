// Declared var cells (`var_cells = N`, rules_var_cells.cpp; issue 51): their
// names (v1..vN, after chaos_construction's labels), the rules that read
// them, the errors at the offending token, the printout, and the count of
// small puzzles whose rules read var cells: the encoding's solutions equal
// a brute force written here (Latin 3x3 grids times every var cell value,
// each rule's meaning spelled out on numbers), sharing no code with
// encodings/ or check/; each solution also passes the checker.
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "report.hpp"
#include "support/exhaustive.hpp"
#include "support/sema_support.hpp"

namespace rfsat::test {
namespace {

constexpr const char* kLatin3 = "values = 123\nrow_groups\ncolumn_groups\n";

// Numbers: the grid g[0..8] row-major, then the var cells v[0..].
using Rule = std::function<bool(const std::vector<int>& g, const std::vector<int>& v)>;

// Every Latin 3x3 grid with every var cell value that `rule` accepts, as
// symbol indices (number - 1), grid then var cells.
Tuples brute_force(int vars, const Rule& rule) {
  Tuples out;
  std::vector<int> t(static_cast<std::size_t>(9 + vars));
  std::function<void(int)> fill = [&](int k) {
    if (k == 9 + vars) {
      std::vector<int> g(t.begin(), t.begin() + 9), v(t.begin() + 9, t.end());
      for (int& x : g) ++x;
      for (int& x : v) ++x;
      if (rule(g, v)) out.insert(t);
      return;
    }
    for (int s = 0; s < 3; ++s) {
      bool ok = true;
      for (int j = 0; j < k && k < 9; ++j)
        if (t[j] == s && (j / 3 == k / 3 || j % 3 == k % 3)) ok = false;
      if (!ok) continue;
      t[k] = s;
      fill(k + 1);
    }
  };
  fill(0);
  return out;
}

struct CountCase {
  const char* rules;
  int vars;
  Rule rule;
};

TEST(VarCells, RulesReadingVarCellsCountAsBruteForce) {
  const std::vector<CountCase> cases = {
      {"var_cells = 3\nsum(5, v1, v2)\narrow(v1; r1c1, r1c2)\nextra_region(v3, r1c1, r2c2)\n", 3,
       [](const auto& g, const auto& v) {
         return v[0] + v[1] == 5 && v[0] == g[0] + g[1] && v[2] != g[0] && v[2] != g[4] &&
                g[0] != g[4];
       }},
      {"var_cells = 2\nweighted_sum(1; 2, v1; -1, r1c1)\n"
       "value_indexing(v2, r2c1, r1c1, r1c2, r1c3)\nequal_sum(v1, v2; r3c3, r3c2)\n",
       2,
       [](const auto& g, const auto& v) {
         return 2 * v[0] - g[0] == 1 && v[1] == g[g[3] - 1] && v[0] + v[1] == g[8] + g[7];
       }},
      // the index cell first on the line, as ISS's ValueIndexing writes it
      {"var_cells = 1\nvalue_indexing(v1, r1c1, r1c1, r1c2, r1c3)\n", 1,
       [](const auto& g, const auto& v) { return v[0] == g[g[0] - 1]; }},
      {"var_cells = 2\nregex_line(\"[12]3\", v1, v2)\nproduct(6, v1, v2, r1c1)\n", 2,
       [](const auto& g, const auto& v) {
         return v[0] <= 2 && v[1] == 3 && v[0] * v[1] * g[0] == 6;
       }},
      {"var_cells = 2\nsame_values(v1, v2; r1c1, r2c2)\nrelation(lt; v1, v2)\n", 2,
       [](const auto& g, const auto& v) {
         return std::multiset<int>{v[0], v[1]} == std::multiset<int>{g[0], g[4]} && v[0] < v[1];
       }},
  };
  for (const CountCase& c : cases) {
    const model::Puzzle p = resolved(std::string(kLatin3) + c.rules);
    ASSERT_EQ(p.geometry.var_cells, c.vars) << c.rules;
    const Tuples expected = brute_force(c.vars, c.rule);
    EXPECT_FALSE(expected.empty()) << c.rules;
    EXPECT_EQ(solutions_both_ways(p), expected)
        << c.rules << ": " << expected.size() << " expected";
  }
}

TEST(VarCells, NamedAfterTheChaosLabels) {
  const model::Puzzle alone = resolved("values=1234\nvar_cells = 3\nsum(6, v1, v2, v3)\n");
  EXPECT_EQ(alone.geometry.var_cells, 3);
  ASSERT_EQ(kinds_of<model::Sum>(alone).size(), 1u);
  EXPECT_EQ(kinds_of<model::Sum>(alone)[0].cells, (std::vector<int>{16, 17, 18}));
  // with chaos_construction, wherever the lines stand: labels v1..v16 first
  const model::Puzzle both =
      resolved("values=1234\nvar_cells = 2\nsum(5, v17, v18)\nchaos_construction\n");
  EXPECT_EQ(both.geometry.var_cells, 18);
  ASSERT_EQ(kinds_of<model::Sum>(both).size(), 1u);
  EXPECT_EQ(kinds_of<model::Sum>(both)[0].cells, (std::vector<int>{32, 33}));
}

TEST(VarCells, PrintedAfterTheGrid) {
  const model::Puzzle p = resolved("values=12\nvar_cells = 2\nrow_groups\ncolumn_groups\n");
  EXPECT_EQ(solve::format_grid(p, {0, 1, 1, 0, 1, 0}), "1 2\n2 1\nvar cells: v1=2 v2=1\n");
  const model::Puzzle q = resolved("values=12\nvar_cells = 1\nchaos_construction\n");
  EXPECT_EQ(solve::format_grid(q, {0, 1, 1, 0, 0, 0, 1, 1, 1}),
            "1 2\n2 1\nregions:\n1 1\n2 2\nvar cells: v5=2\n");
}

TEST(VarCells, Errors) {
  for (const ErrorCase& c : std::initializer_list<ErrorCase>{
           {"values=1234\nvar_cells = 0\n", 2, 13, "the number of var cells"},
           {"values=1234\nvar_cells = 5000\n", 2, 13, "the number of var cells"},
           {"values=1234\nvar_cells = x\n", 2, 13, "the number of var cells"},
           {"values=1234\nvar_cells = 2\nvar_cells = 3\n", 3, 13, "given twice"},
           {"values=1234\nvar_cells = 2\nsum(3, v1, v3)\n", 3, 12, "var cells are v1..v2"},
           {"values=1234\nvar_cells = 2\nthermo(v1, r1c1)\n", 3, 8, "reads places"},
           {"values=1234\nvar_cells = 2\nkropki_diff(v1, v2)\n", 3, 13, "reads places"},
           {"values=1234\nvar_cells = 1\nextra_region(v1, 1)\nripple_cages\n", 4, 1,
            "no place on the grid"},
           {"values=1234\nchaos_construction\nvar_cells = 1\nsum(3, v18)\n", 4, 8,
            "var cells are v1..v17"},
       })
    expect_error(c);
}

}  // namespace
}  // namespace rfsat::test
