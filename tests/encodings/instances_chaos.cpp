// Exhaustive instances of chaos construction (model::ChaosConstruction,
// model::ChaosCount: chaos_construction, chaos_count, chaos_arrow), compared
// over the grid cells and the region-label var cells (active_cells), so the
// partition is compared as well as the digits: 2x2 and 1x4 grids of values
// 12 and a 1x3 grid of 123 (every labelling: 2^8, 3^6), with and without
// rows, a given, cells that cannot be cut (1x3 of 12: no regions), counts
// over the 3x3-style area, counts reaching none or every cell, arrows with
// one and two arms, arms of one cell, and offset 1. The larger grids (3x3,
// 2x3, 4x4) are enumerated by tests/encodings/chaos_exhaustive_test.cpp.
#include "support/exhaustive.hpp"

namespace rfsat::test {

// A rows x cols grid of `values` with chaos_construction: its labels are
// the var cells n..2n-1 (as sema makes them); `size` the region size.
Puzzle chaos_puzzle(int rows, int cols, const std::string& values, int size) {
  Puzzle p = tiny_puzzle(rows, cols, values);
  const int n = rows * cols;
  p.geometry.var_cells = n;
  model::ChaosConstruction chaos{{}, size};
  for (int k = 0; k < n; ++k) chaos.cells.push_back(n + k);
  return with(std::move(p), {chaos});
}

namespace {

using Instances = std::vector<Instance>;
using Count = model::ChaosCount;

void construction(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("chaos_construction 2x2 of 12", chaos_puzzle(2, 2, "12", 2));
  add("chaos_construction 2x2 of 12, rows",
      with(chaos_puzzle(2, 2, "12", 2), {G{{0, 1}}, G{{2, 3}}}));
  add("chaos_construction 2x2 of 12, given",
      with(chaos_puzzle(2, 2, "12", 2), {model::Given{3, 0}, G{{0, 2}}}));
  add("chaos_construction 1x4 of 12", chaos_puzzle(1, 4, "12", 2));
  add("chaos_construction 1x3 of 123, one region", chaos_puzzle(1, 3, "123", 3));
  add("chaos_construction 1x3 of 12, no regions fit", chaos_puzzle(1, 3, "12", 2));
  add("chaos_construction 4x1 of 12", chaos_puzzle(4, 1, "12", 2));
}

void counts(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  // 2x2 of 12: labels 4..7
  add("chaos_count r1c1 of its row", with(chaos_puzzle(2, 2, "12", 2), {Count{0, 0, {4, 5}, {}}}));
  add("chaos_count r2c2 of all",
      with(chaos_puzzle(2, 2, "12", 2), {Count{3, 0, {7, 4, 5, 6}, {}}}));
  add("chaos_count first cell only", with(chaos_puzzle(2, 2, "12", 2), {Count{1, 0, {5}, {}}}));
  add("chaos_count offset 1", with(chaos_puzzle(2, 2, "12", 2), {Count{1, 1, {4, 5, 6}, {}}}));
  add("chaos_count listed twice", with(chaos_puzzle(2, 2, "12", 2), {Count{0, 0, {4, 4, 7}, {}}}));
  add("chaos_count 1x4", with(chaos_puzzle(1, 4, "12", 2), {Count{0, 0, {5, 6, 7}, {}}}));
  add("chaos_count arrow one arm",
      with(chaos_puzzle(1, 4, "12", 2), {Count{0, 0, {5, 6, 7}, {3}}}));
  add("chaos_count arrow two arms",
      with(chaos_puzzle(1, 4, "12", 2), {Count{3, 0, {5, 4, 5, 6, 7}, {2, 3}}}));
  add("chaos_count arrow arms of one cell",
      with(chaos_puzzle(2, 2, "12", 2), {Count{0, 0, {4, 4}, {1, 1}}}));
  add("chaos_count arrow 2x2 down and right",
      with(chaos_puzzle(2, 2, "12", 2), {Count{3, 0, {4, 5, 4, 6}, {2, 2}}}));
  add("chaos_count arrow offset 1", with(chaos_puzzle(2, 2, "12", 2), {Count{1, 1, {4, 5}, {2}}}));
}

}  // namespace

std::vector<Instance> chaos_instances() {
  std::vector<Instance> v;
  construction(v);
  counts(v);
  return v;
}

TEST(EncoderExhaustive, ChaosKinds) {
  for (const Instance& in : chaos_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
