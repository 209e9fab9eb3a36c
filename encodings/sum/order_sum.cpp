// The order-encoded sum of order_sum.hpp: a dry run computes each partial
// sum's values (reachable, and within [target - greatest rest, target -
// least rest]), then the ladders and the bound clauses are emitted; the last
// partial sum has the single value `target`. Example: x, y over {1,2,3},
// x + y == 4: S_1 = x; S_2 over {4}: x>=2 & y>=3 -> false, x<=1 & y<=2 -> false, ...
#include "order_sum.hpp"

#include <set>

namespace rfsat::enc::sum {
namespace {

// A ladder over `values` (sorted, distinct) with fresh literals and the
// chain clauses only.
order::Ladder fresh_ladder(cnf::Formula& f, const std::set<long long>& values) {
  order::Ladder l;
  l.values.assign(values.begin(), values.end());
  l.ge.assign(l.values.size(), order::kTrue);
  for (std::size_t i = 1; i < l.values.size(); ++i) {
    l.ge[i] = f.new_var();
    if (i >= 2) f.add_clause({-l.ge[i], l.ge[i - 1]});
  }
  return l;
}

// The values of S_1..S_{k-1} (index 0 unused: S_1 is x_1 itself); false
// when one has too many. The deadline is read per term: a sum over a whole
// 500x500 grid has 250,000 of them.
bool partial_values(const std::vector<const order::Ladder*>& xs, long long target,
                    std::vector<std::set<long long>>& values, const cnf::Formula& clock) {
  const std::size_t k = xs.size();
  std::vector<long long> lo(k + 1, 0), hi(k + 1, 0);
  for (std::size_t i = k; i-- > 0;) {
    lo[i] = lo[i + 1] + xs[i]->values.front();
    hi[i] = hi[i + 1] + xs[i]->values.back();
  }
  values.assign(k, {});
  values[0].insert(xs[0]->values.begin(), xs[0]->values.end());
  for (std::size_t i = 1; i < k; ++i) {
    clock.check_deadline();
    for (long long a : values[i - 1])
      for (long long b : xs[i]->values) {
        const long long z = a + b;
        if (z >= target - hi[i + 1] && z <= target - lo[i + 1]) values[i].insert(z);
      }
    if (values[i].size() > kMaxPartialValues) return false;
  }
  return true;
}

}  // namespace

bool order_sum_equals(cnf::Formula& f, const std::vector<const order::Ladder*>& xs, long long target) {
  if (xs.empty()) {
    if (target != 0) f.add_clause({});
    return true;
  }
  for (const order::Ladder* x : xs)
    if (x->values.empty()) {
      f.add_clause({});
      return true;
    }
  std::vector<std::set<long long>> values;
  if (!partial_values(xs, target, values, f)) return false;
  std::vector<order::Ladder> partial(xs.size());
  const order::Ladder* s = xs[0];
  for (std::size_t i = 1; i < xs.size(); ++i) {
    if (values[i].empty()) {
      f.add_clause({});
      return true;
    }
    partial[i] = fresh_ladder(f, values[i]);
    const order::Ladder& z = partial[i];
    const order::Ladder& x = *xs[i];
    for (long long a : s->values)
      for (long long b : x.values) {
        order::add_clause(f, {-s->geq(a), -x.geq(b), z.geq(a + b)});
        order::add_clause(f, {s->geq(a + 1), x.geq(b + 1), -z.geq(a + b + 1)});
      }
    s = &partial[i];
  }
  order::add_clause(f, {s->geq(target)});
  order::add_clause(f, {-s->geq(target + 1)});
  return true;
}

order::Ladder negated(const order::Ladder& x) {
  order::Ladder out;
  const std::size_t m = x.values.size();
  for (std::size_t i = 0; i < m; ++i) {
    out.values.push_back(-x.values[m - 1 - i]);
    // -x >= -v_(m-1-i)  <=>  x <= v_(m-1-i)  <=>  not x >= v_(m-i)
    out.ge.push_back(i == 0 ? order::kTrue : -x.ge[m - i]);
  }
  return out;
}

}  // namespace rfsat::enc::sum
