// The solver profile a puzzle gets (solve::profile_of, the rows of
// src/backend/cadical_solver.cpp's option table): classic for houses and
// candidates only, sums for arithmetic cages (sums, and products since
// docs/tuning.md#product-profile), general for the rest.
#include <gtest/gtest.h>

#include <string>

#include "../support/sema_support.hpp"
#include "solve.hpp"

namespace {

using rfsat::backend::Profile;

Profile profile(const std::string& rules) {
  auto r = rfsat::test::resolve_text(
      "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n" + rules);
  EXPECT_TRUE(r.errors.empty()) << rules;
  return rfsat::solve::profile_of(*r.puzzle);
}

TEST(Profile, ClassicSumsProductsAndTheRest) {
  EXPECT_EQ(profile("set_cell(1, 2)\n"), Profile::classic);
  EXPECT_EQ(profile("sum(3, 1, 2)\n"), Profile::sums);
  EXPECT_EQ(profile("product(12, 1, 2, 5)\n"), Profile::sums);
  EXPECT_EQ(profile("thermo(1, 2, 3)\n"), Profile::general);
}

}  // namespace
