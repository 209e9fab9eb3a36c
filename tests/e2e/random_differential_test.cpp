// Seeded random differential tests: random small puzzles built directly as
// model::Puzzle (3x3..6x6, holes, multiplicities, empty symbols, negative and
// duplicate calculation numbers, groups, renban, single-cell rules) are solved
// through SAT (encode_puzzle + backend::enumerate) under every enc::Options
// variant and with 2 and 3 parallel workers, and compared, as sets of
// assignments, with the independent backtracking counter (tests/support/backtrack.hpp). The counter itself is
// cross-checked against exhaustive brute force on tiny random puzzles. Every
// failure message names the seed; RFSAT_DIFF_SEED / RFSAT_DIFF_CASES override.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "../support/backtrack.hpp"
#include "../support/brute_force.hpp"
#include "card/cardinality.hpp"
#include "encode.hpp"
#include "evaluate.hpp"
#include "solver.hpp"

namespace {

using rfsat::model::Assignment;
using rfsat::model::Constraint;
using rfsat::model::ConstraintKind;
using rfsat::model::Puzzle;
using Rng = std::mt19937_64;

// Puzzles keep at most this many solutions (extra givens are added until so).
constexpr long long kLimit = 300;
// Search nodes the backtracker may spend on one call before giving up.
constexpr long long kMaxNodes = 20'000;

// ---- small random helpers -------------------------------------------------------

int uniform(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
bool chance(Rng& rng, double p) { return std::bernoulli_distribution(p)(rng); }

template <class T>
const T& pick(Rng& rng, const std::vector<T>& items) {
  return items[uniform(rng, 0, static_cast<int>(items.size()) - 1)];
}

std::uint64_t env_or(const char* name, std::uint64_t fallback) {
  const char* text = std::getenv(name);
  return text ? std::strtoull(text, nullptr, 10) : fallback;
}

void add(Puzzle& p, ConstraintKind k) { p.constraints.push_back(Constraint{std::move(k), {}}); }

std::vector<int> active_cells(const Puzzle& p) {
  std::vector<int> cells;
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c)) cells.push_back(c);
  return cells;
}

// `count` distinct random symbols of p.
std::vector<int> random_symbols(Rng& rng, const Puzzle& p, int count) {
  std::vector<int> all;
  for (int s = 0; s < p.symbols.size(); ++s) all.push_back(s);
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(std::min<std::size_t>(count, all.size()));
  return all;
}

// ---- describing a puzzle (for failure messages) -----------------------------------

std::string cells_text(const std::vector<int>& cells) {
  std::string s;
  for (int c : cells) s += (s.empty() ? "" : ",") + std::to_string(c);
  return s;
}

struct KindText {
  std::string operator()(const rfsat::model::Group& k) {
    return "group(" + cells_text(k.cells) + ")";
  }
  std::string operator()(const rfsat::model::Renban& k) {
    return "renban(" + cells_text(k.cells) + ")";
  }
  std::string operator()(const rfsat::model::Given& k) {
    return "given(" + std::to_string(k.cell) + "," + std::to_string(k.symbol) + ")";
  }
  std::string operator()(const rfsat::model::AllowedSymbols& k) {
    return "allowed(" + std::to_string(k.cell) + ";" + cells_text(k.symbols) + ")";
  }
  std::string operator()(const rfsat::model::ForbiddenSymbols& k) {
    return "forbidden(" + std::to_string(k.cell) + ";" + cells_text(k.symbols) + ")";
  }
  std::string operator()(const rfsat::model::Parity& k) {
    return std::string(k.even ? "even(" : "odd(") + cells_text(k.cells) + ")";
  }
  template <class Kind>  // kinds this generator never makes
  std::string operator()(const Kind& k) {
    return std::string(kind_name(k)) + "(" +
           cells_text(rfsat::test::backtrack_detail::named_cells(k)) + ")";
  }
};

