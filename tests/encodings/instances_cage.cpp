// Exhaustive instances of §6 cell sets (sum, product, diff, ratio, kimo_sum, modulo, wheel).
#include "support/exhaustive.hpp"

namespace rfsat::test {

namespace {

// ---- product, diff, ratio, modulo, wheel (the products engineer's block) ----
// Each kind with `distinct` on and off, 1s and 0s, symvalue duplicates and
// negatives, an empty value, cages larger than the symbol set, impossible
// targets, degenerate sizes, and cages big enough to leave the table for
// the layered DP (table::kSearchBudget: 6 symbols ^ 5 cells > 4096).
using Pr = model::Product;
using Df = model::Diff;
using Ra = model::Ratio;
using Mo = model::Modulo;
using Wh = model::Wheel;

void add_product_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("product 6 distinct", with(tiny_puzzle(1, 3, "123456"), {Pr{6, first_cells(3), true}}));
  add("product 6 repetition", with(tiny_puzzle(1, 3, "1236"), {Pr{6, first_cells(3), false}}));
  add("product 2 many 1s", with(tiny_puzzle(1, 5, "1234"), {Pr{2, first_cells(5), false}}));
  add("product 1 distinct", with(tiny_puzzle(1, 2, "1234"), {Pr{1, first_cells(2), true}}));
  add("product 0 zero symbol", with_calc(with(tiny_puzzle(1, 3, "0123"), {Pr{0, first_cells(3), false}}),
                                         {0, 1, 2, 3}));
  add("product 0 distinct", with_calc(with(tiny_puzzle(1, 3, "0123"), {Pr{0, first_cells(3), true}}),
                                      {0, 1, 2, 3}));
  add("product 0 no zero", with(tiny_puzzle(1, 2, "123"), {Pr{0, first_cells(2), false}}));
  add("product 6 with a zero symbol", with_calc(with(tiny_puzzle(1, 3, "0123"), {Pr{6, first_cells(3), false}}),
                                                {0, 1, 2, 3}));
  add("product prime too large", with(tiny_puzzle(1, 3, "123456"), {Pr{7, first_cells(3), false}}));
  add("product negative calc", with_calc(with(tiny_puzzle(1, 3, "abcde"), {Pr{-4, first_cells(3), false}}),
                                         {-2, -1, 1, 2, 3}));
  add("product negative distinct", with_calc(with(tiny_puzzle(1, 3, "abcde"), {Pr{4, first_cells(3), true}}),
                                             {-2, -1, 1, 2, 4}));
  add("product symvalue duplicates", with_calc(with(tiny_puzzle(1, 2, "abcd"), {Pr{4, first_cells(2), true}}),
                                               {1, 2, 2, 4}));
  add("product larger than values distinct", with(tiny_puzzle(1, 4, "123"), {Pr{6, first_cells(4), true}}));
  add("product larger than values rep", with(tiny_puzzle(1, 4, "123"), {Pr{12, first_cells(4), false}}));
  add("product empty value", with_empty(with(tiny_puzzle(1, 3, "0123"), {Pr{0, first_cells(2), false},
                                                                         Pr{2, {2}, false}}), 0));
  add("product no cells 1", with(tiny_puzzle(1, 2, "12"), {Pr{1, {}, true}}));
  add("product no cells 2", with(tiny_puzzle(1, 2, "12"), {Pr{2, {}, true}}));
  add("product 1 cell", with(tiny_puzzle(1, 2, "1234"), {Pr{3, {1}, true}}));
  add("product huge target", with(tiny_puzzle(1, 3, "1234"), {Pr{4611686018427387904LL, first_cells(3), false}}));
  add("product 5 cells of 1234", with(tiny_puzzle(1, 5, "1234"), {Pr{24, first_cells(5), false}}));
  add("product + given", with(tiny_puzzle(1, 3, "123456"), {Pr{12, first_cells(3), true}, model::Given{0, 1}}));
  add("product calcudoku 3x3",
      with(tiny_puzzle(3, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, G{{6, 7, 8}}, G{{0, 3, 6}}, G{{1, 4, 7}},
                                      G{{2, 5, 8}}, Pr{6, {0, 1, 3}, false}, Pr{6, {4, 5, 8}, false}}));
}

void add_difference_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("diff 1 pair", with(tiny_puzzle(1, 2, "1234"), {Df{1, first_cells(2), true}}));
  add("diff 0 pair repetition", with(tiny_puzzle(1, 2, "1234"), {Df{0, first_cells(2), false}}));
  add("diff 0 pair distinct", with_calc(with(tiny_puzzle(1, 2, "abcd"), {Df{0, first_cells(2), true}}),
                                        {1, 2, 2, 3}));
  add("diff negative target", with(tiny_puzzle(1, 2, "1234"), {Df{-2, first_cells(2), true}}));
  add("diff too large", with(tiny_puzzle(1, 2, "1234"), {Df{5, first_cells(2), false}}));
  add("diff 3 cells 0", with(tiny_puzzle(1, 3, "12345"), {Df{0, first_cells(3), true}}));
  add("diff 3 cells 1 rep", with(tiny_puzzle(1, 3, "12345"), {Df{1, first_cells(3), false}}));
  add("diff 4 cells neg calc", with_calc(with(tiny_puzzle(1, 4, "abcde"), {Df{1, first_cells(4), false}}),
                                         {-2, 0, 1, 3, 3}));
  add("diff 1 cell", with(tiny_puzzle(1, 2, "1234"), {Df{3, {0}, true}}));
  add("diff no cells", with(tiny_puzzle(1, 2, "12"), {Df{0, {}, true}}));
  add("diff empty value", with_empty(with(tiny_puzzle(1, 3, "0123"), {Df{2, first_cells(3), false}}), 0));
  add("diff larger than values", with(tiny_puzzle(1, 4, "123"), {Df{1, first_cells(4), true}}));
  add("diff dp 5 cells rep", with(tiny_puzzle(1, 5, "123456"), {Df{2, first_cells(5), false}}));
  add("diff dp 5 cells distinct", with(tiny_puzzle(1, 5, "123456"), {Df{-3, first_cells(5), true}}));
  add("diff dp symvalue", with_calc(with(tiny_puzzle(1, 5, "abcdef"), {Df{0, first_cells(5), false}}),
                                    {-3, -1, 0, 2, 2, 5}));
  add("diff huge target", with(tiny_puzzle(1, 5, "123456"), {Df{4000000000000000000LL, first_cells(5), false}}));
  add("diff + group", with(tiny_puzzle(2, 2, "123"), {G{{0, 1}}, G{{2, 3}}, G{{0, 2}}, G{{1, 3}},
                                                      Df{1, {0, 1}, false}, Df{2, {1, 3}, false}}));
}

