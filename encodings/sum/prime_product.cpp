// prime_product_equals (prime_product.hpp).
#include "prime_product.hpp"

#include <map>

#include "order/order.hpp"
#include "order_sum.hpp"

namespace rfsat::enc::sum {
namespace {

// The prime factorisation of a positive n, by trial division.
std::map<long long, int> factorise(long long n) {
  std::map<long long, int> out;
  for (long long p = 2; p <= n / p; ++p)
    while (n % p == 0) ++out[p], n /= p;
  if (n > 1) ++out[n];
  return out;
}

int exponent(long long v, long long p) {
  int e = 0;
  while (v % p == 0) v /= p, ++e;
  return e;
}

}  // namespace

bool prime_product_equals(cnf::Formula& f, const std::vector<table::Column>& cols, long long target) {
  if (target <= 0) return false;
  for (const table::Column& col : cols)
    for (const table::Option& o : col)
      if (o.value <= 0) return false;
  const std::map<long long, int> primes = factorise(target);
  // Options whose value holds a prime the target lacks are out.
  std::vector<table::Column> ok(cols.size());
  for (std::size_t i = 0; i < cols.size(); ++i)
    for (const table::Option& o : cols[i]) {
      long long rest = o.value;
      for (const auto& [p, e] : primes)
        while (rest % p == 0) rest /= p;
      if (rest == 1) ok[i].push_back(o);
      else f.add_clause({-o.lit});
    }
  if (primes.empty()) {  // target 1: every factor is 1, done above
    for (const table::Column& col : ok)
      if (col.empty()) f.add_clause({});
    return true;
  }
  for (const auto& [p, e] : primes) {
    std::vector<order::Ladder> ladders;
    ladders.reserve(ok.size());
    for (const table::Column& col : ok) {
      std::vector<order::ValueLit> one_hot;
      for (const table::Option& o : col) one_hot.push_back({exponent(o.value, p), o.lit});
      ladders.push_back(order::make_ladder(f, one_hot));
    }
    std::vector<const order::Ladder*> xs;
    for (const order::Ladder& l : ladders) xs.push_back(&l);
    order_sum_equals(f, xs, e);  // exponent sums are small: never declines
  }
  return true;
}

}  // namespace rfsat::enc::sum
