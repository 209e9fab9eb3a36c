// AntiTaxicab encoder (model::AntiTaxicab, `anti_taxicab`): the two cells of
// each pair, `distance` = d apart, do not both hold calculation number d.
// Encoding: binary bans -x[a][v] | -x[b][w] for the symbols v, w numbered d
// (pair::ban); a pair sharing a group drops v == w for symbols of
// multiplicity 1 (the group's at-most-one has it). Propagation: each ban is
// arc consistent by UP (not GAC over many pairs: two symbols of one number
// in a cell). Size on a 9x9 sudoku: 2,820 pairs at distances 1..9, 2,010 of
// them in no common house, one binary clause each.
// Entry point: encode(const model::AntiTaxicab&, Context&).
// Example: d = 2, r1c1 and r2c2: -x[r1c1][2] | -x[r2c2][2].
#include "encoders.hpp"
#include "pair/relation.hpp"

namespace rfsat::enc {

void encode(const model::AntiTaxicab& c, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  auto numbered_d = [&](int v) { return symbols.calc(v) == c.distance; };
  const pair::Relation all =
      pair::relation(symbols, [&](int v, int w) { return numbered_d(v) && numbered_d(w); });
  if (all.pairs.empty()) return;
  const pair::Relation beyond_groups = pair::relation(symbols, [&](int v, int w) {
    return numbered_d(v) && numbered_d(w) && (v != w || symbols.symbols[v].multiplicity > 1);
  });
  const pair::SharedGroups groups(ctx.puzzle);
  for (const auto& [a, b] : c.pairs) pair::ban(ctx, groups.share(a, b) ? beyond_groups : all, a, b);
}

}  // namespace rfsat::enc
