// End-to-end checks of hexagonal grids and multi-grid layouts (spec §3):
// - the Sudopedia examples (Sudoku Hexagon, Little Hanidoku) are unique with
//   the spec's §11 solutions; without renban Little Hanidoku has many
//   solutions, with renban Sudoku Hexagon has none;
// - every puzzles/geometry fixture agrees with the independent backtracking
//   counter (tests/support/backtrack.hpp), which shares no code with the
//   encodings;
// - solution counts of tiny layouts (every named layout, 4 and 6 symbols,
//   sub_grid) through SAT equal the backtracking counter, and a closed form;
// - the adjacency rules on hexagons: exhaustive CNF == checker on tiny grids,
//   and seeded random differential puzzles, SAT against the backtracker.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "../support/source_tree.hpp"
#include "load.hpp"
#include "report.hpp"
#include "solve.hpp"
#include "support/backtrack.hpp"
#include "support/exhaustive.hpp"

namespace {

namespace fs = std::filesystem;
using rfsat::model::Puzzle;

Puzzle load(const std::string& text) {
  std::ostringstream err;
  auto p = rfsat::formats::load_puzzle_text("t.rf", text, err);
  EXPECT_TRUE(p) << text << err.str();
  return p ? *p : Puzzle{};
}

// All solutions through SAT (up to `limit`), as lines.
std::vector<std::string> sat_solutions(const Puzzle& p, int limit) {
  rfsat::solve::Result r = rfsat::solve::solve(p, {.count = limit});
  EXPECT_FALSE(r.violation) << *r.violation;
  EXPECT_TRUE(r.enumeration.complete) << "more than " << limit << " solutions";
  std::vector<std::string> out;
  for (const auto& a : r.enumeration.solutions) out.push_back(rfsat::solve::format_line(p, a));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> backtrack_solutions(const Puzzle& p, long long limit) {
  std::vector<rfsat::model::Assignment> all;
  rfsat::test::count_solutions(p, limit, &all);
  std::vector<std::string> out;
  for (const auto& a : all) out.push_back(rfsat::solve::format_line(p, a));
  std::sort(out.begin(), out.end());
  return out;
}

const std::string kSudokuHexagon =
    "// example sudoku hexagon\nvalues=123456\nhexagonal_grid(4,6)\nhexagon_lines\n"
    "set_cell(2,5)\nset_cell(6,4)\nset_cell(9,5)\nset_cell(14,1)\nset_cell(16,3)\n"
    "set_cell(17,5)\nset_cell(22,6)\n";
const std::string kLittleHanidoku =
    "// example Little Hanidoku\nvalues=123456\nhexagonal_grid(4,6)\nhexagonal_lines\nrenban\n"
    "set_cell(7,1)\nset_cell(9,5)\nset_cell(18,6)\nset_cell(23,3)\n";

std::string without_line(std::string text, const std::string& line) {
  text.erase(text.find(line + "\n"), line.size() + 1);
  return text;
}

TEST(SudopediaHexagons, SudokuHexagonIsUniqueWithTheSpecSolution) {
  const Puzzle p = load(kSudokuHexagon);
  const std::vector<std::string> want = {"654214235523416351621623"};
  EXPECT_EQ(sat_solutions(p, 3), want);
  EXPECT_EQ(backtrack_solutions(p, 3), want);
}

TEST(SudopediaHexagons, LittleHanidokuIsUniqueWithTheSpecSolution) {
  const Puzzle p = load(kLittleHanidoku);
  const std::vector<std::string> want = {"253434125125346346252534"};
  EXPECT_EQ(sat_solutions(p, 3), want);
  EXPECT_EQ(backtrack_solutions(p, 3), want);
}

TEST(SudopediaHexagons, LittleHanidokuWithoutRenbanHasManySolutions) {
  const Puzzle p = load(without_line(kLittleHanidoku, "renban"));
  const std::vector<std::string> sat = sat_solutions(p, 10000);
  EXPECT_GT(sat.size(), 100u);
  EXPECT_EQ(sat, backtrack_solutions(p, 10000));
}

TEST(SudopediaHexagons, SudokuHexagonWithRenbanHasNone) {
  const Puzzle p = load(kSudokuHexagon + "renban\n");
  EXPECT_TRUE(sat_solutions(p, 3).empty());
  EXPECT_TRUE(backtrack_solutions(p, 3).empty());
}

// --- the fixtures against the backtracker -------------------------------------

fs::path geometry_dir() { return rfsat::test::puzzles_dir() / "geometry"; }

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The fixture NAME.rf has exactly one solution for the backtracker too, the
// one in NAME.expect.
void expect_unique_for_the_backtracker(const std::string& name) {
  const fs::path rf = geometry_dir() / (name + ".rf");
  const std::string expect = read(fs::path(rf).replace_extension(".expect"));
  ASSERT_NE(expect.find("count: 1\n"), std::string::npos) << name;
  const std::string solution = expect.substr(expect.find("solution: ") + 10);
  const Puzzle p = load(read(rf));
  const std::vector<std::string> got = backtrack_solutions(p, 2);
  ASSERT_EQ(got.size(), 1u) << name;
  EXPECT_EQ(got[0] + "\n", solution) << name;
}

TEST(GeometryFixtures, UniqueOnesAgreeWithTheBacktracker) {
  for (const char* name : {"sudoku_hexagon", "little_hanidoku", "hanidoku", "samurai", "samurai_6x6",
                           "butterfly", "twodoku", "three_grid_6x6", "sub_grids_4x4"})
    expect_unique_for_the_backtracker(name);
}

// The minimal Samurai and Hanidoku take the naive backtracker about 140 s and
// 55 s; run with RFSAT_SLOW_TESTS=1.
TEST(GeometryFixtures, MinimalOnesAgreeWithTheBacktracker) {
  const char* slow = std::getenv("RFSAT_SLOW_TESTS");
  if (!slow || std::string(slow) != "1") GTEST_SKIP() << "set RFSAT_SLOW_TESTS=1 (about 3 minutes)";
  for (const char* name : {"hanidoku_minimal", "samurai_minimal"}) expect_unique_for_the_backtracker(name);
}

// --- tiny layouts -------------------------------------------------------------

TEST(TinyLayouts, TwodokuOf4x4HasTheClosedFormCount) {
  // 288 4x4 sudokus; given the shared box (24 fillings equally often), the
  // second grid has 288 / 24 = 12 completions: 288 * 12.
  const Puzzle p = load("values=1234\ntwodoku\n");
  EXPECT_EQ(rfsat::test::count_solutions(p, 100000), 3456);
  EXPECT_EQ(sat_solutions(p, 4000).size(), 3456u);
}

TEST(TinyLayouts, TwinDokuRowsOf2x2IsTwoLatinSquaresTwice) {
  const Puzzle p = load("values=12\ntwin_doku_rows\ntwin_doku_columns\n");
  EXPECT_EQ(sat_solutions(p, 10), (std::vector<std::string>{"12122121", "12212112", "21121221", "21211212"}));
}

TEST(TinyLayouts, EveryLayoutAgreesWithTheBacktracker) {
  const std::vector<std::string> cases = {
      "values=1234\ntwodoku_rows\ntwodoku_columns\nset_cell(1,1)\nset_cell(36,4)\n",
      "values=1234\nthree_grid\nset_cell(1,1)\nset_cell(2,2)\nset_cell(64,3)\n",
      "values=1234\nfour_doku\nset_cell(1,1)\nset_cell(8,2)\n",
      "values=1234\nconjoined\nset_cell(19,1)\nset_cell(20,2)\nset_cell(27,3)\nset_cell(28,4)\n"
      "set_cell(1,2)\nset_cell(8,3)\nset_cell(57,4)\nset_cell(64,1)\n",
      "values=1234\ntwin_doku\nset_cell(1,1)\nset_cell(2,2)\nset_cell(5,3)\nset_cell(6,4)\n"
      "set_cell(9,3)\n",
      "values=123456\nbox_groups(3,2)\ntwodoku\n" + [] {
        // The first grid's top four rows and the second grid's last two given.
        std::string s;
        auto rows = [&s](std::vector<std::string> rs, int first_row, int first_col) {
          for (std::size_t r = 0; r < rs.size(); ++r)
            for (int c = 0; c < 6; ++c)
              s += "set_cell(" + std::to_string((first_row + static_cast<int>(r)) * 9 + first_col + c + 1) +
                   "," + rs[r][c] + ")\n";
        };
        rows({"123456", "456123", "231564", "564231"}, 0, 0);
        rows({"123456", "456123"}, 8, 3);
        return s;
      }(),
      "values=1234\ncolumns=5\nrows=5\nsub_grid(1,4,4)\nsub_grid(7,4,4)\nrow_groups\ncolumn_groups\n"
      "set_cell(1,1)\nset_cell(2,2)\n",
      "values=123\ncolumns=5\nrows=3\nsub_grid(1,3,3)\nsub_grid(3,3,3)\nrow_groups\ncolumn_groups\n"
      "restrict_grid(8)\n",
  };
  for (const std::string& text : cases) {
    const Puzzle p = load(text);
    const std::vector<std::string> bt = backtrack_solutions(p, 5000);
    ASSERT_LT(bt.size(), 5000u) << text;
    EXPECT_GT(bt.size(), 0u) << text;
    EXPECT_EQ(sat_solutions(p, 5000), bt) << text;
  }
}

// --- hexagon adjacency rules --------------------------------------------------

TEST(HexagonAdjacency, ExhaustiveCnfEqualsChecker) {
  const std::vector<std::string> cases = {
      "values=123\nhexagonal_grid(2,3)\nnon_consecutive\n",
      "values=123\nhexagonal_grid(2,3)\ndifferent_adjacent\n",
      "values=1234\nhexagonal_grid(1,2)\nno_kropki\nkropki_diff(1,2)\nkropki_factor(2,4)\n",
      "values=1234\nhexagonal_grid(1,2)\nnodiff_adjacent(2)\nhexagon_lines\n",
      "values=1234\nhexagonal_grid(1,2)\nno_kropki_sum(5)\nkropki_sum(5,1,3)\n",
      "values=0123\nempty_value=0\nhexagonal_grid(1,2)\nno_modulo(2)\nrenban\nhexagon_lines\n",
      "values=123\nhexagonal_grid(2,3)\nrestrict_grid(4)\nripple_effect_distance\n",
  };
  for (const std::string& text : cases)
    rfsat::test::expect_cnf_matches_checker({text, load(text)});
}

// A random puzzle on a small hexagon: hexagon_lines (maybe renban), one or two
// adjacency rules, dots, holes and givens, as rule-file text.
std::string random_hexagon(std::mt19937_64& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const int a = pick(2, 3), b = a + pick(0, 2);
  const int m = b - a, cells = (2 * m + 1) * b - m * (m + 1);
  const int n = std::max(b, pick(b, b + 2));
  std::string text = "values=" + std::string("123456789").substr(0, n) + "\n";
  text += "hexagonal_grid(" + std::to_string(a) + "," + std::to_string(b) + ")\n";
  if (pick(0, 3)) text += "hexagon_lines\n";
  if (pick(0, 2) == 0) text += "renban\n";
  const char* rules[] = {"non_consecutive", "different_adjacent", "nodiff_adjacent(2)", "no_kropki",
                         "no_kropki_sum(7)", "no_modulo(3)", "ripple_effect_distance"};
  for (int k = pick(1, 2); k > 0; --k) text += std::string(rules[pick(0, 6)]) + "\n";
  std::vector<bool> hole(cells + 1, false);
  if (pick(0, 3) == 0) {
    const int h = pick(1, cells);
    hole[h] = true;
    text += "restrict_grid(" + std::to_string(h) + ")\n";
  }
  auto free_cell = [&] {
    int c = pick(1, cells);
    while (hole[c]) c = c % cells + 1;
    return c;
  };
  for (int k = pick(0, 2); k > 0; --k) {
    const int c1 = free_cell(), c2 = free_cell();
    if (c1 == c2) continue;
    const char* dot[] = {"kropki_diff(", "kropki_factor(", "kropki_sum(7,"};
    text += std::string(dot[pick(0, 2)]) + std::to_string(c1) + "," + std::to_string(c2) + ")\n";
  }
  for (int k = pick(0, 3); k > 0; --k)
    text += "set_cell(" + std::to_string(free_cell()) + "," + std::to_string(pick(1, n)) + ")\n";
  return text;
}

TEST(HexagonAdjacency, RandomPuzzlesSatEqualsBacktracker) {
  std::mt19937_64 rng(20240505);
  int compared = 0;
  for (int i = 0; i < 60; ++i) {
    const std::string text = random_hexagon(rng);
    std::ostringstream err;
    auto p = rfsat::formats::load_puzzle_text("t.rf", text, err);
    if (!p) continue;  // e.g. a dot naming a hole
    std::vector<rfsat::model::Assignment> all;
    auto n = rfsat::test::count_solutions_within(*p, 400, 200000, &all);
    if (!n || *n >= 400) continue;
    std::vector<std::string> bt;
    for (const auto& s : all) bt.push_back(rfsat::solve::format_line(*p, s));
    std::sort(bt.begin(), bt.end());
    EXPECT_EQ(sat_solutions(*p, 400), bt) << "case " << i << ":\n" << text;
    ++compared;
  }
  EXPECT_GE(compared, 30);
}

}  // namespace