// Everything needed to rebuild the puzzle by hand (0-based cells, symbol indices).
std::string describe(const Puzzle& p) {
  std::ostringstream out;
  out << p.geometry.rows << "x" << p.geometry.cols << " capacity " << p.symbols.capacity
      << " symbols";
  for (const auto& s : p.symbols.symbols)
    out << " " << s.glyph << "(m" << s.multiplicity << ",c" << s.calc << ")";
  if (p.symbols.empty_symbol) out << " empty=" << *p.symbols.empty_symbol;
  std::vector<int> holes;
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (p.geometry.is_hole(c)) holes.push_back(c);
  if (!holes.empty()) out << " holes=" << cells_text(holes);
  for (const Constraint& c : p.constraints) out << "\n  " << std::visit(KindText{}, c.kind);
  return out.str();
}

// ---- the generator ------------------------------------------------------------------

struct Shape {
  int min_side = 3;
  int max_side = 6;
  double empty_symbol = 0.25;
  double renban = 0.35;
  double holes = 0.25;
};

// Symbols from a `values` string as in spec §2, then maybe an empty symbol
// (calc 0) and symvalue-like overrides (may be negative or repeat).
void random_symbols_table(Rng& rng, Puzzle& p, const Shape& shape) {
  if (chance(rng, shape.empty_symbol)) {
    const int e = uniform(rng, 0, p.symbols.size() - 1);
    p.symbols.empty_symbol = e;
    p.symbols.symbols[e].calc = 0;
  }
  if (!chance(rng, 0.35)) return;
  for (int s = 0; s < p.symbols.size(); ++s)
    if (!p.symbols.is_empty(s) && chance(rng, 0.5)) p.symbols.symbols[s].calc = uniform(rng, -3, 7);
}

void random_holes(Rng& rng, Puzzle& p, const Shape& shape) {
  if (!chance(rng, shape.holes)) return;
  const int n = uniform(rng, 1, 3);
  for (int i = 0; i < n; ++i) p.geometry.hole[uniform(rng, 0, p.geometry.cell_count() - 1)] = true;
}

// The non-hole cells among `cells`.
std::vector<int> without_holes(const Puzzle& p, const std::vector<int>& cells) {
  std::vector<int> kept;
  for (int c : cells)
    if (!p.geometry.is_hole(c)) kept.push_back(c);
  return kept;
}

// Rows, columns, boxes, diagonals and random extra regions, holes removed.
std::vector<std::vector<int>> random_houses(Rng& rng, const Puzzle& p) {
  const auto& g = p.geometry;
  const int cap = p.symbols.capacity;
  std::vector<std::vector<int>> houses;
  const bool rows = chance(rng, 0.85), cols = chance(rng, 0.85);
  for (int r = 0; rows && r < g.rows; ++r) {
    houses.emplace_back();
    for (int c = 0; c < g.cols; ++c) houses.back().push_back(g.cell_at(r, c));
  }
  for (int c = 0; cols && c < g.cols; ++c) {
    houses.emplace_back();
    for (int r = 0; r < g.rows; ++r) houses.back().push_back(g.cell_at(r, c));
  }
  for (int h = 2; h <= g.rows && chance(rng, 0.5); ++h) {
    const int w = cap / h;
    if (w * h != cap || w > g.cols || w < 2) continue;
    for (int top = 0; top + h <= g.rows; top += h)
      for (int left = 0; left + w <= g.cols; left += w) {
        houses.emplace_back();
        for (int r = top; r < top + h; ++r)
          for (int c = left; c < left + w; ++c) houses.back().push_back(g.cell_at(r, c));
      }
    break;
  }
  if (g.rows == g.cols && g.rows <= cap && chance(rng, 0.3)) {
    houses.emplace_back();
    houses.emplace_back();
    for (int i = 0; i < g.rows; ++i) {
      houses[houses.size() - 2].push_back(g.cell_at(i, i));
      houses.back().push_back(g.cell_at(i, g.cols - 1 - i));
    }
  }
  for (int n = uniform(rng, 0, 2); n > 0; --n) {
    std::vector<int> all = active_cells(p);
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(std::min<std::size_t>(uniform(rng, 2, cap), all.size()));
    houses.push_back(all);
  }
  for (auto& h : houses) h = without_holes(p, h);
  return houses;
}

