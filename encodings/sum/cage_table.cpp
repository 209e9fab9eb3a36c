// small_cage_table (cage_table.hpp). A cage's tuples are listed only when
// their search space fits table::kSearchBudget, checked first; the
// positions that share a group are found through each group's cells, in
// time linear in the groups' sizes (the pairs of positions, tested against
// every group, took 33 s on a cage of a whole 500x500 grid before its first
// clause, where --time-limit could not stop it).
#include "cage_table.hpp"

#include <algorithm>
#include <variant>

#include "table/cells.hpp"

namespace rfsat::enc::sum {
namespace {

// For each group holding two or more of the cage's cells: their positions.
std::vector<std::vector<std::size_t>> positions_by_group(const model::Puzzle& puzzle,
                                                         const std::vector<int>& cells) {
  std::vector<int> position(static_cast<std::size_t>(puzzle.geometry.total_cells()), -1);
  for (std::size_t i = 0; i < cells.size(); ++i) position[cells[i]] = static_cast<int>(i);
  std::vector<std::vector<std::size_t>> out;
  for (const model::Constraint& c : puzzle.constraints) {
    const auto* g = std::get_if<model::Group>(&c.kind);
    if (!g) continue;
    std::vector<std::size_t> here;
    for (int cell : g->cells)
      if (position[cell] >= 0) here.push_back(static_cast<std::size_t>(position[cell]));
    if (here.size() >= 2) out.push_back(std::move(here));
  }
  return out;
}

bool within_budget(const std::vector<table::Column>& cols) {
  long long space = 1;
  for (const table::Column& c : cols) {
    if (c.empty()) return true;  // no tuple: an empty table
    space = std::min(space * static_cast<long long>(c.size()), table::kSearchBudget + 1);
  }
  return space <= table::kSearchBudget;
}

}  // namespace

bool small_cage_table(Context& ctx, const std::vector<int>& cells, const table::Keep& keep) {
  const std::vector<table::Column> cols = table::columns(ctx, cells);
  if (!within_budget(cols)) return false;
  const std::vector<std::vector<std::size_t>> groups = positions_by_group(ctx.puzzle, cells);
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  std::vector<std::size_t> seen(static_cast<std::size_t>(symbols.size()), 0);  // stamps
  std::size_t stamp = 0;
  // No multiplicity-1 symbol twice in one group.
  auto filtered = [&](std::span<const table::Option* const> o) {
    for (const std::vector<std::size_t>& group : groups) {
      ++stamp;
      for (std::size_t i : group) {
        const int s = o[i]->symbol;
        if (symbols.symbols[s].multiplicity != 1) continue;
        if (seen[s] == stamp) return false;
        seen[s] = stamp;
      }
    }
    return keep(o);
  };
  const auto tuples = table::enumerate(cols, filtered, table::kSearchBudget, kSmallCageTuples);
  if (!tuples) return false;
  table::encode(ctx.formula, cols, *tuples);
  return true;
}

}  // namespace rfsat::enc::sum
