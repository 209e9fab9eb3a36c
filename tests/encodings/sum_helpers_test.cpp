// Model-counting tests of the sum helpers (encodings/sum/): for small columns
// (one variable per option, exactly one per column), the models projected on
// the option variables are exactly the tuples a plain predicate accepts, and
// their number matches closed forms (ordered sums: C(s-1, k-1); distinct
// sums: k! times the number of sets; residues: D^k / m), under every
// cardinality method and each distinct-sum encoding; the same for the
// order-encoded sum, the multiset and prime-exponent products, the
// exclusion clauses and sandwiches. Also the derived
// innie/outie equations of small killer models.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>

#include "solver.hpp"
#include "sum/combination.hpp"
#include "sum/derived.hpp"
#include "sum/linear.hpp"
#include "sum/multiset_product.hpp"
#include "sum/order_sum.hpp"
#include "sum/prime_product.hpp"
#include "sum/sandwich.hpp"
#include "support/brute_force.hpp"

namespace rfsat::enc::sum {
namespace {

using presolve::derive;
using presolve::Derived;
using Values = std::vector<long long>;           // calc number per symbol
using Tuple = std::vector<int>;                  // symbol per column
using Build = std::function<void(cnf::Formula&, const std::vector<table::Column>&, card::Method)>;
using Accept = std::function<bool(const Tuple&)>;

// k columns over every symbol of `values` (symbol s has value values[s]).
std::vector<table::Column> make_columns(cnf::Formula& f, int k, const Values& values) {
  std::vector<table::Column> cols(k);
  for (auto& col : cols) {
    std::vector<int> lits;
    for (std::size_t s = 0; s < values.size(); ++s) {
      col.push_back({f.new_var(), static_cast<int>(s), values[s]});
      lits.push_back(col.back().lit);
    }
    card::exactly_one(f, lits);
  }
  return cols;
}

// The models projected on the options, as symbol tuples.
std::set<Tuple> models(int k, const Values& values, const Build& build, card::Method m) {
  cnf::Formula f;
  const auto cols = make_columns(f, k, values);
  build(f, cols, m);
  backend::SatSolver s;
  s.add_formula(f);
  std::set<Tuple> out;
  while (s.solve() == backend::Status::satisfiable) {
    Tuple t;
    std::vector<int> block;
    for (const auto& col : cols)
      for (const auto& o : col)
        if (s.value(o.lit)) t.push_back(o.symbol), block.push_back(-o.lit);
    EXPECT_TRUE(out.insert(t).second) << "a tuple was found twice";
    if (block.empty() || out.size() > 100000) break;
    s.add_clause(block);
  }
  return out;
}

std::set<Tuple> accepted(int k, int symbols, const Accept& ok) {
  std::set<Tuple> out;
  Tuple t(k, 0);
  while (true) {
    if (ok(t)) out.insert(t);
    int i = k;
    while (i > 0 && ++t[i - 1] == symbols) t[--i] = 0;
    if (i == 0) return out;
  }
}

// Checks models == accepted under every method; returns the model count.
std::size_t expect_exact(int k, const Values& values, const Build& build, const Accept& ok) {
  const std::set<Tuple> want = accepted(k, static_cast<int>(values.size()), ok);
  for (card::Method m : card::kAllMethods)
    EXPECT_EQ(models(k, values, build, m), want) << "k=" << k << " method " << static_cast<int>(m);
  return want.size();
}

long long choose(int n, int r) {
  if (r < 0 || r > n) return 0;
  long long c = 1;
  for (int i = 1; i <= r; ++i) c = c * (n - r + i) / i;
  return c;
}

long long total(const Tuple& t, const Values& v) {
  long long s = 0;
  for (int x : t) s += v[x];
  return s;
}

bool all_different(const Tuple& t) { return std::set<int>(t.begin(), t.end()).size() == t.size(); }

TEST(SumHelpers, OrderedSumsAreCompositions) {
  const Values v{1, 2, 3, 4, 5, 6, 7};
  for (int k = 0; k <= 4; ++k)
    for (long long s = -1; s <= 9; ++s) {
      auto build = [s](cnf::Formula& f, const auto& cols, card::Method) { sum_equals(f, cols, s); };
      const std::size_t n = expect_exact(k, v, build, [&](const Tuple& t) { return total(t, v) == s; });
      // s - k + 1 <= 7 keeps every part <= 7: compositions of s into k parts.
      if (k > 0 && s - k + 1 <= 7) {
        EXPECT_EQ(static_cast<long long>(n), choose(static_cast<int>(s) - 1, k - 1)) << k << " " << s;
      }
      if (k == 0) {
        EXPECT_EQ(n, s == 0 ? 1u : 0u);
      }
    }
}

TEST(SumHelpers, NegativeZeroAndDuplicateValues) {
  const Values v{-2, 0, 0, 3, 5};
  for (int k = 1; k <= 3; ++k)
    for (long long s = -6; s <= 10; s += 2) {
      auto build = [s](cnf::Formula& f, const auto& cols, card::Method) { sum_equals(f, cols, s); };
      expect_exact(k, v, build, [&](const Tuple& t) { return total(t, v) == s; });
    }
}

// The order-encoded sum over ladders channelled to the columns.
void order_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long s) {
  std::vector<order::Ladder> ladders;
  for (const table::Column& col : cols) {
    std::vector<order::ValueLit> one_hot;
    for (const table::Option& o : col) one_hot.push_back({o.value, o.lit});
    ladders.push_back(order::make_ladder(f, one_hot));
  }
  std::vector<const order::Ladder*> xs;
  for (const order::Ladder& l : ladders) xs.push_back(&l);
  EXPECT_TRUE(order_sum_equals(f, xs, s));
}

TEST(SumHelpers, OrderEncodedSums) {
  for (const Values& v : {Values{1, 2, 3, 4, 5, 6, 7}, Values{-2, 0, 0, 3, 5}, Values{4, 1, 9}})
    for (int k = 0; k <= 4; ++k)
      for (long long s = -5; s <= 12; ++s) {
        if (k == 4 && v.size() > 5) continue;
        auto build = [s](cnf::Formula& f, const auto& cols, card::Method) { order_sum(f, cols, s); };
        const std::size_t n = expect_exact(k, v, build, [&](const Tuple& t) { return total(t, v) == s; });
        if (v[0] == 1 && k > 0 && s - k + 1 <= 7) {
          EXPECT_EQ(static_cast<long long>(n), choose(static_cast<int>(s) - 1, k - 1));
        }
      }
}

TEST(SumHelpers, OrderEncodedSumDeclinesHugeRanges) {
  cnf::Formula f;
  std::vector<order::Ladder> ladders(12);
  std::vector<const order::Ladder*> xs;
  for (std::size_t i = 0; i < ladders.size(); ++i) {
    std::vector<order::ValueLit> one_hot;
    for (long long d = 0; d < 4; ++d) one_hot.push_back({d << (2 * i), f.new_var()});
    ladders[i] = order::make_ladder(f, one_hot);
    xs.push_back(&ladders[i]);
  }
  const std::size_t before = f.num_clauses();
  EXPECT_FALSE(order_sum_equals(f, xs, 1LL << 23));  // up to 4^12 partial sums
  EXPECT_EQ(f.num_clauses(), before);
}

TEST(SumHelpers, SumInReturnsFinalLiterals) {
  const Values v{1, 2, 3};
  auto build = [](cnf::Formula& f, const auto& cols, card::Method) {
    auto fin = sum_in(f, cols, {2, 6, 100});
    EXPECT_EQ(fin.size(), 2u);  // 100 is unreachable
    f.add_clause({-fin.at(6)});  // forbid 6 through its literal
  };
  EXPECT_EQ(expect_exact(2, v, build, [&](const Tuple& t) { return total(t, v) == 2; }), 1u);
}

TEST(SumHelpers, DistinctSumsAreSetsTimesPermutations) {
  const Values v{1, 2, 3, 4, 5, 6};
  for (Distinct how : {Distinct::automatic, Distinct::selectors, Distinct::dp, Distinct::both})
    for (int k = 0; k <= 4; ++k)
      for (long long s = 0; s <= 16; ++s) {
        auto build = [s, how](cnf::Formula& f, const auto& cols, card::Method m) {
          distinct_sum(f, cols, s, m, how);
        };
        const std::size_t n = expect_exact(k, v, build, [&](const Tuple& t) {
          return all_different(t) && total(t, v) == s;
        });
        cnf::Formula f;
        auto sets = symbol_sets(make_columns(f, k, v), s);
        ASSERT_TRUE(sets.has_value());
        long long fact = 1;
        for (int i = 2; i <= k; ++i) fact *= i;
        EXPECT_EQ(static_cast<long long>(n), fact * static_cast<long long>(sets->size()));
      }
}

TEST(SumHelpers, DistinctDuplicateCalcsAndTooFewSymbols) {
  const Values v{1, 2, 2, 0};  // two symbols share 2; distinct means symbols differ
  for (int k = 1; k <= 5; ++k)
    for (long long s = 0; s <= 6; ++s) {
      auto build = [s](cnf::Formula& f, const auto& cols, card::Method m) { distinct_sum(f, cols, s, m); };
      expect_exact(k, v, build, [&](const Tuple& t) { return all_different(t) && total(t, v) == s; });
    }
}

TEST(SumHelpers, SymbolSetsOfNineDigits) {
  cnf::Formula f;
  const Values d{1, 2, 3, 4, 5, 6, 7, 8, 9};
  EXPECT_EQ(symbol_sets(make_columns(f, 2, d), 10)->size(), 4u);  // 19 28 37 46
  EXPECT_EQ(symbol_sets(make_columns(f, 3, d), 6)->size(), 1u);   // 123
  EXPECT_EQ(symbol_sets(make_columns(f, 9, d), 45)->size(), 1u);
  EXPECT_EQ(symbol_sets(make_columns(f, 4, d), 20)->size(), 12u);
  EXPECT_FALSE(symbol_sets(make_columns(f, 4, d), 20, 5).has_value());  // over the limit
  EXPECT_TRUE(symbol_sets(make_columns(f, 10, d), 45)->empty());
}

TEST(SumHelpers, ResiduesAreEvenlySpread) {
  const Values v{1, 2, 3, 4, 5, 6};
  for (int k = 1; k <= 3; ++k)
    for (long long r = -1; r <= 3; ++r) {
      auto build = [r](cnf::Formula& f, const auto& cols, card::Method) { sum_modulo(f, cols, r, 3); };
      const std::size_t n = expect_exact(k, v, build, [&](const Tuple& t) {
        return ((total(t, v) - r) % 3 + 3) % 3 == 0;
      });
      long long all = 1;
      for (int i = 0; i < k; ++i) all *= 6;
      EXPECT_EQ(static_cast<long long>(n), all / 3);
    }
}

TEST(SumHelpers, ModulusOneAndNegativeValues) {
  const Values v{-3, -1, 0, 4};
  for (long long m : {1LL, 2LL, 5LL, -5LL, 0LL}) {
    auto build = [m](cnf::Formula& f, const auto& cols, card::Method) { sum_modulo(f, cols, 2, m); };
    const long long am = m < 0 ? -m : m;
    expect_exact(3, v, build, [&](const Tuple& t) {
      const long long s = total(t, v);
      return am == 0 ? s == 2 : ((s - 2) % am + am) % am == 0;
    });
  }
}

TEST(SumHelpers, WeightedSumsReadDecimalNumbers) {
  const Values v{0, 1, 2, 3, 4, 5};
  // c0 + c1 + c2 == 10 * c3 + c4 (a two-cell pill).
  auto build = [](cnf::Formula& f, const std::vector<table::Column>& cols, card::Method) {
    std::vector<table::Column> w(cols.begin(), cols.begin() + 3);
    w.push_back(scaled(cols[3], -10));
    w.push_back(scaled(cols[4], -1));
    sum_equals(f, w, 0);
  };
  expect_exact(5, v, build, [&](const Tuple& t) {
    return v[t[0]] + v[t[1]] + v[t[2]] == 10 * v[t[3]] + v[t[4]];
  });
}

bool sandwich_ok(const Tuple& t, const Values& v, long long lo, long long hi, long long target) {
  int nlo = 0, nhi = 0;
  std::size_t a = 0, b = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (v[t[i]] == lo) ++nlo, a = i;
    if (v[t[i]] == hi) ++nhi, b = i;
  }
  if (nlo != 1 || nhi != 1) return false;
  long long s = 0;
  for (std::size_t i = std::min(a, b) + 1; i < std::max(a, b); ++i) s += v[t[i]];
  return s == target;
}

