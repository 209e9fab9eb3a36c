// Random regular-language lines (model::RegexLine) for the differential
// tests: a regex_line whose pattern is grown piece by piece along the line
// (a symbol, '.', a class or an alternation, maybe followed by '?', '+' or
// '*', and now and then a starred group that reads nothing), or an nfa_line
// with 1..4 states and random transitions. With a reference solution `ref`
// each piece holds ref's symbol at its position and the NFA gets a run
// reading ref's word, so the line holds in ref; without ref the symbols are
// random.
#include <cctype>
#include <variant>

#include "random_puzzle.hpp"
#include "regex_pattern.hpp"

namespace rfsat::test::random {
namespace {

using namespace rfsat::model;

std::string glyph_text(const Puzzle& p, int s) {
  const char g = p.symbols.symbols[static_cast<std::size_t>(s)].glyph;
  return std::isalnum(static_cast<unsigned char>(g)) ? std::string(1, g) : std::string("\\") + g;
}

void regex_rule(Rng& rng, Puzzle& p, Ref ref, const std::vector<int>& cs) {
  const int k = p.symbols.size();
  std::string pattern;
  for (int cell : cs) {
    const int s = ref ? (*ref)[static_cast<std::size_t>(cell)] : uniform(rng, 0, k - 1);
    const int other = uniform(rng, 0, k - 1);
    switch (uniform(rng, 0, 3)) {
      case 0:
        pattern += glyph_text(p, s);
        break;
      case 1:
        pattern += ".";
        break;
      case 2:
        pattern += "[" + glyph_text(p, s) + glyph_text(p, other) + "]";
        break;
      default:
        pattern += "(" + glyph_text(p, other) + "|" + glyph_text(p, s) + ")";
    }
    pattern += pick(rng, std::vector<std::string>{"", "", "?", "+", "*"});
    if (chance(rng, 0.2)) pattern += "(" + glyph_text(p, other) + ")*";
  }
  auto nfa = sema::compile_pattern(pattern, p.symbols);
  if (const Nfa* n = std::get_if<Nfa>(&nfa)) add(p, RegexLine{cs, *n, pattern});
}

void nfa_rule(Rng& rng, Puzzle& p, Ref ref, const std::vector<int>& cs) {
  const int states = uniform(rng, 1, 4), k = p.symbols.size();
  Nfa n{states, {0}, std::vector<char>(static_cast<std::size_t>(states), 0), {}};
  if (chance(rng, 0.3)) n.starts.push_back(uniform(rng, 0, states - 1));
  for (int i = uniform(rng, 0, 2 * states * k / 3 + 1); i > 0; --i)
    n.arcs.push_back(
        {uniform(rng, 0, states - 1), uniform(rng, 0, k - 1), uniform(rng, 0, states - 1)});
  int at = 0;  // a run reading ref's word
  for (int cell : cs) {
    const int to = uniform(rng, 0, states - 1);
    if (ref) n.arcs.push_back({at, (*ref)[static_cast<std::size_t>(cell)], to});
    at = to;
  }
  n.accepting[static_cast<std::size_t>(ref ? at : uniform(rng, 0, states - 1))] = 1;
  add(p, RegexLine{cs, n, ""});
}

}  // namespace

void automaton_line_rule(Rng& rng, Puzzle& p, const Assignment* ref) {
  std::vector<int> cs = some_cells(rng, p, 1, 4);
  if (cs.empty()) return;
  if (cs.size() >= 3 && chance(rng, 0.2)) cs.push_back(cs[1]);  // a revisit
  if (chance(rng, 0.5))
    regex_rule(rng, p, ref, cs);
  else
    nfa_rule(rng, p, ref, cs);
}

}  // namespace rfsat::test::random
