// Exhaustive instances of the cage and set rules (issue 27): cage,
// rellik_cage, equality_cage, equal_sum, contain_at_least / contain_exact,
// quadruple, look_and_say, count_distinct, clone, same_values and
// counting_circles. Each kind with symvalue duplicates and negatives, the
// empty value, impossible clues, degenerate sizes (one cell, no cell) and
// groups around it. Domains stay at most 6 symbols and 6 cells (6^5 = 7,776
// assignments at most here).
#include "support/exhaustive.hpp"

namespace rfsat::test {

namespace {

using model::Given;

void add_cage_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using C = model::Cage;
  using Rl = model::RellikCage;
  add("cage 3 of 1234", with(tiny_puzzle(1, 3, "1234"), {C{first_cells(3)}}));
  add("cage larger than symbols", with(tiny_puzzle(1, 4, "123"), {C{first_cells(4)}}));
  add("cage multiplicity 1123", with(tiny_puzzle(1, 3, "1123"), {C{first_cells(3)}}));
  add("cage symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {C{first_cells(3)}}), {1, 1, 2, 3}));
  add("cage empty value", with_empty(with(tiny_puzzle(1, 3, "0123"), {C{first_cells(3)}}), 0));
  add("cage 1 cell", with(tiny_puzzle(1, 2, "123"), {C{{1}}}));
  add("cage no cells", with(tiny_puzzle(1, 2, "12"), {C{{}}}));
  add("cage + group + given",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, C{{0, 3, 4}}, Given{4, 2}}));

  add("rellik_cage 5 of 3 over 12345", with(tiny_puzzle(1, 3, "12345"), {Rl{5, first_cells(3)}}));
  add("rellik_cage 4 of 2 over 1234", with(tiny_puzzle(1, 2, "1234"), {Rl{4, first_cells(2)}}));
  add("rellik_cage 7 of 4 over 123456", with(tiny_puzzle(1, 4, "123456"), {Rl{7, first_cells(4)}}));
  add("rellik_cage target 0, empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {Rl{0, first_cells(3)}}), 0));
  add("rellik_cage target 3, a zero",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Rl{3, first_cells(3)}}), {0, 1, 2, 3}));
  add("rellik_cage negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcde"), {Rl{0, first_cells(3)}}), {-2, -1, 1, 2, 3}));
  add("rellik_cage symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Rl{4, first_cells(3)}}), {1, 2, 2, 3}));
  add("rellik_cage unreachable target", with(tiny_puzzle(1, 3, "1234"), {Rl{100, first_cells(3)}}));
  add("rellik_cage 1 cell", with(tiny_puzzle(1, 2, "1234"), {Rl{3, {1}}}));
  add("rellik_cage no cells", with(tiny_puzzle(1, 2, "12"), {Rl{0, {}}}));
  add("rellik_cage larger than symbols", with(tiny_puzzle(1, 4, "123"), {Rl{10, first_cells(4)}}));
  add("rellik_cage + group", with(tiny_puzzle(2, 2, "1234"), {G{{0, 1, 2, 3}}, Rl{5, {0, 1, 2}}}));
}