TEST(SumHelpers, Sandwiches) {
  const Values v{1, 2, 3, 3, 5};  // duplicate calc 3
  for (int k = 0; k <= 5; ++k)
    for (long long target = -1; target <= 9; ++target) {
      auto build = [target](cnf::Formula& f, const auto& cols, card::Method) {
        sandwich_sum(f, cols, 1, 5, target);
      };
      expect_exact(k, v, build, [&](const Tuple& t) { return sandwich_ok(t, v, 1, 5, target); });
    }
  // Crust values shared by two symbols, negative fillings.
  const Values w{-1, 0, 0, 2, 2};
  for (long long target : {-2LL, -1LL, 0LL, 1LL}) {
    auto build = [target](cnf::Formula& f, const auto& cols, card::Method) {
      sandwich_sum(f, cols, -1, 2, target);
    };
    expect_exact(4, w, build, [&](const Tuple& t) { return sandwich_ok(t, w, -1, 2, target); });
  }
  auto same = [](cnf::Formula& f, const auto& cols, card::Method) { sandwich_sum(f, cols, 2, 2, 0); };
  EXPECT_EQ(expect_exact(2, v, same, [](const Tuple&) { return false; }), 0u);
}

TEST(SumHelpers, ExcludedOptionsFollowTheSelectedSet) {
  // Two cage columns and one more cell sharing a group with both.
  const Values v{1, 2, 3, 4, 5};
  for (long long s = 3; s <= 9; ++s) {
    auto build = [s](cnf::Formula& f, const std::vector<table::Column>& cols, card::Method m) {
      distinct_sum(f, {cols[0], cols[1]}, s, m, Distinct::automatic, cols[2]);
    };
    expect_exact(3, v, build, [&](const Tuple& t) {
      return t[0] != t[1] && v[t[0]] + v[t[1]] == s && t[2] != t[0] && t[2] != t[1];
    });
  }
}

