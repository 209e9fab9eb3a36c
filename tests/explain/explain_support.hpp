// Helpers of the explain tests: a puzzle from rule-file text, and a random
// candidate grid (every cell keeps at least one candidate).
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <sstream>
#include <string>

#include "grid_state.hpp"
#include "load.hpp"

namespace rfsat::test {

inline model::Puzzle rules_of_text(const std::string& text) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("fixture.rf", text, err, {}, false);
  EXPECT_TRUE(p) << err.str();
  return *p;
}

inline explain::GridState random_candidates(const model::Puzzle& p, std::mt19937_64& rng) {
  explain::GridState s(p);
  const explain::Mask all = (explain::Mask{1} << s.symbols()) - 1;
  for (int c = 0; c < s.cells(); ++c) {
    explain::Mask drop = static_cast<explain::Mask>(rng()) & all;
    if ((s.mask(c) & ~drop) == 0) drop = 0;
    s.remove(c, drop, 0);
  }
  return s;
}

}  // namespace rfsat::test
