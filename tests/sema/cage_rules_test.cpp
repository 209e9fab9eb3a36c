// Tests of the semantic pass for the cell-set rules product, diff, ratio,
// modulo, modulo3 and wheel (spec §6): the model constraints they build
// (0-based cells, `distinct` from the repetition flag, wherever it is in the
// file) and their errors, each pointing at the offending token.
#include <gtest/gtest.h>

#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

using test::expect_error;

TEST(CageRules, ProductDiffRatio) {
  Result r = resolve_text("values=123456\nproduct(60, 1, 2, 7)\ndiff(-3, 36, 35)\nratio(2, 5, 11)\n");
  ASSERT_TRUE(r.puzzle);
  auto p = kinds_of<model::Product>(*r.puzzle);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].target, 60);
  EXPECT_EQ(p[0].cells, (std::vector<int>{0, 1, 6}));
  EXPECT_TRUE(p[0].distinct);
  auto d = kinds_of<model::Diff>(*r.puzzle);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].target, -3);
  EXPECT_EQ(d[0].cells, (std::vector<int>{35, 34}));
  auto q = kinds_of<model::Ratio>(*r.puzzle);
  ASSERT_EQ(q.size(), 1u);
  EXPECT_EQ(q[0].target, 2);
  EXPECT_EQ(q[0].cells, (std::vector<int>{4, 10}));
  EXPECT_EQ(r.puzzle->constraints[0].origin.line, 2);
}

TEST(CageRules, RepetitionAnywhereTurnsDistinctOff) {
  Result r = resolve_text("values=1234\nproduct(4, 1, 2)\ndiff(0,3,4)\nratio(1,5,6)\nrepetition\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_FALSE(kinds_of<model::Product>(*r.puzzle)[0].distinct);
  EXPECT_FALSE(kinds_of<model::Diff>(*r.puzzle)[0].distinct);
  EXPECT_FALSE(kinds_of<model::Ratio>(*r.puzzle)[0].distinct);
}

TEST(CageRules, OneCellCageAndZeroTarget) {
  Result r = resolve_text("values=1234\nproduct(0, 16)\nratio(0,1,2,3)\n");
  ASSERT_TRUE(r.puzzle);
  EXPECT_EQ(kinds_of<model::Product>(*r.puzzle)[0].cells, (std::vector<int>{15}));
  EXPECT_EQ(kinds_of<model::Ratio>(*r.puzzle)[0].target, 0);
}

TEST(CageRules, ModuloAndModulo3) {
  Result r = resolve_text("values=123456789\nmodulo(4, 1, 2, 3)\nmodulo3(80, 81)\nmodulo(1, 5)\n");
  ASSERT_TRUE(r.puzzle);
  auto m = kinds_of<model::Modulo>(*r.puzzle);
  ASSERT_EQ(m.size(), 3u);
  EXPECT_EQ(m[0].modulus, 4);
  EXPECT_EQ(m[0].cells, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(m[1].modulus, 3);
  EXPECT_EQ(m[1].cells, (std::vector<int>{79, 80}));
  EXPECT_EQ(m[2].modulus, 1);
}

TEST(CageRules, Wheel) {
  Result r = resolve_text("values=123456789\nwheel(1,2,11,10; 1,2,3,1)\nwheel(71, 72, 81, 80; 9,8,7,6)\n");
  ASSERT_TRUE(r.puzzle);
  auto w = kinds_of<model::Wheel>(*r.puzzle);
  ASSERT_EQ(w.size(), 2u);
  EXPECT_EQ(w[0].cells, (std::array<int, 4>{0, 1, 10, 9}));
  EXPECT_EQ(w[0].symbols, (std::array<int, 4>{0, 1, 2, 0}));
  EXPECT_EQ(w[1].cells, (std::array<int, 4>{70, 71, 80, 79}));
  EXPECT_EQ(w[1].symbols, (std::array<int, 4>{8, 7, 6, 5}));
}

TEST(CageRules, ArithmeticErrors) {
  expect_error("values=1234\nproduct(6)\n", 2, 1, "at least 2");
  expect_error("values=1234\nproduct(x, 1, 2)\n", 2, 9, "expected an integer");
  expect_error("values=1234\ndiff(1, 1, 17)\n", 2, 12, "out of range");
  expect_error("values=1234\nratio(2, 3, 4, 3)\n", 2, 16, "twice");
  expect_error("values=1234\nproduct(2, 1; 2)\n", 2, 15, "';' is not allowed");
  expect_error("values=1234\nrestrict_grid(5)\ndiff(1, 1, 5)\n", 3, 12, "hole");
}

TEST(CageRules, ModuloErrors) {
  expect_error("values=1234\nmodulo(0, 1, 2)\n", 2, 8, "at least 1");
  expect_error("values=1234\nmodulo(-2, 1, 2)\n", 2, 8, "at least 1");
  expect_error("values=1234\nmodulo(3)\n", 2, 1, "at least 2");
  expect_error("values=1234\nmodulo3(1, 2, 3)\n", 2, 15, "takes 2");
  expect_error("values=1234\nmodulo3(1)\n", 2, 1, "takes 2");
  expect_error("values=1234\nmodulo3(4, 4)\n", 2, 12, "twice");
}

TEST(CageRules, WheelErrors) {
  expect_error("values=1234\nwheel(1,2,6,5)\n", 2, 1, "two groups");
  expect_error("values=1234\nwheel(1,2,6,5; 1,2,3,4; 1)\n", 2, 25, "two groups");
  expect_error("values=1234\nwheel(1,2,6; 1,2,3,4)\n", 2, 1, "takes 4");
  expect_error("values=1234\nwheel(1,2,6,5; 1,2,3,4,1)\n", 2, 24, "takes 4");
  expect_error("values=1234\nwheel(1,2,5,6; 1,2,3,4)\n", 2, 11, "expected cell 6 (r2c2)");
  expect_error("values=1234\nwheel(4,5,9,8; 1,2,3,4)\n", 2, 9, "not the top left");
  expect_error("values=1234\nwheel(1,2,6,5; 1,2,3,9)\n", 2, 22, "symbol '9'");
  expect_error("values=1234\nwheel(1,1,6,5; 1,2,3,4)\n", 2, 9, "twice");
}

TEST(CageRules, RulesAreSupported) {
  Result r = resolve_text("values=12\nproduct(2,1,2)\nmodulo3(3,4)\n");
  EXPECT_TRUE(r.puzzle);
  EXPECT_TRUE(r.errors.empty());
}

}  // namespace
}  // namespace rfsat
