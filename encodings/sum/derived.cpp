// encode_derived (derived.hpp): each small derived equation as clauses.
#include "derived.hpp"

#include "combination.hpp"
#include "linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc::sum {

void encode_derived(Context& ctx, std::size_t max_cells) {
  for (const presolve::Derived& d : presolve::derive(ctx.puzzle, max_cells)) {
    std::vector<table::Column> cols = table::columns(ctx, d.plus);
    if (d.distinct) {
      distinct_sum(ctx.formula, cols, d.total, ctx.options.card_method);
      continue;
    }
    for (int cell : d.minus) cols.push_back(scaled(table::column(ctx, cell), -1));
    sum_equals(ctx.formula, cols, d.total);
  }
}

}  // namespace rfsat::enc::sum
