// Order literals (see order.hpp): ladder construction and channelling to the
// one-hot literals, constant-aware clause emission, and the per-cell cache.
// Example: values {1,2,4} -> ge = {kTrue, o2, o4}; o4 -> o2; x=1 -> -o2;
// x=2 -> o2, x=2 -> -o4; x=4 -> o4; and back: -o2 -> x=1, o2 & -o4 -> x=2,
// o4 -> x=4.
#include "order.hpp"

#include <algorithm>

#include "context.hpp"

namespace rfsat::enc::order {

int Ladder::geq(long long v) const {
  auto it = std::lower_bound(values.begin(), values.end(), v);
  if (it == values.end()) return kFalse;
  return ge[static_cast<std::size_t>(it - values.begin())];
}

Ladder make_ladder(cnf::Formula& f, std::span<const ValueLit> one_hot) {
  Ladder l;
  for (const ValueLit& vl : one_hot) l.values.push_back(vl.value);
  std::sort(l.values.begin(), l.values.end());
  l.values.erase(std::unique(l.values.begin(), l.values.end()), l.values.end());
  const std::size_t m = l.values.size();
  l.ge.assign(m, kTrue);
  for (std::size_t i = 1; i < m; ++i) {
    l.ge[i] = f.new_var();
    if (i >= 2) f.add_clause({-l.ge[i], l.ge[i - 1]});
  }
  std::vector<std::vector<int>> back(m);  // back[j]: x >= v_j & x < v_{j+1} -> x = v_j
  for (std::size_t j = 0; j < m; ++j) {
    if (j >= 1) back[j].push_back(-l.ge[j]);
    if (j + 1 < m) back[j].push_back(l.ge[j + 1]);
  }
  for (const ValueLit& vl : one_hot) {
    const std::size_t j = static_cast<std::size_t>(
        std::lower_bound(l.values.begin(), l.values.end(), vl.value) - l.values.begin());
    if (j >= 1) f.add_clause({-vl.lit, l.ge[j]});
    if (j + 1 < m) f.add_clause({-vl.lit, -l.ge[j + 1]});
    back[j].push_back(vl.lit);
  }
  for (const std::vector<int>& clause : back) f.add_clause(clause);
  return l;
}

void add_clause(cnf::Formula& f, std::initializer_list<int> lits) {
  std::vector<int> clause;
  for (int x : lits) {
    if (x == kTrue) return;
    if (x != kFalse) clause.push_back(x);
  }
  f.add_clause(clause);
}

const Ladder& of_cell(Context& ctx, int cell) {
  auto it = ctx.order_cache.find(cell);
  if (it != ctx.order_cache.end()) return it->second;
  std::vector<ValueLit> one_hot;
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (int x = ctx.lit(cell, s)) one_hot.push_back({ctx.puzzle.symbols.calc(s), x});
  return ctx.order_cache.emplace(cell, make_ladder(ctx.formula, one_hot)).first->second;
}

}  // namespace rfsat::enc::order