void add_equality_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using E = model::EqualityCage;
  add("equality_cage 2 of 1234", with(tiny_puzzle(1, 2, "1234"), {E{first_cells(2)}}));
  add("equality_cage 4 of 123456", with(tiny_puzzle(1, 4, "123456"), {E{first_cells(4)}}));
  add("equality_cage odd range 12345", with(tiny_puzzle(1, 2, "12345"), {E{first_cells(2)}}));
  add("equality_cage odd size", with(tiny_puzzle(1, 3, "1234"), {E{first_cells(3)}}));
  add("equality_cage empty value",
      with_empty(with(tiny_puzzle(1, 2, "0123"), {E{first_cells(2)}}), 0));
  add("equality_cage symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 2, "abcde"), {E{first_cells(2)}}), {1, 2, 2, 4, 5}));
  add("equality_cage negative calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {E{first_cells(4)}}), {-2, -1, 1, 2}));
  add("equality_cage one symbol", with(tiny_puzzle(1, 2, "1"), {E{first_cells(2)}}));
  add("equality_cage no cells", with(tiny_puzzle(1, 2, "12"), {E{{}}}));
  add("equality_cage + group",
      with(tiny_puzzle(2, 2, "1234"), {G{{0, 1}}, G{{0, 2}}, E{{0, 1, 2, 3}}}));
}

void add_equal_sum_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Es = model::EqualSum;
  add("equal_sum 1 vs 2", with(tiny_puzzle(1, 3, "1234"), {Es{first_cells(3), {1, 2}}}));
  add("equal_sum three segments", with(tiny_puzzle(1, 5, "123"), {Es{{4, 0, 2, 1, 3}, {1, 2, 2}}}));
  add("equal_sum 2 vs 2", with(tiny_puzzle(1, 4, "12345"), {Es{first_cells(4), {2, 2}}}));
  add("equal_sum negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Es{first_cells(3), {1, 2}}}), {-2, -1, 0, 3}));
  add("equal_sum empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {Es{first_cells(3), {2, 1}}}), 0));
  add("equal_sum impossible", with(tiny_puzzle(1, 4, "12"), {Es{first_cells(4), {1, 3}}}));
  add("equal_sum one segment", with(tiny_puzzle(1, 2, "123"), {Es{first_cells(2), {2}}}));
  add("equal_sum empty segment",
      with_calc(with(tiny_puzzle(1, 2, "abc"), {Es{first_cells(2), {0, 2}}}), {-1, 0, 1}));
  add("equal_sum no segments", with(tiny_puzzle(1, 2, "12"), {Es{{}, {}}}));
  add("equal_sum + group",
      with(tiny_puzzle(2, 2, "1234"), {G{{0, 1}}, G{{2, 3}}, Es{{0, 1, 2, 3}, {1, 1, 2}}}));
}

void add_contain_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Ca = model::ContainAtLeast;
  using Q = model::Quadruple;
  add("contain_at_least 1, 2 in 3",
      with(tiny_puzzle(1, 3, "1234"), {Ca{{1, 2}, first_cells(3), false}}));
  add("contain_at_least 1, 1 in 3",
      with(tiny_puzzle(1, 3, "123"), {Ca{{1, 1}, first_cells(3), false}}));
  add("contain_at_least too many values",
      with(tiny_puzzle(1, 2, "123"), {Ca{{1, 2, 3}, first_cells(2), false}}));
  add("contain_at_least fills the cells",
      with(tiny_puzzle(1, 3, "1234"), {Ca{{1, 3, 3}, first_cells(3), false}}));
  add("contain_at_least symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Ca{{1, 1}, first_cells(3), false}}),
                {1, 1, 2, 3}));
  add("contain_at_least empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {Ca{{0, 2}, first_cells(3), false}}), 0));
  add("contain_at_least absent value",
      with(tiny_puzzle(1, 2, "123"), {Ca{{7}, first_cells(2), false}}));
  add("contain_at_least negative",
      with_calc(with(tiny_puzzle(1, 3, "abc"), {Ca{{-1, 2}, first_cells(3), false}}), {-1, 0, 2}));
  add("contain_at_least no cells",
      with(tiny_puzzle(1, 2, "12"), {Ca{{}, {}, false}, Ca{{1}, {}, false}}));
  add("contain_at_least nothing listed",
      with(tiny_puzzle(1, 2, "12"), {Ca{{}, first_cells(2), false}}));
  add("contain_at_least exact 1, 1 in 3",
      with(tiny_puzzle(1, 3, "123"), {Ca{{1, 1}, first_cells(3), true}}));
  add("contain_at_least exact 1, 2 in 3",
      with(tiny_puzzle(1, 3, "1234"), {Ca{{1, 2}, first_cells(3), true}}));
  add("contain_at_least exact fills the cells",
      with(tiny_puzzle(1, 3, "1234"), {Ca{{2, 4, 4}, first_cells(3), true}}));
  add("contain_at_least exact symvalue",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Ca{{1, 3}, first_cells(3), true}}), {1, 1, 2, 3}));
  add("contain_at_least exact empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {Ca{{0}, first_cells(3), true}}), 0));
  add("contain_at_least exact + group",
      with(tiny_puzzle(2, 2, "123"), {G{{0, 1}}, G{{2, 3}}, Ca{{2, 2}, {0, 1, 2, 3}, true}}));

  const std::vector<int> block{0, 1, 2, 3};
  add("quadruple 1, 2", with(tiny_puzzle(2, 2, "1234"), {Q{{1, 2}, block}}));
  add("quadruple 1, 1, 2", with(tiny_puzzle(2, 2, "123"), {Q{{1, 1, 2}, {3, 0, 2, 1}}}));
  add("quadruple four values", with(tiny_puzzle(2, 2, "12345"), {Q{{1, 2, 3, 5}, block}}));
  add("quadruple absent value", with(tiny_puzzle(2, 2, "123"), {Q{{4}, block}}));
  add("quadruple symvalue + empty",
      with_empty(with_calc(with(tiny_puzzle(2, 2, "0abc"), {Q{{0, 2}, block}}), {0, 2, 2, 3}), 0));
  add("quadruple on a 2x3 grid + groups",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, Q{{1, 3}, {1, 2, 4, 5}}}));
}

