// Which values a cdok spec allows: whether a group's target can be made at
// all (target_possible, read_parts.hpp: a quick necessary test, then a bounded
// search over the group's cells), and Nylimb's rule for numbers in one row or
// column (nylimb_valid_value, nylimb_compatible, read.hpp).
#include <algorithm>
#include <map>
#include <utility>

#include "cdok/read_parts.hpp"

namespace rfsat::formats::cdok {
namespace detail {
namespace {

// Values lo..hi, numbers may repeat except between cells of one row or
// column; the search gives up (counting the target as possible) after
// 200000 steps.
class Feasibility {
 public:
  Feasibility(const CdokCage& g, int size, int lo, int hi)
      : g_(g), size_(size), lo_(lo), hi_(hi), value_(g.cells.size(), 0) {}

  bool possible() {
    if (!necessary()) return false;
    budget_ = 200000;
    const bool found = search(0, 0, 1);
    return found || budget_ <= 0;
  }

 private:
  bool necessary() const {
    const long long k = static_cast<long long>(g_.cells.size()), t = g_.target;
    switch (g_.op) {
      case '+': return t >= k * lo_ && t <= k * hi_;
      case '-': return t <= hi_ - (k - 1) * lo_;
      case '*': return t >= 1 && factorable(t, k);
      default: return t >= 1 && t <= hi_;  // v0 = t * (others >= 1)
    }
  }
  // t as a product of k factors in max(lo,1)..hi. Memoised on (t, k): the
  // plain recursion is exponential in k when t has many divisors (an 8-cell
  // product over 1..16 took minutes; issue 29's stress puzzles).
  bool factorable(long long t, long long k) const {
    if (k == 0) return t == 1;
    const auto [it, fresh] = factorable_memo_.try_emplace({t, k}, false);
    if (!fresh) return it->second;
    bool found = false;
    for (long long f = std::max(lo_, 1); f <= hi_ && !found; ++f)
      found = t % f == 0 && factorable(t / f, k - 1);
    factorable_memo_[{t, k}] = found;
    return found;
  }
  bool clashes(std::size_t i, int v) const {
    for (std::size_t j = 0; j < i; ++j) {
      if (value_[j] != v) continue;
      const int a = g_.cells[i], b = g_.cells[j];
      if (a / size_ == b / size_ || a % size_ == b % size_) return true;
    }
    return false;
  }
  bool accept() const {
    long long total = 0;
    for (int v : value_) total += v;
    if (g_.op == '+') return total == g_.target;
    if (g_.op == '-') {
      for (int v : value_)
        if (2LL * v - total == g_.target) return true;
      return false;
    }
    if (g_.op == '*') {
      long long p = 1;
      for (int v : value_) p *= v;  // bounded: search() keeps p <= target
      return p == g_.target;
    }
    for (std::size_t i = 0; i < value_.size(); ++i) {
      long long others = 1;
      bool zero = false;
      for (std::size_t j = 0; j < value_.size(); ++j)
        if (j != i) {
          if (value_[j] == 0) zero = true;
          others = std::min<long long>(others * value_[j], 1LL << 40);
        }
      if (!zero && g_.target * others == value_[i]) return true;
    }
    return false;
  }
  bool search(std::size_t i, long long sum, long long product) {
    if (--budget_ <= 0) return false;
    const long long left = static_cast<long long>(g_.cells.size() - i);
    if (g_.op == '+' && (sum + left * lo_ > g_.target || sum + left * hi_ < g_.target)) return false;
    if (i == g_.cells.size()) return accept();
    for (int v = lo_; v <= hi_; ++v) {
      if (clashes(i, v)) continue;
      long long p = product;
      if (g_.op == '*') {
        if (v == 0 || g_.target % (product * v) != 0) continue;
        p = product * v;
      }
      value_[i] = v;
      if (search(i + 1, sum + v, p)) return true;
      if (budget_ <= 0) return false;
    }
    return false;
  }

  const CdokCage& g_;
  int size_, lo_, hi_;
  std::vector<int> value_;
  long long budget_ = 0;
  mutable std::map<std::pair<long long, long long>, bool> factorable_memo_;
};

}  // namespace

bool target_possible(const CdokCage& g, int size, int lo, int hi) {
  return Feasibility(g, size, lo, hi).possible();
}

}  // namespace detail

namespace {

// The decimal digits of `v` as a bit mask; `doubled` if one appears twice.
int digit_mask(int v, bool& doubled) {
  int mask = 0;
  doubled = false;
  do {
    const int bit = 1 << (v % 10);
    if (mask & bit) doubled = true;
    mask |= bit;
    v /= 10;
  } while (v > 0);
  return mask;
}

}  // namespace

bool nylimb_valid_value(int v) {
  bool doubled = false;
  digit_mask(v, doubled);
  return v >= 0 && v <= 99 && !doubled;
}

bool nylimb_compatible(int a, int b) {
  bool da = false, db = false;
  const int ma = digit_mask(a, da), mb = digit_mask(b, db);
  if (da || db) return false;
  if (a >= 10 && b >= 10) return false;
  return (ma & mb) == 0;
}

}  // namespace rfsat::formats::cdok
