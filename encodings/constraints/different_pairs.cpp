// DifferentPairs encoder (model::DifferentPairs: neq, different_adjacent,
// anti_knight / king / bishop / queen, spec §7-§8): the two cells of each pair
// hold different symbols (with only_symbols: none of those twice).
// Entry point: encode(const model::DifferentPairs&, Context&).
// Encoding: one binary clause -x[a][v] | -x[b][w] per banned pair of
// candidates (pair::ban); pairs with an empty cell are never banned.
// A pair sharing a group skips the symbols of multiplicity 1: the group's
// at-most-one already forbids them (encodings.md "Anti-knight").
// Example: neq(a, b) over 1..3: -a1|-b1, -a2|-b2, -a3|-b3.
#include <set>

#include "encoders.hpp"
#include "pair/relation.hpp"

namespace rfsat::enc {

void encode(const model::DifferentPairs& c, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  const std::set<int> only(c.only_symbols.begin(), c.only_symbols.end());
  auto banned = [&](int v) { return only.empty() || only.count(v) > 0; };
  const pair::Relation all =
      pair::relation(symbols, [&](int v, int w) { return v == w && banned(v); });
  const pair::Relation beyond_groups = pair::relation(symbols, [&](int v, int w) {
    return v == w && banned(v) && symbols.symbols[v].multiplicity > 1;
  });
  const pair::SharedGroups groups(ctx.puzzle);
  for (const auto& [a, b] : c.pairs) pair::ban(ctx, groups.share(a, b) ? beyond_groups : all, a, b);
}

}  // namespace rfsat::enc
