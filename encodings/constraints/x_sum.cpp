// X-sum encoder (model::XSum): X = n(first cell), and the first X cells of
// the line sum to the clue. Encoding: one automaton (automaton/automaton.hpp;
// Quimper & Walsh CP 2006, GAC by unit propagation as in Bacchus CP 2007)
// whose state is (cells still to add, sum so far), or "done" once X cells
// are read; the first cell sets both. Partial sums are pruned with the
// bounds of the cells still to add. Stronger than a sum per value of the
// first cell guarded by it (the alternative, GAC per sum only): GAC
// on the whole clue, in one automaton rather than eight. Size on a row of 9
// cells over 1..9, clue 25: 1,895 variables and 7,069 clauses.
// Entry point: encode(const model::XSum&, Context&).
// Example: x_sum(6, a, b, c) over 1..3: 3,1,2 and 3,2,1 (X = 3: 3+1+2);
// X = 2 would need a 4 after the 2.
#include <utility>

#include "automaton/automaton.hpp"
#include "encoders.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

using CountSum = std::pair<long long, long long>;  // cells still to add (-1: unread), sum
constexpr long long kCountUnread = -1;

// lo[i][n] / hi[i][n]: the least / greatest sum of the n cells from i on.
struct Prefix {
  std::vector<std::vector<long long>> lo, hi;
};
Prefix prefix_bounds(const std::vector<table::Column>& cols) {
  const std::size_t k = cols.size();
  Prefix b{std::vector<std::vector<long long>>(k + 1), std::vector<std::vector<long long>>(k + 1)};
  for (std::size_t i = 0; i <= k; ++i) {
    b.lo[i].push_back(0), b.hi[i].push_back(0);
    for (std::size_t j = i; j < k; ++j) {
      long long mn = cols[j].empty() ? 0 : cols[j][0].value, mx = mn;
      for (const table::Option& o : cols[j]) mn = std::min(mn, o.value), mx = std::max(mx, o.value);
      b.lo[i].push_back(b.lo[i].back() + mn), b.hi[i].push_back(b.hi[i].back() + mx);
    }
  }
  return b;
}

}  // namespace

void encode(const model::XSum& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  sum::check_magnitudes(cols, c.target);
  const long long k = static_cast<long long>(cols.size());
  const Prefix b = prefix_bounds(cols);
  // After cell i: `left` more cells must add target - sum.
  auto fits = [&](std::size_t i, long long left, long long sum) {
    const long long need = c.target - sum;
    return b.lo[i + 1][left] <= need && need <= b.hi[i + 1][left];
  };
  auto step = [&](std::size_t i, const CountSum& s,
                  const table::Option& o) -> std::optional<CountSum> {
    auto [left, sum] = s;
    if (left == kCountUnread) {
      if (o.value < 1 || o.value > k) return std::nullopt;
      left = o.value;
    }
    if (left == 0) return s;  // done: the rest is free
    --left, sum += o.value;
    if (!fits(i, left, sum)) return std::nullopt;
    return CountSum{left, left == 0 ? 0 : sum};
  };
  automaton::accepts(ctx.formula, cols, CountSum{kCountUnread, 0}, step,
                     [](const CountSum& s) { return s.first == 0; });
}

}  // namespace rfsat::enc
