// Hidden skyscraper encoder (model::HiddenSkyscraper): the first building
// (non-empty cell) that is not higher than every building before it holds
// the clue. Encoding: one automaton (automaton/automaton.hpp; Quimper &
// Walsh CP 2006, GAC by unit propagation as in Bacchus CP 2007) whose state
// is the highest building so far, until the first hidden one, which must be
// the clue (then "done": the rest is free). Size on a row of 9 cells over
// 1..9, clue 5: 219 variables and 1,061 clauses.
// Entry point: encode(const model::HiddenSkyscraper&, Context&).
// Example: hidden_skyscraper(1, a, b, c) over 1..3, all different: 2,1,3;
// 2,3,1; 3,1,2 (the first hidden building is the 1).
#include <utility>

#include "automaton/automaton.hpp"
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::HiddenSkyscraper& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  enum Phase { none = 0, rising = 1, done = 2 };
  using State = std::pair<Phase, long long>;  // phase, highest building
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  auto step = [&](std::size_t, const State& s, const table::Option& o) -> std::optional<State> {
    const auto [phase, highest] = s;
    if (phase == done || symbols.is_empty(o.symbol)) return s;
    if (phase == none || o.value > highest) return State{rising, o.value};
    if (o.value != c.value) return std::nullopt;
    return State{done, 0};
  };
  automaton::accepts(ctx.formula, cols, State{none, 0}, step,
                     [](const State& s) { return s.first == done; });
}

}  // namespace rfsat::enc
