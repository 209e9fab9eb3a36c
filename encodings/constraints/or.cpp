// Or encoder (model::Or, the `or` ... `end` block): at least one alternative
// holds. Encoding: one activation literal a_i per alternative, the clause
// (a_1 v ... v a_k), and every clause of alternative i's constraints made
// (-a_i v C) (Formula::guard_since): the activation-literal construction of
// Eén & Sörensson (BMC 2003), as `rfsat minimize` guards its items. Order
// ladders and class literals cached before the block are shared (they are
// defined unguarded); the ones an alternative defines are its own, so the
// caches are restored after each. Propagation: an alternative's clauses act
// once the others are refuted (their literals false); unit propagation does
// not reach GAC on a disjunction in general. Entry point:
// encode(const model::Or&, Context&). Example: `or / set_cell(1, 1) /
// set_cell(2, 1) / end` is (a1 v a2), (-a1 v x[1,1]), (-a2 v x[2,1]).
#include <utility>
#include <vector>

#include "dispatch.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::Or& c, Context& ctx) {
  std::vector<int> any;
  for (const std::vector<model::Constraint>& alternative : c.alternatives) {
    const int a = ctx.formula.new_var();
    any.push_back(a);
    order::Cache orders = ctx.order_cache;
    auto classes = ctx.class_cache;
    const std::size_t offset = ctx.formula.literals().size();
    for (const model::Constraint& k : alternative) encode_constraint(k, ctx);
    ctx.formula.guard_since(offset, -a);
    ctx.order_cache = std::move(orders);
    ctx.class_cache = std::move(classes);
  }
  ctx.formula.add_clause(any);
}

}  // namespace rfsat::enc
