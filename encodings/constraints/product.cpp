// Product cage encoder (model::Product, spec §6 `product`): a cage with few
// tuples left is a table (sum/cage_table.hpp); a positive target over
// positive values with at most sum::kMaxProductMultisets multisets of values
// is a table over value counts (sum/multiset_product.hpp: 2-5x faster than
// the prime sums on the calcudoku stress set, docs/tuning.md); with more, one
// order-encoded sum per prime of the exponents (sum/prime_product.hpp: 4-10x
// faster than the DP on calcudokus with cages of 6-8 cells); otherwise a
// layered DP over divisor states (sum/product.hpp,
// encodings.md "Product cage"; Abio et al. JAIR 2012 for the layered
// decomposition). When `distinct`, at-most-one per symbol over the cage. A
// zero target needs some factor 0.
// Entry point: encode(const model::Product&, Context&).
// Example: product(6, a, b) over 1..4: (2,3), (3,2); with repetition also
// no (1,6) since 6 is not a symbol.
#include "sum/product.hpp"

#include "encoders.hpp"
#include "sum/cage_table.hpp"
#include "sum/multiset_product.hpp"
#include "sum/prime_product.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Product& c, Context& ctx) {
  if (c.distinct) table::distinct(ctx, c.cells);
  auto multiplies = [&c](std::span<const table::Option* const> o) {
    for (const table::Option* x : o)
      if (x->value == 0) return c.target == 0;
    __int128 p = 1;  // non-zero factors: once beyond 2^64, beyond every target
    for (const table::Option* x : o) {
      p *= x->value;
      if (p > (static_cast<__int128>(1) << 64) || p < -(static_cast<__int128>(1) << 64)) return false;
    }
    return p == c.target;
  };
  if (sum::small_cage_table(ctx, c.cells, multiplies)) return;
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  if (sum::multiset_product_equals(ctx.formula, cols, c.target)) return;
  if (sum::prime_product_equals(ctx.formula, cols, c.target)) return;
  sum::product_equals(ctx.formula, cols, c.target);
}

}  // namespace rfsat::enc
