// Exhaustive tests of the shared helpers of the set rules: presence and
// indicator literals (card/presence.hpp), unary counts and their ties
// (card/totalizer.hpp), and the subset-sum ban (sum/no_subset_sum.hpp),
// each encoding of it. For every assignment of the input literals (n up to
// 6 or 7), the formula under those assumptions must be satisfiable iff the
// helper's meaning holds, and where a helper defines an output literal, the
// output must be forced to its value.
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <vector>

#include "card/cardinality.hpp"
#include "card/presence.hpp"
#include "card/totalizer.hpp"
#include "solver.hpp"
#include "sum/no_subset_sum.hpp"

namespace rfsat::enc {
namespace {

// Inputs 1..n in a fresh formula.
std::vector<int> inputs(cnf::Formula& f, int n) {
  std::vector<int> x;
  for (int i = 0; i < n; ++i) x.push_back(f.new_var());
  return x;
}

// For every assignment (bits) of `x`: SAT under it iff meaning(bits); when
// SAT, each (literal, expected) of outputs(bits) is forced (the opposite
// is UNSAT).
void check_all(const cnf::Formula& f, const std::vector<int>& x,
               const std::function<bool(int)>& meaning,
               const std::function<std::vector<std::pair<int, bool>>(int)>& outputs,
               const std::string& label) {
  backend::SatSolver s;
  s.add_formula(f);
  const int n = static_cast<int>(x.size());
  for (int bits = 0; bits < (1 << n); ++bits) {
    auto assume = [&] {
      for (int i = 0; i < n; ++i) s.assume((bits >> i) & 1 ? x[i] : -x[i]);
    };
    assume();
    const bool sat = s.solve() == backend::Status::satisfiable;
    ASSERT_EQ(sat, meaning(bits)) << label << " bits=" << bits;
    if (!sat) continue;
    for (const auto& [lit, value] : outputs(bits)) {
      assume();
      s.assume(value ? -lit : lit);
      EXPECT_NE(s.solve(), backend::Status::satisfiable)
          << label << " bits=" << bits << " output " << lit;
    }
  }
}

std::vector<std::pair<int, bool>> none(int) { return {}; }

TEST(SetHelpers, Presence) {
  for (int n = 0; n <= 5; ++n) {
    cnf::Formula f;
    const std::vector<int> x = inputs(f, n);
    const int u = card::presence(f, x);
    check_all(
        f, x, [](int) { return true; },
        [&](int bits) {
          return std::vector<std::pair<int, bool>>{{u, bits != 0}};
        },
        "presence n=" + std::to_string(n));
  }
}

// Indicator over one cell of n candidates (exactly one true), the first
// `in` of them in the class.
TEST(SetHelpers, Indicator) {
  for (int n = 1; n <= 5; ++n)
    for (int in = 0; in <= n; ++in) {
      cnf::Formula f;
      const std::vector<int> x = inputs(f, n);
      const int u = card::indicator(f, std::span(x).first(in), std::span(x).subspan(in));
      card::exactly_one(f, x);  // the caller's guarantee
      check_all(
          f, x, [](int bits) { return __builtin_popcount(bits) == 1; },
          [&](int bits) {
            return std::vector<std::pair<int, bool>>{{u, (bits & ((1 << in) - 1)) != 0}};
          },
          "indicator n=" + std::to_string(n) + " in=" + std::to_string(in));
    }
}

TEST(SetHelpers, UnaryCountOutputs) {
  for (int n = 0; n <= 7; ++n) {
    cnf::Formula f;
    const std::vector<int> x = inputs(f, n);
    const std::vector<int> out = card::unary_count(f, x);
    ASSERT_EQ(static_cast<int>(out.size()), n);
    check_all(
        f, x, [](int) { return true; },
        [&](int bits) {
          std::vector<std::pair<int, bool>> o;
          for (int j = 0; j < n; ++j) o.push_back({out[j], __builtin_popcount(bits) >= j + 1});
          return o;
        },
        "unary_count n=" + std::to_string(n));
  }
}

TEST(SetHelpers, CountIn) {
  for (int n = 0; n <= 5; ++n)
    for (int mask = 0; mask < (1 << (n + 1)); ++mask) {
      cnf::Formula f;
      const std::vector<int> x = inputs(f, n);
      auto allowed = [mask](int c) { return ((mask >> c) & 1) != 0; };
      card::count_in(f, card::unary_count(f, x), allowed);
      check_all(
          f, x, [&](int bits) { return allowed(__builtin_popcount(bits)); }, none,
          "count_in n=" + std::to_string(n) + " mask=" + std::to_string(mask));
    }
}

TEST(SetHelpers, CountsEqual) {
  for (int p = 0; p <= 4; ++p)
    for (int q = 0; q <= 3; ++q) {
      cnf::Formula f;
      const std::vector<int> x = inputs(f, p + q);
      card::counts_equal(f, card::unary_count(f, std::span(x).first(p)),
                         card::unary_count(f, std::span(x).subspan(p)));
      check_all(
          f, x,
          [&](int bits) {
            return __builtin_popcount(bits & ((1 << p) - 1)) == __builtin_popcount(bits >> p);
          },
          none, "counts_equal p=" + std::to_string(p) + " q=" + std::to_string(q));
    }
}

// The count of n literals equals a one-hot integer over `values` (the last
// inputs, under an exactly-one: the helper's contract).
TEST(SetHelpers, CountEqualsValue) {
  const std::vector<std::vector<long long>> value_sets = {
      {0}, {1, 2}, {-1, 0, 2, 5}, {0, 1, 1, 3}, {}};
  for (int n = 0; n <= 4; ++n)
    for (const std::vector<long long>& values : value_sets) {
      cnf::Formula f;
      const int m = static_cast<int>(values.size());
      const std::vector<int> x = inputs(f, n + m);
      std::vector<order::ValueLit> one_hot;
      for (int i = 0; i < m; ++i) one_hot.push_back({values[i], x[n + i]});
      card::count_equals_value(f, card::unary_count(f, std::span(x).first(n)), one_hot);
      card::exactly_one(f, std::span(x).subspan(n));  // the caller's guarantee
      check_all(
          f, x,
          [&](int bits) {
            const int picked = bits >> n;
            if (__builtin_popcount(picked) != 1) return false;
            return values[__builtin_ctz(picked)] == __builtin_popcount(bits & ((1 << n) - 1));
          },
          none, "count_equals_value n=" + std::to_string(n) + " m=" + std::to_string(m));
    }
}

// Is there a non-empty subset of the true items summing to target?
bool some_subset(const std::vector<long long>& values, int bits, long long target) {
  std::set<long long> sums;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (!((bits >> i) & 1)) continue;
    std::set<long long> next = sums;
    next.insert(values[i]);
    for (long long s : sums) next.insert(s + values[i]);
    sums.swap(next);
  }
  return sums.count(target) > 0;
}

TEST(SetHelpers, NoSubsetSum) {
  const std::vector<std::vector<long long>> item_sets = {
      {},           {3}, {0}, {1, 2, 3, 4, 5, 6}, {2, 2, 4}, {-2, -1, 0, 1, 2, 3}, {5, 5, 5, 10},
      {0, 0, 3, -3}};
  for (const std::vector<long long>& values : item_sets)
    for (long long target = -4; target <= 12; ++target)
      for (sum::SubsetMethod m :
           {sum::SubsetMethod::automatic, sum::SubsetMethod::clauses, sum::SubsetMethod::dp}) {
        cnf::Formula f;
        const int n = static_cast<int>(values.size());
        const std::vector<int> x = inputs(f, n);
        std::vector<order::ValueLit> items;
        for (int i = 0; i < n; ++i) items.push_back({values[i], x[i]});
        sum::no_subset_sum(f, items, target, values.size(), m);
        check_all(
            f, x, [&](int bits) { return !some_subset(values, bits, target); }, none,
            "no_subset_sum target=" + std::to_string(target) + " method " +
                std::to_string(static_cast<int>(m)) + " n=" + std::to_string(n));
      }
}

// max_true < n: the clauses skip larger sets, which the caller's own
// at-most rules out; with that at-most added, the meaning is unchanged.
TEST(SetHelpers, NoSubsetSumWithMaxTrue) {
  const std::vector<long long> values = {1, 2, 3, 4, 5, 6};
  for (long long target = 1; target <= 15; ++target)
    for (std::size_t max_true = 1; max_true <= 3; ++max_true) {
      cnf::Formula f;
      const std::vector<int> x = inputs(f, 6);
      std::vector<order::ValueLit> items;
      for (int i = 0; i < 6; ++i) items.push_back({values[i], x[i]});
      sum::no_subset_sum(f, items, target, max_true, sum::SubsetMethod::clauses);
      card::at_most_k(f, x, static_cast<int>(max_true));  // the caller's guarantee
      check_all(
          f, x,
          [&](int bits) {
            return static_cast<std::size_t>(__builtin_popcount(bits)) <= max_true &&
                   !some_subset(values, bits, target);
          },
          none,
          "no_subset_sum max_true=" + std::to_string(max_true) +
              " target=" + std::to_string(target));
    }
}

}  // namespace
}  // namespace rfsat::enc
