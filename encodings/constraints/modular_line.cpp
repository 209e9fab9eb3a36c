// Modular-line encoder (model::ModularLine): every m consecutive cells of
// the line hold numbers with pairwise different remainders modulo m
// (mathematical remainders; the empty symbol's 0 has remainder 0).
// Encoding: the remainders that occur among the symbols, numbered densely,
// are the classes of card::class_windows with window m (class_windows.hpp):
// with at least m cells, every remainder occurs in every window, so
// positions m apart share their remainder (equivalent class literals) and
// the first m positions are a table of the m! orders (GAC by unit
// propagation without revisits, m <= 7); fewer than m remainders occurring
// make such a line the empty clause. A line shorter than m: each remainder
// at most once (not GAC beyond 2 cells). m = 1: nothing. Size: at most
// m + 1 class literals per cell, 2m binary clauses per position after the
// first window, m! selectors. Entry point: encode(const model::ModularLine&,
// Context&). Example: modular_line(3; a, b, c, d) over 1..9: d == a mod 3,
// and a, b, c cover the remainders 0, 1, 2.
#include <algorithm>

#include "card/class_windows.hpp"
#include "card/classes.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::ModularLine& c, Context& ctx) {
  if (c.m <= 1) return;
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  std::vector<long long> remainder(symbols.size());
  for (int s = 0; s < symbols.size(); ++s) remainder[s] = ((symbols.calc(s) % c.m) + c.m) % c.m;
  std::vector<long long> occurring = remainder;
  std::sort(occurring.begin(), occurring.end());
  occurring.erase(std::unique(occurring.begin(), occurring.end()), occurring.end());
  std::vector<int> class_of(symbols.size());
  for (int s = 0; s < symbols.size(); ++s)
    class_of[s] = static_cast<int>(
        std::lower_bound(occurring.begin(), occurring.end(), remainder[s]) - occurring.begin());
  card::class_windows(ctx, c.cells, class_of, static_cast<int>(occurring.size()), c.m);
}

}  // namespace rfsat::enc
