// Implementation of the unary counts (totalizer.hpp): the totalizer's merge
// tree and the ties between counts, values and allowed sets.
#include "totalizer.hpp"

#include <algorithm>

namespace rfsat::enc::card {
namespace {

// The outputs of the merge of two unary counts: r[k-1] <-> at least k.
// With a_0 = b_0 = true and a_{p+1} = b_{q+1} = false (1-based outputs):
//   up   a_i & b_j -> r_{i+j}             (0 <= i <= p, 0 <= j <= q, i+j >= 1)
//   down r_{i+j+1} -> a_{i+1} | b_{j+1}   (i+j+1 <= p+q)
std::vector<int> merge(cnf::Formula& f, const std::vector<int>& a, const std::vector<int>& b) {
  const int p = static_cast<int>(a.size()), q = static_cast<int>(b.size());
  std::vector<int> r(p + q);
  for (int& x : r) x = f.new_var();
  for (int i = 0; i <= p; ++i)
    for (int j = 0; j <= q; ++j) {
      if (i + j >= 1) {
        std::vector<int> up;
        if (i > 0) up.push_back(-a[i - 1]);
        if (j > 0) up.push_back(-b[j - 1]);
        up.push_back(r[i + j - 1]);
        f.add_clause(up);
      }
      if (i + j + 1 <= p + q) {
        std::vector<int> down{-r[i + j]};
        if (i < p) down.push_back(a[i]);
        if (j < q) down.push_back(b[j]);
        f.add_clause(down);
      }
    }
  return r;
}

std::vector<int> tree(cnf::Formula& f, std::span<const int> lits) {
  if (lits.size() <= 1) return {lits.begin(), lits.end()};
  const std::size_t half = lits.size() / 2;
  return merge(f, tree(f, lits.first(half)), tree(f, lits.subspan(half)));
}

// "count == j" is (out[j-1] & -out[j]); these add its negation or use it.
// The literals of that conjunction (at most two; none when j is out of
// range below, which never happens for j >= 0).
std::vector<int> count_is(std::span<const int> out, int j) {
  std::vector<int> lits;
  if (j >= 1) lits.push_back(out[j - 1]);
  if (j < static_cast<int>(out.size())) lits.push_back(-out[j]);
  return lits;
}

}  // namespace

std::vector<int> unary_count(cnf::Formula& f, std::span<const int> lits) { return tree(f, lits); }

void count_in(cnf::Formula& f, std::span<const int> out, const std::function<bool(int)>& allowed) {
  for (int j = 0; j <= static_cast<int>(out.size()); ++j) {
    if (allowed(j)) continue;
    std::vector<int> clause;
    for (int x : count_is(out, j)) clause.push_back(-x);
    f.add_clause(clause);  // empty (no output, count 0 refused): unsatisfiable
  }
}

void counts_equal(cnf::Formula& f, std::span<const int> a, std::span<const int> b) {
  const std::size_t n = std::max(a.size(), b.size());
  for (std::size_t j = 0; j < n; ++j) {
    if (j < a.size() && j < b.size()) {
      f.add_clause({-a[j], b[j]});
      f.add_clause({a[j], -b[j]});
    } else {
      f.add_clause({-(j < a.size() ? a[j] : b[j])});
    }
  }
}

void count_equals_value(cnf::Formula& f, std::span<const int> out,
                        std::span<const order::ValueLit> value_lits) {
  const long long n = static_cast<long long>(out.size());
  for (const order::ValueLit& x : value_lits) {
    if (x.value < 0 || x.value > n) {
      f.add_clause({-x.lit});
      continue;
    }
    for (int c : count_is(out, static_cast<int>(x.value))) f.add_clause({-x.lit, c});
  }
  for (long long j = 0; j <= n; ++j) {
    std::vector<int> clause;
    for (int c : count_is(out, static_cast<int>(j))) clause.push_back(-c);
    for (const order::ValueLit& x : value_lits)
      if (x.value == j) clause.push_back(x.lit);
    f.add_clause(clause);
  }
}

}  // namespace rfsat::enc::card
