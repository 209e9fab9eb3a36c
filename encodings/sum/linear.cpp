// Partial-sum DPs of linear.hpp, both automata (automaton/automaton.hpp).
// The sum DP's states are partial sums, pruned with interval bounds: a
// partial sum s after layer i lives only if some final f has f - s within
// [least, greatest] sum of the remaining columns. The residue DP's states
// are remainders. Example: n(a)+n(b) == 4 over 1..3:
// layer-1 states {1,2,3}, edges 1+3, 2+2, 3+1.
#include "linear.hpp"

#include <algorithm>
#include <stdexcept>

#include "automaton/automaton.hpp"

namespace rfsat::enc::sum {
namespace {

void check_range(const std::vector<table::Column>& cols, const std::set<long long>& finals) {
  auto big = [](long long v) { return v > kMaxMagnitude || v < -kMaxMagnitude; };
  bool bad = false;
  for (const table::Column& col : cols)
    for (const table::Option& o : col) bad = bad || big(o.value);
  for (long long t : finals) bad = bad || big(t);
  if (bad) throw cnf::too_large("sum DP: numbers too large");
}

// lo[i] / hi[i]: the least / greatest sum of columns i..k-1 (an empty
// column makes the interval empty, lo > hi).
void remaining_bounds(const std::vector<table::Column>& cols, std::vector<long long>& lo,
                      std::vector<long long>& hi) {
  const std::size_t k = cols.size();
  lo.assign(k + 1, 0);
  hi.assign(k + 1, 0);
  for (std::size_t i = k; i-- > 0;) {
    long long mn = kMaxMagnitude + 1, mx = -kMaxMagnitude - 1;
    for (const table::Option& o : cols[i]) mn = std::min(mn, o.value), mx = std::max(mx, o.value);
    lo[i] = lo[i + 1] + mn;
    hi[i] = hi[i + 1] + mx;
  }
}

}  // namespace

void check_magnitudes(const std::vector<table::Column>& cols, long long target) {
  check_range(cols, {target});
}

table::Column scaled(const table::Column& col, long long factor) {
  table::Column out = col;
  for (table::Option& o : out) o.value *= factor;
  return out;
}

std::map<long long, int> sum_in(cnf::Formula& f, const std::vector<table::Column>& cols,
                                const std::set<long long>& finals) {
  check_range(cols, finals);
  std::vector<long long> lo, hi;
  remaining_bounds(cols, lo, hi);
  auto step = [&](std::size_t layer, long long s, const table::Option& o) -> std::optional<long long> {
    s += o.value;
    auto it = finals.lower_bound(s + lo[layer + 1]);
    if (it == finals.end() || *it > s + hi[layer + 1]) return std::nullopt;
    return s;
  };
  auto accept = [&](long long s) { return finals.count(s) > 0; };
  return automaton::finals(f, cols, 0LL, step, accept);
}

void sum_equals(cnf::Formula& f, const std::vector<table::Column>& cols, long long target) {
  sum_in(f, cols, {target});
}

void sum_modulo(cnf::Formula& f, const std::vector<table::Column>& cols, long long remainder,
                long long modulus) {
  const __int128 m = modulus < 0 ? -static_cast<__int128>(modulus) : modulus;
  if (m == 0) {
    sum_equals(f, cols, remainder);
    return;
  }
  auto mod = [m](__int128 x) { return static_cast<long long>(((x % m) + m) % m); };
  const long long want = mod(remainder);
  auto step = [&](std::size_t, long long r, const table::Option& o) -> std::optional<long long> {
    return mod(static_cast<__int128>(r) + o.value);
  };
  auto accept = [want](long long r) { return r == want; };
  automaton::accepts(f, cols, 0LL, step, accept);
}

}  // namespace rfsat::enc::sum
