// Exhaustive instances of the modern line rules (issue 27, line_kinds.hpp):
// between and lockout lines (short lines, reversed ends, revisited interior
// cells, an end inside the line, equal ends, symvalue duplicates and
// negatives, the empty value, differences 0, negative and too large) and
// region-sum lines (runs that leave a region and come back, cells in no
// region, revisits, unreachable sums, the empty value, negatives); zipper
// lines (odd and even, a cell paired with itself, revisits), nabner lines
// (revisits, symvalue duplicates, impossible lengths) and double arrows
// (one, two and no cells, revisits, unreachable totals), each also with the
// empty value and negative or duplicate calculation numbers; entropic,
// modular and parity lines (periodic lines, short lines, revisits 2 and 3
// apart, too few thirds or remainders, moduli 1 and huge, the empty value).
#include "support/exhaustive.hpp"

namespace rfsat::test {

namespace {

using Instances = std::vector<Instance>;

void add_between_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using B = model::BetweenLine;
  add("between_line 3 of 1234", with(tiny_puzzle(1, 3, "1234"), {B{first_cells(3)}}));
  add("between_line 4 of 12345 reversed", with(tiny_puzzle(1, 4, "12345"), {B{{3, 1, 2, 0}}}));
  add("between_line 2 cells", with(tiny_puzzle(1, 2, "123"), {B{{1, 0}}}));
  add("between_line 1 cell", with(tiny_puzzle(1, 2, "12"), {B{{1}}}));
  add("between_line no cells", with(tiny_puzzle(1, 2, "12"), {B{{}}}));
  add("between_line interior revisit", with(tiny_puzzle(1, 4, "12345"), {B{{0, 1, 2, 1, 3}}}));
  add("between_line end in interior", with(tiny_puzzle(1, 3, "1234"), {B{{0, 1, 0, 2}}}));
  add("between_line same ends", with(tiny_puzzle(1, 2, "123"), {B{{0, 1, 0}}}));
  add("between_line symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {B{first_cells(4)}}), {1, 2, 2, 3}));
  add("between_line negative calc + gaps",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {B{{2, 0, 1, 3}}}), {-3, 0, 5, 2}));
  add("between_line empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {B{first_cells(3)}}), 0));
  add("between_line in a group",
      with(tiny_puzzle(1, 4, "1234"), {B{first_cells(4)}, G{first_cells(4)}}));
  add("between_line two sharing cells",
      with(tiny_puzzle(1, 4, "12345"), {B{{0, 1, 2}}, B{{2, 3, 0}}}));
}

void add_lockout_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using L = model::LockoutLine;
  add("lockout_line d=2 of 12345", with(tiny_puzzle(1, 4, "12345"), {L{2, first_cells(4)}}));
  add("lockout_line d=4 of 123456", with(tiny_puzzle(1, 3, "123456"), {L{4, {2, 0, 1}}}));
  add("lockout_line d=0", with(tiny_puzzle(1, 3, "1234"), {L{0, first_cells(3)}}));
  add("lockout_line d<0", with(tiny_puzzle(1, 3, "1234"), {L{-3, first_cells(3)}}));
  add("lockout_line d too large", with(tiny_puzzle(1, 3, "1234"), {L{4, first_cells(3)}}));
  add("lockout_line huge d", with(tiny_puzzle(1, 2, "123"), {L{1LL << 62, first_cells(2)}}));
  add("lockout_line 2 cells", with(tiny_puzzle(1, 2, "1234"), {L{2, {1, 0}}}));
  add("lockout_line 1 cell", with(tiny_puzzle(1, 2, "12"), {L{1, {1}}}));
  add("lockout_line no cells", with(tiny_puzzle(1, 2, "12"), {L{1, {}}}));
  add("lockout_line interior revisit", with(tiny_puzzle(1, 4, "12345"), {L{1, {0, 1, 2, 1, 3}}}));
  add("lockout_line end in interior", with(tiny_puzzle(1, 3, "1234"), {L{1, {0, 2, 0, 1}}}));
  add("lockout_line same ends", with(tiny_puzzle(1, 2, "123"), {L{0, {0, 1, 0}}}));
  add("lockout_line symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {L{1, first_cells(3)}}), {1, 2, 2, 4}));
  add("lockout_line negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {L{3, {3, 1, 2, 0}}}), {-4, 0, 1, -1}));
  add("lockout_line empty value",
      with_empty(with(tiny_puzzle(1, 3, "01234"), {L{2, first_cells(3)}}), 0));
  add("lockout_line + between_line",
      with(tiny_puzzle(1, 4, "12345"), {L{2, {0, 1, 2}}, model::BetweenLine{{1, 3, 2}}}));
}

void add_region_sum_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using S = model::RegionSumLine;
  const std::vector<std::vector<int>> halves = {{0, 1}, {2}};
  const std::vector<std::vector<int>> boxes23 = {{0, 1, 3, 4}, {2, 5}};
  add("region_sum_line two runs", with(tiny_puzzle(1, 3, "1234"), {S{first_cells(3), halves}}));
  add("region_sum_line leaves and returns",
      with(tiny_puzzle(2, 3, "123"), {S{{0, 1, 2, 5, 4}, boxes23}}));
  add("region_sum_line one run", with(tiny_puzzle(1, 3, "123"), {S{{1, 0}, halves}}));
  add("region_sum_line no cells", with(tiny_puzzle(1, 2, "12"), {S{{}, halves}}));
  add("region_sum_line no regions", with(tiny_puzzle(1, 3, "123"), {S{first_cells(3), {}}}));
  add("region_sum_line cell in no region",
      with(tiny_puzzle(1, 4, "1234"), {S{{0, 3, 2, 1}, {{0}, {1}}}}));
  add("region_sum_line revisit",
      with(tiny_puzzle(1, 3, "12345"), {S{{0, 1, 2, 1}, {{0, 1}, {2}}}}));
  add("region_sum_line unreachable",
      with(tiny_puzzle(1, 4, "12"), {S{first_cells(4), {{0, 1, 2}, {3}}}}));
  add("region_sum_line symvalue duplicates + negative",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {S{first_cells(4), {{0}, {1, 2}, {3}}}}),
                {2, -1, 2, 3}));
  add("region_sum_line empty value",
      with_empty(with(tiny_puzzle(1, 4, "0123"), {S{first_cells(4), {{0, 1}, {2, 3}}}}), 0));
  add("region_sum_line in groups",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, S{{3, 0, 1, 2, 5}, boxes23}}));
}