// 4x4, boxes 2x2: rows 0..3, columns, boxes, in this order (three runs).
model::Puzzle killer4(std::vector<model::Sum> cages) {
  model::Puzzle p = test::tiny_puzzle(4, 4, "1234");
  auto group = [&](std::vector<int> cells) { p.constraints.push_back({model::Group{std::move(cells)}, {}}); };
  for (int r = 0; r < 4; ++r) group({4 * r, 4 * r + 1, 4 * r + 2, 4 * r + 3});
  for (int c = 0; c < 4; ++c) group({c, 4 + c, 8 + c, 12 + c});
  for (int b : {0, 2, 8, 10}) group({b, b + 1, b + 4, b + 5});
  for (auto& s : cages) p.constraints.push_back({std::move(s), {}});
  return p;
}

bool has(const std::vector<Derived>& ds, std::vector<int> plus, std::vector<int> minus, long long total,
         bool distinct) {
  for (const Derived& d : ds)
    if (d.plus == plus && d.minus == minus && d.total == total && d.distinct == distinct) return true;
  return false;
}

TEST(SumHelpers, DeriveFindsInniesAndOuties) {
  // Row 0: cage {0,1} = 3 inside, cage {2,6} half in (innie), cell 3 in no cage.
  // Row 3: cage {11,12,13,14} sticks out by cell 11 (outie), cell 15 uncovered.
  const model::Puzzle p = killer4({{3, {0, 1}, true}, {7, {2, 6}, true}, {10, {11, 12, 13, 14}, true}});
  const std::vector<Derived> ds = derive(p, 3);
  EXPECT_TRUE(has(ds, {2, 3}, {}, 7, true));       // row 0: 10 - 3
  EXPECT_TRUE(has(ds, {15}, {11}, 0, false));      // row 3: 10 - 10
  EXPECT_TRUE(has(ds, {10, 14}, {}, 3, true));      // column 2: 10 - 7, cell 14 an innie
  for (const Derived& d : ds) EXPECT_LE(d.plus.size() + d.minus.size(), 3u);
  EXPECT_TRUE(derive(p, 0).empty());
  EXPECT_TRUE(derive(killer4({}), 3).empty());  // no cage, nothing to derive
}

