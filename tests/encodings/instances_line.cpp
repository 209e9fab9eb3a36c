// Exhaustive instances of §9 lines and outside clues. Thermo: strict/slow,
// branching, reversed cell order, longer than the values, gaps, duplicate and
// negative calculation numbers, empty value; palindrome and whisper: symvalue
// duplicates, empty value, degenerate lengths and distances; lines that
// revisit a cell.
#include "support/exhaustive.hpp"

namespace rfsat::test {

namespace {

// Thermo, palindrome, whisper and renban_line (the order-literal lines).
void add_order_line_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Th = model::Thermo;
  using Pa = model::Palindrome;
  using Wh = model::Whisper;
  add("thermo 3 of 1234", with(tiny_puzzle(1, 3, "1234"), {Th{first_cells(3), true}}));
  add("thermo reversed cells", with(tiny_puzzle(1, 3, "1234"), {Th{{2, 0, 1}, true}}));
  add("thermo slow 3 of 123", with(tiny_puzzle(1, 3, "123"), {Th{first_cells(3), false}}));
  add("thermo 1 cell", with(tiny_puzzle(1, 2, "123"), {Th{{1}, true}}));
  add("thermo no cells", with(tiny_puzzle(1, 2, "12"), {Th{{}, true}}));
  add("thermo longer than values", with(tiny_puzzle(1, 4, "123"), {Th{first_cells(4), true}}));
  add("thermo slow longer than values", with(tiny_puzzle(1, 4, "12"), {Th{first_cells(4), false}}));
  add("thermo duplicate calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Th{first_cells(3), true}}), {1, 2, 2, 3}));
  add("thermo slow duplicate calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Th{first_cells(3), false}}), {2, 1, 2, 3}));
  add("thermo gaps + negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcde"), {Th{first_cells(3), true}}), {7, -2, 0, 3, 4}));
  add("thermo empty value", with_empty(with(tiny_puzzle(1, 3, "0123"), {Th{first_cells(3), true}}), 0));
  add("thermo branching", with(tiny_puzzle(1, 4, "1234"), {Th{{0, 1, 2}, true}, Th{{0, 3}, true}}));
  add("thermo meets slow thermo",
      with(tiny_puzzle(1, 4, "1234"), {Th{{0, 1, 2}, true}, Th{{3, 1}, false}}));
  add("thermo + given + group",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, G{{0, 3}}, G{{1, 4}}, G{{2, 5}},
                                      Th{{3, 0, 1}, true}, model::Given{2, 1}}));
  add("thermo given too low", with(tiny_puzzle(1, 3, "1234"), {Th{first_cells(3), true},
                                                               model::Given{2, 1}}));
  add("palindrome 3 of 123", with(tiny_puzzle(1, 3, "123"), {Pa{first_cells(3)}}));
  add("palindrome 4 of 123", with(tiny_puzzle(1, 4, "123"), {Pa{{3, 0, 2, 1}}}));
  add("palindrome 1 cell", with(tiny_puzzle(1, 2, "123"), {Pa{{1}}}));
  add("palindrome no cells", with(tiny_puzzle(1, 2, "12"), {Pa{{}}}));
  add("palindrome symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {Pa{first_cells(4)}}), {1, 2, 2, -1}));
  add("palindrome in a group", with(tiny_puzzle(1, 3, "123"), {G{first_cells(3)}, Pa{first_cells(3)}}));
  add("palindrome empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {Pa{first_cells(3)}, G{{0, 1}}}), 0));
  add("palindrome + given",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {Pa{first_cells(4)}, model::Given{3, 2}}), {1, 2, 2, 3}));
  add("whisper d=2 of 12345", with(tiny_puzzle(1, 3, "12345"), {Wh{2, first_cells(3)}}));
  add("whisper d=3 of 12345", with(tiny_puzzle(1, 4, "12345"), {Wh{3, {1, 3, 0, 2}}}));
  add("whisper d=0", with(tiny_puzzle(1, 2, "123"), {Wh{0, first_cells(2)}}));
  add("whisper d<0", with(tiny_puzzle(1, 2, "123"), {Wh{-4, first_cells(2)}}));
  add("whisper d too large", with(tiny_puzzle(1, 2, "1234"), {Wh{4, first_cells(2)}}));
  add("whisper 1 cell", with(tiny_puzzle(1, 2, "123"), {Wh{1, {0}}}));
  add("whisper symvalue dup + negative",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Wh{3, first_cells(3)}}), {-3, 0, 2, 2}));
  add("whisper empty value", with_empty(with(tiny_puzzle(1, 3, "01234"), {Wh{2, first_cells(3)}}), 0));
  add("whisper + thermo + palindrome",
      with(tiny_puzzle(1, 4, "123456"), {Wh{3, {0, 1}}, Th{{1, 2}, true}, Pa{{0, 3}}, G{first_cells(4)}}));
  add("renban line 3 of 12345", with(tiny_puzzle(1, 4, "12345"), {R{{3, 0, 1}}, Th{{0, 1}, true}}));
  // Lines that revisit a cell (issue 26): the cell plays each position.
  add("whisper revisit", with(tiny_puzzle(1, 3, "12345"), {Wh{2, {0, 1, 2, 1}}}));
  add("whisper revisit back to back", with(tiny_puzzle(1, 2, "123"), {Wh{1, {0, 0, 1}}}));
  add("whisper d=0 revisit back to back", with(tiny_puzzle(1, 2, "123"), {Wh{0, {1, 1}}}));
  add("palindrome revisit", with(tiny_puzzle(1, 3, "1234"), {Pa{{0, 1, 2, 1}}}));
  add("palindrome revisit mirrored", with(tiny_puzzle(1, 3, "1234"), {Pa{{0, 1, 0}}, Pa{{1, 2, 2, 0}}}));
  add("thermo slow revisit", with(tiny_puzzle(1, 3, "1234"), {Th{{0, 1, 2, 1}, false}}));
  add("thermo strict revisit", with(tiny_puzzle(1, 2, "123"), {Th{{0, 1, 0}, true}}));
}

