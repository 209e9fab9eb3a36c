// Regular-language line encoder (model::RegexLine: regex_line and nfa_line):
// the symbols of the line's positions, read in order, form a word the NFA
// accepts. Encoding: the layered regular constraint of automaton.hpp
// (Quimper & Walsh CP 2006; Bacchus CP 2007: unit propagation reaches GAC)
// over the subset construction done lazily per layer: a state is the sorted
// set of NFA states some run can be in after the positions read so far (Rabin
// & Scott 1959), only the sets reachable on the cells' candidates are made,
// and the helper's pruning and minimisation keep the live ones and merge
// equal futures. GAC on the cells holds when no cell is visited twice.
// Entry point: encode(const model::RegexLine&, Context&).
// Example: regex_line("1[34]+", a, b, c) over 1..4: layers {s0}, {s1}, {s1}
// (s1 accepting): a = 1, b and c in {3, 4}.
#include <algorithm>

#include "automaton/automaton.hpp"
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::RegexLine& c, Context& ctx) {
  const model::Nfa& nfa = c.nfa;
  // moves[state][symbol]: the targets, sorted.
  std::vector<std::vector<std::vector<int>>> moves(
      static_cast<std::size_t>(nfa.states),
      std::vector<std::vector<int>>(static_cast<std::size_t>(ctx.puzzle.symbols.size())));
  for (const model::Nfa::Arc& a : nfa.arcs)
    if (a.symbol >= 0 && a.symbol < ctx.puzzle.symbols.size())
      moves[static_cast<std::size_t>(a.from)][static_cast<std::size_t>(a.symbol)].push_back(a.to);
  using State = std::vector<int>;  // a sorted set of NFA states, never empty
  State start = nfa.starts;
  std::sort(start.begin(), start.end());
  start.erase(std::unique(start.begin(), start.end()), start.end());
  auto step = [&](std::size_t, const State& from, const table::Option& o) -> std::optional<State> {
    State to;
    for (int q : from) {
      const std::vector<int>& t =
          moves[static_cast<std::size_t>(q)][static_cast<std::size_t>(o.symbol)];
      to.insert(to.end(), t.begin(), t.end());
    }
    if (to.empty()) return std::nullopt;
    std::sort(to.begin(), to.end());
    to.erase(std::unique(to.begin(), to.end()), to.end());
    return to;
  };
  auto accept = [&nfa](const State& s) {
    return std::any_of(s.begin(), s.end(),
                       [&nfa](int q) { return nfa.accepting[static_cast<std::size_t>(q)] != 0; });
  };
  automaton::accepts(ctx.formula, table::columns(ctx, c.cells), start, step, accept);
}

}  // namespace rfsat::enc