// Row 0 is an edge of the rows' run, row 1 is not; the cells in no cage are
// counted (what sum/derived.hpp's virtual cages read).
TEST(SumHelpers, DeriveMarksEdgesAndUncagedCells) {
  const std::vector<Derived> ds = derive(killer4({{3, {0, 1}, true}}), 4);
  auto find = [&](std::vector<int> plus) {
    return std::find_if(ds.begin(), ds.end(), [&](const Derived& d) { return d.plus == plus; });
  };
  ASSERT_NE(find({2, 3}), ds.end());
  EXPECT_TRUE(find({2, 3})->edge);
  EXPECT_EQ(find({2, 3})->uncaged, 2u);
  ASSERT_NE(find({4, 5, 6, 7}), ds.end());
  EXPECT_FALSE(find({4, 5, 6, 7})->edge);
  EXPECT_EQ(find({4, 5, 6, 7})->uncaged, 4u);
}

// A group of 5 and a cage sticking out of it by one cell leave 3 uncaged
// cells and an outie: a virtual cage; not when the cells were caged or the
// region inside its run.
TEST(SumHelpers, VirtualCagesTakeLargeEquationsOfUncagedCells) {
  model::Puzzle p = test::tiny_puzzle(1, 6, "12345");
  p.constraints.push_back({model::Group{{0, 1, 2, 3, 4}}, {}});
  p.constraints.push_back({model::Sum{8, {3, 4, 5}, true}, {}});
  const std::vector<Derived> ds = derive(p, 5);
  ASSERT_TRUE(has(ds, {0, 1, 2}, {5}, 7, false));
  Derived d = ds.front();
  EXPECT_TRUE(virtual_cage(d, p));
  d.uncaged = 1;
  EXPECT_FALSE(virtual_cage(d, p));
  d.uncaged = 3;
  d.edge = false;
  EXPECT_FALSE(virtual_cage(d, p));
}

