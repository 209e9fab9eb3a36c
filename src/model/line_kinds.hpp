// Constraint kinds of the modern line rules (issue 27, spec §9 [ext]):
// between, lockout, region-sum, zipper, entropic, modular, parity and nabner
// lines and double arrows. Each is a plain struct; constraint.hpp puts them
// into the one kind list. n(c) is the calculation number in cell c (the empty
// symbol's is 0). Lines are read by positions: `cells` may name a cell more
// than once (a line that crosses itself), and each position counts on its own
// (a sum counts a revisited cell once per visit). docs/rf-language.md gives
// the readings and which repeats the semantic pass accepts.
#pragma once

#include <vector>

namespace rfsat::model {

// between_line: every interior position i (0 < i < k-1) holds a number
// strictly between n(c_0) and n(c_{k-1}). Fewer than 3 cells: no condition.
struct BetweenLine {
  std::vector<int> cells;
};

// lockout_line: the ends c_0, c_{k-1} differ by at least max(d, 1); every
// interior number is below the smaller end or above the larger one. One
// cell: its ends are the same cell, never satisfied; no cell: nothing.
struct LockoutLine {
  long long d = 4;
  std::vector<int> cells;
};

// region_sum_line: region(c) is the index of the first of `regions` holding
// c, or -1. The positions split into maximal runs of consecutive positions
// with equal region(c) (cells of no region form runs too); every run has the
// same sum. The semantic pass fills `regions` with the boxes, or the jigsaw
// regions of a grid without boxes, that the line enters, in that order.
struct RegionSumLine {
  std::vector<int> cells;
  std::vector<std::vector<int>> regions;
};

// zipper_line: n(c_i) + n(c_{k-1-i}) is the same for every i < k/2; on an
// odd line it equals n(c_{k/2}), the centre.
struct ZipperLine {
  std::vector<int> cells;
};

// entropic_line: the k distinct calculation numbers of the non-empty
// symbols, ranked 0..k-1 from the smallest, fall in the thirds
// floor(3 * rank / k) (low, middle, high; equal thirds when 3 divides k, as
// global_entropy reads them); the empty symbol is in no third. Every position
// holds a number of some third, and two positions less than 3 apart hold
// different thirds (every 3 consecutive cells: one low, one middle, one high).
struct EntropicLine {
  std::vector<int> cells;
};

// modular_line: two positions less than m apart hold numbers with different
// remainders modulo m (every m consecutive cells: pairwise different
// remainders). Remainders are mathematical (in [0, m)); the empty symbol's
// number 0 has remainder 0; m >= 1.
struct ModularLine {
  long long m = 3;
  std::vector<int> cells;
};

// parity_line: neighbouring positions hold numbers of different parity (the
// empty symbol's 0 is even).
struct ParityLine {
  std::vector<int> cells;
};

// nabner_line: two positions naming different cells hold numbers that
// differ by at least 2 (no two cells of the line equal or consecutive).
struct NabnerLine {
  std::vector<int> cells;
};

// double_arrow: n(c_0) + n(c_{k-1}) equals the sum of the interior
// positions (one cell: 2 n(c_0) == 0; no cell: nothing).
struct DoubleArrow {
  std::vector<int> cells;
};

}  // namespace rfsat::model
