// Implementation of the value helpers of value_counts.hpp.
#include "value_counts.hpp"

#include "card/cardinality.hpp"
#include "card/presence.hpp"

namespace rfsat::enc::table {

std::vector<int> value_lits(const Context& ctx, const std::vector<int>& cells, long long v) {
  std::vector<int> lits;
  for (int cell : cells)
    for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
      if (int x = ctx.lit(cell, s); x != 0 && ctx.puzzle.symbols.calc(s) == v) lits.push_back(x);
  return lits;
}

std::set<long long> candidate_values(const Context& ctx, const std::vector<int>& cells) {
  std::set<long long> values;
  for (int cell : cells)
    for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
      if (ctx.lit(cell, s) != 0) values.insert(ctx.puzzle.symbols.calc(s));
  return values;
}

int class_literal(Context& ctx, int cell, const std::function<bool(long long)>& in_class) {
  std::vector<int> in, out;
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (int x = ctx.lit(cell, s)) (in_class(ctx.puzzle.symbols.calc(s)) ? in : out).push_back(x);
  return card::indicator(ctx.formula, in, out);
}

void require_counts(Context& ctx, const std::vector<int>& cells,
                    const std::map<long long, int>& counts, bool exact) {
  const card::Method m = ctx.options.card_method;
  int total = 0;
  for (const auto& [v, count] : counts) {
    const std::vector<int> lits = value_lits(ctx, cells, v);
    if (exact)
      card::exactly_k(ctx.formula, lits, count, m);
    else
      card::at_least_k(ctx.formula, lits, count, m);
    total += count;
  }
  if (counts.size() < 2) return;
  std::vector<int> listed;
  for (int cell : cells)
    listed.push_back(class_literal(ctx, cell, [&](long long v) { return counts.count(v) > 0; }));
  if (exact)
    card::exactly_k(ctx.formula, listed, total, m);
  else
    card::at_least_k(ctx.formula, listed, total, m);
}

}  // namespace rfsat::enc::table