void add_zipper_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Z = model::ZipperLine;
  add("zipper_line 4 of 123", with(tiny_puzzle(1, 4, "123"), {Z{first_cells(4)}}));
  add("zipper_line 5 of 1234", with(tiny_puzzle(1, 5, "1234"), {Z{{4, 0, 2, 1, 3}}}));
  add("zipper_line 3 of 12345", with(tiny_puzzle(1, 3, "12345"), {Z{first_cells(3)}}));
  add("zipper_line 2 cells", with(tiny_puzzle(1, 2, "123"), {Z{first_cells(2)}}));
  add("zipper_line 1 cell", with(tiny_puzzle(1, 2, "12"), {Z{{1}}}));
  add("zipper_line no cells", with(tiny_puzzle(1, 2, "12"), {Z{{}}}));
  add("zipper_line paired with itself", with(tiny_puzzle(1, 3, "1234"), {Z{{0, 1, 2, 0}}}));
  add("zipper_line revisit", with(tiny_puzzle(1, 3, "1234"), {Z{{0, 1, 0, 2, 1}}}));
  add("zipper_line symvalue duplicates + negative",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {Z{first_cells(4)}}), {-1, 2, 2, 3}));
  add("zipper_line empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {Z{first_cells(3)}}), 0));
  add("zipper_line in a group",
      with(tiny_puzzle(1, 5, "12345"), {Z{first_cells(5)}, G{first_cells(5)}}));
}

