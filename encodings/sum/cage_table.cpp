// small_cage_table (cage_table.hpp).
#include "cage_table.hpp"

#include <algorithm>
#include <variant>

#include "table/cells.hpp"

namespace rfsat::enc::sum {

bool small_cage_table(Context& ctx, const std::vector<int>& cells, const table::Keep& keep) {
  const std::vector<table::Column> cols = table::columns(ctx, cells);
  // Pairs of positions whose cells share a group.
  std::vector<std::pair<std::size_t, std::size_t>> shared;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      for (const model::Constraint& c : ctx.puzzle.constraints) {
        const auto* g = std::get_if<model::Group>(&c.kind);
        if (g && std::find(g->cells.begin(), g->cells.end(), cells[i]) != g->cells.end() &&
            std::find(g->cells.begin(), g->cells.end(), cells[j]) != g->cells.end()) {
          shared.emplace_back(i, j);
          break;
        }
      }
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  auto filtered = [&](std::span<const table::Option* const> o) {
    for (const auto& [i, j] : shared)
      if (o[i]->symbol == o[j]->symbol && symbols.symbols[o[i]->symbol].multiplicity == 1) return false;
    return keep(o);
  };
  const auto tuples = table::enumerate(cols, filtered, table::kSearchBudget, kSmallCageTuples);
  if (!tuples) return false;
  table::encode(ctx.formula, cols, *tuples);
  return true;
}

}  // namespace rfsat::enc::sum
