// Linear sums over table columns (table/table.hpp: one option per candidate,
// with its calculation number), by a layered partial-sum DP (an MDD for
// linear constraints: Abio & Stuckey CP 2014; Bacchus CP 2007 for the layered
// decomposition, automaton/automaton.hpp). States are the partial sums that can
// still reach a final value (interval bounds of the remaining columns), so
// repeated values and negative values are fine. UP achieves GAC on the sum.
// Weighted sums scale the columns first (`scaled`).
//
//   sum::sum_equals(f, cols, 10);                   // n(a)+n(b)+n(c) == 10
//   auto fin = sum::sum_in(f, cols, {3, 4});        // literal per final sum
//   sum::sum_modulo(f, cols, 1, 3);                 // sum == 1 (mod 3)
#pragma once

#include <map>
#include <set>
#include <vector>

#include "card/cardinality.hpp"
#include "table/table.hpp"

namespace rfsat::enc::sum {

// Largest magnitude of a value or a final sum the DP accepts (sums of up to
// 1024 such values stay far inside long long); beyond it: invalid_argument.
inline constexpr long long kMaxMagnitude = 1LL << 48;

// Throws invalid_argument when a value of `cols` or `target` is beyond
// kMaxMagnitude (the automata over sums, outside clues included, stay exact).
void check_magnitudes(const std::vector<table::Column>& cols, long long target);

// The column with every value multiplied by `factor`.
table::Column scaled(const table::Column& col, long long factor);

// The sum of the columns' values is one of `finals`. Returns the literal of
// every live final sum (true iff the walk ends there). No column: the empty
// sum 0.
std::map<long long, int> sum_in(cnf::Formula& f, const std::vector<table::Column>& cols,
                                const std::set<long long>& finals);

// The sum of the columns' values equals `target`.
void sum_equals(cnf::Formula& f, const std::vector<table::Column>& cols, long long target);

// The sum is congruent to `remainder` modulo `modulus` (a DP over residues).
// modulus < 0 means |modulus|; modulus 0 means "equal" (as the checker).
void sum_modulo(cnf::Formula& f, const std::vector<table::Column>& cols, long long remainder,
                long long modulus);

}  // namespace rfsat::enc::sum