void add_look_and_say_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using L = model::LookAndSay;
  add("look_and_say two 3s", with(tiny_puzzle(1, 3, "123"), {L{{{2, 3}}, first_cells(3)}}));
  add("look_and_say two 3s no 1",
      with(tiny_puzzle(1, 3, "123"), {L{{{2, 3}, {0, 1}}, first_cells(3)}}));
  add("look_and_say fills the cells",
      with(tiny_puzzle(1, 4, "1234"), {L{{{1, 1}, {3, 4}}, first_cells(4)}}));
  add("look_and_say symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {L{{{2, 2}}, first_cells(3)}}), {1, 2, 2, 3}));
  add("look_and_say empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {L{{{1, 0}, {1, 2}}, first_cells(3)}}), 0));
  add("look_and_say count above cells",
      with(tiny_puzzle(1, 2, "12"), {L{{{3, 1}}, first_cells(2)}}));
  add("look_and_say negative count", with(tiny_puzzle(1, 2, "12"), {L{{{-1, 1}}, first_cells(2)}}));
  add("look_and_say a value twice",
      with(tiny_puzzle(1, 2, "12"), {L{{{1, 1}, {2, 1}}, first_cells(2)}}));
  add("look_and_say a value twice, same count",
      with(tiny_puzzle(1, 2, "12"), {L{{{1, 1}, {1, 1}}, first_cells(2)}}));
  add("look_and_say absent value",
      with(tiny_puzzle(1, 2, "12"), {L{{{0, 9}, {1, 9}}, first_cells(2)}}));
  add("look_and_say no cells", with(tiny_puzzle(1, 2, "12"), {L{{{0, 1}}, {}}}));
  add("look_and_say + group",
      with(tiny_puzzle(2, 2, "12"), {G{{0, 1}}, G{{2, 3}}, L{{{2, 1}}, {0, 2, 3}}}));
}

void add_count_distinct_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Cd = model::CountDistinct;
  add("count_distinct 3 cells over 123", with(tiny_puzzle(1, 3, "123"), {Cd{first_cells(3)}}));
  add("count_distinct 4 cells over 1234", with(tiny_puzzle(1, 4, "1234"), {Cd{{2, 0, 1, 3}}}));
  add("count_distinct 6 cells over 123", with(tiny_puzzle(1, 6, "123"), {Cd{first_cells(6)}}));
  add("count_distinct control only",
      with_calc(with(tiny_puzzle(1, 2, "abc"), {Cd{{1}}}), {0, 1, 2}));
  add("count_distinct empty value",
      with_empty(with(tiny_puzzle(1, 4, "0123"), {Cd{first_cells(4)}}), 0));
  add("count_distinct symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {Cd{first_cells(4)}}), {1, 1, 2, 3}));
  add("count_distinct negative",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Cd{first_cells(3)}}), {-1, 1, 2, 3}));
  add("count_distinct no cells", with(tiny_puzzle(1, 2, "12"), {Cd{{}}}));
  add("count_distinct + group", with(tiny_puzzle(2, 2, "123"), {G{{1, 2, 3}}, Cd{{0, 1, 2, 3}}}));
}

