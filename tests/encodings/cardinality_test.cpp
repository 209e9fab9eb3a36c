// Exhaustive tests of the cardinality helpers (encodings/card): for every n up
// to 7, every bound k (including the trivial ones below 0 and above n) and
// every method, the models of the CNF projected on the input literals are
// exactly the assignments the bound allows, and their number matches the
// closed form (sum of binomials). Projection blocks on the inputs only, so
// auxiliary variables never make one input assignment count twice.
#include <gtest/gtest.h>

#include <functional>

#include "card/cardinality.hpp"
#include "solver.hpp"

namespace rfsat::enc::card {
namespace {

using Builder = std::function<void(cnf::Formula&, std::span<const int>, int, Method)>;

long long choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  long long r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

// A solver loaded with n input variables 1..n and the encoding under test.
std::vector<int> load(backend::SatSolver& s, int n, int k, Method m, const Builder& build) {
  cnf::Formula f;
  std::vector<int> x;
  for (int i = 0; i < n; ++i) x.push_back(f.new_var());
  build(f, x, k, m);
  s.add_formula(f);
  return x;
}

// Number of input assignments (of 2^n) that are models, by enumeration with
// blocking clauses over the inputs; also checks each model against `allowed`.
long long count_models(int n, int k, Method m, const Builder& build,
                       const std::function<bool(int)>& allowed) {
  backend::SatSolver s;
  const std::vector<int> x = load(s, n, k, m, build);
  long long models = 0;
  while (s.solve() == backend::Status::satisfiable) {
    std::vector<int> block;
    int ones = 0;
    for (int v : x) {
      ones += s.value(v) ? 1 : 0;
      block.push_back(s.value(v) ? -v : v);
    }
    EXPECT_TRUE(allowed(ones)) << "model with " << ones << " true, n=" << n << " k=" << k;
    ++models;
    if (block.empty() || models > (1 << n)) break;
    s.add_clause(block);
  }
  return models;
}

// Pointwise: every input assignment is SAT iff the bound allows it.
void check_pointwise(int n, int k, Method m, const Builder& build,
                     const std::function<bool(int)>& allowed) {
  backend::SatSolver s;
  const std::vector<int> x = load(s, n, k, m, build);
  for (int bits = 0; bits < (1 << n); ++bits) {
    for (int i = 0; i < n; ++i) s.assume((bits >> i) & 1 ? x[i] : -x[i]);
    bool sat = s.solve() == backend::Status::satisfiable;
    EXPECT_EQ(sat, allowed(__builtin_popcount(bits))) << "n=" << n << " k=" << k << " bits=" << bits;
  }
}

struct Case {
  const char* name;
  Builder build;
  std::function<bool(int ones, int k)> allowed;
};

const Case kCases[] = {
    {"at_most_k", [](auto& f, auto x, int k, Method m) { at_most_k(f, x, k, m); },
     [](int ones, int k) { return ones <= k; }},
    {"at_least_k", [](auto& f, auto x, int k, Method m) { at_least_k(f, x, k, m); },
     [](int ones, int k) { return ones >= k; }},
    {"exactly_k", [](auto& f, auto x, int k, Method m) { exactly_k(f, x, k, m); },
     [](int ones, int k) { return ones == k; }},
};

TEST(Cardinality, ModelCountsMatchClosedForms) {
  for (const Case& c : kCases) {
    for (Method m : kAllMethods) {
      for (int n = 0; n <= 7; ++n) {
        for (int k = -1; k <= n + 1; ++k) {
          long long expected = 0;  // sum of C(n,i) over the allowed i
          for (int i = 0; i <= n; ++i) expected += c.allowed(i, k) ? choose(n, i) : 0;
          auto allowed = [&](int ones) { return c.allowed(ones, k); };
          EXPECT_EQ(count_models(n, k, m, c.build, allowed), expected)
              << c.name << " method " << static_cast<int>(m) << " n=" << n << " k=" << k;
          check_pointwise(n, k, m, c.build, allowed);
        }
      }
    }
  }
}

TEST(Cardinality, OneHelpers) {
  for (Method m : kAllMethods) {
    for (int n = 0; n <= 7; ++n) {
      Builder amo = [](auto& f, auto x, int, Method mm) { at_most_one(f, x, mm); };
      Builder eo = [](auto& f, auto x, int, Method mm) { exactly_one(f, x, mm); };
      Builder alo = [](auto& f, auto x, int, Method) { at_least_one(f, x); };
      EXPECT_EQ(count_models(n, 1, m, amo, [](int o) { return o <= 1; }), n + 1);  // C(n,0)+C(n,1)
      EXPECT_EQ(count_models(n, 1, m, eo, [](int o) { return o == 1; }), n);
      EXPECT_EQ(count_models(n, 1, m, alo, [](int o) { return o >= 1; }), (1LL << n) - 1);
    }
  }
}

// Size budgets (not clause snapshots): the documented bounds hold.
TEST(Cardinality, SizeBudgets) {
  for (int n : {9, 16, 25, 36}) {
    cnf::Formula f;
    std::vector<int> x;
    for (int i = 0; i < n; ++i) x.push_back(f.new_var());
    cnf::Formula pw = f, ladder = f, seq = f;
    at_most_one(pw, x, Method::pairwise);
    at_most_one(ladder, x, Method::ladder);
    at_most_k(seq, x, 3, Method::sequential);
    EXPECT_EQ(pw.num_clauses(), static_cast<std::size_t>(n * (n - 1) / 2));
    EXPECT_LE(ladder.num_clauses(), static_cast<std::size_t>(3 * n - 4));
    EXPECT_LE(ladder.num_vars() - n, n - 1);
    EXPECT_LE(seq.num_clauses(), static_cast<std::size_t>(2 * n * 3 + n - 3 * 3 - 1));
    EXPECT_LE(seq.num_vars() - n, 3 * (n - 1));
  }
}

}  // namespace
}  // namespace rfsat::enc::card
