// Tests of the order-literal helpers (encodings/order/): a ladder built over
// one-hot literals (distinct, duplicate, negative and gapped values, one
// value, none) makes every geq / leq literal equal "x >= v" / "x <= v":
// the opposite is unsatisfiable once x is fixed; unit propagation carries
// removed candidates to the bounds and bounds to the candidates; add_clause drops
// constants; the per-cell cache builds a cell's ladder once; relate() allows
// exactly the related candidate pairs; the negated ladder is -x's.
#include "order/order.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "context.hpp"
#include "order/relation.hpp"
#include "solver.hpp"
#include "sum/order_sum.hpp"
#include "support/brute_force.hpp"
#include "support/unit_propagation.hpp"

namespace rfsat::enc {
namespace {

// An integer x that takes exactly one of `values` (duplicates: two
// literals, one value), with its ladder.
struct LadderFormula {
  cnf::Formula f;
  std::vector<order::ValueLit> one_hot;
  std::vector<int> lits;
  order::Ladder l;

  explicit LadderFormula(const std::vector<long long>& values) {
    for (long long v : values) {
      one_hot.push_back({v, f.new_var()});
      lits.push_back(one_hot.back().lit);
    }
    card::exactly_one(f, lits);
    l = order::make_ladder(f, one_hot);
  }
};

// Every geq / leq literal of `l` is "sign * x >= v" / "sign * x <= v".
void check_thresholds(const LadderFormula& built, const order::Ladder& l, int sign) {
  const cnf::Formula& f = built.f;
  const std::vector<order::ValueLit>& one_hot = built.one_hot;
  backend::SatSolver s;
  s.add_formula(f);
  for (const order::ValueLit& pick : one_hot) {
    for (long long v = -4; v <= 9; ++v) {
      for (int lit : {l.geq(v), l.leq(v)}) {
        const long long x = sign * pick.value;
        const bool expected = lit == l.geq(v) ? x >= v : x <= v;
        if (lit == order::kTrue || lit == order::kFalse) {
          EXPECT_EQ(lit == order::kTrue, expected) << "x=" << pick.value << " v=" << v;
          continue;
        }
        s.assume(pick.lit);
        s.assume(expected ? -lit : lit);  // the wrong value must be impossible
        EXPECT_EQ(s.solve(), backend::Status::unsatisfiable) << "x=" << pick.value << " v=" << v;
      }
    }
  }
  if (one_hot.empty()) {
    EXPECT_EQ(l.geq(0), order::kFalse);
    EXPECT_EQ(s.solve(), backend::Status::unsatisfiable);  // the exactly-one of nothing
  }
}

void check_ladder(const std::vector<long long>& values) {
  const LadderFormula built(values);
  check_thresholds(built, built.l, 1);
}

TEST(OrderLadder, EveryThresholdMatchesTheValue) {
  check_ladder({1, 2, 3});
  check_ladder({5, 1, 1, 3});
  check_ladder({-2, 0, 7});
  check_ladder({4});
  check_ladder({});
}

// sum::negated: the ladder of -x over x's literals, for the subtracted
// cells of a derived sum (sum/derived.hpp).
TEST(OrderLadder, NegatedLadderIsMinusX) {
  for (const std::vector<long long>& values :
       {std::vector<long long>{1, 2, 3}, {5, 1, 1, 3}, {-2, 0, 7}, {4}, {}}) {
    const LadderFormula built(values);
    const order::Ladder minus = sum::negated(built.l);
    EXPECT_TRUE(std::is_sorted(minus.values.begin(), minus.values.end()));
    check_thresholds(built, minus, -1);
  }
}

// Removing any set of x's one-hot literals (not all) must fix, by unit
// propagation alone, "x >= v" true when every remaining value is >= v and
// false when none is; fixing a bound must remove the values beyond it.
void check_propagation(const std::vector<long long>& values) {
  const LadderFormula built(values);
  const cnf::Formula& f = built.f;
  const std::vector<order::ValueLit>& one_hot = built.one_hot;
  const std::vector<int>& lits = built.lits;
  const order::Ladder& l = built.l;
  const std::size_t n = values.size();
  for (unsigned removed = 0; removed + 1 < (1u << n); ++removed) {
    std::vector<int> assumed;
    long long least = 1000, greatest = -1000;
    for (std::size_t i = 0; i < n; ++i) {
      if (removed >> i & 1) assumed.push_back(-lits[i]);
      else least = std::min(least, values[i]), greatest = std::max(greatest, values[i]);
    }
    const auto fixed = test::propagate(f, assumed);
    ASSERT_TRUE(fixed) << "removed mask " << removed;
    for (long long v = least - 1; v <= greatest + 2; ++v) {
      const int ge = l.geq(v);
      if (ge == order::kTrue || ge == order::kFalse) continue;
      if (least >= v) {
        EXPECT_TRUE(fixed->count(ge)) << "mask " << removed << ": x >= " << v;
      }
      if (greatest < v) {
        EXPECT_TRUE(fixed->count(-ge)) << "mask " << removed << ": x < " << v;
      }
    }
  }
  for (long long v : l.values) {
    for (int bound : {l.geq(v), l.leq(v)}) {
      if (bound == order::kTrue || bound == order::kFalse) continue;
      const auto fixed = test::propagate(f, {bound});
      ASSERT_TRUE(fixed);
      for (const order::ValueLit& x : one_hot) {
        const bool allowed = bound == l.geq(v) ? x.value >= v : x.value <= v;
        if (!allowed) {
          EXPECT_TRUE(fixed->count(-x.lit)) << "bound at " << v << " keeps " << x.value;
        }
      }
    }
  }
}

TEST(OrderLadder, UnitPropagationLinksCandidatesAndBounds) {
  check_propagation({1, 2, 3, 4, 5});
  check_propagation({5, 1, 1, 3});
  check_propagation({-2, 0, 7});
  check_propagation({4});
}

TEST(OrderLadder, SizeIsLinear) {
  cnf::Formula f;
  std::vector<order::ValueLit> one_hot;
  for (int v = 1; v <= 9; ++v) one_hot.push_back({v, f.new_var()});
  order::make_ladder(f, one_hot);
  EXPECT_EQ(f.num_vars(), 9 + 8);                 // 8 order literals
  EXPECT_EQ(f.num_clauses(), 7u + 2u * 9u - 2u + 9u);  // chain + channelling + back
}

TEST(OrderLadder, AddClauseDropsConstants) {
  cnf::Formula f;
  for (int v = 0; v < 4; ++v) f.new_var();  // literals must name variables (Formula asserts it)
  order::add_clause(f, {order::kFalse, 3});
  order::add_clause(f, {order::kTrue, 4});
  order::add_clause(f, {order::kFalse});
  EXPECT_EQ(f.literals(), (std::vector<int>{3, 0, 0}));
}

struct Fixture {
  model::Puzzle p = test::tiny_puzzle(1, 2, "1234");
  Options options;
  Encoded e = encode_puzzle(p, options);
  Context ctx{p, options, e.vars, e.formula};
};

TEST(OrderLadder, CellLaddersAreCached) {
  Fixture fx;
  const order::Ladder& a = order::of_cell(fx.ctx, 0);
  const int vars = fx.e.formula.num_vars();
  EXPECT_EQ(&order::of_cell(fx.ctx, 0), &a);
  EXPECT_EQ(fx.e.formula.num_vars(), vars);
  EXPECT_EQ(a.values, (std::vector<long long>{1, 2, 3, 4}));
}

TEST(OrderRelation, AllowsExactlyTheRelatedPairs) {
  Fixture fx;
  order::relate(fx.ctx, 0, 1, [](long long v, long long w) { return w == v + 2; });
  backend::SatSolver s;
  s.add_formula(fx.e.formula);
  for (int a = 0; a < 4; ++a) {
    for (int b = 0; b < 4; ++b) {
      s.assume(fx.ctx.lit(0, a));
      s.assume(fx.ctx.lit(1, b));
      EXPECT_EQ(s.solve() == backend::Status::satisfiable, b == a + 2) << a << " " << b;
    }
  }
}

}  // namespace
}  // namespace rfsat::enc
