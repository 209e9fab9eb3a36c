// Exhaustive instances of the composite rule `or` (model::Or): two givens,
// an alternative of several rules (an `and`), one alternative, an empty
// alternative (always true) and no alternative (never), an `or` inside an
// alternative, rules that read the puzzle around them (a cage, a sum in a
// group), order ladders shared with rules before and after the block, and
// the empty value and negative or duplicate calculation numbers.
#include "support/exhaustive.hpp"

namespace rfsat::test {

namespace {

using model::Constraint;
using O = model::Or;

std::vector<Constraint> one(model::ConstraintKind k) { return {Constraint(std::move(k))}; }

}  // namespace

std::vector<Instance> composite_instances() {
  std::vector<Instance> v;
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  using K = model::KropkiDiff;
  using S = model::Sum;
  add("or two givens",
      with(tiny_puzzle(1, 3, "123"), {O{{one(model::Given{0, 0}), one(model::Given{1, 0})}}}));
  add("or and-alternative",
      with(tiny_puzzle(1, 3, "1234"), {O{{{Constraint(model::Given{0, 1}), Constraint(K{1, 1, 2})},
                                          one(model::Given{2, 3})}}}));
  add("or one alternative", with(tiny_puzzle(1, 3, "123"), {O{{one(K{2, 0, 1})}}}));
  add("or empty alternative", with(tiny_puzzle(1, 2, "123"), {O{{{}, one(model::Given{0, 2})}}}));
  add("or no alternative", with(tiny_puzzle(1, 2, "12"), {O{}}));
  add("or nested", with(tiny_puzzle(1, 3, "123"),
                        {O{{{Constraint(O{{one(model::Given{0, 0}), one(model::Given{0, 1})}}),
                             Constraint(K{1, 0, 1})},
                            one(model::Given{2, 2})}}}));
  add("or cage in a group",
      with(tiny_puzzle(1, 4, "1234"),
           {G{first_cells(4)}, O{{one(model::Cage{{0, 1}}), one(S{7, {0, 1}, true})}}}));
  add("or sums sharing ladders",
      with(tiny_puzzle(1, 3, "1234"),
           {S{5, {0, 1}, false}, O{{one(S{4, {1, 2}, false}), one(S{7, {0, 2}, false})}},
            S{6, {0, 2}, false}}));
  add("or thermo or kropki",
      with(tiny_puzzle(1, 3, "1234"),
           {O{{one(model::Thermo{first_cells(3), true}), one(K{3, 0, 2})}}}));
  add("or symvalue negatives",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {O{{one(S{-1, {0, 1}, false}), one(K{4, 1, 2})}}}),
                {-1, -2, 3, 3}));
  add("or empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"),
                      {O{{one(S{3, {0, 1, 2}, false}), one(model::Given{0, 0})}}}),
                 0));
  add("or repeated",
      with(tiny_puzzle(1, 3, "123"), {O{{one(model::Given{0, 0}), one(model::Given{0, 1})}},
                                      O{{one(model::Given{0, 1}), one(model::Given{1, 1})}}}));
  return v;
}

TEST(EncoderExhaustive, CompositeKinds) {
  for (const Instance& in : composite_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