void add_nabner_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using N = model::NabnerLine;
  add("nabner_line 2 of 1234", with(tiny_puzzle(1, 2, "1234"), {N{first_cells(2)}}));
  add("nabner_line 3 of 12345", with(tiny_puzzle(1, 3, "12345"), {N{{2, 0, 1}}}));
  add("nabner_line 3 of 1234 impossible", with(tiny_puzzle(1, 3, "1234"), {N{first_cells(3)}}));
  add("nabner_line 1 cell", with(tiny_puzzle(1, 2, "12"), {N{{1}}}));
  add("nabner_line no cells", with(tiny_puzzle(1, 2, "12"), {N{{}}}));
  add("nabner_line revisit", with(tiny_puzzle(1, 3, "12345"), {N{{0, 1, 0, 2}}}));
  add("nabner_line symvalue duplicates + gaps",
      with_calc(with(tiny_puzzle(1, 3, "abcde"), {N{first_cells(3)}}), {1, 1, 3, 6, -2}));
  add("nabner_line empty value",
      with_empty(with(tiny_puzzle(1, 3, "01234"), {N{first_cells(3)}}), 0));
  add("nabner_line two lines", with(tiny_puzzle(1, 4, "123456"), {N{{0, 1}}, N{{1, 2, 3}}}));
}

void add_double_arrow_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using D = model::DoubleArrow;
  add("double_arrow 3 of 1234", with(tiny_puzzle(1, 3, "1234"), {D{first_cells(3)}}));
  add("double_arrow 4 of 1234", with(tiny_puzzle(1, 4, "1234"), {D{{3, 1, 0, 2}}}));
  add("double_arrow 5 of 123", with(tiny_puzzle(1, 5, "123"), {D{first_cells(5)}}));
  add("double_arrow 2 cells", with(tiny_puzzle(1, 2, "0123"), {D{first_cells(2)}}));
  add("double_arrow 2 cells negative",
      with_calc(with(tiny_puzzle(1, 2, "abc"), {D{first_cells(2)}}), {-1, 1, 2}));
  add("double_arrow 1 cell", with_empty(with(tiny_puzzle(1, 2, "012"), {D{{1}}}), 0));
  add("double_arrow no cells", with(tiny_puzzle(1, 2, "12"), {D{{}}}));
  add("double_arrow revisit", with(tiny_puzzle(1, 3, "1234"), {D{{0, 1, 2, 1, 0}}}));
  add("double_arrow unreachable", with(tiny_puzzle(1, 7, "12"), {D{first_cells(7)}}));
  add("double_arrow symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {D{first_cells(4)}}), {1, 2, 2, 5}));
  add("double_arrow empty value",
      with_empty(with(tiny_puzzle(1, 4, "0123"), {D{first_cells(4)}}), 0));
  add("double_arrow + zipper_line",
      with(tiny_puzzle(1, 4, "1234"), {D{{0, 1, 2}}, model::ZipperLine{{1, 2, 3}}}));
}

void add_entropic_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using E = model::EntropicLine;
  add("entropic_line 3 of 123", with(tiny_puzzle(1, 3, "123"), {E{first_cells(3)}}));
  add("entropic_line 4 of 123456", with(tiny_puzzle(1, 4, "123456"), {E{{3, 0, 2, 1}}}));
  add("entropic_line 5 of 123", with(tiny_puzzle(1, 5, "123"), {E{first_cells(5)}}));
  add("entropic_line 4 of 1234 uneven thirds",
      with(tiny_puzzle(1, 4, "1234"), {E{first_cells(4)}}));
  add("entropic_line 2 cells", with(tiny_puzzle(1, 2, "1234"), {E{first_cells(2)}}));
  add("entropic_line 1 cell", with(tiny_puzzle(1, 2, "12345"), {E{{1}}}));
  add("entropic_line no cells", with(tiny_puzzle(1, 2, "12"), {E{{}}}));
  add("entropic_line two thirds only", with(tiny_puzzle(1, 3, "12"), {E{first_cells(3)}}));
  add("entropic_line revisit 3 apart", with(tiny_puzzle(1, 3, "123456"), {E{{0, 1, 2, 0}}}));
  add("entropic_line revisit 2 apart", with(tiny_puzzle(1, 2, "123"), {E{{0, 1, 0}}}));
  add("entropic_line symvalue duplicates + negative",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {E{first_cells(4)}}), {-1, 2, 2, 5}));
  add("entropic_line empty value",
      with_empty(with(tiny_puzzle(1, 3, "01234"), {E{first_cells(3)}}), 0));
  add("entropic_line in a group",
      with(tiny_puzzle(1, 4, "123456"), {E{first_cells(4)}, G{first_cells(4)}}));
}

