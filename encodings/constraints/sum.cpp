// Sum encoder (spec §6 `sum`: killer cage, `repetition` cage; §9
// little_killer): the cells sum to the target. Entry point:
// encode(const model::Sum&, Context&). Over the sum helpers of encodings/sum/:
//  - distinct cells: combination selectors (encodings.md §7 "Killer cage",
//    §8; as in Bacchus CP 2007 tuple selectors over digit sets), or the
//    partial-sum DP plus at-most-one per symbol when the sets are many. A
//    cage lying inside a group also bans the digits of its selected set from
//    the group's other cells (multiplicity-1 symbols);
//  - repeats allowed (little killers, `repetition`): the order-encoded sum
//    (Sugar; sum/order_sum.hpp), measured faster than the one-hot partial-sum
//    DP (Abio & Stuckey CP 2014), which stays the fallback for wide sums.
// Example: sum(5, a, b) over 1..4, distinct: selectors for {1,4} and {2,3}.
#include <set>
#include <variant>

#include "encoders.hpp"
#include "order/order.hpp"
#include "sum/cage_table.hpp"
#include "sum/combination.hpp"
#include "sum/linear.hpp"
#include "sum/order_sum.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

// Options of the cells outside `cells` that share a group with all of them,
// for symbols of multiplicity 1: such a symbol placed in `cells` cannot be
// there as well.
table::Column shared_group_options(const std::vector<int>& cells, const Context& ctx) {
  std::vector<char> in(ctx.puzzle.geometry.total_cells(), 0), seen(in.size(), 0);
  for (int c : cells) in[c] = 1;
  table::Column out;
  for (const model::Constraint& con : ctx.puzzle.constraints) {
    const auto* g = std::get_if<model::Group>(&con.kind);
    if (!g || cells.empty()) continue;
    std::set<int> inside;
    for (int c : g->cells)
      if (in[c]) inside.insert(c);
    if (inside.size() != cells.size()) continue;
    for (int c : g->cells) {
      if (in[c] || seen[c]) continue;
      seen[c] = 1;
      for (const table::Option& o : table::column(ctx, c))
        if (ctx.puzzle.symbols.symbols[o.symbol].multiplicity == 1) out.push_back(o);
    }
  }
  return out;
}

void repeat_sum(const model::Sum& c, const std::vector<table::Column>& cols, Context& ctx) {
  auto adds_up = [&c](std::span<const table::Option* const> o) {
    long long total = 0;
    for (const table::Option* x : o) total += x->value;
    return total == c.target;
  };
  if (sum::small_cage_table(ctx, c.cells, adds_up)) return;
  std::vector<const order::Ladder*> terms;
  for (int cell : c.cells) terms.push_back(&order::of_cell(ctx, cell));
  if (!sum::order_sum_equals(ctx.formula, terms, c.target))
    sum::sum_equals(ctx.formula, cols, c.target);
}

}  // namespace

void encode(const model::Sum& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  if (c.distinct)
    sum::distinct_sum(ctx.formula, cols, c.target, ctx.options.card_method,
                      sum::Distinct::automatic, shared_group_options(c.cells, ctx));
  else
    repeat_sum(c, cols, ctx);
}

}  // namespace rfsat::enc
