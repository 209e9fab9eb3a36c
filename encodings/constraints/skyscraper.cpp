// Skyscraper encoder (model::Skyscraper): the clue counts the buildings
// (non-empty cells) higher than every building before them and than 0 (a 0
// is no building, as ISS reads 0-indexed grids). Encoding: one automaton
// (automaton/automaton.hpp; Quimper & Walsh CP 2006, GAC by unit
// propagation as in Bacchus CP 2007) whose state is (highest so far, from
// 0, seen so far); an empty cell changes nothing; counts above the clue are dead, and
// states with equal futures merge (after the highest value only the count
// matters). Size on a row of 9 cells over 1..9, clue 3: 1,252 variables and
// 4,865 clauses.
// Entry point: encode(const model::Skyscraper&, Context&).
// Example: skyscraper(2, a, b, c) over 1..3, all different: 1,3,2 and 2,1,3
// and 2,3,1 (not 1,2,3: three seen; not 3,x,y: one seen).
#include <utility>

#include "automaton/automaton.hpp"
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Skyscraper& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  using State = std::pair<long long, long long>;  // highest (0 before any building), seen
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  auto step = [&](std::size_t, const State& s, const table::Option& o) -> std::optional<State> {
    const auto [highest, seen] = s;
    if (symbols.is_empty(o.symbol) || o.value <= highest) return s;
    if (seen + 1 > c.count) return std::nullopt;
    return State{o.value, seen + 1};
  };
  automaton::accepts(ctx.formula, cols, State{0, 0}, step,
                     [&c](const State& s) { return s.second == c.count; });
}

}  // namespace rfsat::enc
