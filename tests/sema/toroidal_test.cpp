// The `toroidal` flag (toroidal.cpp; issue 51): the solutions of small
// torus puzzles equal a brute force written here (every 4x4 Latin square,
// each rule's torus meaning spelled out with row and column taken modulo
// 4), sharing no code with sema's pair making, encodings/ or check/; each
// solution also passes the checker. And the refusals, at the rule's line.
#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "support/digit_grids.hpp"
#include "support/exhaustive.hpp"
#include "support/sema_support.hpp"

namespace rfsat::test {
namespace {

constexpr int kN = 4;
constexpr const char* kLatin4 = "values = 1234\nrow_groups\ncolumn_groups\ntoroidal\n";

// n(r, c) on the torus, 1..4.
using Grid = std::function<int(int, int)>;
using Rule = std::function<bool(const Grid&)>;

Tuples brute_force(const Rule& rule) {
  Tuples out;
  for (const std::vector<int>& t : digit_grids(kN, kN, kN, true)) {
    const Grid n = [&](int r, int c) {
      return t[((r % kN + kN) % kN) * kN + (c % kN + kN) % kN] + 1;
    };
    if (rule(n)) out.insert(t);
  }
  return out;
}

// Every cell and every move of `moves`: `ok(n(cell), n(cell + move))`.
bool all_moves(const Grid& n, const std::vector<std::pair<int, int>>& moves,
               const std::function<bool(int, int)>& ok) {
  for (int r = 0; r < kN; ++r)
    for (int c = 0; c < kN; ++c)
      for (const auto& [dr, dc] : moves)
        if (!ok(n(r, c), n(r + dr, c + dc))) return false;
  return true;
}

const auto kDiffer = [](int a, int b) { return a != b; };

struct Case {
  const char* rules;
  Rule rule;
};

TEST(Toroidal, CountsAsBruteForce) {
  const std::vector<Case> cases = {
      {"anti_knight\n",
       [](const Grid& n) {
         return all_moves(n, {{1, 2}, {1, -2}, {2, 1}, {2, -1}}, kDiffer);
       }},
      {"anti_bishop\n",
       [](const Grid& n) {
         return all_moves(n, {{1, 1}, {2, 2}, {3, 3}, {1, -1}, {2, -2}, {3, -3}}, kDiffer);
       }},
      {"anti_offsets(lt; 0, 1)\n",  // every cell less than the one to its right, round the row
       [](const Grid& n) {
         return all_moves(n, {{0, 1}}, [](int a, int b) { return a < b; });
       }},
      {"anti_offsets(diff_ne, 1; 1, 1)\n",
       [](const Grid& n) {
         return all_moves(n, {{1, 1}}, [](int a, int b) { return std::abs(a - b) != 1; });
       }},
      {"no_kropki_sum(5)\n",
       [](const Grid& n) {
         return all_moves(n, {{0, 1}, {1, 0}}, [](int a, int b) { return a + b != 5; });
       }},
      {"nodiff_adjacent(2)\n",
       [](const Grid& n) {
         return all_moves(n, {{0, 1}, {1, 0}}, [](int a, int b) { return std::abs(a - b) != 2; });
       }},
  };
  int nonempty = 0;
  for (const Case& c : cases) {
    const model::Puzzle p = resolved(std::string(kLatin4) + c.rules);
    const Tuples expected = brute_force(c.rule);
    nonempty += expected.empty() ? 0 : 1;
    EXPECT_EQ(solutions_both_ways(p), expected)
        << c.rules << ": " << expected.size() << " expected";
  }
  EXPECT_GE(nonempty, 3);
}

TEST(Toroidal, SeamPairsAreTaggedToroidal) {
  const model::Puzzle p = resolved(std::string(kLatin4) + "anti_king\n");
  int seam = 0;
  for (const model::Constraint& c : p.constraints)
    if (c.rule == "toroidal") seam += 1;
  EXPECT_EQ(seam, 1);
  const model::Puzzle flat = resolved("values = 1234\nrow_groups\ncolumn_groups\nanti_king\n");
  for (const model::Constraint& c : flat.constraints) EXPECT_NE(c.rule, "toroidal");
}

TEST(Toroidal, Errors) {
  for (const ErrorCase& c : std::initializer_list<ErrorCase>{
           {"values=1234\ntoroidal\nanti_taxicab\n", 3, 1, "no toroidal reading"},
           {"values=1234\nno_kropki\ntoroidal\n", 2, 1, "no toroidal reading"},
           {"values=1234\ntoroidal\nglobal_mod\n", 3, 1, "no toroidal reading"},
       })
    expect_error(c);
}

}  // namespace
}  // namespace rfsat::test
