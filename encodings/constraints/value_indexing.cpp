// ValueIndexing encoder (model::ValueIndexing, `value_indexing`): cells c1
// (value), c2 (index), t_1..t_m (m = k - 2): n(c2) = j in 1..m and
// n(t_j) == n(c1). Encoding: a table with wildcards (Bacchus, CP 2007, "GAC
// via unit propagation"): number class literals (card/classes.hpp) and a
// selector s[j][u] for "n(c2) = j and n(c1) = n(t_j) = u":
//   s[j][u] -> [c2 = j], s[j][u] -> [c1 = u], s[j][u] -> [t_j = u];
//   [c2 = j] -> OR_u s[j][u];  [c1 = u] -> OR_j s[j][u];
//   [t_j = u] -> -[c2 = j] | s[j][u]   (t_j is free unless c2 points at it);
// units for the numbers of c2 outside 1..m. Propagation: UP reaches GAC
// (tests/encodings/propagation_test). Size: at most m*D selectors with 3
// binary clauses each, m*D ternary clauses, m + D support clauses (D: the
// distinct numbers). Entry point: encode(const model::ValueIndexing&, Context&).
// Example: value_indexing(a, b, t1, t2) over 1..4: b = 2 -> t2 = a.
#include "card/classes.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::ValueIndexing& c, Context& ctx) {
  const long long m = static_cast<long long>(c.cells.size()) - 2;
  if (m < 1) {
    ctx.formula.add_clause({});
    return;
  }
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  std::vector<long long> numbers;
  const std::vector<int> map = card::number_classes(symbols, numbers);
  const int classes = static_cast<int>(numbers.size());
  const int value = c.cells[0], control = c.cells[1];
  for (int s = 0; s < symbols.size(); ++s)
    if (const int x = ctx.lit(control, s); x != 0 && (symbols.calc(s) < 1 || symbols.calc(s) > m))
      ctx.formula.add_clause({-x});
  const std::vector<int>& at = card::class_literals(ctx, control, map, classes);
  const std::vector<int>& holds = card::class_literals(ctx, value, map, classes);
  std::vector<std::vector<int>> for_value(classes);  // selectors by value class
  for (int j_class = 0; j_class < classes; ++j_class) {
    const long long j = numbers[j_class];
    if (j < 1 || j > m || at[j_class] == 0) continue;
    const std::vector<int>& target =
        card::class_literals(ctx, c.cells[static_cast<std::size_t>(j + 1)], map, classes);
    std::vector<int> choose = {-at[j_class]};  // [c2 = j] -> OR_u s[j][u]
    for (int u = 0; u < classes; ++u) {
      if (target[u] == 0) continue;
      int s = 0;
      if (holds[u] != 0) {
        s = ctx.formula.new_var();
        for (int lit : {at[j_class], holds[u], target[u]}) ctx.formula.add_clause({-s, lit});
        choose.push_back(s);
        for_value[u].push_back(s);
      }
      ctx.formula.add_clause(s != 0 ? std::vector<int>{-target[u], -at[j_class], s}
                                    : std::vector<int>{-target[u], -at[j_class]});
    }
    ctx.formula.add_clause(choose);
  }
  for (int u = 0; u < classes; ++u) {
    if (holds[u] == 0) continue;
    std::vector<int> clause = {-holds[u]};
    clause.insert(clause.end(), for_value[u].begin(), for_value[u].end());
    ctx.formula.add_clause(clause);
  }
}

}  // namespace rfsat::enc
