// The sandwich automaton of sandwich.hpp (automaton/automaton.hpp). A state
// is (phase, sum); the sum is only non-zero inside. Example: line of 4 over
// 1..4 with lo 1, hi 4, target 5: 1,2,3,4 and 4,3,2,1 (and 1,4 adjacent only
// when target is 0).
#include "sandwich.hpp"

#include <algorithm>
#include <utility>

#include "automaton/automaton.hpp"

namespace rfsat::enc::sum {
namespace {

enum Phase { before = 0, after_lo = 1, after_hi = 2, done = 3 };
using State = std::pair<Phase, long long>;

State state(long long sum, Phase p) { return {p, sum}; }

// neg[i] / pos[i]: the least / greatest sum a run of filling values can add
// from column i on (a run may stop anywhere, so 0 is always possible).
void filling_bounds(const std::vector<table::Column>& cols, long long lo, long long hi,
                    std::vector<long long>& neg, std::vector<long long>& pos) {
  const std::size_t k = cols.size();
  neg.assign(k + 1, 0);
  pos.assign(k + 1, 0);
  for (std::size_t i = k; i-- > 0;) {
    long long mn = 0, mx = 0;
    for (const table::Option& o : cols[i])
      if (o.value != lo && o.value != hi) mn = std::min(mn, o.value), mx = std::max(mx, o.value);
    neg[i] = neg[i + 1] + mn;
    pos[i] = pos[i + 1] + mx;
  }
}

}  // namespace

void sandwich_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long lo,
                  long long hi, long long target) {
  if (lo == hi) {
    f.add_clause({});
    return;
  }
  std::vector<long long> neg, pos;
  filling_bounds(cols, lo, hi, neg, pos);
  auto step = [&](std::size_t i, const State& s, const table::Option& o) -> std::optional<State> {
    const auto [p, sum] = s;
    const long long v = o.value;
    const bool is_lo = v == lo, is_hi = v == hi;
    switch (p) {
      case before:
        return is_lo ? state(0, after_lo) : is_hi ? state(0, after_hi) : state(0, before);
      case after_lo:
      case after_hi: {
        if (is_lo || is_hi) {
          const bool closes = (p == after_lo) == is_hi;
          if (closes && sum == target) return state(0, done);
          return std::nullopt;
        }
        const long long next = sum + v;
        if (target - next < neg[i + 1] || target - next > pos[i + 1]) return std::nullopt;
        return state(next, p);
      }
      case done:
        if (is_lo || is_hi) return std::nullopt;
        return state(0, done);
    }
    return std::nullopt;
  };
  auto accept = [](const State& s) { return s.first == done; };
  automaton::accepts(f, cols, state(0, before), step, accept);
}

}  // namespace rfsat::enc::sum
