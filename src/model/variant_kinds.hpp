// Constraint kinds of the variant rules (spec §6-§9). Each is a plain struct;
// constraint.hpp puts the ones that are fully implemented (encoder, checker,
// exhaustive test) into the one kind list. Conventions:
//  - n(c) is the calculation number of the symbol in cell c;
//  - `pairs` are unordered cell pairs, computed by the semantic pass (for
//    whole-grid rules: the adjacent, or knight/king/... pairs, minus exempt
//    ones), so encoders and checkers never redo geometry;
//  - "empty-false": a positive pair/triple rule (§7) naming a cell that holds
//    the empty_value symbol is false; pair bans (negative rules and §8) skip
//    any pair with an empty cell (spec §2).
#pragma once

#include <array>
#include <utility>
#include <vector>

namespace rfsat::model {

using CellPair = std::pair<int, int>;

// The pair {a, b} with the smaller cell first (pairs are kept in this order).
inline CellPair ordered(int a, int b) { return a < b ? CellPair{a, b} : CellPair{b, a}; }

// §6 cell sets. `distinct`: the cells hold pairwise different symbols (the
// default; false with the `repetition` flag, and always false for
// little_killer, which is a Sum over a diagonal).
struct Sum {  // n(c1)+...+n(ck) = target
  long long target = 0;
  std::vector<int> cells;
  bool distinct = true;
};
struct Product {  // n(c1)*...*n(ck) = target
  long long target = 0;
  std::vector<int> cells;
  bool distinct = true;
};
struct Diff {  // some cell minus the sum of all others = target
  long long target = 0;
  std::vector<int> cells;
  bool distinct = true;
};
struct Ratio {  // some cell = target * product of all others, that product != 0
  long long target = 0;
  std::vector<int> cells;
  bool distinct = true;
};
struct KimoSum {  // kimo_sum: (sum of n) mod modulus == remainder mod modulus
  long long remainder = 0, modulus = 1;
  std::vector<int> cells;
};
struct Modulo {  // modulo / modulo3: all n(c) equal modulo `modulus`
  long long modulus = 1;
  std::vector<int> cells;
};
struct Wheel {  // cells (clockwise) hold symbols (clockwise), rotated
  std::array<int, 4> cells{};
  std::array<int, 4> symbols{};
};

// Calcudoku's Nylimb mode (cdok -N; docs/calcudoku.md), on one row or column:
// write each n(c) in decimal (|n|, no leading zeros); no decimal digit is
// written twice in the line (so also never twice in one number: 11 is out),
// and at most one of the numbers has two or more digits.
struct DistinctDigits {
  std::vector<int> cells;
};

// §7 pairs and triples (empty-false).
struct Equal {  // same symbol
  int a = 0, b = 0;
};
struct MinDiff {  // |n(a)-n(b)| >= d
  long long d = 0;
  int a = 0, b = 0;
};
struct KropkiDiff {  // kropki_diff: |n(a)-n(b)| == d
  long long d = 1;
  int a = 0, b = 0;
};
struct KropkiFactor {  // kropki_factor: n(a) == f*n(b) or n(b) == f*n(a)
  long long f = 2;
  int a = 0, b = 0;
};
struct KropkiSum {  // kropki_sum / kropki_sum2 / X / V: n(a)+n(b) == s
  long long s = 0;
  int a = 0, b = 0;
};
struct KropkiAny {  // kropki_any (grey dot): |n(a)-n(b)| == 1 or one is twice the other
  int a = 0, b = 0;
};
struct CircleDiff {  // n(c0) == |n(c1)-n(c2)|
  int c0 = 0, c1 = 0, c2 = 0;
};
struct CirclePower {  // n(c0) == n(c1)^n(c2), exponent >= 0
  int c0 = 0, c1 = 0, c2 = 0;
};
struct Greater {  // n(a) > n(b)
  int a = 0, b = 0;
};

// Pair bans (negative rules and §8 whole-grid rules; skip empty cells).
struct DifferentPairs {  // neq, different_adjacent, anti_knight/king/bishop/queen
  std::vector<CellPair> pairs;
  std::vector<int> only_symbols;  // empty: all symbols; else only these may not repeat
};
struct NoDiff {  // nodiff, nodiff_adjacent, non_consecutive: |n(a)-n(b)| != d
  long long d = 1;
  std::vector<CellPair> pairs;
};
struct NoKropkiSum {  // no_kropki_sum: n(a)+n(b) not in sums
  std::vector<long long> sums;
  std::vector<CellPair> pairs;
};
struct NoKimoSum {  // no_kimo_sum: (n(a)+n(b)) mod m != r mod m
  long long remainder = 0, modulus = 1;
  std::vector<CellPair> pairs;
};
struct NoModulo {  // no_modulo: n(a) mod m != n(b) mod m
  long long modulus = 1;
  std::vector<CellPair> pairs;
};
struct RippleEffectDistance {  // ripple_effect_distance on one row/column, cells in
                               // order: equal n at positions i<j needs j-i-1 >= n
                               // (n <= 0: no limit)
  std::vector<int> cells;
};
struct RippleCages {  // ripple_cages: the k cells hold calculation numbers 1..k, once each
  std::vector<int> cells;
};

// §9 lines and outside clues. renban_line is a Renban, little_killer a Sum.
struct Thermo {  // n strictly increasing from the bulb (non-decreasing if !strict)
  std::vector<int> cells;
  bool strict = true;
};
struct Arrow {  // sum of n over `line` == the bulb cells read as one decimal
                // number: sum over i of n(bulb[i]) * 10^(len-1-i)
  std::vector<int> bulb;
  std::vector<int> line;
};
struct Palindrome {  // n(c_i) == n(c_{k+1-i})
  std::vector<int> cells;
};
struct Whisper {  // neighbours along the line: |n(c_i)-n(c_{i+1})| >= d
  long long d = 5;
  std::vector<int> cells;
};
struct Sandwich {  // exactly one cell holds the smallest calculation number of
                   // `values` and exactly one the largest (sandwich_crusts:
                   // the two given numbers); the cells strictly between
                   // those two sum to target
  long long target = 0;
  std::vector<int> cells;  // the line, in order
  bool given_crusts = false;
  long long crust_a = 0, crust_b = 0;  // sandwich_crusts' numbers, a != b
};

}  // namespace rfsat::model
