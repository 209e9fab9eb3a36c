// encode_derived (derived.hpp): the small derived equations in full, the
// virtual cages as order-encoded sums (the minus cells negated ladders).
#include "derived.hpp"

#include <algorithm>

#include "combination.hpp"
#include "linear.hpp"
#include "order/order.hpp"
#include "order_sum.hpp"
#include "table/cells.hpp"

namespace rfsat::enc::sum {
namespace {

void encode_small(Context& ctx, const presolve::Derived& d) {
  std::vector<table::Column> cols = table::columns(ctx, d.plus);
  if (d.distinct) {
    distinct_sum(ctx.formula, cols, d.total, ctx.options.card_method);
    return;
  }
  for (int cell : d.minus) cols.push_back(scaled(table::column(ctx, cell), -1));
  sum_equals(ctx.formula, cols, d.total);
}

// Nothing is added when a partial sum would take too many values
// (order_sum_equals declines): the equation is redundant.
void encode_virtual_cage(Context& ctx, const presolve::Derived& d) {
  std::vector<order::Ladder> minus;
  minus.reserve(d.minus.size());
  for (int cell : d.minus) minus.push_back(negated(order::of_cell(ctx, cell)));
  std::vector<const order::Ladder*> terms;
  for (int cell : d.plus) terms.push_back(&order::of_cell(ctx, cell));
  for (const order::Ladder& l : minus) terms.push_back(&l);
  order_sum_equals(ctx.formula, terms, d.total);
}

// Cells of a group, at most kVirtualCageMaxCells.
std::size_t largest_virtual_cage(const model::Puzzle& p) {
  return std::min<std::size_t>(std::max(p.symbols.capacity, 0), kVirtualCageMaxCells);
}

}  // namespace

bool virtual_cage(const presolve::Derived& d, const model::Puzzle& p) {
  const std::size_t n = d.plus.size() + d.minus.size();
  const bool whole_group =
      d.distinct && d.minus.empty() && n == static_cast<std::size_t>(p.symbols.capacity);
  return n > kDerivedMaxCells && n <= largest_virtual_cage(p) && d.edge && 2 * d.uncaged >= n &&
         !(d.plus.size() > 2 && d.minus.size() > 2) && !whole_group;
}

double slack(const presolve::Derived& d, const model::SymbolTable& symbols, int num_symbols,
             const std::function<bool(int, int)>& candidate) {
  long long lo = 0, hi = 0;
  const auto add = [&](int cell, long long sign) {
    long long a = 0, b = 0;
    bool any = false;
    for (int s = 0; s < num_symbols; ++s) {
      if (!candidate(cell, s)) continue;
      const long long v = sign * symbols.calc(s);
      a = any ? std::min(a, v) : v;
      b = any ? std::max(b, v) : v;
      any = true;
    }
    lo += a, hi += b;
  };
  for (int cell : d.plus) add(cell, 1);
  for (int cell : d.minus) add(cell, -1);
  if (hi <= lo) return 0;
  const long long near = std::min(d.total - lo, hi - d.total);
  return static_cast<double>(std::max(near, 0LL)) / static_cast<double>(hi - lo);
}

void encode_derived(Context& ctx, std::size_t max_cells) {
  const std::size_t most = std::max(max_cells, largest_virtual_cage(ctx.puzzle));
  for (const presolve::Derived& d : presolve::derive(ctx.puzzle, most)) {
    if (d.plus.size() + d.minus.size() <= max_cells)
      encode_small(ctx, d);
    else if (virtual_cage(d, ctx.puzzle) &&
             slack(d, ctx.puzzle.symbols, ctx.vars.num_symbols,
                   [&](int c, int s) { return ctx.lit(c, s) != 0; }) < kVirtualCageMaxSlack)
      encode_virtual_cage(ctx, d);
  }
}

}  // namespace rfsat::enc::sum