void add_modular_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using M = model::ModularLine;
  add("modular_line 3 over 4 of 123456", with(tiny_puzzle(1, 4, "123456"), {M{3, first_cells(4)}}));
  add("modular_line 2 over 4 of 1234", with(tiny_puzzle(1, 4, "1234"), {M{2, {2, 0, 3, 1}}}));
  add("modular_line 4 over 5 of 12345", with(tiny_puzzle(1, 5, "12345"), {M{4, first_cells(5)}}));
  add("modular_line 4 over 3 of 12345 short",
      with(tiny_puzzle(1, 3, "12345"), {M{4, first_cells(3)}}));
  add("modular_line 5 over 5 of 1234", with(tiny_puzzle(1, 5, "1234"), {M{5, first_cells(5)}}));
  add("modular_line 3 over 2 cells", with(tiny_puzzle(1, 2, "1234"), {M{3, first_cells(2)}}));
  add("modular_line 1", with(tiny_puzzle(1, 3, "12"), {M{1, first_cells(3)}}));
  add("modular_line huge modulus",
      with(tiny_puzzle(1, 3, "123"), {M{1'000'000'000'000LL, first_cells(3)}}));
  add("modular_line no cells", with(tiny_puzzle(1, 2, "12"), {M{3, {}}}));
  add("modular_line revisit 3 apart", with(tiny_puzzle(1, 3, "123456"), {M{3, {0, 1, 2, 0}}}));
  add("modular_line revisit 2 apart", with(tiny_puzzle(1, 2, "1234"), {M{3, {0, 1, 0}}}));
  add("modular_line symvalue negatives",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {M{3, first_cells(4)}}), {-1, -2, 0, 3}));
  add("modular_line empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {M{3, first_cells(3)}}), 0));
  add("modular_line in a group",
      with(tiny_puzzle(1, 4, "123456"), {M{3, first_cells(4)}, G{first_cells(4)}}));
}

void add_parity_line_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using P = model::ParityLine;
  add("parity_line 3 of 1234", with(tiny_puzzle(1, 3, "1234"), {P{first_cells(3)}}));
  add("parity_line 5 of 123", with(tiny_puzzle(1, 5, "123"), {P{{4, 0, 2, 1, 3}}}));
  add("parity_line 2 cells", with(tiny_puzzle(1, 2, "123"), {P{first_cells(2)}}));
  add("parity_line 1 cell", with(tiny_puzzle(1, 2, "12"), {P{{1}}}));
  add("parity_line no cells", with(tiny_puzzle(1, 2, "12"), {P{{}}}));
  add("parity_line all odd", with(tiny_puzzle(1, 3, "13"), {P{first_cells(2)}}));
  add("parity_line revisit", with(tiny_puzzle(1, 3, "1234"), {P{{0, 1, 0, 2}}}));
  add("parity_line symvalue negatives",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {P{first_cells(4)}}), {-1, -2, 3, 3}));
  add("parity_line empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {P{first_cells(3)}}), 0));
  add("parity_line in a group",
      with(tiny_puzzle(1, 4, "1234"), {P{first_cells(4)}, G{first_cells(4)}}));
}

}  // namespace

std::vector<Instance> modern_line_instances() {
  std::vector<Instance> v;
  add_between_instances(v);
  add_lockout_instances(v);
  add_region_sum_instances(v);
  add_zipper_instances(v);
  add_nabner_instances(v);
  add_double_arrow_instances(v);
  add_entropic_instances(v);
  add_modular_instances(v);
  add_parity_line_instances(v);
  return v;
}

TEST(EncoderExhaustive, ModernLineKinds) {
  for (const Instance& in : modern_line_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