void add_ratio_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("ratio 2 pair", with(tiny_puzzle(1, 2, "1234"), {Ra{2, first_cells(2), true}}));
  add("ratio 1 pair repetition", with(tiny_puzzle(1, 2, "123"), {Ra{1, first_cells(2), false}}));
  add("ratio 1 pair distinct", with_calc(with(tiny_puzzle(1, 2, "abcd"), {Ra{1, first_cells(2), true}}),
                                         {1, 2, 2, 4}));
  add("ratio 0 pair", with_calc(with(tiny_puzzle(1, 2, "0123"), {Ra{0, first_cells(2), false}}), {0, 1, 2, 3}));
  add("ratio 2 with zero", with_calc(with(tiny_puzzle(1, 2, "0123"), {Ra{2, first_cells(2), false}}),
                                     {0, 1, 2, 3}));
  add("ratio negative", with_calc(with(tiny_puzzle(1, 2, "abcde"), {Ra{-2, first_cells(2), false}}),
                                  {-4, -2, -1, 1, 2}));
  add("ratio impossible", with(tiny_puzzle(1, 2, "1234"), {Ra{5, first_cells(2), true}}));
  add("ratio 3 cells", with(tiny_puzzle(1, 3, "12345"), {Ra{2, first_cells(3), false}}));
  add("ratio 3 cells distinct", with(tiny_puzzle(1, 3, "123456"), {Ra{1, first_cells(3), true}}));
  add("ratio 1 cell", with(tiny_puzzle(1, 2, "1234"), {Ra{2, {1}, true}}));
  add("ratio no cells", with(tiny_puzzle(1, 2, "12"), {Ra{1, {}, true}}));
  add("ratio empty value", with_empty(with(tiny_puzzle(1, 3, "0123"), {Ra{0, first_cells(3), false}}), 0));
  add("ratio dp r=1", with(tiny_puzzle(1, 5, "123456"), {Ra{1, first_cells(5), false}}));
  add("ratio dp r=2 distinct", with(tiny_puzzle(1, 5, "123456"), {Ra{2, first_cells(5), true}}));
  add("ratio dp r=0", with_calc(with(tiny_puzzle(1, 5, "012345"), {Ra{0, first_cells(5), false}}),
                                {0, 1, 2, 3, 4, 5}));
  add("ratio dp negative", with_calc(with(tiny_puzzle(1, 5, "abcdef"), {Ra{-2, first_cells(5), false}}),
                                     {-2, -1, 0, 1, 2, 4}));
  add("ratio huge target", with(tiny_puzzle(1, 3, "1234"), {Ra{-4000000000000000000LL, first_cells(3), false}}));
  add("ratio + group", with(tiny_puzzle(2, 2, "124"), {G{{0, 1}}, G{{2, 3}}, G{{0, 2}}, G{{1, 3}},
                                                       Ra{2, {0, 1}, false}, Ra{4, {1, 3}, false}}));
}

