// Sandwich sums over table columns (a line in order): exactly one option of
// value `lo` and exactly one of value `hi` are taken along the line, every
// other value lies strictly between lo and hi, and the values strictly
// between those two positions sum to `target`. Encoded as a layered
// automaton (encodings.md §7 "Sandwich sum", the DP variant, which stays
// exact with repeated symbols, duplicate calculation numbers and lines that
// are not full houses; automaton/automaton.hpp): states are phase x partial
// sum, with phases "before", "inside after lo", "inside after hi" and
// "after"; inside sums are pruned by the bounds of the values still to come.
// Lunchbox sums first read which crusts hold: a guess position whose letters
// are the caller's literals, one per (lo, hi) pair. UP achieves GAC (on the
// cells and the guesses).
//
//   sum::sandwich_sum(f, cols, 1, 9, 15);   // 1 and 9 enclose 15
//   sum::given_crusts_sum(f, cols, 2, 7, 15);  // 2 and 7 enclose 15, 1 and 9 fill
//   sum::lunchbox_sum(f, cols, {{1, 4, g14}, {2, 5, g25}}, 5);
#pragma once

#include <vector>

#include "table/table.hpp"

namespace rfsat::enc::sum {

// lo != hi; with lo == hi no assignment qualifies (the empty clause). The
// values of `cols` other than lo and hi must lie between them.
void sandwich_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long lo,
                  long long hi, long long target);

// Crusts a and b given (a == b: the empty clause): exactly one option of
// each along the line, every other value anywhere, and the values strictly
// between the two crusts sum to `target`.
void given_crusts_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long a,
                      long long b, long long target);

// One pair of crusts (lo < hi) and the literal saying they are the crusts.
struct Crusts {
  long long lo = 0, hi = 0;
  int lit = 0;
};

// The line is a sandwich of `target` for one of `guesses`, whose literal then
// holds (at most one may hold: the caller's duty); the other values lie
// strictly between that pair. No guess: the empty clause.
void lunchbox_sum(cnf::Formula& f, const std::vector<table::Column>& cols,
                  const std::vector<Crusts>& guesses, long long target);

}  // namespace rfsat::enc::sum
