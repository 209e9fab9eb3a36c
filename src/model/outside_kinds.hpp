// Constraint kinds of the outside clues and sum lines of issue 27 (spec §9
// [ext]): sum_line, x_sum, skyscraper, hidden_skyscraper, numbered_room and
// lunchbox. Each is a plain struct; constraint.hpp puts them into the one
// kind list. n(c) is the calculation number in cell c (the empty symbol's is
// 0). `cells` are positions in reading order (an outside clue reads its line
// from the clue's side); a sum line may visit a cell twice, each visit
// counting. docs/rf-language.md gives the readings.
#pragma once

#include <vector>

namespace rfsat::model {

// sum_line: the positions split into consecutive non-empty segments, each
// summing to `target`. A loop (`loop`: the last position is followed by the
// first) splits into arcs of the cycle instead, at least one cut. No
// position: false.
struct SumLine {
  long long target = 10;
  std::vector<int> cells;
  bool loop = false;
};

// x_sum: X = n(c_0); 1 <= X <= k and n(c_0) + ... + n(c_{X-1}) == target.
struct XSum {
  long long target = 0;
  std::vector<int> cells;
};

// skyscraper: the buildings are the non-empty cells (the empty symbol is no
// building); a building is seen when its n is greater than that of every
// building before it. Exactly `count` are seen.
struct Skyscraper {
  long long count = 0;
  std::vector<int> cells;
};

// hidden_skyscraper: the first building that is not seen (some building
// before it is at least as high) has n == value; false when every building
// is seen.
struct HiddenSkyscraper {
  long long value = 0;
  std::vector<int> cells;
};

// numbered_room: N = n(c_0); 1 <= N <= k and n(c_{N-1}) == value.
struct NumberedRoom {
  long long value = 0;
  std::vector<int> cells;
};

// full_rank (ISS's FullRank): the entries are the rows and columns of a
// square grid, each read from both ends (4n words of n numbers), compared
// lexicographically by n(c). With a clue (rank >= 1): exactly rank - 1
// entries are smaller than entries[entry]; unless `ties`, no other entry
// equals it. Without one (rank 0, full_rank_no_ties): no two entries are
// equal. `cells` is every cell of the entries, row by row.
struct FullRank {
  long long rank = 0;
  int entry = -1;
  bool ties = false;
  std::vector<std::vector<int>> entries;
  std::vector<int> cells;
};

// lunchbox: the positions hold pairwise different n; the ones strictly
// between the position of the smallest and that of the largest sum to
// `target`. Fewer than two positions: false.
struct Lunchbox {
  long long target = 0;
  std::vector<int> cells;
};

}  // namespace rfsat::model
