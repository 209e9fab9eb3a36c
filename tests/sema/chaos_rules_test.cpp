// Tests of the semantic pass for chaos construction (rules_chaos.cpp): the
// flag makes one model::ChaosConstruction whose labels are the var cells
// after the grid, wherever the line stands; chaos_count and chaos_arrow
// read grid cells as their labels and `vk` as itself, with the control-only
// forms (the 3x3 area, the four directions); bad shapes, var cells given to
// rules that read places, and arms that do not share their start are errors
// at the offending token.
#include <gtest/gtest.h>

#include <variant>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::resolve_text;
using test::Result;

model::Puzzle chaos_ok(const std::string& text) {
  Result r = resolve_text(text);
  EXPECT_TRUE(r.puzzle) << text << (r.errors.empty() ? "" : r.errors[0].message);
  return r.puzzle ? *r.puzzle : model::Puzzle{};
}

template <class Kind>
std::vector<Kind> chaos_kinds_of(const model::Puzzle& p) {
  std::vector<Kind> out;
  for (const model::Constraint& c : p.constraints)
    if (const auto* k = std::get_if<Kind>(&c.kind)) out.push_back(*k);
  return out;
}

TEST(ChaosRules, LabelsAreVarCellsAfterTheGrid) {
  // the flag after a rule that names a label: labels exist before ordinary rules
  const model::Puzzle p = chaos_ok("values=1234\nsame_values(v1; v16)\nchaos_construction\n");
  EXPECT_EQ(p.geometry.var_cells, 16);
  const auto chaos = chaos_kinds_of<model::ChaosConstruction>(p);
  ASSERT_EQ(chaos.size(), 1u);
  EXPECT_EQ(chaos[0].size, 4);
  EXPECT_EQ(chaos[0].cells.front(), 16);
  EXPECT_EQ(chaos[0].cells.back(), 31);
}

TEST(ChaosRules, CountAndArrowReadLabels) {
  const model::Puzzle p = chaos_ok(
      "values=1234\nchaos_construction\nchaos_count(r1c1, r1c2, v3)\nchaos_count(r2c2)\n"
      "chaos_arrow(r1c1; r2c2, r2c3; r2c2, r3c2)\nchaos_arrow(r1c1)\n");
  const auto k = chaos_kinds_of<model::ChaosCount>(p);
  ASSERT_EQ(k.size(), 4u);
  EXPECT_EQ(k[0].cell, 0);
  EXPECT_EQ(k[0].cells, (std::vector<int>{17, 18}));
  EXPECT_TRUE(k[0].arms.empty());
  EXPECT_EQ(k[1].cells, (std::vector<int>{21, 17, 25, 20, 22, 16, 18, 24, 26}));  // r2c2 first
  EXPECT_EQ(k[2].cells, (std::vector<int>{21, 22, 21, 25}));
  EXPECT_EQ(k[2].arms, (std::vector<int>{2, 2}));
  // r1c1 alone: left (itself), right, up (itself), down
  EXPECT_EQ(k[3].arms, (std::vector<int>{1, 4, 1, 4}));
  EXPECT_EQ(k[3].cells, (std::vector<int>{16, 16, 17, 18, 19, 16, 16, 20, 24, 28}));
}

TEST(ChaosRules, Errors) {
  for (const ErrorCase& c : std::initializer_list<ErrorCase>{
           {"values=123456\nhexagonal_grid(4,6)\nchaos_construction\n", 3, 1,
            "one rectangular grid"},
           {"values=1234\nrestrict_grid(1)\nchaos_construction\n", 3, 1, "without holes"},
           {"values=1123\nchaos_construction\n", 2, 1, "each once"},
           {"values=12\ncolumns=3\nrows=2\nchaos_construction\n", 4, 1, "at most 2 regions"},
           {"values=123\ncolumns=2\nrows=2\nchaos_construction\n", 4, 1, "a multiple of it"},
           {"values=1234\nchaos_count(1, 2)\n", 2, 1, "needs chaos_construction"},
           {"values=1234\nchaos_construction\nthermo(v1, v2)\n", 3, 8, "reads places"},
           {"values=1234\nchaos_construction\nsame_values(v17; v1)\n", 3, 13,
            "var cells are v1..v16"},
           {"values=1234\nsame_values(v1; v2)\n", 2, 13, "only with chaos_construction"},
           {"values=1234\nchaos_construction\nchaos_count(v1, 2)\n", 3, 13, "must be a grid cell"},
           {"values=1234\nchaos_construction\nchaos_arrow(1; 2, 3; 5, 9)\n", 3, 22, "same cell"},
           {"values=1234\nchaos_construction\nchaos_arrow(1, 2)\n", 3, 1, "control; start"},
       })
    test::expect_error(c);
}

}  // namespace
}  // namespace rfsat