void add_modulo_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("modulo 3", with(tiny_puzzle(1, 3, "123456"), {Mo{3, first_cells(3)}}));
  add("modulo 2 negative", with_calc(with(tiny_puzzle(1, 3, "abcde"), {Mo{2, first_cells(3)}}),
                                     {-3, -2, -1, 0, 1}));
  add("modulo 3 negative", with_calc(with(tiny_puzzle(1, 3, "abcde"), {Mo{3, first_cells(3)}}),
                                     {-4, -2, -1, 2, 5}));
  add("modulo 1", with(tiny_puzzle(1, 2, "123"), {Mo{1, first_cells(2)}}));
  add("modulo large", with(tiny_puzzle(1, 2, "1234"), {Mo{7, first_cells(2)}}));
  add("modulo 1 cell", with(tiny_puzzle(1, 2, "123"), {Mo{2, {1}}}));
  add("modulo no cells", with(tiny_puzzle(1, 2, "12"), {Mo{2, {}}}));
  add("modulo empty value", with_empty(with(tiny_puzzle(1, 3, "0123"), {Mo{3, first_cells(3)}}), 0));
  add("modulo + group", with(tiny_puzzle(1, 4, "12345"), {Mo{2, first_cells(4)}, G{first_cells(4)}}));
  add("modulo + given", with(tiny_puzzle(1, 3, "123456"), {Mo{3, first_cells(3)}, model::Given{2, 4}}));
}

