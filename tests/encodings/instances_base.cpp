// Exhaustive instances of the base kinds: groups (full, partial, with
// multiplicity and an empty symbol), renban (windows, gaps, duplicate and
// negative calculation numbers) and the single-cell rules.
#include "support/exhaustive.hpp"

namespace rfsat::test {

using G = model::Group;
using R = model::Renban;

std::vector<Instance> base_instances() {
  std::vector<Instance> v;
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  // Group: full, partial, multiplicity, empty symbol, overlapping, degenerate.
  add("group full 1234", with(tiny_puzzle(1, 4, "1234"), {G{first_cells(4)}}));
  add("group partial 1234", with(tiny_puzzle(1, 3, "1234"), {G{first_cells(3)}}));
  add("group full 122333", with(tiny_puzzle(1, 6, "122333"), {G{first_cells(6)}}));
  add("group partial 122333", with(tiny_puzzle(1, 4, "122333"), {G{first_cells(4)}}));
  add("group full 1123 empty", with_empty(with(tiny_puzzle(1, 4, "1123"), {G{first_cells(4)}}), 0));
  add("group 2x3 rows+cols 123",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, G{{0, 3}}, G{{1, 4}}, G{{2, 5}}}));
  add("group single cell", with(tiny_puzzle(1, 2, "12"), {G{{1}}}));
  add("group empty", with(tiny_puzzle(1, 2, "12"), {G{{}}}));
  add("group 2x2 latin 12", with(tiny_puzzle(2, 2, "12"), {G{{0, 1}}, G{{2, 3}}, G{{0, 2}}, G{{1, 3}}}));
  // Renban: windows, gaps with an empty symbol, duplicate and negative calcs.
  add("renban 3 of 12345", with(tiny_puzzle(1, 3, "12345"), {R{first_cells(3)}}));
  add("renban 4 of 123456", with(tiny_puzzle(1, 4, "123456"), {R{first_cells(4)}}));
  add("renban 1 cell", with(tiny_puzzle(1, 2, "123"), {R{{0}}}));
  add("renban empty symbol", with_empty(with(tiny_puzzle(1, 4, "01234"), {R{first_cells(4)}}), 0));
  add("renban empty + gap",
      with_empty(with_calc(with(tiny_puzzle(1, 3, "0abc"), {R{first_cells(3)}}), {0, 1, 2, 5}), 0));
  add("renban duplicate calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {R{first_cells(3)}}), {1, 2, 2, 3}));
  add("renban negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcde"), {R{first_cells(3)}}), {-2, -1, 0, 1, 3}));
  add("renban + group 2x3",
      with(tiny_puzzle(2, 3, "123456"), {G{{0, 1, 2, 3, 4, 5}}, R{{0, 1, 2}}, R{{3, 4, 5}}}));
  // Single-cell rules, alone and against groups.
  add("given", with(tiny_puzzle(1, 3, "123"), {model::Given{1, 2}}));
  add("given vs group", with(tiny_puzzle(1, 3, "123"), {G{first_cells(3)}, model::Given{0, 1},
                                                        model::Given{2, 1}}));
  add("given twice", with(tiny_puzzle(1, 2, "123"), {model::Given{0, 1}, model::Given{0, 2}}));
  add("set_values", with(tiny_puzzle(1, 3, "1234"), {model::SetValues{0, {1, 3}},
                                                     model::SetValues{2, {}}, G{{0, 1}}}));
  add("del_values", with(tiny_puzzle(1, 3, "1234"), {model::DelValues{0, {0, 1, 2}},
                                                     G{first_cells(3)}}));
  add("parity even", with(tiny_puzzle(1, 3, "12345"), {model::Parity{{0, 2}, true}}));
  add("parity odd negative calc", with_calc(with(tiny_puzzle(1, 2, "abcd"), {model::Parity{{0, 1}, false}}),
                                     {-3, -2, 0, 7}));
  add("parity even empty value", with_empty(with(tiny_puzzle(1, 2, "0123"), {model::Parity{{0}, true}}), 0));
  // Mixed, with a hole.
  Puzzle holed = tiny_puzzle(2, 3, "123");
  holed.geometry.hole[4] = true;
  add("group + renban with a hole", with(holed, {G{{0, 1, 2}}, G{{0, 3}}, R{{0, 1}}, model::Given{5, 2}}));
  return v;
}

TEST(EncoderExhaustive, BaseKinds) {
  for (const Instance& in : base_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