// Slack: the total's distance from the nearer end of the range, over the
// range. Cells 0 and 1 of 1..5 take 2..10; minus cell 2 (1..5) -5..-1.
TEST(SumHelpers, SlackIsTheTotalsDistanceFromTheNearerEnd) {
  const model::Puzzle p = test::tiny_puzzle(1, 6, "12345");
  const auto all = [](int, int) { return true; };
  Derived d;
  d.plus = {0, 1};
  d.total = 10;
  EXPECT_DOUBLE_EQ(slack(d, p.symbols, 5, all), 0.0);
  d.total = 4;
  EXPECT_DOUBLE_EQ(slack(d, p.symbols, 5, all), 2.0 / 8);
  d.total = 6;
  EXPECT_DOUBLE_EQ(slack(d, p.symbols, 5, all), 0.5);
  d.minus = {2};  // -3..9
  d.total = 7;
  EXPECT_DOUBLE_EQ(slack(d, p.symbols, 5, all), 2.0 / 12);
  // Candidates narrow the range: cell 0 only 5, cell 1 only 4 or 5.
  d.minus.clear();
  d.total = 9;
  const auto few = [](int cell, int s) { return cell == 0 ? s == 4 : s >= 3; };
  EXPECT_DOUBLE_EQ(slack(d, p.symbols, 5, few), 0.0);  // 9..10: 9 is an end
  d.total = 12;
  EXPECT_DOUBLE_EQ(slack(d, p.symbols, 5, few), 0.0);  // outside: no slack
}

