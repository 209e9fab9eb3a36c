// RippleEffectDistance encoder (spec §8 `ripple_effect_distance`, one row or
// column): two cells holding number n have at least n cells between them.
// Entry point: encode(const model::RippleEffectDistance&, Context&).
// Encoding: binary bans -x[c_i][s] | -x[c_j][t] for i < j and symbols s, t of
// the same calculation number n > j-i-1 (distance bans, as for anti-knight
// pairs; Ripple Effect puzzles, Nikoli). About 240 clauses per 9-cell line; a
// repeat of one symbol of multiplicity 1 in a shared group is left to the
// group's at-most-one (so a sudoku row adds only the different-symbol bans).
// Example: a 1x3 line over 1..2 bans (1,1,*), (*,1,1) and 2 twice.
#include <map>
#include <vector>

#include "encoders.hpp"
#include "pair/relation.hpp"

namespace rfsat::enc {

void encode(const model::RippleEffectDistance& c, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  std::map<long long, std::vector<int>> by_number;  // n >= 1 -> symbols
  for (int s = 0; s < symbols.size(); ++s)
    if (!symbols.is_empty(s) && symbols.calc(s) >= 1) by_number[symbols.calc(s)].push_back(s);
  const pair::SharedGroups groups(ctx.puzzle);
  const int k = static_cast<int>(c.cells.size());
  for (int i = 0; i < k; ++i)
    for (int j = i + 1; j < k; ++j) {
      const bool shared = groups.share(c.cells[i], c.cells[j]);
      for (auto it = by_number.upper_bound(j - i - 1); it != by_number.end(); ++it)
        for (int s : it->second)
          for (int t : it->second) {
            if (shared && s == t && symbols.symbols[s].multiplicity == 1)
              continue;  // the group's AMO
            const int x = ctx.lit(c.cells[i], s), y = ctx.lit(c.cells[j], t);
            if (x != 0 && y != 0) ctx.formula.add_clause({-x, -y});
          }
    }
}

}  // namespace rfsat::enc