// Groups on the houses; renban on some of them (and maybe on a short line).
void random_groups(Rng& rng, Puzzle& p, const Shape& shape) {
  const bool renban = chance(rng, shape.renban);
  for (const auto& h : random_houses(rng, p)) {
    if (h.empty()) continue;
    add(p, rfsat::model::Group{h});
    if (renban && chance(rng, 0.3)) add(p, rfsat::model::Renban{h});
  }
  if (renban && chance(rng, 0.5)) {
    std::vector<int> all = active_cells(p);
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(std::min<std::size_t>(uniform(rng, 2, 4), all.size()));
    add(p, rfsat::model::Renban{all});
  }
}

// A symbol for a cell: random, or (planted) the one `ref` holds there.
int symbol_for(Rng& rng, const Puzzle& p, const Assignment* ref, int cell) {
  return ref ? (*ref)[cell] : uniform(rng, 0, p.symbols.size() - 1);
}

// Given / set_values / del_values / parity on random cells. With a reference
// solution `ref` every rule is chosen to keep `ref` a solution.
void random_cell_rules(Rng& rng, Puzzle& p, const Assignment* ref) {
  const std::vector<int> cells = active_cells(p);
  const int n = p.symbols.size();
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    add(p, rfsat::model::Given{cell, symbol_for(rng, p, ref, cell)});
  }
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    std::vector<int> some = random_symbols(rng, p, uniform(rng, 1, n));
    if (ref && std::find(some.begin(), some.end(), (*ref)[cell]) == some.end())
      some.push_back((*ref)[cell]);
    add(p, rfsat::model::AllowedSymbols{cell, some});
  }
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    std::vector<int> some = random_symbols(rng, p, uniform(rng, 1, n - 1));
    if (ref) std::erase(some, (*ref)[cell]);
    if (!some.empty()) add(p, rfsat::model::ForbiddenSymbols{cell, some});
  }
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    const bool even = ref ? p.symbols.calc((*ref)[cell]) % 2 == 0 : chance(rng, 0.5);
    add(p, rfsat::model::Parity{{cell}, even});
  }
}

// The backtracker's solutions of p (at most `limit`), or nullopt when it
// gives up after kMaxNodes search nodes: such a puzzle is skipped (and
// counted), which bounds the run time of the test.
std::optional<std::vector<Assignment>> oracle(const Puzzle& p, long long limit) {
  std::vector<Assignment> found;
  if (!rfsat::test::count_solutions_within(p, limit, kMaxNodes, &found)) return std::nullopt;
  return found;
}

// While p has more than `target` solutions, fix a cell where two of them
// differ to its value in one of them. False if the oracle gave up.
bool limit_solutions(Rng& rng, Puzzle& p, long long target) {
  while (true) {
    const std::optional<std::vector<Assignment>> found = oracle(p, target + 1);
    if (!found) return false;
    if (static_cast<long long>(found->size()) <= target) return true;
    std::vector<int> open;
    for (int cell : active_cells(p))
      if (found->front()[cell] != found->back()[cell]) open.push_back(cell);
    const int cell = pick(rng, open);
    add(p, rfsat::model::Given{cell, pick(rng, *found)[cell]});
  }
}

// Cell rules, planted on a solution of the groups alone 60% of the time, then
// a random cap on the number of solutions. False if the oracle gave up.
bool cell_rules(Rng& rng, Puzzle& p) {
  std::optional<std::vector<Assignment>> found;
  if (chance(rng, 0.6)) found = oracle(p, 40);
  const bool planted = found && !found->empty();
  random_cell_rules(rng, p, planted ? &pick(rng, *found) : nullptr);
  return limit_solutions(rng, p, pick(rng, std::vector<long long>{1, 3, 20, 100, kLimit}));
}

const std::vector<std::string> kValues = {"123",   "112",    "1234",   "1123",   "1122",   "12345",
                                          "11233", "123456", "122333", "112233", "111222", "12"};

