// index_line and ban_index (indexing.hpp). Example: column_indexer at r1c2 over 1..4 on a
// 4x4: x[r1c2]=v -> r1c{v} holds 2; r1c{j} holds 2 -> x[r1c2]=j; r1c2 = 2
// points at itself, so no other cell of the row holds 2.
#include "pair/indexing.hpp"

#include <algorithm>

#include "card/classes.hpp"

namespace rfsat::enc::pair {
namespace {

// The number classes of the symbols (card/classes.hpp) and a lookup of a
// position's class (-1: no symbol has that number).
struct Classes {
  std::vector<long long> numbers;
  std::vector<int> map;
  int count = 0;
  explicit Classes(const model::SymbolTable& symbols)
      : map(card::number_classes(symbols, numbers)), count(static_cast<int>(numbers.size())) {}
  int of(long long n) const {
    auto it = std::lower_bound(numbers.begin(), numbers.end(), n);
    return it != numbers.end() && *it == n ? static_cast<int>(it - numbers.begin()) : -1;
  }
  // The literal [n(cell) == n], 0 when no symbol has that number.
  int lit(Context& ctx, int cell, long long n) const {
    const int k = of(n);
    return k < 0 ? 0 : card::class_literals(ctx, cell, map, count)[static_cast<std::size_t>(k)];
  }
};

}  // namespace

void index_line(Context& ctx, int indexer, const std::vector<int>& cells,
                const std::vector<int>& index) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  const auto self = std::find(cells.begin(), cells.end(), indexer);
  if (self == cells.end()) {  // not on its own line: no position of its own
    ctx.formula.add_clause({});
    return;
  }
  const int own = index[static_cast<std::size_t>(self - cells.begin())];
  const Classes classes(symbols);
  for (int s = 0; s < symbols.size(); ++s)
    if (const int x = ctx.lit(indexer, s);
        x != 0 && std::find(index.begin(), index.end(), symbols.calc(s)) == index.end())
      ctx.formula.add_clause({-x});
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] == indexer) continue;
    const int at_j = classes.lit(ctx, indexer, index[i]);  // n(indexer) == j
    const int holds = classes.lit(ctx, cells[i], own);
    if (at_j != 0)
      ctx.formula.add_clause(holds != 0 ? std::vector<int>{-at_j, holds} : std::vector<int>{-at_j});
    if (holds != 0)
      ctx.formula.add_clause(at_j != 0 ? std::vector<int>{-holds, at_j} : std::vector<int>{-holds});
  }
}

void ban_index(Context& ctx, int cell, const std::vector<int>& cells,
               const std::vector<int>& index) {
  const auto self = std::find(cells.begin(), cells.end(), cell);
  if (self == cells.end()) {  // not on its own line: malformed (the checker refuses it too)
    ctx.formula.add_clause({});
    return;
  }
  const int own = index[static_cast<std::size_t>(self - cells.begin())];
  const Classes classes(ctx.puzzle.symbols);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int points = classes.lit(ctx, cell, index[i]);  // n(cell) == j
    if (points == 0) continue;
    if (cells[i] == cell) {
      ctx.formula.add_clause({-points});  // pointing at itself, it would index
      continue;
    }
    if (const int holds = classes.lit(ctx, cells[i], own); holds != 0)
      ctx.formula.add_clause({-points, -holds});
  }
}

}  // namespace rfsat::enc::pair
