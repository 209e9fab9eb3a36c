// RippleCages encoder (spec §8 `ripple_cages`): a region of k cells holds the
// calculation numbers 1..k, once each. Entry point:
// encode(const model::RippleCages&, Context&).
// Encoding: per number n in 1..k exactly one of the cage's literals of
// calculation number n (card::exactly_one), and units for the candidates
// outside 1..k (the empty symbol, of number 0, among them).
// Example: a cage {a, b} over 1..3: a3 and b3 false; exactly one of a1, b1.
#include <vector>

#include "card/cardinality.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::RippleCages& c, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  const long long k = static_cast<long long>(c.cells.size());
  std::vector<std::vector<int>> holding(k + 1);  // n -> literals of the cage
  for (int cell : c.cells)
    for (int s = 0; s < symbols.size(); ++s) {
      const int x = ctx.lit(cell, s);
      if (x == 0) continue;
      const long long n = symbols.calc(s);
      if (n < 1 || n > k)
        ctx.formula.add_clause({-x});
      else
        holding[n].push_back(x);
    }
  for (long long n = 1; n <= k; ++n)
    card::exactly_one(ctx.formula, holding[n], ctx.options.card_method);
}

}  // namespace rfsat::enc