// The puzzle of a seed, or nullopt if the oracle gave up while making it.
std::optional<Puzzle> random_puzzle(std::uint64_t seed, const Shape& shape) {
  Rng rng(seed);
  std::string values;
  do values = pick(rng, kValues);
  while (static_cast<int>(values.size()) < shape.min_side);
  const int side_max = std::min<int>(shape.max_side, static_cast<int>(values.size()));
  const int rows = uniform(rng, shape.min_side, side_max);
  const int cols = chance(rng, 0.6) ? side_max : uniform(rng, shape.min_side, side_max);
  Puzzle p = rfsat::test::tiny_puzzle(rows, cols, values);
  random_symbols_table(rng, p, shape);
  random_holes(rng, p, shape);
  random_groups(rng, p, shape);
  if (!cell_rules(rng, p)) return std::nullopt;
  return p;
}

// ---- the comparison ---------------------------------------------------------------

const char* method_name(rfsat::enc::card::Method m) {
  using rfsat::enc::card::Method;
  switch (m) {
    case Method::automatic: return "automatic";
    case Method::pairwise: return "pairwise";
    case Method::ladder: return "ladder";
    case Method::binomial: return "binomial";
    case Method::sequential: return "sequential";
  }
  return "?";
}

struct Tally {
  int unsat = 0, unique = 0, multiple = 0, skipped = 0;
};

// SAT solutions under one option set, compared with the backtracker's set.
// threads > 1: parallel enumeration in chunks of a few conflicts, so that
// clause sharing, blocking-clause imports and duplicate models all happen on
// these small puzzles; every worker from the start, or (`solo`) first a solo
// worker for a few conflicts that hands over what it found.
// `sums`: the sums profile, whose one thread is also a solo worker and then
// a sums worker (enumerate.cpp).
struct Run {
  int threads = 1;
  bool solo = false;
  bool sums = false;
};
void compare_one(const Puzzle& p, const std::set<Assignment>& expected, rfsat::enc::Options o,
                 const std::string& where, Run run = {}) {
  const auto [threads, solo, sums] = run;
  const std::string ctx = where + " prune=" + (o.prune ? "on" : "off") +
                          " card=" + method_name(o.card_method) +
                          " threads=" + std::to_string(threads) + (solo ? " solo" : "") +
                          (sums ? " sums" : "") + "\npuzzle: " + describe(p);
  rfsat::backend::EnumerateOptions eo;
  if (sums) eo.settings.profile = rfsat::backend::Profile::sums;
  eo.max_solutions = static_cast<int>(kLimit) + 1;
  eo.threads = threads;
  eo.solo_conflicts = 3;
  eo.chunk_conflicts = 3;
  eo.even_chunk_conflicts = 2;
  eo.share_max_size = 100;
  eo.solo_first = solo;
  const auto r = rfsat::backend::enumerate(p, rfsat::enc::encode_puzzle(p, o), eo);
  ASSERT_TRUE(r.complete) << ctx;
  for (const Assignment& a : r.solutions) {
    const auto why = rfsat::check::find_violation(p, a);
    ASSERT_FALSE(why) << ctx << "\nSAT solution rejected by the checker: " << *why;
  }
  const std::set<Assignment> got(r.solutions.begin(), r.solutions.end());
  ASSERT_EQ(got.size(), r.solutions.size()) << ctx << "\nSAT enumerated a solution twice";
  ASSERT_EQ(got.size(), expected.size()) << ctx << "\nSAT count != backtrack count";
  ASSERT_TRUE(got == expected) << ctx << "\nsame count, different solutions";
}

