// Tests of the shared helpers the modern line encoders added:
// order::add_less (order/compare.hpp) allows exactly the pairs with
// x + gap <= y while its guard holds and every pair otherwise (duplicate,
// gapped and negative values, gaps 0, negative and huge), and unit
// propagation moves both bounds; sum::equal_sums (sum/equal_sums.hpp) allows
// exactly the tuples whose parts have equal sums (empty parts, one part, no
// common sum, negative and duplicate values, a column in two parts), under
// every cardinality method of the cells' exactly-one, and its shared
// literals equal that sum.
#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <set>

#include "order/compare.hpp"
#include "solver.hpp"
#include "sum/equal_sums.hpp"
#include "support/brute_force.hpp"
#include "support/unit_propagation.hpp"

namespace rfsat::enc {
namespace {

using Values = std::vector<long long>;

// An integer over `values` (one literal per entry, exactly one true).
struct Int {
  std::vector<order::ValueLit> one_hot;
  std::vector<int> lits;
  table::Column column;
  order::Ladder ladder;
};

Int make_int(cnf::Formula& f, const Values& values, card::Method m = card::Method::automatic) {
  Int x;
  for (std::size_t s = 0; s < values.size(); ++s) {
    x.one_hot.push_back({values[s], f.new_var()});
    x.lits.push_back(x.one_hot.back().lit);
    x.column.push_back({x.lits.back(), static_cast<int>(s), values[s]});
  }
  card::exactly_one(f, x.lits, m);
  x.ladder = order::make_ladder(f, x.one_hot);
  return x;
}

// The index pairs (i into xs, j into ys, guard) the formula allows.
std::set<std::vector<int>> guarded_models(const Values& xs, const Values& ys, long long gap) {
  cnf::Formula f;
  const Int x = make_int(f, xs), y = make_int(f, ys);
  const int guard = f.new_var();
  order::add_less(f, x.ladder, y.ladder, gap, guard);
  backend::SatSolver s;
  s.add_formula(f);
  std::set<std::vector<int>> out;
  for (std::size_t i = 0; i < xs.size(); ++i)
    for (std::size_t j = 0; j < ys.size(); ++j)
      for (int g : {0, 1}) {
        s.assume(x.lits[i]);
        s.assume(y.lits[j]);
        s.assume(g ? guard : -guard);
        if (s.solve() == backend::Status::satisfiable)
          out.insert({static_cast<int>(i), static_cast<int>(j), g});
      }
  return out;
}

TEST(OrderCompare, AddLessAllowsExactlyTheGuardedPairs) {
  const std::vector<Values> domains = {{1, 2, 3, 4}, {1, 2, 2, 5}, {-3, 0, 4, 7}, {3}, {2, 9}};
  for (const Values& xs : domains)
    for (const Values& ys : domains)
      for (long long gap : {-2LL, 0LL, 1LL, 2LL, 5LL, 1LL << 62, -(1LL << 62)}) {
        std::set<std::vector<int>> want;
        for (std::size_t i = 0; i < xs.size(); ++i)
          for (std::size_t j = 0; j < ys.size(); ++j) {
            want.insert({static_cast<int>(i), static_cast<int>(j), 0});
            if (static_cast<__int128>(xs[i]) + gap <= ys[j])
              want.insert({static_cast<int>(i), static_cast<int>(j), 1});
          }
        EXPECT_EQ(guarded_models(xs, ys, gap), want) << "gap " << gap;
      }
}

// Guard on, x's small values removed: UP removes y's values that are too
// small; y's large values removed: UP removes x's large values.
TEST(OrderCompare, UnitPropagationMovesBothBounds) {
  cnf::Formula f;
  const Values digits = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  const Int x = make_int(f, digits), y = make_int(f, digits);
  const int guard = f.new_var();
  order::add_less(f, x.ladder, y.ladder, 2, guard);
  auto up = test::propagate(f, {guard, -x.lits[0], -x.lits[1], -x.lits[2]});  // x >= 4
  ASSERT_TRUE(up);
  for (int v = 1; v <= 5; ++v) EXPECT_TRUE(up->count(-y.lits[v - 1])) << "y=" << v;
  EXPECT_FALSE(up->count(-y.lits[5]));
  up = test::propagate(f, {guard, -y.lits[8], -y.lits[7]});  // y <= 7
  ASSERT_TRUE(up);
  for (int v = 6; v <= 9; ++v) EXPECT_TRUE(up->count(-x.lits[v - 1])) << "x=" << v;
  EXPECT_FALSE(up->count(-x.lits[4]));
  EXPECT_FALSE(test::propagate(f, {guard, x.lits[8]}));  // x = 9 leaves y nothing
  EXPECT_TRUE(test::propagate(f, {-guard, x.lits[8], y.lits[0]}));
}

// Parts as lists of column indices into `k` columns over `values`.
using Parts = std::vector<std::vector<int>>;

struct EqualSumsCase {
  int k;
  Values values;
  Parts parts;
};

// Checks models == brute force under every method; returns the model count.
std::size_t expect_equal_sums(const EqualSumsCase& c) {
  const int n = static_cast<int>(c.values.size());
  std::set<std::vector<int>> want;
  std::vector<std::vector<int>> domains(c.k);
  for (auto& d : domains)
    for (int s = 0; s < n; ++s) d.push_back(s);
  auto total = [&](const std::vector<int>& t, const std::vector<int>& part) {
    long long sum = 0;
    for (int i : part) sum += c.values[t[i]];
    return sum;
  };
  test::for_each_assignment(domains, [&](const std::vector<int>& t) {
    for (const auto& part : c.parts)
      if (total(t, part) != total(t, c.parts.front())) return;
    want.insert(t);
  });
  for (card::Method m : card::kAllMethods) {
    cnf::Formula f;
    std::vector<Int> ints;
    for (int i = 0; i < c.k; ++i) ints.push_back(make_int(f, c.values, m));
    std::vector<std::vector<table::Column>> parts;
    for (const auto& part : c.parts) {
      parts.emplace_back();
      for (int i : part) parts.back().push_back(ints[i].column);
    }
    const std::map<long long, int> shared = sum::equal_sums(f, parts);
    backend::SatSolver s;
    s.add_formula(f);
    std::set<std::vector<int>> got;
    while (s.solve() == backend::Status::satisfiable) {
      std::vector<int> t, block;
      for (const Int& x : ints)
        for (std::size_t v = 0; v < x.lits.size(); ++v)
          if (s.value(x.lits[v])) t.push_back(static_cast<int>(v)), block.push_back(-x.lits[v]);
      if (!c.parts.empty() && !c.parts.front().empty()) {  // the shared literal is the sum
        for (const auto& [sum, lit] : shared) EXPECT_EQ(s.value(lit), sum == total(t, c.parts[0]));
      }
      EXPECT_TRUE(got.insert(t).second);
      if (block.empty()) break;
      s.add_clause(block);
    }
    EXPECT_EQ(got, want) << "method " << static_cast<int>(m);
  }
  return want.size();
}

TEST(EqualSums, ModelsAreExactlyTheEqualSums) {
  const Values d4 = {1, 2, 3, 4};
  // a + b == c over 1..4: c = 2..4 with 1, 2, 3 ordered pairs.
  EXPECT_EQ(expect_equal_sums({3, d4, {{0, 1}, {2}}}), 6u);
  // a + b == c + d == e over 1..4.
  EXPECT_EQ(expect_equal_sums({5, d4, {{0, 1}, {2, 3}, {4}}}), 1u * 1 + 2 * 2 + 3 * 3);
  // Closed form: a+b == c+d over 1..4 is sum over s of N(s)^2 = 1+4+9+16+9+4+1.
  EXPECT_EQ(expect_equal_sums({4, d4, {{0, 1}, {2, 3}}}), 44u);
  expect_equal_sums({3, {-2, 0, 1, 1}, {{0}, {1, 2}}});         // negative and duplicate values
  expect_equal_sums({3, d4, {{0, 1, 2}}});                      // one part: anything
  EXPECT_EQ(expect_equal_sums({2, {1, 2}, {{0, 1}, {}}}), 0u);  // an empty part sums to 0
  EXPECT_EQ(expect_equal_sums({2, {0, 2}, {{0, 1}, {}}}), 1u);
  EXPECT_EQ(expect_equal_sums({3, {1, 2}, {{0}, {1, 2}}}), 1u);   // a == b + c: (2,1,1)
  EXPECT_EQ(expect_equal_sums({2, {5, 6}, {{0}, {1}, {}}}), 0u);  // no common sum
  expect_equal_sums({3, d4, {{0, 1}, {1, 2}}});                   // a column in two parts
  expect_equal_sums({2, d4, {{0, 0}, {1}}});                      // a column twice: 2a == b
  expect_equal_sums({2, d4, {}});                                 // no part
}

TEST(EqualSums, ReachableSums) {
  const table::Column c = {{1, 0, 1}, {2, 1, 3}};
  cnf::Formula f;
  EXPECT_EQ(sum::reachable_sums({c, c}, f), (std::set<long long>{2, 4, 6}));
  EXPECT_EQ(sum::reachable_sums({}, f), (std::set<long long>{0}));
  EXPECT_EQ(sum::reachable_sums({c, {}}, f), (std::set<long long>{}));
  EXPECT_THROW(sum::reachable_sums({c, c}, f, 2), cnf::LimitExceeded);  // three sums
  // Past the formula's deadline the DP stops (a line of 20,000 cells).
  cnf::Formula late;
  late.set_budget(1000, std::chrono::steady_clock::now() - std::chrono::seconds(1));
  EXPECT_THROW(sum::reachable_sums({c, c}, late), cnf::LimitExceeded);
}

}  // namespace
}  // namespace rfsat::enc
