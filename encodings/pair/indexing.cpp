// index_line (indexing.hpp). Example: column_indexer at r1c2 over 1..4 on a
// 4x4: x[r1c2]=v -> r1c{v} holds 2; r1c{j} holds 2 -> x[r1c2]=j; r1c2 = 2
// points at itself, so no other cell of the row holds 2.
#include "pair/indexing.hpp"

#include <algorithm>

#include "card/classes.hpp"

namespace rfsat::enc::pair {

void index_line(Context& ctx, int indexer, const std::vector<int>& cells,
                const std::vector<int>& index) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  const auto self = std::find(cells.begin(), cells.end(), indexer);
  if (self == cells.end()) {  // not on its own line: no position of its own
    ctx.formula.add_clause({});
    return;
  }
  const int own = index[static_cast<std::size_t>(self - cells.begin())];
  std::vector<long long> numbers;
  const std::vector<int> map = card::number_classes(symbols, numbers);
  const int classes = static_cast<int>(numbers.size());
  auto class_of = [&](long long n) {
    auto it = std::lower_bound(numbers.begin(), numbers.end(), n);
    return it != numbers.end() && *it == n ? static_cast<int>(it - numbers.begin()) : -1;
  };
  for (int s = 0; s < symbols.size(); ++s)
    if (const int x = ctx.lit(indexer, s);
        x != 0 && std::find(index.begin(), index.end(), symbols.calc(s)) == index.end())
      ctx.formula.add_clause({-x});
  const std::vector<int>& points = card::class_literals(ctx, indexer, map, classes);
  const int own_class = class_of(own);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] == indexer) continue;
    const int j_class = class_of(index[i]);
    const int at_j = j_class < 0 ? 0 : points[j_class];  // n(indexer) == j
    const int holds =
        own_class < 0 ? 0 : card::class_literals(ctx, cells[i], map, classes)[own_class];
    if (at_j != 0)
      ctx.formula.add_clause(holds != 0 ? std::vector<int>{-at_j, holds} : std::vector<int>{-at_j});
    if (holds != 0)
      ctx.formula.add_clause(at_j != 0 ? std::vector<int>{-holds, at_j} : std::vector<int>{-holds});
  }
}

}  // namespace rfsat::enc::pair
