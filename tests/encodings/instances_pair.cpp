// Exhaustive instances of §7 pairs and triples, §8 pair bans and ripple rules.
// Edge cases: empty_value (positive rules false, bans skipped), calculation
// number 0 as a real symbol, negative and duplicate calculation numbers
// (symvalue), impossible targets, zero/negative/one factors and moduli,
// powers with exponent 0, negative exponents and overflow, DifferentPairs and
// ripple lines on cells that share a group (the encoders' dedup), multiplicity 1 and 2.
#include "support/exhaustive.hpp"

namespace rfsat::test {
namespace {

using Pairs = std::vector<model::CellPair>;
using Add = std::function<void(std::string, Puzzle)>;

// The 4 edge pairs of a 2x2 grid.
const Pairs kSquare = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
// The 2 neighbour pairs of a 1x3 grid.
const Pairs kRow3 = {{0, 1}, {1, 2}};

void equal_and_mindiff(const Add& add) {
  using Eq = model::Equal;
  using Md = model::MinDiff;
  add("equal 123", with(tiny_puzzle(1, 2, "123"), {Eq{0, 1}}));
  add("equal empty", with_empty(with(tiny_puzzle(1, 2, "0123"), {Eq{1, 0}}), 0));
  add("equal same calc", with_calc(with(tiny_puzzle(1, 2, "abc"), {Eq{0, 1}}), {1, 1, 2}));
  add("equal in a group", with(tiny_puzzle(1, 3, "123"), {Eq{0, 2}, G{{0, 1, 2}}}));
  add("mindiff 2 of 12345", with(tiny_puzzle(1, 2, "12345"), {Md{2, 0, 1}}));
  add("mindiff 0 empty", with_empty(with(tiny_puzzle(1, 2, "0123"), {Md{0, 0, 1}}), 0));
  add("mindiff negative d", with(tiny_puzzle(1, 2, "123"), {Md{-3, 1, 0}}));
  add("mindiff impossible", with(tiny_puzzle(1, 2, "1234"), {Md{4, 0, 1}}));
  add("mindiff negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Md{3, 0, 1}, Md{2, 1, 2}}), {-2, 0, 1, 3}));
}

void dots(const Add& add) {
  using Dd = model::KropkiDiff;
  using Rd = model::KropkiFactor;
  using Sd = model::KropkiSum;
  add("kropki_diff 1 of 1234", with(tiny_puzzle(1, 2, "1234"), {Dd{1, 0, 1}}));
  add("kropki_diff 2 empty", with_empty(with(tiny_puzzle(1, 2, "01234"), {Dd{2, 1, 0}}), 0));
  add("kropki_diff 0 same calc",
      with_calc(with(tiny_puzzle(1, 2, "abcd"), {Dd{0, 0, 1}}), {1, 2, 2, 3}));
  add("kropki_diff impossible", with(tiny_puzzle(1, 2, "1234"), {Dd{5, 0, 1}}));
  add("kropki_diff chain + group",
      with(tiny_puzzle(1, 3, "1234"), {Dd{1, 0, 1}, Dd{1, 1, 2}, G{{0, 1, 2}}}));
  add("kropki_factor 2 of 123456", with(tiny_puzzle(1, 2, "123456"), {Rd{2, 0, 1}}));
  add("kropki_factor 3 calc 0",
      with_calc(with(tiny_puzzle(1, 2, "0123"), {Rd{3, 0, 1}}), {0, 1, 2, 3}));
  add("kropki_factor 1", with_calc(with(tiny_puzzle(1, 2, "abcd"), {Rd{1, 1, 0}}), {1, 2, 2, 4}));
  add("kropki_factor 0", with_calc(with(tiny_puzzle(1, 2, "0123"), {Rd{0, 0, 1}}), {0, 1, 2, 3}));
  add("kropki_factor -2 negative calc",
      with_calc(with(tiny_puzzle(1, 2, "abcde"), {Rd{-2, 0, 1}}), {-4, -2, -1, 1, 2}));
  add("kropki_factor empty", with_empty(with(tiny_puzzle(1, 2, "01248"), {Rd{2, 0, 1}}), 0));
  add("kropki_factor chain", with(tiny_puzzle(1, 3, "12345678"), {Rd{2, 0, 1}, Rd{2, 1, 2}}));
  using Ad = model::KropkiAny;
  add("kropki_any of 123456789", with(tiny_puzzle(1, 2, "123456789"), {Ad{0, 1}}));
  add("kropki_any chain + group",
      with(tiny_puzzle(1, 3, "12345678"), {Ad{0, 1}, Ad{1, 2}, G{{0, 1, 2}}}));
  add("kropki_any same calc", with_calc(with(tiny_puzzle(1, 2, "abcd"), {Ad{1, 0}}), {1, 3, 3, 6}));
  add("kropki_any negative calc 0",
      with_calc(with(tiny_puzzle(1, 2, "abcde"), {Ad{0, 1}}), {-2, -1, 0, 1, 5}));
  add("kropki_any empty", with_empty(with(tiny_puzzle(1, 2, "01234"), {Ad{0, 1}}), 0));
  add("kropki_any impossible", with(tiny_puzzle(1, 2, "159"), {Ad{0, 1}}));
  add("kropki_sum 5 of 1234", with(tiny_puzzle(1, 2, "1234"), {Sd{5, 0, 1}}));
  add("kropki_sum impossible", with(tiny_puzzle(1, 2, "1234"), {Sd{10, 0, 1}}));
  add("kropki_sum 0 negative calc",
      with_calc(with(tiny_puzzle(1, 2, "abcd"), {Sd{0, 0, 1}}), {-2, -1, 1, 2}));
  add("kropki_sum empty calc 0", with_empty(with(tiny_puzzle(1, 2, "0123"), {Sd{3, 0, 1}}), 0));
  add("kropki_sum X and V", with(tiny_puzzle(1, 3, "123456789"), {Sd{10, 0, 1}, Sd{5, 1, 2}}));
}

void greater_and_triples(const Add& add) {
  using Gt = model::Greater;
  using Cd = model::CircleDiff;
  using Cp = model::CirclePower;
  add("greater 1234", with(tiny_puzzle(1, 2, "1234"), {Gt{0, 1}}));
  add("greater chain", with(tiny_puzzle(1, 3, "1234"), {Gt{2, 1}, Gt{1, 0}}));
  add("greater same calc", with_calc(with(tiny_puzzle(1, 2, "abcd"), {Gt{0, 1}}), {2, 1, 2, -1}));
  add("greater empty", with_empty(with(tiny_puzzle(1, 2, "0123"), {Gt{0, 1}}), 0));
  add("greater cycle", with(tiny_puzzle(1, 2, "123"), {Gt{0, 1}, Gt{1, 0}}));
  add("circlediff 1234", with(tiny_puzzle(1, 3, "1234"), {Cd{0, 1, 2}}));
  add("circlediff empty", with_empty(with(tiny_puzzle(1, 3, "0123"), {Cd{2, 0, 1}}), 0));
  add("circlediff calc 0", with_calc(with(tiny_puzzle(1, 3, "0123"), {Cd{0, 1, 2}}), {0, 1, 2, 3}));
  add("circlediff 2x2 + group",
      with(tiny_puzzle(2, 2, "1234"), {Cd{3, 0, 1}, Cd{0, 2, 1}, G{{0, 1, 2, 3}}}));
  add("circlepower 1234", with(tiny_puzzle(1, 3, "1234"), {Cp{0, 1, 2}}));
  add("circlepower calc 0",
      with_calc(with(tiny_puzzle(1, 3, "0123"), {Cp{2, 0, 1}}), {0, 1, 2, 3}));
  add("circlepower negative",
      with_calc(with(tiny_puzzle(1, 3, "abcdef"), {Cp{0, 1, 2}}), {-2, -1, 0, 1, 2, 4}));
  add("circlepower overflow", with_calc(with(tiny_puzzle(1, 3, "abcdef"), {Cp{0, 1, 2}}),
                                        {2, 30, 1073741824, 31, 62, -2147483647}));
  add("circlepower empty", with_empty(with(tiny_puzzle(1, 3, "01234"), {Cp{0, 1, 2}}), 0));
}

void different_pairs(const Add& add) {
  using Dp = model::DifferentPairs;
  add("different_pairs neq 123", with(tiny_puzzle(1, 2, "123"), {Dp{{{0, 1}}, {}}}));
  add("different_pairs 2x2", with(tiny_puzzle(2, 2, "123"), {Dp{kSquare, {}}}));
  add("different_pairs only 1", with(tiny_puzzle(2, 2, "123"), {Dp{kSquare, {0}}}));
  add("different_pairs only 1,3 empty",
      with_empty(with(tiny_puzzle(2, 2, "0123"), {Dp{kSquare, {0, 1, 3}}}), 0));
  add("different_pairs empty", with_empty(with(tiny_puzzle(1, 3, "0123"), {Dp{kRow3, {}}}), 0));
  add("different_pairs in group mult 1",
      with(tiny_puzzle(2, 2, "1234"), {G{{0, 1}}, Dp{{{0, 1}, {0, 3}, {1, 2}}, {}}}));
  add("different_pairs in group mult 2", with(tiny_puzzle(1, 3, "1122"), {G{{0, 1, 2}}, Dp{kRow3, {}}}));
  add("different_pairs in group mult 2 only",
      with(tiny_puzzle(1, 4, "112233"), {G{{0, 1, 2, 3}}, Dp{{{0, 1}, {1, 2}, {0, 3}}, {1}}}));
  add("different_pairs in group empty mult 2",
      with_empty(with(tiny_puzzle(1, 3, "0012"), {G{{0, 1, 2}}, Dp{kRow3, {}}}), 0));
  add("different_pairs no pairs", with(tiny_puzzle(1, 2, "12"), {Dp{{}, {}}}));
}

void numeric_bans(const Add& add) {
  using Nd = model::NoDiff;
  using Ns = model::NoKropkiSum;
  add("nodiff 1 2x2 1234", with(tiny_puzzle(2, 2, "1234"), {Nd{1, kSquare}}));
  add("nodiff 0 same calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Nd{0, kRow3}}), {1, 2, 2, 3}));
  add("nodiff 2 empty", with_empty(with(tiny_puzzle(1, 3, "01234"), {Nd{2, kRow3}}), 0));
  add("nodiff negative d", with(tiny_puzzle(1, 2, "123"), {Nd{-1, {{0, 1}}}}));
  add("nodiff + group", with(tiny_puzzle(1, 3, "123"), {G{{0, 1, 2}}, Nd{1, kRow3}}));
  add("no_kropki_sum 5 7 of 123456", with(tiny_puzzle(1, 3, "123456"), {Ns{{5, 7}, kRow3}}));
  add("no_kropki_sum no sums", with(tiny_puzzle(1, 2, "123"), {Ns{{}, {{0, 1}}}}));
  add("no_kropki_sum empty calc 0", with_empty(with(tiny_puzzle(2, 2, "0123"), {Ns{{3, 0}, kSquare}}), 0));
  add("no_kropki_sum negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Ns{{0, -3}, kRow3}}), {-2, -1, 1, 2}));
}

void modulo_bans(const Add& add) {
  using Nm = model::NoKimoSum;
  using Nq = model::NoModulo;
  add("no_kimo_sum 0 mod 3", with(tiny_puzzle(1, 3, "123456"), {Nm{0, 3, kRow3}}));
  add("no_kimo_sum -1 mod 4 negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcde"), {Nm{-1, 4, kRow3}}), {-3, -2, 0, 1, 5}));
  add("no_kimo_sum 7 mod 5", with(tiny_puzzle(2, 2, "12345"), {Nm{7, 5, kSquare}}));
  add("no_kimo_sum mod 1 empty", with_empty(with(tiny_puzzle(1, 3, "0123"), {Nm{0, 1, kRow3}}), 0));
  add("no_modulo 3", with(tiny_puzzle(1, 3, "123456"), {Nq{3, kRow3}}));
  add("no_modulo 2 negative calc",
      with_calc(with(tiny_puzzle(2, 2, "abcd"), {Nq{2, kSquare}}), {-3, -2, 0, 1}));
  add("no_modulo 1 empty", with_empty(with(tiny_puzzle(1, 3, "0123"), {Nq{1, kRow3}}), 0));
}

void ripples(const Add& add) {
  using Rl = model::RippleEffectDistance;
  using Rc = model::RippleCages;
  add("ripple_effect_distance 5 of 123", with(tiny_puzzle(1, 5, "123"), {Rl{first_cells(5)}}));
  add("ripple_effect_distance same calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {Rl{first_cells(4)}}), {1, 2, 2, 3}));
  add("ripple_effect_distance empty, 0, negative",
      with_empty(with_calc(with(tiny_puzzle(1, 4, "0abc"), {Rl{first_cells(4)}}), {0, 1, -1, 2}),
                 0));
  add("ripple_effect_distance calc 0 symbol",
      with_calc(with(tiny_puzzle(1, 4, "abc"), {Rl{first_cells(4)}}), {0, 1, 2}));
  add("ripple_effect_distance out of order", with(tiny_puzzle(1, 4, "1234"), {Rl{{3, 1, 0, 2}}}));
  add("ripple_effect_distance 1 cell", with(tiny_puzzle(1, 2, "12"), {Rl{{1}}}));
  add("ripple_effect_distance in group mult 2",
      with(tiny_puzzle(1, 4, "1122"), {G{first_cells(4)}, Rl{first_cells(4)}}));
  add("ripple_effect_distance in group same calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {G{{0, 1, 2}}, Rl{first_cells(4)}}), {1, 1, 2, 3}));
  add("ripple_effect_distance lines 2x3", with(tiny_puzzle(2, 3, "123"),
                               {Rl{{0, 1, 2}}, Rl{{3, 4, 5}}, Rl{{0, 3}}, Rl{{1, 4}}, Rl{{2, 5}}}));
  add("ripple_cages 3 of 1234", with(tiny_puzzle(1, 3, "1234"), {Rc{first_cells(3)}}));
  add("ripple_cages too big", with(tiny_puzzle(1, 4, "123"), {Rc{first_cells(4)}}));
  add("ripple_cages same calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Rc{first_cells(3)}}), {1, 1, 2, 3}));
  add("ripple_cages empty", with_empty(with(tiny_puzzle(1, 3, "0123"), {Rc{{2, 0}}}), 0));
  add("ripple_cages no cells", with(tiny_puzzle(1, 2, "12"), {Rc{{}}}));
  add("ripple_cages + group",
      with(tiny_puzzle(2, 2, "1234"), {G{{0, 1, 2, 3}}, Rc{{0, 1}}, Rc{{2, 3}}}));
}

}  // namespace

std::vector<Instance> pair_instances() {
  std::vector<Instance> v;
  const Add add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  equal_and_mindiff(add);
  dots(add);
  greater_and_triples(add);
  different_pairs(add);
  numeric_bans(add);
  modulo_bans(add);
  ripples(add);
  return v;
}

TEST(EncoderExhaustive, PairKinds) {
  for (const Instance& in : pair_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
