// Exhaustive instances of doppelganger (model::Doppelganger), compared over
// the grid cells and the 3n var cells: a 1x1 grid of 01 (every box is the
// one cell, or none), 2x2 grids of 012 (3^10 assignments) with boxes that
// are the two diagonals, the rows again, or none, and with a given 0. The
// 4x4 grid of 01234 is enumerated by doppelganger_exhaustive_test.cpp.
#include "support/doppelganger.hpp"
#include "support/exhaustive.hpp"

namespace rfsat::test {

std::vector<Instance> doppelganger_instances() {
  std::vector<Instance> v;
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("doppelganger 1x1 of 01, a box", doppelganger_puzzle(1, {{0}}));
  add("doppelganger 1x1 of 01, no boxes", doppelganger_puzzle(1, {}));
  add("doppelganger 2x2 of 012, diagonal boxes", doppelganger_puzzle(2, {{0, 3}, {1, 2}}));
  add("doppelganger 2x2 of 012, row boxes", doppelganger_puzzle(2, {{0, 1}, {2, 3}}));
  add("doppelganger 2x2 of 012, no boxes", doppelganger_puzzle(2, {}));
  add("doppelganger 2x2 of 012, a given 0",
      with(doppelganger_puzzle(2, {{0, 3}, {1, 2}}), {model::Given{1, 0}}));
  add("doppelganger 2x2 of 012, a var cell given 0",
      with(doppelganger_puzzle(2, {}), {model::Given{4, 0}}));
  return v;
}

TEST(EncoderExhaustive, DoppelgangerKinds) {
  for (const Instance& in : doppelganger_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