void add_clone_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Cl = model::Clone;
  add("clone 2 pairs over 123", with(tiny_puzzle(1, 4, "123"), {Cl{{{0, 2}, {1, 3}}}}));
  add("clone symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 2, "abcd"), {Cl{{{0, 1}}}}), {1, 2, 2, 3}));
  add("clone empty value", with_empty(with(tiny_puzzle(1, 2, "012"), {Cl{{{1, 0}}}}), 0));
  add("clone same cell", with(tiny_puzzle(1, 2, "12"), {Cl{{{0, 0}}}}));
  add("clone no pairs", with(tiny_puzzle(1, 2, "12"), {Cl{{}}}));
  add("clone + group",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, Cl{{{0, 4}, {1, 5}}}}));
}

void add_same_values_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Sv = model::SameValues;
  add("same_values 2 sets of 2 over 123", with(tiny_puzzle(1, 4, "123"), {Sv{first_cells(4), 2}}));
  add("same_values 3 sets of 1", with(tiny_puzzle(1, 3, "123"), {Sv{first_cells(3), 1}}));
  add("same_values 2 sets of 3 over 12",
      with(tiny_puzzle(1, 6, "12"), {Sv{{0, 2, 4, 1, 3, 5}, 3}}));
  add("same_values 3 sets of 2 over 123", with(tiny_puzzle(1, 6, "123"), {Sv{first_cells(6), 2}}));
  add("same_values symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {Sv{first_cells(4), 2}}), {1, 2, 2, 3}));
  add("same_values empty value",
      with_empty(with(tiny_puzzle(1, 4, "012"), {Sv{first_cells(4), 2}}), 0));
  add("same_values one set", with(tiny_puzzle(1, 2, "12"), {Sv{first_cells(2), 2}}));
  add("same_values no cells", with(tiny_puzzle(1, 2, "12"), {Sv{{}, 2}}));
  add("same_values + group", with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, Sv{{0, 1, 3, 4}, 2}}));
}

void add_counting_circles_instances(std::vector<Instance>& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using Cc = model::CountingCircles;
  add("counting_circles 3 over 123", with(tiny_puzzle(1, 3, "123"), {Cc{first_cells(3)}}));
  add("counting_circles 4 over 1234", with(tiny_puzzle(1, 4, "1234"), {Cc{first_cells(4)}}));
  add("counting_circles 5 over 12345", with(tiny_puzzle(1, 5, "12345"), {Cc{first_cells(5)}}));
  add("counting_circles zero and negative",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Cc{first_cells(3)}}), {-1, 0, 1, 2}));
  add("counting_circles empty value",
      with_empty(with(tiny_puzzle(1, 3, "012"), {Cc{first_cells(3)}}), 0));
  add("counting_circles symvalue duplicates",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {Cc{first_cells(3)}}), {1, 2, 2, 3}));
  add("counting_circles 1 cell", with(tiny_puzzle(1, 2, "123"), {Cc{{1}}}));
  add("counting_circles no cells", with(tiny_puzzle(1, 2, "12"), {Cc{{}}}));
  add("counting_circles + group",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, Cc{{0, 1, 3, 4, 5}}}));
}

}  // namespace

std::vector<Instance> set_instances() {
  std::vector<Instance> v;
  add_cage_instances(v);
  add_equality_instances(v);
  add_equal_sum_instances(v);
  add_contain_instances(v);
  add_look_and_say_instances(v);
  add_count_distinct_instances(v);
  add_clone_instances(v);
  add_same_values_instances(v);
  add_counting_circles_instances(v);
  return v;
}

TEST(EncoderExhaustive, SetKinds) {
  for (const Instance& in : set_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
