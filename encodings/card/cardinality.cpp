// Implementation of the cardinality helpers declared in cardinality.hpp:
// pairwise and ladder at-most-one, binomial and Sinz sequential-counter
// at-most-k, and the derived at-least / exactly forms.
#include "cardinality.hpp"

#include <vector>

namespace rfsat::enc::card {
namespace {

void amo_pairwise(cnf::Formula& f, std::span<const int> x) {
  for (std::size_t i = 0; i < x.size(); ++i)
    for (std::size_t j = i + 1; j < x.size(); ++j) f.add_clause({-x[i], -x[j]});
}

// s[i] means "some of x[0..i] is true".
void amo_ladder(cnf::Formula& f, std::span<const int> x) {
  const std::size_t n = x.size();
  if (n < 2) return;
  int prev = 0;
  for (std::size_t i = 0; i + 1 < n; ++i) {
    int s = f.new_var();
    f.add_clause({-x[i], s});
    if (prev != 0) {
      f.add_clause({-prev, s});
      f.add_clause({-x[i], -prev});
    }
    prev = s;
  }
  f.add_clause({-x[n - 1], -prev});
}

// One clause per (k+1)-subset: not all of them true.
void amk_binomial(cnf::Formula& f, std::span<const int> x, int k) {
  const int n = static_cast<int>(x.size());
  std::vector<int> idx(k + 1);
  for (int i = 0; i <= k; ++i) idx[i] = i;
  std::vector<int> clause(k + 1);
  while (true) {
    for (int i = 0; i <= k; ++i) clause[i] = -x[idx[i]];
    f.add_clause(clause);
    int i = k;
    while (i >= 0 && idx[i] == n - (k + 1) + i) --i;
    if (i < 0) return;
    ++idx[i];
    for (int j = i + 1; j <= k; ++j) idx[j] = idx[j - 1] + 1;
  }
}

// Sinz's sequential counter: s[i][j] means "at least j+1 of x[0..i] are true".
void amk_sequential(cnf::Formula& f, std::span<const int> x, int k) {
  const int n = static_cast<int>(x.size());
  std::vector<int> prev(k), cur(k);
  for (int j = 0; j < k; ++j) prev[j] = f.new_var();
  f.add_clause({-x[0], prev[0]});
  for (int j = 1; j < k; ++j) f.add_clause({-prev[j]});
  for (int i = 1; i < n - 1; ++i) {
    for (int j = 0; j < k; ++j) cur[j] = f.new_var();
    f.add_clause({-x[i], cur[0]});
    f.add_clause({-prev[0], cur[0]});
    for (int j = 1; j < k; ++j) {
      f.add_clause({-x[i], -prev[j - 1], cur[j]});
      f.add_clause({-prev[j], cur[j]});
    }
    f.add_clause({-x[i], -prev[k - 1]});
    prev.swap(cur);
  }
  f.add_clause({-x[n - 1], -prev[k - 1]});
}

long long binomial(int n, int k) {
  long long r = 1;
  for (int i = 1; i <= k; ++i) {
    r = r * (n - k + i) / i;
    if (r > 1'000'000) return r;
  }
  return r;
}

std::vector<int> negated(std::span<const int> lits) {
  std::vector<int> out(lits.begin(), lits.end());
  for (int& l : out) l = -l;
  return out;
}

}  // namespace

void at_most_one(cnf::Formula& f, std::span<const int> lits, Method m) {
  if (m == Method::automatic)
    m = static_cast<int>(lits.size()) <= kPairwiseLimit ? Method::pairwise : Method::ladder;
  switch (m) {
    case Method::pairwise:
    case Method::binomial: amo_pairwise(f, lits); return;
    case Method::ladder: amo_ladder(f, lits); return;
    case Method::sequential:
      if (lits.size() >= 2) amk_sequential(f, lits, 1);
      return;
    case Method::automatic: return;  // resolved above
  }
}

void at_least_one(cnf::Formula& f, std::span<const int> lits) { f.add_clause(lits); }

void exactly_one(cnf::Formula& f, std::span<const int> lits, Method m) {
  at_least_one(f, lits);
  at_most_one(f, lits, m);
}

void at_most_k(cnf::Formula& f, std::span<const int> lits, int k, Method m) {
  const int n = static_cast<int>(lits.size());
  if (k >= n) return;
  if (k < 0) {
    f.add_clause({});
    return;
  }
  if (k == 0) {
    for (int l : lits) f.add_clause({-l});
    return;
  }
  if (k == 1 && m != Method::sequential && m != Method::binomial) {
    at_most_one(f, lits, m);
    return;
  }
  if (m == Method::automatic) m = binomial(n, k + 1) <= 64 ? Method::binomial : Method::sequential;
  if (m == Method::binomial)
    amk_binomial(f, lits, k);
  else
    amk_sequential(f, lits, k);
}

void at_least_k(cnf::Formula& f, std::span<const int> lits, int k, Method m) {
  const int n = static_cast<int>(lits.size());
  if (k <= 0) return;
  if (k > n) {
    f.add_clause({});
    return;
  }
  if (k == 1) {
    at_least_one(f, lits);
    return;
  }
  std::vector<int> neg = negated(lits);
  at_most_k(f, neg, n - k, m);
}

void exactly_k(cnf::Formula& f, std::span<const int> lits, int k, Method m) {
  at_least_k(f, lits, k, m);
  at_most_k(f, lits, k, m);
}

}  // namespace rfsat::enc::card
