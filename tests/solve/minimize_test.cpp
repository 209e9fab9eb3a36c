// rfsat minimize's search (src/solve/minimize.hpp, issue 28) against the
// backtracker: random 4x4 rule files (a random solution, givens and clue
// rules true in it: cages, thermos, dots, greater, parity; some with
// no_kropki, whose exemptions make removal non-monotone) are minimised;
// every item's "removable alone" must equal the backtracker's verdict on
// the text without that line, the minimal text must be unique, and removing
// any one more item must break uniqueness. Same seed, same result.
#include "minimize.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <sstream>

#include "load.hpp"
#include "support/backtrack.hpp"

namespace rfsat::test {
namespace {

using Rng = std::mt19937_64;

int draw(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

// A random 4x4 Sudoku solution (1-based values, cell order).
std::vector<int> random_solution(Rng& rng) {
  std::vector<int> base = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  std::vector<int> perm = {1, 2, 3, 4};
  std::shuffle(perm.begin(), perm.end(), rng);
  for (int& v : base) v = perm[v - 1];
  if (draw(rng, 0, 1)) {  // transpose
    std::vector<int> t(16);
    for (int r = 0; r < 4; ++r)
      for (int c = 0; c < 4; ++c) t[c * 4 + r] = base[r * 4 + c];
    base = t;
  }
  return base;
}

std::string cell(int c) { return std::to_string(c + 1); }

// A neighbour pair (a, b) of 0-based cells.
std::pair<int, int> random_pair(Rng& rng) {
  const int a = draw(rng, 0, 15);
  const bool right = (a % 4 < 3) && (a / 4 == 3 || draw(rng, 0, 1));
  return {a, right ? a + 1 : (a / 4 < 3 ? a + 4 : a - 4)};
}

std::string random_rule_file(std::uint64_t seed, bool no_kropki) {
  Rng rng(seed);
  const std::vector<int> s = random_solution(rng);
  std::string text = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";
  if (no_kropki) {  // every dot the solution has, so that it satisfies no_kropki
    text += "no_kropki\n";
    for (int a = 0; a < 16; ++a)
      for (int b : {a + 1, a + 4}) {
        if ((b == a + 1 && a % 4 == 3) || b > 15) continue;
        if (std::abs(s[a] - s[b]) == 1)
          text += "kropki_diff(" + cell(a) + ", " + cell(b) + ")\n";
        else if (std::max(s[a], s[b]) == 2 * std::min(s[a], s[b]))
          text += "kropki_factor(" + cell(a) + ", " + cell(b) + ")\n";
      }
  }
  for (int c = 0; c < 16; ++c)
    if (draw(rng, 0, no_kropki ? 5 : 2) == 0)
      text += "set_cell(" + cell(c) + "," + std::to_string(s[c]) + ")\n";
  for (int k = draw(rng, 1, 5); k > 0; --k) {
    const auto [a, b] = random_pair(rng);
    const int diff = std::abs(s[a] - s[b]);
    switch (draw(rng, 0, 4)) {
      case 0:
        text += "sum(" + std::to_string(s[a] + s[b]) + ", " + cell(a) + ", " + cell(b) + ")\n";
        break;
      case 1:
        if (diff == 1)
          text += "kropki_diff(" + cell(a) + ", " + cell(b) + ")\n";
        else if (std::max(s[a], s[b]) == 2 * std::min(s[a], s[b]))
          text += "kropki_factor(" + cell(a) + ", " + cell(b) + ")\n";
        break;
      case 2:
        text += s[a] > s[b] ? "greater(" + cell(a) + ", " + cell(b) + ")\n"
                            : "greater(" + cell(b) + ", " + cell(a) + ")\n";
        break;
      case 3:
        text += std::string(s[a] % 2 ? "odd(" : "even(") + cell(a) + ")\n";
        break;
      case 4:
        text += s[a] < s[b] ? "thermo(" + cell(a) + ", " + cell(b) + ")\n"
                            : "thermo(" + cell(b) + ", " + cell(a) + ")\n";
        break;
    }
  }
  return text;
}

model::Puzzle load(const std::string& text) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("t.rf", text, err);
  if (!p) throw std::runtime_error(err.str() + text);
  return *p;
}

long long count(const std::string& text) { return count_solutions(load(text), 2); }

// Unique, and with this solution (a removal that adds constraints, as a dot
// under no_kropki, might leave another puzzle with another single solution).
bool unique_with(const std::string& text, const model::Assignment& solution) {
  std::vector<model::Assignment> all;
  return count_solutions(load(text), 2, &all) == 1 && all.front() == solution;
}

// The text without 1-based line `line`.
std::string without(const std::string& text, int line) {
  std::istringstream in(text);
  std::string out, l;
  for (int n = 1; std::getline(in, l); ++n)
    if (n != line) out += l + "\n";
  return out;
}

// The 1-based line of `text` that reads `content`.
int line_of(const std::string& text, const std::string& content) {
  std::istringstream in(text);
  std::string l;
  for (int n = 1; std::getline(in, l); ++n)
    if (l == content) return n;
  return 0;
}

void check_seed(std::uint64_t seed, bool no_kropki, int& unique_cases, int& removed_some) {
  const std::string text = random_rule_file(seed, no_kropki);
  const std::string where = "seed " + std::to_string(seed) + ":\n" + text;
  const long long n = count(text);
  const solve::Minimized m = solve::minimize("t.rf", text, load(text), {.seed = seed});
  if (n != 1) {
    EXPECT_EQ(m.verdict,
              n == 0 ? solve::MinimizeVerdict::no_solution : solve::MinimizeVerdict::not_unique)
        << where;
    return;
  }
  ++unique_cases;
  ASSERT_EQ(m.verdict, solve::MinimizeVerdict::done) << where << m.message;
  EXPECT_EQ(m.whole_grid, no_kropki) << where;
  for (const solve::MinimizeItem& i : m.items)
    EXPECT_EQ(i.removable, unique_with(without(text, i.line), m.solution))
        << where << "line " << i.line << ": " << i.text;
  ASSERT_TRUE(unique_with(m.text, m.solution)) << where << "minimal:\n" << m.text;
  int removed = 0;
  for (const solve::MinimizeItem& i : m.items) {
    removed += !i.kept;
    if (!i.kept) continue;
    const int line = line_of(m.text, i.text);
    ASSERT_GT(line, 0) << where << i.text;
    EXPECT_FALSE(unique_with(without(m.text, line), m.solution))
        << where << "minimal:\n"
        << m.text << "still unique without " << i.text;
  }
  removed_some += removed > 0;
  const solve::Minimized again = solve::minimize("t.rf", text, load(text), {.seed = seed});
  EXPECT_EQ(again.text, m.text) << where;
}

void run(std::uint64_t base, int cases, bool no_kropki) {
  int unique_cases = 0, removed_some = 0;
  for (int i = 0; i < cases; ++i) {
    check_seed(base + i, no_kropki, unique_cases, removed_some);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(unique_cases, cases / 4);
  EXPECT_GT(removed_some, unique_cases / 4);
}

TEST(Minimize, RandomRuleFilesAgreeWithTheBacktracker) { run(8'000'000, 200, false); }

TEST(Minimize, WholeGridRulesReReadPerQuestion) { run(8'100'000, 120, true); }

TEST(Minimize, SeedsChooseDifferentMinimalSets) {
  // The empty 4x4 with every cell given: many minimal sets (4..).
  std::string text = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";
  const std::string s = "1432234141233214";
  for (int c = 0; c < 16; ++c) text += "set_cell(" + cell(c) + "," + s[c] + ")\n";
  std::set<std::string> results;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const solve::Minimized m = solve::minimize("t.rf", text, load(text), {.seed = seed});
    ASSERT_EQ(m.verdict, solve::MinimizeVerdict::done);
    EXPECT_EQ(m.passes, 1);
    for (const solve::MinimizeItem& i : m.items)
      EXPECT_TRUE(i.removable);  // 15 givens fix the 16th
    EXPECT_EQ(count(m.text), 1);
    results.insert(m.text);
  }
  EXPECT_GT(results.size(), 1u);
}

TEST(Minimize, NotUniqueAndNoSolution) {
  const std::string base = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";
  EXPECT_EQ(solve::minimize("t.rf", base, load(base), {}).verdict,
            solve::MinimizeVerdict::not_unique);
  const std::string none = base + "set_cell(1,1)\nset_cell(6,1)\n";
  EXPECT_EQ(solve::minimize("t.rf", none, load(none), {}).verdict,
            solve::MinimizeVerdict::no_solution);
}

}  // namespace
}  // namespace rfsat::test
