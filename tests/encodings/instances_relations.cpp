// Exhaustive instances of the binary relations (model::Relation: relation,
// relation_chain, relation_all, anti_offsets) and weighted_sum, on values
// 1..4 (or symvalue numbers) and 2-4 cells. Edge cases: every named
// relation, a table (also one no pair of the domain meets), empty_value
// (empty-false, and skip_empty for anti_offsets), duplicate and negative
// calculation numbers, impossible numbers, no pairs; weights of each sign,
// zero, a cell listed twice and a cell whose weights cancel, no cells.
#include "support/exhaustive.hpp"

namespace rfsat::test {
namespace {

using Add = std::function<void(std::string, Puzzle)>;
using Op = model::RelationOp;
using Rel = model::Relation;
using Ws = model::WeightedSum;
using Pairs = std::vector<std::pair<int, int>>;

Rel rel(Op op, long long k, Pairs pairs) { return Rel{op, k, {}, std::move(pairs), false}; }

void named(const Add& add) {
  const Pairs one = {{0, 1}};
  for (const model::RelationName& n : model::kRelationNames) {
    if (n.op == Op::table) continue;
    const std::string name(n.name);
    add("relation " + name + " 1234", with(tiny_puzzle(1, 2, "1234"), {rel(n.op, 2, one)}));
    add("relation " + name + " chain of 3",
        with(tiny_puzzle(1, 3, "1234"), {rel(n.op, 1, {{0, 1}, {1, 2}})}));
    add("relation " + name + " same calc",
        with_calc(with(tiny_puzzle(1, 2, "abcd"), {rel(n.op, 3, {{1, 0}})}), {-1, 1, 1, 2}));
    add("relation " + name + " empty",
        with_empty(with(tiny_puzzle(1, 2, "0123"), {rel(n.op, 0, one)}), 0));
  }
  add("relation diff_ge impossible",
      with(tiny_puzzle(1, 2, "1234"), {rel(Op::diff_ge, 4, {{0, 1}})}));
  add("relation sum_eq impossible",
      with(tiny_puzzle(1, 2, "1234"), {rel(Op::sum_eq, 9, {{0, 1}})}));
  add("relation diff_le negative",
      with(tiny_puzzle(1, 2, "123"), {rel(Op::diff_le, -1, {{0, 1}})}));
  add("relation lt all pairs of 4",
      with(tiny_puzzle(1, 4, "12345"),
           {rel(Op::lt, 0, {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}})}));
  add("relation ne all pairs + group",
      with(tiny_puzzle(1, 3, "1234"), {G{{0, 1, 2}}, rel(Op::ne, 0, {{0, 1}, {0, 2}, {1, 2}})}));
  add("relation no pairs", with(tiny_puzzle(1, 2, "12"), {rel(Op::lt, 0, {})}));
  add("relation gt cycle", with(tiny_puzzle(1, 2, "123"), {rel(Op::gt, 0, {{0, 1}, {1, 0}})}));
}

void tables_and_offsets(const Add& add) {
  Rel t = rel(Op::table, 0, {{0, 1}, {1, 2}});
  t.allowed = {{0, 1}, {1, 0}, {1, 3}, {3, 2}, {2, 2}};
  add("relation table chain", with(tiny_puzzle(1, 3, "1234"), {t}));
  add("relation table empty", with_empty(with(tiny_puzzle(1, 3, "01234"), {t}), 4));
  Rel none = rel(Op::table, 0, {{0, 1}});
  none.allowed = {{3, 3}};
  add("relation table impossible", with(tiny_puzzle(1, 2, "123"), {none}));
  add("relation table in a group", with(tiny_puzzle(1, 3, "1234"), {G{{0, 1, 2}}, t}));
  // anti_offsets: a pair with an empty cell holds (skip_empty).
  Rel off = rel(Op::diff_ne, 1, {{0, 3}, {1, 2}});  // the diagonals of a 2x2
  off.skip_empty = true;
  add("relation skip_empty 2x2", with(tiny_puzzle(2, 2, "1234"), {off}));
  add("relation skip_empty empty", with_empty(with(tiny_puzzle(2, 2, "0123"), {off}), 0));
  Rel lt = rel(Op::lt, 0, {{0, 1}, {2, 1}});
  lt.skip_empty = true;
  add("relation skip_empty lt empty", with_empty(with(tiny_puzzle(1, 3, "0123"), {lt}), 0));
}

void weighted(const Add& add) {
  add("weighted_sum 2a-b", with(tiny_puzzle(1, 2, "1234"), {Ws{0, {0, 1}, {2, -1}}}));
  add("weighted_sum cell twice", with(tiny_puzzle(1, 2, "1234"), {Ws{5, {0, 1, 0}, {2, -1, 1}}}));
  add("weighted_sum weights cancel",
      with(tiny_puzzle(1, 2, "1234"), {Ws{3, {0, 1, 0}, {1, 1, -1}}}));
  add("weighted_sum zero weight", with(tiny_puzzle(1, 2, "123"), {Ws{2, {0, 1}, {0, 1}}}));
  add("weighted_sum all negative",
      with(tiny_puzzle(1, 3, "1234"), {Ws{-10, {0, 1, 2}, {-1, -2, -3}}}));
  add("weighted_sum 4 cells",
      with(tiny_puzzle(1, 4, "1234"), {Ws{7, {0, 1, 2, 3}, {3, -2, 1, -1}}}));
  add("weighted_sum 4 cells + group",
      with(tiny_puzzle(1, 4, "1234"), {G{{0, 1, 2, 3}}, Ws{4, {0, 1, 2, 3}, {1, 1, -1, 2}}}));
  add("weighted_sum impossible", with(tiny_puzzle(1, 2, "1234"), {Ws{1, {0, 1}, {2, 2}}}));
  add("weighted_sum negative calc",
      with_calc(with(tiny_puzzle(1, 2, "abcd"), {Ws{1, {0, 1}, {3, 1}}}), {-2, -1, 1, 4}));
  add("weighted_sum duplicate calc",
      with_calc(with(tiny_puzzle(1, 2, "abcd"), {Ws{6, {0, 1}, {2, 2}}}), {1, 1, 2, 2}));
  add("weighted_sum empty",
      with_empty(with(tiny_puzzle(1, 2, "0123"), {Ws{3, {0, 1}, {3, -1}}}), 0));
  add("weighted_sum no cells 0", with(tiny_puzzle(1, 1, "12"), {Ws{0, {}, {}}}));
  add("weighted_sum no cells 1", with(tiny_puzzle(1, 1, "12"), {Ws{1, {}, {}}}));
}

}  // namespace

std::vector<Instance> relation_instances() {
  std::vector<Instance> v;
  const Add add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  named(add);
  tables_and_offsets(add);
  weighted(add);
  return v;
}

TEST(EncoderExhaustive, RelationKinds) {
  for (const Instance& in : relation_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
