// Diff cage encoder (model::Diff, spec §6 `diff`): some cell
// minus the sum of the others equals d, i.e. 2*n(c_i) - total == d for some
// i. Small cages (every calcudoku pair) are a table (table/table.hpp: support
// clauses x_a=v -> x_b=v-d | x_b=v+d for two cells, tuple selectors for
// more; distinctness folded into the tuples). Larger ones: the partial-sum DP
// of sum/linear.hpp over the total with final states {2v - d}, a selector
// for the deciding cell, and at-most-one per symbol when `distinct`.
// Entry point: encode(const model::Diff&, Context&).
// Example: diff(2, a, b) over 1..4: (1,3), (3,1), (2,4), (4,2).
#include <set>

#include "encoders.hpp"
#include "table/cells.hpp"
#include "sum/linear.hpp"
#include "automaton/automaton.hpp"

namespace rfsat::enc {
namespace {

// 2v - d, when it fits a long long.
std::optional<long long> needed_total(long long v, long long d) {
  const __int128 t = static_cast<__int128>(2) * v - d;
  if (t < std::numeric_limits<long long>::min() || t > std::numeric_limits<long long>::max())
    return std::nullopt;
  return static_cast<long long>(t);
}

bool diff_accepts(std::span<const table::Option* const> o, long long d, bool distinct) {
  if (distinct && !table::different_symbols(o)) return false;
  long long total = 0;
  for (const table::Option* x : o) total += x->value;
  for (const table::Option* x : o)
    if (needed_total(x->value, d) == total) return true;
  return false;
}

void encode_dp(const model::Diff& c, const std::vector<table::Column>& cols, Context& ctx) {
  if (c.distinct) table::distinct(ctx, c.cells);
  std::set<long long> wanted;
  for (const table::Column& col : cols)
    for (const table::Option& o : col)
      if (auto t = needed_total(o.value, c.target); t && *t >= -sum::kMaxMagnitude &&
                                                    *t <= sum::kMaxMagnitude)
        wanted.insert(*t);  // larger totals are out of reach of int values
  auto finals = sum::sum_in(ctx.formula, cols, wanted);
  automaton::some_column_decides(ctx.formula, cols, finals,
                             [&c](long long v) { return needed_total(v, c.target); });
}

}  // namespace

void encode(const model::Diff& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  auto keep = [&c](std::span<const table::Option* const> o) {
    return diff_accepts(o, c.target, c.distinct);
  };
  if (auto tuples = table::enumerate(cols, keep))
    table::encode(ctx.formula, cols, *tuples);
  else
    encode_dp(c, cols, ctx);
}

}  // namespace rfsat::enc
