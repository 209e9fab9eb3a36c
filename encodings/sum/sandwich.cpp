// The sandwich automaton of sandwich.hpp (automaton/automaton.hpp). A state
// is (guess, phase, sum); the sum is only non-zero inside. A sandwich is a
// lunchbox with one guess and no guess position. Example: line of 4 over
// 1..4 with lo 1, hi 4, target 5: 1,2,3,4 and 4,3,2,1 (and 1,4 adjacent only
// when target is 0).
#include "sandwich.hpp"

#include <algorithm>
#include <tuple>

#include "automaton/automaton.hpp"

namespace rfsat::enc::sum {
namespace {

enum Phase { unread = 0, before = 1, after_lo = 2, after_hi = 3, done = 4 };
using State = std::tuple<int, Phase, long long>;  // guess, phase, inside sum

// The filling values: strictly between lo and hi (a sandwich of the
// smallest and largest numbers, a lunchbox), or any but the crusts (given
// crusts).
bool fills(const Crusts& c, long long v, bool any_filling) {
  return any_filling ? v != c.lo && v != c.hi : c.lo < v && v < c.hi;
}

// neg[i] / pos[i]: the least / greatest sum a run of filling values can add
// from column i on (a run may stop anywhere, so 0 is always possible).
struct Bounds {
  std::vector<long long> neg, pos;
};
Bounds filling_bounds(const std::vector<table::Column>& cols, std::size_t first, const Crusts& c,
                      bool any_filling) {
  const std::size_t k = cols.size();
  Bounds b{std::vector<long long>(k + 1, 0), std::vector<long long>(k + 1, 0)};
  for (std::size_t i = k; i-- > first;) {
    long long mn = 0, mx = 0;
    for (const table::Option& o : cols[i])
      if (fills(c, o.value, any_filling)) mn = std::min(mn, o.value), mx = std::max(mx, o.value);
    b.neg[i] = b.neg[i + 1] + mn;
    b.pos[i] = b.pos[i + 1] + mx;
  }
  return b;
}

// cols[first..] are the line; cols[0] is the guess position when first == 1.
void crust_sum(cnf::Formula& f, const std::vector<table::Column>& cols, std::size_t first,
               const std::vector<Crusts>& guesses, long long target, bool any_filling = false) {
  std::vector<Bounds> bounds;
  for (const Crusts& c : guesses) bounds.push_back(filling_bounds(cols, first, c, any_filling));
  auto step = [&](std::size_t i, const State& s, const table::Option& o) -> std::optional<State> {
    const auto [g, p, sum] = s;
    if (p == unread) return State{static_cast<int>(o.value), before, 0};
    const Crusts& c = guesses[g];
    const long long v = o.value;
    const bool crust = v == c.lo || v == c.hi;
    if (!crust && !fills(c, v, any_filling)) return std::nullopt;
    switch (p) {
      case before:
        return State{g, !crust ? before : v == c.lo ? after_lo : after_hi, 0};
      case after_lo:
      case after_hi: {
        if (crust) {
          const bool closes = (p == after_lo) == (v == c.hi);
          if (closes && sum == target) return State{g, done, 0};
          return std::nullopt;
        }
        const long long next = sum + v;
        if (target - next < bounds[g].neg[i + 1] || target - next > bounds[g].pos[i + 1])
          return std::nullopt;
        return State{g, p, next};
      }
      default:  // done
        if (crust) return std::nullopt;
        return State{g, done, 0};
    }
  };
  auto accept = [](const State& s) { return std::get<1>(s) == done; };
  const State start = first == 0 ? State{0, before, 0} : State{0, unread, 0};
  automaton::accepts(f, cols, start, step, accept);
}

}  // namespace

void sandwich_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long lo,
                  long long hi, long long target) {
  if (lo == hi) {
    f.add_clause({});
    return;
  }
  crust_sum(f, cols, 0, {{std::min(lo, hi), std::max(lo, hi), 0}}, target);
}

void given_crusts_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long a,
                      long long b, long long target) {
  if (a == b) {
    f.add_clause({});
    return;
  }
  crust_sum(f, cols, 0, {{std::min(a, b), std::max(a, b), 0}}, target, true);
}

void lunchbox_sum(cnf::Formula& f, const std::vector<table::Column>& cols,
                  const std::vector<Crusts>& guesses, long long target) {
  std::vector<table::Column> all{{}};
  for (std::size_t g = 0; g < guesses.size(); ++g)
    all[0].push_back({guesses[g].lit, static_cast<int>(g), static_cast<long long>(g)});
  all.insert(all.end(), cols.begin(), cols.end());
  crust_sum(f, all, 1, guesses, target);
}

}  // namespace rfsat::enc::sum