// --- Sum and KimoSum (sum, little_killer, kimo_sum) ---------------------
// Distinct cages (combination selectors), repeats (the DP), cages larger than
// the symbol set, impossible targets, duplicate/negative calculation numbers,
// the empty value, multiplicities, no cells; kimo_sum residues.
void add_sum_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using S = model::Sum;
  using M = model::KimoSum;
  add("sum 5 of 2 distinct", with(tiny_puzzle(1, 2, "1234"), {S{5, first_cells(2), true}}));
  add("sum 8 of 3 distinct", with(tiny_puzzle(1, 3, "12345"), {S{8, first_cells(3), true}}));
  add("sum 6 of 3 repeat", with(tiny_puzzle(1, 3, "1234"), {S{6, first_cells(3), false}}));
  add("sum 4 of 4 repeat 1234", with(tiny_puzzle(1, 4, "1234"), {S{4, first_cells(4), false}}));
  add("sum cage > symbols distinct", with(tiny_puzzle(1, 4, "123"), {S{8, first_cells(4), true}}));
  add("sum cage > symbols repeat", with(tiny_puzzle(1, 4, "123"), {S{8, first_cells(4), false}}));
  add("sum impossible target", with(tiny_puzzle(1, 3, "1234"), {S{12, first_cells(3), true}}));
  add("sum negative calc + target",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {S{-3, first_cells(3), true}}), {-2, -1, 0, 3}));
  add("sum negative repeat",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {S{-1, {2, 0, 1}, false}}), {-2, -1, 0, 3}));
  add("sum symvalue duplicates distinct",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {S{5, first_cells(3), true}}), {1, 2, 2, 3}));
  add("sum empty value distinct",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {S{3, first_cells(3), true}}), 0));
  add("sum empty value repeat",
      with_empty(with(tiny_puzzle(1, 4, "0123"), {S{2, first_cells(4), false}}), 0));
  add("sum multiplicity 1123", with(tiny_puzzle(1, 3, "1123"), {S{6, first_cells(3), true}}));
  add("sum multiplicity + group", with(tiny_puzzle(1, 4, "1123"), {S{4, {0, 1}, true}, G{first_cells(4)}}));
  add("sum 1 cell", with(tiny_puzzle(1, 2, "123"), {S{2, {1}, true}}));
  add("sum no cells 0", with(tiny_puzzle(1, 2, "12"), {S{0, {}, true}}));
  add("sum no cells 1", with(tiny_puzzle(1, 2, "12"), {S{1, {}, false}}));
  add("sum killer 2x3 latin",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, G{{0, 3}}, G{{1, 4}}, G{{2, 5}},
                                      S{3, {0, 1}, true}, S{8, {2, 5, 4}, true}}));
  add("sum little killer diagonal", with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}},
                                                                S{5, {0, 4}, false}, S{2, {1, 5}, false}}));
  // Cages inside groups (selected sets ban their digits from the rest of the
  // group) and derived innie/outie sums of full groups (sum/derived.hpp).
  add("sum killer cage inside a partial group",
      with(tiny_puzzle(1, 4, "12345"), {G{first_cells(4)}, S{4, {0, 2}, true}}));
  add("sum killer cage inside a group, multiplicity 2",
      with(tiny_puzzle(1, 4, "1123"), {G{first_cells(4)}, S{3, {1, 2}, true}}));
  const std::vector<model::ConstraintKind> latin3{G{{0, 1, 2}}, G{{3, 4, 5}}, G{{6, 7, 8}},
                                                  G{{0, 3, 6}}, G{{1, 4, 7}}, G{{2, 5, 8}}};
  auto killer3 = [&](std::vector<model::ConstraintKind> cages) {
    std::vector<model::ConstraintKind> all = latin3;
    all.insert(all.end(), cages.begin(), cages.end());
    return with(tiny_puzzle(3, 3, "123"), all);
  };
  add("sum killer 3x3 innies", killer3({S{3, {0, 1}, true}, S{5, {4, 7}, true}}));
  add("sum killer 3x3 outies", killer3({S{6, {0, 1, 3}, true}, S{4, {2, 5}, true}, S{3, {7, 8}, true}}));
  add("sum killer 3x3 cages + little killer",
      killer3({S{5, {0, 3}, true}, S{6, {0, 4, 8}, false}, S{4, {5, 8}, true}}));
  add("sum killer 3x3 impossible derived sum", killer3({S{3, {0, 1}, true}, S{5, {2, 5}, true}}));
  // A full group of 5 and a cage sticking out of it by cell 5: n(0) + n(1) +
  // n(2) - n(5) = 15 - 8, a virtual cage (sum/derived.hpp) with a minus cell.
  add("sum killer virtual cage with an outie",
      with(tiny_puzzle(1, 6, "12345"), {G{{0, 1, 2, 3, 4}}, S{8, {3, 4, 5}, true}}));
  add("sum killer full groups, symvalue + empty",
      with_empty(with_calc(with(tiny_puzzle(2, 2, "0a"), {G{{0, 1}}, G{{2, 3}}, G{{0, 2}}, G{{1, 3}},
                                                          S{3, {0}, true}, S{0, {1, 3}, false}}),
                           {0, 3}),
                 0));
  add("kimo_sum 1 mod 3", with(tiny_puzzle(1, 3, "12345"), {M{1, 3, first_cells(3)}}));
  add("kimo_sum mod 1", with(tiny_puzzle(1, 2, "123"), {M{5, 1, first_cells(2)}}));
  add("kimo_sum negative remainder", with(tiny_puzzle(1, 3, "1234"), {M{-1, 4, {2, 0, 1}}}));
  add("kimo_sum negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {M{0, 5, first_cells(3)}}), {-3, -1, 0, 4}));
  add("kimo_sum empty value", with_empty(with(tiny_puzzle(1, 3, "0123"), {M{1, 2, first_cells(3)}}), 0));
  add("kimo_sum modulus > sums", with(tiny_puzzle(1, 2, "123"), {M{5, 100, first_cells(2)}}));
  add("kimo_sum no cells", with(tiny_puzzle(1, 2, "12"), {M{2, 2, {}}, M{1, 2, {0}}}));
  add("kimo_sum + sum + group", with(tiny_puzzle(1, 4, "1234"), {M{0, 4, {0, 1}}, S{5, {2, 3}, true},
                                                                 G{first_cells(4)}}));
}

