// Constraint kinds of the global and cell rules of issue 27 (disjoint sets,
// anti-taxicab, 2x2 entropy / mod 3, Dutch flatmates, indexers, value
// indexing, minimum / maximum) and of the strict dots (no_kropki and its
// halves). Each kind holds one item of its rule (a pair, a square, a set, a
// clue cell) together with the cells the semantic pass computed for the
// encoder. The checker (src/check/variants_global.cpp) recomputes those
// cells from the geometry and calls an item whose cells differ from its own
// reading false, so a wrong translation in sema shows up as a checker
// violation. Numbers are calculation numbers n(c); "empty" is empty_value.
#pragma once

#include <utility>
#include <vector>

namespace rfsat::model {

using CellPair = std::pair<int, int>;

// disjoint_sets: `cells` are the non-hole cells at one position (row and
// column inside the box) of every complete w x h box of the grid (boxes tiled
// from the top left, no sub-grids); they form a group (each symbol at most
// its multiplicity, exactly that often when there are as many cells as
// `values` has characters).
struct DisjointSets {
  int width = 0, height = 0;
  std::vector<int> cells;
};

// anti_taxicab: the cells of each pair lie in one sub-grid at taxicab
// distance |dr| + |dc| == distance, and do not both hold n == distance.
struct AntiTaxicab {
  long long distance = 1;
  std::vector<CellPair> pairs;
};

// global_entropy: `cells` are the four cells of one 2x2 square (reading
// order, one sub-grid) and hold a low, a middle and a high number: the k
// distinct calculation numbers of the non-empty symbols, ranked 0..k-1 from
// the smallest, fall in class floor(3 * rank / k) (thirds when 3 divides k).
// An empty cell is in no class.
struct GlobalEntropy {
  std::vector<int> cells;
};

// global_mod: the four cells of one 2x2 square (as above) hold a number of
// each residue 0, 1, 2 modulo 3 (mathematical); an empty cell has none.
struct GlobalMod {
  std::vector<int> cells;
};

// dutch_flatmates: if `cell` holds the middle number (the ceil(k/2)-th
// smallest of the k distinct calculation numbers of the non-empty symbols),
// the cell directly above it (same sub-grid; -1: none) holds the smallest or
// the cell directly below (-1: none) the largest.
struct DutchFlatmates {
  int cell = 0;
  int above = -1, below = -1;
};

// row_indexer / column_indexer / box_indexer: the indexer `cell` is at
// position p (1-based) of its line: its row in its column (row_indexer), its
// column in its row (column_indexer), its place in reading order in its w x h
// box (box_indexer). `cells` are the line's non-hole cells and `index` their
// positions 1..L. Then n(cell) is a position v in 1..L of a non-hole cell,
// and for every cell x of the line: n(x) == p iff x is at position v.
struct RowIndexer {
  int cell = 0;
  std::vector<int> cells;
  std::vector<int> index;
};
struct ColumnIndexer {
  int cell = 0;
  std::vector<int> cells;
  std::vector<int> index;
};
struct BoxIndexer {
  int cell = 0;
  int width = 0, height = 0;
  std::vector<int> cells;
  std::vector<int> index;
};

// no_row_indexer / no_column_indexer / no_box_indexer (one kind, as
// no_kropki serves three keywords): `cell` is not marked as an indexer of
// `axis` and does not index. `cells`, `index`, `width`, `height` as in the
// indexer of that axis; `cell` at position p: for every line cell x at
// position j, not (n(cell) == j and n(x) == p). So n(cell) != p (it would
// point at itself, holding p).
enum class IndexAxis { row, column, box };
struct NoIndexer {
  IndexAxis axis = IndexAxis::row;
  int cell = 0;
  int width = 0, height = 0;
  std::vector<int> cells;
  std::vector<int> index;
};

// value_indexing (ISS ValueIndexing): cells c1, c2, c3, ..., ck (k >= 3):
// n(c2) is a position m in 1..k-2 and n(c_{2+m}) == n(c1).
struct ValueIndexing {
  std::vector<int> cells;
};

// minimum / maximum: n(cell) is less (greater) than n of each orthogonal
// neighbour that is not itself a minimum (maximum) cell; `cells` are those
// neighbours.
struct Minimum {
  int cell = 0;
  std::vector<int> cells;
};
struct Maximum {
  int cell = 0;
  std::vector<int> cells;
};

// no_kropki, no_kropki_diff, no_kropki_factor: each pair is adjacent and
// carries no kropki dot (no kropki_diff or kropki_factor names it); its
// numbers differ by none of `diffs` and neither is f times the other for any
// f of `factors`. A pair with an empty cell is skipped.
struct NoKropki {
  std::vector<long long> diffs;
  std::vector<long long> factors;
  std::vector<CellPair> pairs;
};

// doppelganger (ISS's Doppelganger; docs/rf-language.md "Doppelganger"): on
// an n x n grid whose values are the numbers 0..n, `houses` are the n rows,
// the n columns, then the n boxes (or none); each holds 0 and n - 1 different
// numbers of 1..n, and var cell `missing[h]` holds the one it lacks. The
// houses of one kind lack different numbers. At a cell holding 0, the
// numbers its row, column and box lack differ. `missing` has 3n var cells,
// rows' then columns' then boxes'; without boxes the last n hold 0.
// `cells`: every cell of the houses, then the var cells.
struct Doppelganger {
  int n = 0;
  std::vector<std::vector<int>> houses;
  std::vector<int> missing;
  std::vector<int> cells;
};

}  // namespace rfsat::model
