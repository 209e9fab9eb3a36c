// Exhaustive instances of the outside clues and sum lines (issue 27): every
// clue value on 4-5 cells over 1..4 or 1..5 (with and without a group),
// lines shorter than the values (X or N beyond the line), the empty value
// (no building; X = 0; a zero in a sum), symvalue duplicates (equal heights,
// two clue symbols, two first-cell symbols naming one room), negative
// numbers, repeated cells and loops of a sum line, one cell and no cell;
// full_rank on every 2x2 grid over 1..3 and 3x3 grid over 1..3 (every rank,
// with and without ties, past the last rank, no ties at all, 1x1).
#include "support/exhaustive.hpp"

namespace rfsat::test {

// The entries of full_rank on an n x n grid, in the handler's order.
model::FullRank rank_clue(int n, long long rank, int entry, bool ties) {
  model::FullRank k{rank, entry, ties, {}, first_cells(n * n)};
  for (bool column : {false, true})
    for (int i = 0; i < n; ++i) {
      std::vector<int> line;
      for (int j = 0; j < n; ++j) line.push_back(column ? j * n + i : i * n + j);
      k.entries.push_back(line);
      k.entries.emplace_back(line.rbegin(), line.rend());
    }
  return k;
}

namespace {

using SL = model::SumLine;

void add_sum_line_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) {
    v.push_back({"sum_line " + std::move(n), std::move(p)});
  };
  const std::vector<int> c4 = first_cells(4), c5 = first_cells(5), c6 = first_cells(6);
  for (long long s : {1, 4, 5, 6})
    add("4 cells sum " + std::to_string(s), with(tiny_puzzle(1, 4, "1234"), {SL{s, c4}}));
  add("6 cells over 1..3 sum 3", with(tiny_puzzle(1, 6, "123"), {SL{3, c6}}));
  add("with group", with(tiny_puzzle(1, 4, "1234"), {SL{5, c4}, G{c4}}));
  add("empty value zeros", with_empty(with(tiny_puzzle(1, 5, "0123"), {SL{3, c5}}), 0));
  add("negative calc", with_calc(with(tiny_puzzle(1, 4, "abcd"), {SL{2, c4}}), {2, -1, 3, 0}));
  add("target 0", with_calc(with(tiny_puzzle(1, 4, "abc"), {SL{0, c4}}), {1, -1, 0}));
  add("negative target", with_calc(with(tiny_puzzle(1, 4, "abc"), {SL{-2, c4}}), {1, -1, -2}));
  add("revisited cell", with(tiny_puzzle(1, 3, "1234"), {SL{5, {0, 1, 0, 2}}}));
  add("impossible", with(tiny_puzzle(1, 3, "12"), {SL{7, first_cells(3)}}));
  add("1 cell", with(tiny_puzzle(1, 2, "1234"), {SL{3, {1}}}));
  add("no cells", with(tiny_puzzle(1, 2, "12"), {SL{3, {}}}));
  add("loop 4 cells sum 5", with(tiny_puzzle(1, 4, "1234"), {SL{5, c4, true}}));
  add("loop 5 cells sum 4", with(tiny_puzzle(1, 5, "1234"), {SL{4, c5, true}}));
  add("loop empty value zeros", with_empty(with(tiny_puzzle(1, 5, "0123"), {SL{3, c5, true}}), 0));
  add("loop negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {SL{2, c4, true}}), {2, -1, 3, 0}));
  add("loop target 0", with_calc(with(tiny_puzzle(1, 4, "abc"), {SL{0, c4, true}}), {1, -1, 0}));
  add("loop 1 cell", with(tiny_puzzle(1, 2, "1234"), {SL{3, {1}, true}}));
  add("loop 2 cells", with(tiny_puzzle(1, 2, "1234"), {SL{5, {0, 1}, true}}));
  add("loop revisited cell", with(tiny_puzzle(1, 3, "1234"), {SL{5, {0, 1, 0, 2}, true}}));
}

void add_x_sum_instances(std::vector<Instance>& v) {
  using X = model::XSum;
  auto add = [&](std::string n, Puzzle p) { v.push_back({"x_sum " + std::move(n), std::move(p)}); };
  const std::vector<int> c3 = first_cells(3), c4 = first_cells(4);
  for (long long s : {1, 3, 5, 7, 10})
    add("4 cells sum " + std::to_string(s), with(tiny_puzzle(1, 4, "1234"), {X{s, c4}}));
  add("with group", with(tiny_puzzle(1, 4, "1234"), {X{6, c4}, G{c4}}));
  add("X beyond the line", with(tiny_puzzle(1, 3, "12345"), {X{9, c3}}));
  add("empty value first", with_empty(with(tiny_puzzle(1, 4, "0123"), {X{3, c4}}), 0));
  add("negative calc", with_calc(with(tiny_puzzle(1, 4, "abcd"), {X{2, c4}}), {2, -1, 3, 1}));
  add("duplicate calc", with_calc(with(tiny_puzzle(1, 4, "abcd"), {X{4, c4}}), {1, 2, 2, 3}));
  add("reversed cells", with(tiny_puzzle(1, 4, "1234"), {X{6, {3, 2, 1, 0}}}));
  add("1 cell", with(tiny_puzzle(1, 2, "123"), {X{1, {1}}}));
  add("no cells", with(tiny_puzzle(1, 2, "12"), {X{0, {}}}));
}

void add_skyscraper_instances(std::vector<Instance>& v) {
  using S = model::Skyscraper;
  using H = model::HiddenSkyscraper;
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  const std::vector<int> c4 = first_cells(4), c5 = first_cells(5);
  for (long long n : {0, 1, 2, 3, 4, 5})
    add("skyscraper 4 cells " + std::to_string(n), with(tiny_puzzle(1, 4, "1234"), {S{n, c4}}));
  add("skyscraper with group", with(tiny_puzzle(1, 5, "12345"), {S{3, c5}, G{c5}}));
  add("skyscraper empty value", with_empty(with(tiny_puzzle(1, 4, "0123"), {S{2, c4}}), 0));
  add("skyscraper all empty 0",
      with_empty(with(tiny_puzzle(1, 3, "012"), {S{0, first_cells(3)}}), 0));
  add("skyscraper equal heights",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {S{2, c4}}), {1, 2, 2, 3}));
  add("skyscraper negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abc"), {S{2, c4}}), {-1, 0, 2}));
  // A 0-indexed row: a 0 is no building, even first (ISS's reading).
  add("skyscraper zero not empty",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {S{2, c4}, G{c4}}), {0, 1, 2, 3}));
  add("skyscraper 1 cell", with(tiny_puzzle(1, 2, "123"), {S{1, {1}}}));
  add("skyscraper no cells", with(tiny_puzzle(1, 2, "12"), {S{0, {}}}));
  for (long long h : {0, 1, 2, 3, 4})
    add("hidden_skyscraper 4 cells " + std::to_string(h),
        with(tiny_puzzle(1, 4, "1234"), {H{h, c4}}));
  add("hidden_skyscraper with group", with(tiny_puzzle(1, 5, "12345"), {H{2, c5}, G{c5}}));
  add("hidden_skyscraper empty value", with_empty(with(tiny_puzzle(1, 4, "0123"), {H{1, c4}}), 0));
  add("hidden_skyscraper empty clue", with_empty(with(tiny_puzzle(1, 4, "0123"), {H{0, c4}}), 0));
  add("hidden_skyscraper equal heights",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {H{2, c4}}), {1, 2, 2, 3}));
  add("hidden_skyscraper negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abc"), {H{-1, c4}}), {-1, 0, 2}));
  add("hidden_skyscraper 1 cell", with(tiny_puzzle(1, 2, "123"), {H{1, {1}}}));
  add("hidden_skyscraper no cells", with(tiny_puzzle(1, 2, "12"), {H{1, {}}}));
}