void run_case(std::uint64_t seed, const Shape& shape, Tally& tally) {
  const std::optional<Puzzle> p = random_puzzle(seed, shape);
  const auto found = p ? oracle(*p, kLimit + 1) : std::nullopt;
  if (!found) {
    ++tally.skipped;
    return;
  }
  const std::size_t n = found->size();
  (n == 0 ? tally.unsat : n == 1 ? tally.unique : tally.multiple)++;
  const std::set<Assignment> expected(found->begin(), found->end());
  const std::string where = "seed=" + std::to_string(seed);
  for (bool prune : {true, false})
    for (auto m : rfsat::enc::card::kAllMethods) {
      compare_one(*p, expected, {.prune = prune, .card_method = m}, where);
      if (::testing::Test::HasFatalFailure()) return;
    }
  const std::pair<rfsat::enc::Options, Run> parallel[] = {
      {{}, {.threads = 2}},
      {{.prune = false}, {.threads = 3}},
      {{}, {.threads = 2, .solo = true}},
      {{}, {.solo = true, .sums = true}},
      {{}, {.threads = 2, .solo = true, .sums = true}},
  };
  for (const auto& [o, run] : parallel) {
    if (::testing::Test::HasFatalFailure()) return;
    compare_one(*p, expected, o, where, run);
  }
}

// Runs `cases` seeds starting at `base` (env overrides) and checks the mix.
void run_batch(std::uint64_t base, int cases, const Shape& shape) {
  base = env_or("RFSAT_DIFF_SEED", base);
  cases = static_cast<int>(env_or("RFSAT_DIFF_CASES", cases));
  Tally t;
  for (int i = 0; i < cases; ++i) {
    run_case(base + i, shape, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
  std::cout << "seeds " << base << ".." << base + cases - 1 << ": " << t.unsat << " without, "
            << t.unique << " unique, " << t.multiple << " with several solutions, " << t.skipped
            << " skipped (oracle node budget)\n";
  EXPECT_GT(t.unique + t.multiple, cases / 5) << "too few satisfiable puzzles from seed " << base;
  EXPECT_LE(t.skipped, cases / 20) << "too many puzzles skipped from seed " << base;
}

TEST(RandomDifferential, SmallGrids) { run_batch(1'000'000, 200, Shape{3, 4}); }

TEST(RandomDifferential, LargerGrids) { run_batch(2'000'000, 150, Shape{5, 6}); }

TEST(RandomDifferential, EmptySymbolsAndRenban) {
  run_batch(3'000'000, 150, Shape{3, 6, 0.8, 0.9, 0.2});
}

TEST(RandomDifferential, HolesEverywhere) { run_batch(4'000'000, 100, Shape{3, 6, 0.3, 0.4, 1.0}); }

// ---- the oracle against brute force -----------------------------------------------

// On tiny puzzles (<= 9 cells, <= 4 symbols) the backtracker's solutions must be
// exactly the assignments the checker accepts.
TEST(RandomDifferential, BacktrackMatchesBruteForceOnTinyPuzzles) {
  const std::uint64_t base = env_or("RFSAT_DIFF_SEED", 5'000'000);
  const std::uint64_t cases = env_or("RFSAT_DIFF_CASES", 150);
  for (std::uint64_t seed = base; seed < base + cases; ++seed) {
    Rng rng(seed);
    const std::string values = pick(rng, std::vector<std::string>{"123", "112", "122", "12",
                                                                   "1234", "1123", "0123"});
    const int rows = values.size() > 3 ? 2 : uniform(rng, 2, 3);  // at most 4^6 assignments
    Puzzle p = rfsat::test::tiny_puzzle(rows, 3, values);
    random_symbols_table(rng, p, Shape{});
    random_holes(rng, p, Shape{});
    random_groups(rng, p, Shape{2, 3, 0.5, 0.7, 0.3});
    random_cell_rules(rng, p, nullptr);
    const std::vector<int> cells = active_cells(p);
    std::vector<Assignment> found;
    rfsat::test::count_solutions(p, 1'000'000, &found);
    std::set<std::vector<int>> mine;
    for (const Assignment& a : found) {
      std::vector<int> tuple;
      for (int c : cells) tuple.push_back(a[c]);
      mine.insert(tuple);
    }
    ASSERT_EQ(mine.size(), found.size()) << "seed=" << seed << "\n" << describe(p);
    ASSERT_EQ(mine, rfsat::test::accepted_assignments(p, cells)) << "seed=" << seed << "\n"
                                                                 << describe(p);
  }
}

}  // namespace
