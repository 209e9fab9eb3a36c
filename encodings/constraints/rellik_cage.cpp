// RellikCage encoder (`rellik_cage(s, c1, ..., ck)`): pairwise different
// symbols, and no non-empty subset of the cells sums to s. Entry point:
// encode(const model::RellikCage&, Context&). As the issue asks: a literal
// u_s "the cage contains symbol s" per candidate symbol (card::presence,
// u_s <-> OR of the cells' x[c][s]); the cells hold different symbols, so a
// subset of the cells is a set of contained symbols, and each set of symbols
// whose numbers sum to s is forbidden by one clause OR -u
// (sum::no_subset_sum; sets larger than the cage are skipped, and a huge
// number of sets falls back to its reachability DP). Plus at most one cell
// per symbol (table::distinct). Sizes on 1..9: 9 presence literals, 3k
// clauses for them, and one clause per digit set summing to s (8 for s = 10
// in a cage of three or more). Not GAC: the bans act on the presence
// literals, which unit propagation sets only from the cells.
// Example: rellik_cage(3, a, b) over 1234 bans {3} and {1,2}: a, b in {1,4}
// or {2,4}.
#include "card/presence.hpp"
#include "encoders.hpp"
#include "sum/no_subset_sum.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::RellikCage& c, Context& ctx) {
  table::distinct(ctx, c.cells);
  std::vector<order::ValueLit> contains;
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s) {
    std::vector<int> lits;
    for (int cell : c.cells)
      if (int x = ctx.lit(cell, s)) lits.push_back(x);
    if (!lits.empty())
      contains.push_back({ctx.puzzle.symbols.calc(s), card::presence(ctx.formula, lits)});
  }
  sum::no_subset_sum(ctx.formula, contains, c.target, c.cells.size());
}

}  // namespace rfsat::enc