void add_wheel_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("wheel 1234", with(tiny_puzzle(2, 2, "1234"), {Wh{{0, 1, 3, 2}, {0, 1, 2, 3}}}));
  add("wheel repeated pair", with(tiny_puzzle(2, 2, "123"), {Wh{{0, 1, 3, 2}, {0, 0, 1, 1}}}));
  add("wheel alternating", with(tiny_puzzle(2, 2, "123"), {Wh{{0, 1, 3, 2}, {0, 1, 0, 1}}}));
  add("wheel one symbol", with(tiny_puzzle(2, 2, "12"), {Wh{{0, 1, 3, 2}, {1, 1, 1, 1}}}));
  add("wheel + given", with(tiny_puzzle(2, 2, "1234"), {Wh{{0, 1, 3, 2}, {0, 1, 2, 3}}, model::Given{3, 0}}));
  add("wheel + given conflict", with(tiny_puzzle(2, 2, "123"), {Wh{{0, 1, 3, 2}, {0, 0, 1, 1}},
                                                                model::Given{0, 2}}));
  add("wheel + groups", with(tiny_puzzle(2, 3, "1234"), {Wh{{0, 1, 4, 3}, {0, 1, 2, 3}},
                                                         Wh{{1, 2, 5, 4}, {0, 1, 2, 3}}, G{{0, 1, 2}},
                                                         G{{3, 4, 5}}}));
}


}  // namespace

std::vector<Instance> cage_instances() {
  std::vector<Instance> v;
  add_sum_instances(v);
  add_product_instances(v);
  add_difference_instances(v);
  add_ratio_instances(v);
  add_modulo_instances(v);
  add_wheel_instances(v);
  return v;
}

TEST(EncoderExhaustive, CageKinds) {
  for (const Instance& in : cage_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
