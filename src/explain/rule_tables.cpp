// RuleTables (rule_tables.hpp): every combination of the cells' symbols
// checked once by check::evaluate, the other cells holding symbol 0 (a
// rule reads only its own cells, as check::constraint_cells lists them).
#include "rule_tables.hpp"

#include "evaluate.hpp"
#include "puzzle_facts.hpp"

namespace rfsat::explain {

bool RuleTable::supported(const GridState& s, const std::vector<int>& cells,
                          std::vector<Mask>& support) const {
  bool any = false;
  for (const std::vector<int>& combo : allowed) {
    bool fits = true;
    for (std::size_t i = 0; i < cells.size() && fits; ++i)
      fits = (s.mask(cells[i]) & presolve::bit(combo[i])) != 0;
    if (!fits) continue;
    any = true;
    for (std::size_t i = 0; i < cells.size(); ++i) support[cells[i]] |= presolve::bit(combo[i]);
  }
  return any;
}

const RuleTable* RuleTables::of(int k, const std::vector<int>& cells) {
  if (tables_[k]) return tables_[k].get();
  if (too_big_.empty()) too_big_.assign(p_.constraints.size(), 0);
  if (too_big_[k]) return nullptr;
  const long long symbols = p_.symbols.size();
  long long combos = 1;
  for (std::size_t i = 0; i < cells.size() && combos <= kMaxCombos; ++i) combos *= symbols;
  if (cells.empty() || combos > kMaxCombos) {
    too_big_[k] = 1;
    return nullptr;
  }
  auto table = std::make_unique<RuleTable>();
  const check::detail::FactsScope facts(p_);  // NoKropki reads the puzzle's dots
  model::Assignment a(static_cast<std::size_t>(p_.geometry.total_cells()), 0);
  for (int c = 0; c < p_.geometry.total_cells(); ++c)
    if (p_.geometry.is_hole(c)) a[c] = -1;
  std::vector<int> combo(cells.size(), 0);
  for (long long n = 0; n < combos; ++n) {
    long long rest = n;
    for (std::size_t i = 0; i < cells.size(); ++i, rest /= symbols)
      combo[i] = static_cast<int>(rest % symbols), a[cells[i]] = combo[i];
    if (check::evaluate(p_.constraints[k], p_, a)) table->allowed.push_back(combo);
  }
  tables_[k] = std::move(table);
  return tables_[k].get();
}

}  // namespace rfsat::explain