// The regions are read within max_work cells: none within 0, the 4x4's
// rows, columns and boxes in full within the default.
TEST(SumHelpers, DeriveReadsRegionsWithinItsWork) {
  const model::Puzzle p =
      killer4({{3, {0, 1}, true}, {7, {2, 6}, true}, {10, {11, 12, 13, 14}, true}});
  EXPECT_TRUE(derive(p, 3, 0).empty());
  EXPECT_EQ(derive(p, 3, 4).size(), 1u);  // row 0 alone: 2 + 3 = 7
  EXPECT_EQ(derive(p, 3).size(), derive(p, 3, SIZE_MAX).size());
  // 1,000 boxes in a row make 500,500 sub-runs of 4.5 million cells on
  // average: read whole, they took gigabytes; within the cap, moments.
  model::Puzzle wide = test::tiny_puzzle(3, 3000, "123456789");
  for (int b = 0; b < 1000; ++b) {
    std::vector<int> box;
    for (int r = 0; r < 3; ++r)
      for (int c = 3 * b; c < 3 * b + 3; ++c) box.push_back(r * 3000 + c);
    wide.constraints.push_back({model::Group{box}, {}});
  }
  wide.constraints.push_back({model::Sum{3, {0, 1}, true}, {}});
  for (const Derived& d : derive(wide, 3)) EXPECT_LE(d.plus.size() + d.minus.size(), 3u);
}

TEST(SumHelpers, DeriveNeedsFullGroupsAndDisjointCages) {
  model::Puzzle p = test::tiny_puzzle(1, 4, "12345");  // a group of 4 of 5 symbols is not full
  p.constraints.push_back({model::Group{{0, 1, 2, 3}}, {}});
  p.constraints.push_back({model::Sum{3, {0, 1}, true}, {}});
  EXPECT_TRUE(derive(p, 3).empty());
  model::Puzzle q = test::tiny_puzzle(1, 3, "123");
  q.constraints.push_back({model::Group{{0, 1, 2}}, {}});
  q.constraints.push_back({model::Sum{3, {0, 1}, false}, {}});
  q.constraints.push_back({model::Sum{4, {1, 2}, true}, {}});  // packed first: distinct
  const std::vector<Derived> ds = derive(q, 3);
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_TRUE(has(ds, {0}, {}, 2, true));
}

long long product_of(const Tuple& t, const Values& v) {
  long long p = 1;
  for (int x : t) p *= v[x];
  return p;
}

// The multiset product's and the prime exponent sums' models are exactly
// the tuples with that product: repeats, 1s, duplicate values (two symbols
// of value 2), values that do not divide the target, impossible targets, no
// column. (The product encoder reaches the prime sums only beyond
// kMaxProductMultisets multisets, out of reach of an exhaustive instance.)
TEST(SumHelpers, MultisetAndPrimeProducts) {
  for (const Values& v : {Values{1, 2, 3, 4, 6, 8}, Values{2, 1, 2, 5, 4}})
    for (int k = 0; k <= 4; ++k)
      for (long long t : {1, 2, 6, 7, 8, 16, 24, 40, 64, 100, 4096}) {
        if (k == 4 && t > 24) continue;
        auto multiset = [t](cnf::Formula& f, const auto& cols, card::Method) {
          EXPECT_TRUE(multiset_product_equals(f, cols, t));
        };
        auto primes = [t](cnf::Formula& f, const auto& cols, card::Method) {
          EXPECT_TRUE(prime_product_equals(f, cols, t));
        };
        auto ok = [&](const Tuple& x) { return product_of(x, v) == t; };
        expect_exact(k, v, multiset, ok);
        expect_exact(k, v, primes, ok);
      }
}

TEST(SumHelpers, MultisetProductDeclines) {
  for (const Values& v : {Values{1, 2, 0}, Values{-1, 1, 2}}) {
    cnf::Formula f;
    const auto cols = make_columns(f, 3, v);
    const std::size_t before = f.num_clauses();
    EXPECT_FALSE(multiset_product_equals(f, cols, 2));
    EXPECT_EQ(f.num_clauses(), before);
  }
  cnf::Formula f;
  const auto cols = make_columns(f, 3, {1, 2});
  EXPECT_FALSE(multiset_product_equals(f, cols, 0));
  // 12 cells over 1..30, product 2^10 3^5 5^3 7^2: more than
  // kMaxProductMultisets multisets (or the search budget).
  Values many;
  for (long long x = 1; x <= 30; ++x) many.push_back(x);
  cnf::Formula g;
  const auto wide = make_columns(g, 12, many);
  const std::size_t before = g.num_clauses();
  EXPECT_FALSE(multiset_product_equals(g, wide, 1024LL * 243 * 125 * 49));
  EXPECT_EQ(g.num_clauses(), before);
}

}  // namespace
}  // namespace rfsat::enc::sum
