// Tests of the order-literal helpers (encodings/order/): a ladder built over
// one-hot literals (distinct, duplicate, negative and gapped values, one
// value, none) makes every geq / leq literal equal "x >= v" / "x <= v":
// the opposite is unsatisfiable once x is fixed; add_clause drops
// constants; the per-cell cache builds a cell's ladder once; relate() allows
// exactly the related candidate pairs.
#include <gtest/gtest.h>

#include "context.hpp"
#include "order/order.hpp"
#include "order/relation.hpp"
#include "solver.hpp"
#include "support/brute_force.hpp"

namespace rfsat::enc {
namespace {

// x takes exactly one of `values` (duplicates: two literals, one value).
void check_ladder(const std::vector<long long>& values) {
  cnf::Formula f;
  std::vector<order::ValueLit> one_hot;
  std::vector<int> lits;
  for (long long v : values) {
    one_hot.push_back({v, f.new_var()});
    lits.push_back(one_hot.back().lit);
  }
  card::exactly_one(f, lits);
  const order::Ladder l = order::make_ladder(f, one_hot);
  backend::SatSolver s;
  s.add_formula(f);
  for (const order::ValueLit& pick : one_hot) {
    for (long long v = -4; v <= 9; ++v) {
      for (int lit : {l.geq(v), l.leq(v)}) {
        const bool expected = lit == l.geq(v) ? pick.value >= v : pick.value <= v;
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
  if (values.empty()) {
    EXPECT_EQ(l.geq(0), order::kFalse);
    EXPECT_EQ(s.solve(), backend::Status::unsatisfiable);  // the exactly-one of nothing
  }
}

TEST(OrderLadder, EveryThresholdMatchesTheValue) {
  check_ladder({1, 2, 3});
  check_ladder({5, 1, 1, 3});
  check_ladder({-2, 0, 7});
  check_ladder({4});
  check_ladder({});
}

TEST(OrderLadder, SizeIsLinear) {
  cnf::Formula f;
  std::vector<order::ValueLit> one_hot;
  for (int v = 1; v <= 9; ++v) one_hot.push_back({v, f.new_var()});
  order::make_ladder(f, one_hot);
  EXPECT_EQ(f.num_vars(), 9 + 8);                 // 8 order literals
  EXPECT_EQ(f.num_clauses(), 7u + 2u * 9u - 2u);  // chain + channelling
}

TEST(OrderLadder, AddClauseDropsConstants) {
  cnf::Formula f;
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