// --- Arrow and Sandwich (the sums family) -------------------------------
// Arrows with one-cell bulbs and pills (leading 0 digits, empty value,
// negative calcs, unreachable totals); sandwiches on full houses and on free
// lines, adjacent crusts, repeated and duplicate crust values, the empty
// value as a crust, lo == hi, one-cell and empty lines.
void add_arrow_sandwich_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using A = model::Arrow;
  using W = model::Sandwich;
  add("arrow 1 bulb 2 line", with(tiny_puzzle(1, 3, "1234"), {A{{0}, {1, 2}}}));
  add("arrow 1 bulb 3 line", with(tiny_puzzle(1, 4, "12345"), {A{{3}, {0, 2, 1}}}));
  add("arrow unreachable", with(tiny_puzzle(1, 4, "12"), {A{{0}, {1, 2, 3}}}));
  add("arrow + group", with(tiny_puzzle(1, 4, "1234"), {A{{0}, {1, 2}}, G{first_cells(4)}}));
  add("arrow pill 2 cells",
      with_calc(with(tiny_puzzle(1, 5, "abcd"), {A{{0, 1}, {2, 3, 4}}}), {0, 1, 2, 9}));
  add("arrow pill 3 cells",
      with_calc(with(tiny_puzzle(1, 5, "abc"), {A{{4, 0, 2}, {1, 3}}}), {0, 1, 5}));
  add("arrow pill empty value",
      with_empty(with_calc(with(tiny_puzzle(1, 4, "0abc"), {A{{0, 1}, {2, 3}}}), {0, 1, 5, 9}), 0));
  add("arrow negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {A{{1}, {0, 2, 3}}}), {-2, -1, 1, 3}));
  add("arrow symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {A{{0}, {1, 2}}}), {1, 2, 2, 4}));
  add("arrow two sharing a bulb", with(tiny_puzzle(1, 4, "1234"), {A{{0}, {1, 2}}, A{{0}, {3}}}));
  add("sandwich full row", with(tiny_puzzle(1, 4, "1234"), {W{5, first_cells(4)}, G{first_cells(4)}}));
  add("sandwich free line", with(tiny_puzzle(1, 4, "1234"), {W{3, first_cells(4)}}));
  add("sandwich target 0", with(tiny_puzzle(1, 4, "1234"), {W{0, {3, 1, 0, 2}}, G{first_cells(4)}}));
  add("sandwich short line 5 values", with(tiny_puzzle(1, 4, "12345"), {W{2, first_cells(4)}}));
  add("sandwich multiplicity 1123", with(tiny_puzzle(1, 4, "1123"), {W{2, first_cells(4)}}));
  add("sandwich multiplicity full group",
      with(tiny_puzzle(1, 4, "1123"), {W{2, first_cells(4)}, G{first_cells(4)}}));
  add("sandwich duplicate crust calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {W{2, first_cells(4)}}), {1, 1, 2, 3}));
  add("sandwich empty value crust",
      with_empty(with(tiny_puzzle(1, 4, "0123"), {W{3, first_cells(4)}}), 0));
  add("sandwich negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {W{-1, first_cells(4)}}), {2, -1, -3, 0}));
  add("sandwich lo == hi", with_calc(with(tiny_puzzle(1, 3, "abc"), {W{0, first_cells(3)}}), {2, 2, 2}));
  add("sandwich impossible target", with(tiny_puzzle(1, 4, "1234"), {W{9, first_cells(4)}}));
  add("sandwich 1 cell", with(tiny_puzzle(1, 2, "123"), {W{0, {1}}}));
  add("sandwich no cells", with(tiny_puzzle(1, 2, "12"), {W{0, {}}}));
  // sandwich_crusts: given crusts, every other number filling anywhere.
  const auto crusts = [](long long t, std::vector<int> cs, long long a, long long b) {
    return W{t, std::move(cs), true, a, b};
  };
  add("sandwich crusts 2 4 full row",
      with(tiny_puzzle(1, 4, "1234"), {crusts(3, first_cells(4), 2, 4), G{first_cells(4)}}));
  add("sandwich crusts 3 1 free line",
      with(tiny_puzzle(1, 4, "1234"), {crusts(4, first_cells(4), 3, 1)}));
  add("sandwich crusts target 0",
      with(tiny_puzzle(1, 4, "1234"), {crusts(0, first_cells(4), 1, 2)}));
  add("sandwich crusts outside the values",
      with(tiny_puzzle(1, 3, "123"), {crusts(0, first_cells(3), 1, 7)}));
  add("sandwich crusts duplicate calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {crusts(2, first_cells(4), 1, 3)}), {1, 3, 2, 3}));
  add("sandwich crusts negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {crusts(-1, first_cells(4), 2, 0)}),
                {2, -1, 0, 3}));
  add("sandwich crusts equal", with(tiny_puzzle(1, 3, "123"), {crusts(0, first_cells(3), 2, 2)}));
  add("sandwich rows and columns",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, G{{0, 3}}, G{{1, 4}}, G{{2, 5}},
                                      W{2, {0, 1, 2}}, W{0, {3, 4, 5}}}));
}

}  // namespace

std::vector<Instance> line_instances() {
  std::vector<Instance> v;
  add_arrow_sandwich_instances(v);
  add_order_line_instances(v);
  return v;
}

TEST(EncoderExhaustive, LineKinds) {
  for (const Instance& in : line_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
