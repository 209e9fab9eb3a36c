// Chaos construction on grids too large for the generic exhaustive harness
// (2x3, 3x2, 3x3, 2x4 and 4x4): every (digits, partition) pair the encoding
// enumerates equals what a brute force finds, sharing no code with
// encodings/ or check/: digit grids by backtracking over the rows and
// columns (here), partitions from support/chaos_partitions.hpp; a pair
// counts when every region holds distinct digits.
#include <functional>
#include <set>
#include <vector>

#include "support/chaos_partitions.hpp"
#include "support/digit_grids.hpp"
#include "support/exhaustive.hpp"

namespace rfsat::test {

Puzzle chaos_puzzle(int rows, int cols, const std::string& values,
                    int size);  // instances_chaos.cpp

namespace {

struct Shape {
  int rows, cols, values;
  bool latin;  // rows and columns hold distinct digits
};

// Every digit grid (row-major), rows and columns distinct when latin.
std::vector<std::vector<int>> digit_grids(const Shape& s) {
  return test::digit_grids(s.rows, s.cols, s.values, s.latin);
}

std::vector<std::vector<int>> partitions(const Shape& s) {
  return chaos_partitions(s.rows, s.cols, s.values);
}

Tuples brute_force(const Shape& s) {
  Tuples out;
  const std::vector<std::vector<int>> grids = digit_grids(s);
  for (const std::vector<int>& labels : partitions(s))
    for (const std::vector<int>& g : grids) {
      std::set<std::pair<int, int>> seen;  // (label, digit)
      bool ok = true;
      for (std::size_t k = 0; k < g.size() && ok; ++k) ok = seen.insert({labels[k], g[k]}).second;
      if (!ok) continue;
      std::vector<int> t = g;
      t.insert(t.end(), labels.begin(), labels.end());
      out.insert(t);
    }
  return out;
}

Tuples sat_solutions(const Shape& s) {
  const std::string values = std::string("1234").substr(0, static_cast<std::size_t>(s.values));
  Puzzle p = chaos_puzzle(s.rows, s.cols, values, s.values);
  if (s.latin) {
    for (int r = 0; r < s.rows; ++r) {
      G row;
      for (int c = 0; c < s.cols; ++c) row.cells.push_back(r * s.cols + c);
      p = with(std::move(p), {row});
    }
    for (int c = 0; c < s.cols; ++c) {
      G column;
      for (int r = 0; r < s.rows; ++r) column.cells.push_back(r * s.cols + c);
      p = with(std::move(p), {column});
    }
  }
  return solutions_both_ways(p);
}

TEST(ChaosExhaustive, EncodingFindsEveryPairOnce) {
  const std::vector<Shape> shapes = {{2, 2, 2, true}, {2, 3, 3, true},  {3, 2, 3, true},
                                     {3, 3, 3, true}, {3, 3, 3, false}, {2, 4, 4, false},
                                     {4, 4, 4, true}};
  for (const Shape& s : shapes) {
    const Tuples expected = brute_force(s);
    const Tuples got = sat_solutions(s);
    EXPECT_FALSE(expected.empty());
    EXPECT_EQ(got, expected) << s.rows << "x" << s.cols << " of " << s.values
                             << (s.latin ? " latin" : "") << ": " << got.size() << " found, "
                             << expected.size() << " expected";
  }
}

// The counts of distinct partitions (OEIS-free, by hand: 3x3 into three
// trominoes 10; 4x4 into four tetrominoes 117) pin the brute force itself.
TEST(ChaosExhaustive, BruteForcePartitionCounts) {
  EXPECT_EQ(partitions({2, 2, 2, false}).size(), 2u);
  EXPECT_EQ(partitions({3, 3, 3, false}).size(), 10u);
  EXPECT_EQ(partitions({4, 4, 4, false}).size(), 117u);
}

}  // namespace
}  // namespace rfsat::test
