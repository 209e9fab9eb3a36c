// Random small puzzles for the differential tests (random_differential_test.cpp),
// built directly as model::Puzzle from a seed: 3x3..6x6 grids, holes,
// multiplicities, empty symbols, negative and duplicate calculation numbers,
// groups, renban, single-cell rules (random_puzzle.cpp) and, when the shape
// asks for them, the variant rules of spec §6-§9 (random_variant_rules.cpp).
// Rules are often planted on a reference solution, so that satisfiable
// puzzles stay common; the counts are never taken from the generator but
// from the independent backtracking counter (oracle).
//
//   std::optional<Puzzle> p = random::random_puzzle(seed, random::Shape{3, 4});
//   auto solutions = random::oracle(*p, random::kLimit + 1);
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::test::random {

using model::Assignment;
using model::Puzzle;
using Rng = std::mt19937_64;

// Puzzles keep at most this many solutions (extra givens are added until so).
inline constexpr long long kLimit = 300;
// Search nodes the backtracker may spend on one call before giving up.
inline constexpr long long kMaxNodes = 20'000;

int uniform(Rng& rng, int lo, int hi);
bool chance(Rng& rng, double p);
template <class T>
const T& pick(Rng& rng, const std::vector<T>& items) {
  return items[uniform(rng, 0, static_cast<int>(items.size()) - 1)];
}
void add(Puzzle& p, model::ConstraintKind k);
std::vector<int> active_cells(const Puzzle& p);
// `lo`..`hi` different non-hole cells, in random order (fewer if the grid
// has fewer).
std::vector<int> some_cells(Rng& rng, const Puzzle& p, int lo, int hi);

// The solution a rule maker reads its clues from.
using Ref = const Assignment*;
// The calculation number of the reference's symbol in `cell`.
inline long long n(const Puzzle& p, Ref ref, int cell) { return p.symbols.calc((*ref)[cell]); }

// Everything needed to rebuild the puzzle by hand (0-based cells, symbol
// indices, each rule with its numbers).
std::string describe(const Puzzle& p);

struct Shape {
  int min_side = 3;
  int max_side = 6;
  double empty_symbol = 0.25;
  double renban = 0.35;
  double holes = 0.25;
  double variants = 0.0;  // chance of 1..4 variant rules (and of killer rows)
  int outside_clues = 0;  // > 0: the variant rules are 1..outside_clues outside clues
  bool only_set_rules = false;  // the variant rules are 1..4 cage and set rules (issue 27)
  double global_rules = 0.0;    // chance of 1..2 global and cell rules (issue 27), after them
  int modern_lines = 0;         // > 0: the variant rules are 1..modern_lines modern lines
};

// The steps of random_puzzle, also used on their own by the brute-force test.
void random_symbols_table(Rng& rng, Puzzle& p, const Shape& shape);
void random_holes(Rng& rng, Puzzle& p, const Shape& shape);
void random_groups(Rng& rng, Puzzle& p, const Shape& shape);
// Given / set_values / del_values / parity; with `ref`, all true in ref.
void random_cell_rules(Rng& rng, Puzzle& p, const Assignment* ref);
// 1..4 rules of §6-§9 on random cells, and maybe a row cut into sum cages
// (which gives innie/outie equations); with `ref`, each rule is built to
// hold in ref where it can be.
void random_variant_rules(Rng& rng, Puzzle& p, const Assignment* ref);
// One outside clue or sum line of issue 27 (random_outside_rules.cpp), as above.
void outside_clue_rule(Rng& rng, Puzzle& p, const Assignment* ref);
// One cage or set rule (issue 27: random_set_rules.cpp), one of the makers
// random_variant_rules draws from.
void random_set_rule(Rng& rng, Puzzle& p, const Assignment* ref);
// 1..2 of the global and cell rules of issue 27 (random_global_rules.cpp),
// each item built from the geometry (sema/global_cells.hpp); with `ref`,
// only items ref satisfies. Called last: no_kropki reads the dots.
void random_global_rules(Rng& rng, Puzzle& p, const Assignment* ref);
// Chaos construction (random_chaos_rules.cpp): a 2x2..4x4 grid with
// chaos_construction, maybe rows and columns, givens and 0..2 chaos_count /
// chaos_arrow clues (planted 80% of the time); and its oracle, the
// backtracker once per partition (every solution, up to `limit`).
std::optional<Puzzle> random_chaos_puzzle(std::uint64_t seed);
std::optional<std::vector<Assignment>> chaos_oracle(const Puzzle& p, long long limit);
// Doppelganger (random_doppelganger_rules.cpp): a 2x2..4x4 grid of 0..n with
// doppelganger, givens and `greater` rules between var cells; its oracle,
// the backtracker with the groups the rule implies.
std::optional<Puzzle> random_doppelganger_puzzle(std::uint64_t seed);
std::optional<std::vector<Assignment>> doppelganger_oracle(const Puzzle& p, long long limit);
// One modern line rule of issue 27 (random_modern_lines.cpp), as above.
void modern_line_rule(Rng& rng, Puzzle& p, const Assignment* ref);
// One regex_line or nfa_line (random_automata.cpp), as above.
void automaton_line_rule(Rng& rng, Puzzle& p, const Assignment* ref);
// An `or` of 1..3 alternatives, each a few rules of random_variant_rules
// (random_composite_rules.cpp); with `ref`, one alternative is planted on it.
void or_rule(Rng& rng, Puzzle& p, const Assignment* ref);
// One binary relation or weighted sum (random_relation_rules.cpp), as above.
void relation_rule(Rng& rng, Puzzle& p, const Assignment* ref);

// The backtracker's solutions of p (at most `limit`), or nullopt when it
// gives up after kMaxNodes search nodes.
std::optional<std::vector<Assignment>> oracle(const Puzzle& p, long long limit);

// The puzzle of a seed, or nullopt if the oracle gave up while making it.
std::optional<Puzzle> random_puzzle(std::uint64_t seed, const Shape& shape);

}  // namespace rfsat::test::random