void add_numbered_room_instances(std::vector<Instance>& v) {
  using N = model::NumberedRoom;
  auto add = [&](std::string n, Puzzle p) {
    v.push_back({"numbered_room " + std::move(n), std::move(p)});
  };
  const std::vector<int> c3 = first_cells(3), c4 = first_cells(4);
  for (long long room : {0, 1, 2, 3, 4})
    add("4 cells " + std::to_string(room), with(tiny_puzzle(1, 4, "1234"), {N{room, c4}}));
  add("with group", with(tiny_puzzle(1, 4, "1234"), {N{2, c4}, G{c4}}));
  add("N beyond the line", with(tiny_puzzle(1, 3, "12345"), {N{5, c3}}));
  add("empty value", with_empty(with(tiny_puzzle(1, 4, "0123"), {N{0, c4}}), 0));
  add("duplicate first-cell calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {N{1, c4}}), {1, 3, 3, 2}));
  add("duplicate clue calc", with_calc(with(tiny_puzzle(1, 4, "abcd"), {N{2, c4}}), {2, 2, 3, 4}));
  add("negative calc", with_calc(with(tiny_puzzle(1, 4, "abc"), {N{-1, c4}}), {-1, 2, 3}));
  add("1 cell", with(tiny_puzzle(1, 2, "123"), {N{1, {1}}}));
  add("no cells", with(tiny_puzzle(1, 2, "12"), {N{1, {}}}));
}

void add_lunchbox_instances(std::vector<Instance>& v) {
  using L = model::Lunchbox;
  auto add = [&](std::string n, Puzzle p) {
    v.push_back({"lunchbox " + std::move(n), std::move(p)});
  };
  const std::vector<int> c3 = first_cells(3), c4 = first_cells(4);
  for (long long s : {0, 2, 3, 5, 9})
    add("4 cells over 1..5 sum " + std::to_string(s), with(tiny_puzzle(1, 4, "12345"), {L{s, c4}}));
  add("full row is a sandwich", with(tiny_puzzle(1, 4, "1234"), {L{5, c4}, G{c4}}));
  add("3 cells over 1..6", with(tiny_puzzle(1, 3, "123456"), {L{4, c3}}));
  add("empty value", with_empty(with(tiny_puzzle(1, 4, "01234"), {L{3, c4}}), 0));
  add("duplicate calc", with_calc(with(tiny_puzzle(1, 4, "abcde"), {L{3, c4}}), {1, 2, 2, 3, 4}));
  add("negative calc", with_calc(with(tiny_puzzle(1, 4, "abcd"), {L{-1, c4}}), {2, -1, -3, 0}));
  add("1 cell", with(tiny_puzzle(1, 2, "123"), {L{0, {1}}}));
  add("no cells", with(tiny_puzzle(1, 2, "12"), {L{0, {}}}));
  add("2 cells", with(tiny_puzzle(1, 2, "123"), {L{0, first_cells(2)}}));
}

void add_full_rank_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) {
    v.push_back({"full_rank " + std::move(n), std::move(p)});
  };
  for (long long k = 1; k <= 9; ++k)  // 9: past the 8 entries
    add("2x2 over 1..3 rank " + std::to_string(k),
        with(tiny_puzzle(2, 2, "123"), {rank_clue(2, k, 1, false)}));
  for (long long k : {1, 3, 4, 8})
    add("2x2 over 1..3 ties rank " + std::to_string(k),
        with(tiny_puzzle(2, 2, "123"), {rank_clue(2, k, 5, true)}));
  for (long long k : {1, 5, 7, 12})
    add("3x3 over 1..3 rank " + std::to_string(k),
        with(tiny_puzzle(3, 3, "123"), {rank_clue(3, k, 7, false)}));
  add("3x3 over 1..3 ties rank 5", with(tiny_puzzle(3, 3, "123"), {rank_clue(3, 5, 2, true)}));
  add("3x3 two clues",
      with(tiny_puzzle(3, 3, "12"), {rank_clue(3, 2, 0, false), rank_clue(3, 11, 9, false)}));
  add("no ties 2x2 over 1..3", with(tiny_puzzle(2, 2, "123"), {rank_clue(2, 0, -1, false)}));
  add("no ties 3x3 over 1..2", with(tiny_puzzle(3, 3, "12"), {rank_clue(3, 0, -1, false)}));
  add("no ties with a clue",
      with(tiny_puzzle(2, 2, "123"), {rank_clue(2, 0, -1, false), rank_clue(2, 3, 2, true)}));
  add("empty value", with_empty(with(tiny_puzzle(2, 2, "012"), {rank_clue(2, 4, 3, false)}), 0));
  add("duplicate calc",
      with_calc(with(tiny_puzzle(2, 2, "abc"), {rank_clue(2, 2, 6, false)}), {1, 2, 2}));
  add("negative calc",
      with_calc(with(tiny_puzzle(2, 2, "abc"), {rank_clue(2, 5, 4, true)}), {-1, 0, 2}));
  add("1x1", with(tiny_puzzle(1, 1, "12"), {rank_clue(1, 1, 0, false)}));
  add("1x1 ties", with(tiny_puzzle(1, 1, "12"), {rank_clue(1, 1, 2, true)}));
}

}  // namespace

std::vector<Instance> outside_instances() {
  std::vector<Instance> v;
  add_sum_line_instances(v);
  add_x_sum_instances(v);
  add_skyscraper_instances(v);
  add_numbered_room_instances(v);
  add_lunchbox_instances(v);
  add_full_rank_instances(v);
  return v;
}

TEST(EncoderExhaustive, OutsideKinds) {
  for (const Instance& in : outside_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
