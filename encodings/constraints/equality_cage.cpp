// EqualityCage encoder (`equality_cage(c1, ..., ck)`): pairwise different
// symbols, as many even numbers as odd ones, as many low as high, the middle
// number (of an odd count of distinct calculation numbers) in no cell.
// Entry point: encode(const model::EqualityCage&, Context&). Every cell is
// even or odd and (the middle gone) low or high, so both equalities say
// "exactly k/2 cells of the class": a class literal per cell
// (table::class_literal, both ways) and card::exactly_k over them, twice;
// units for the middle number's candidates; an odd k has no solution (the
// empty clause). Plus at most one cell per symbol (table::distinct). Unit
// propagation is GAC on each class count on its own, not with the
// all-different.
// Example: equality_cage(a, b) over 1234 (low 1,2; high 3,4): one odd and
// one even, one low and one high: {1,4} or {2,3}, either way round.
#include <algorithm>
#include <set>

#include "card/cardinality.hpp"
#include "encoders.hpp"
#include "table/cells.hpp"
#include "table/value_counts.hpp"

namespace rfsat::enc {
namespace {

bool is_even(long long v) { return v % 2 == 0; }

}  // namespace

void encode(const model::EqualityCage& c, Context& ctx) {
  table::distinct(ctx, c.cells);
  const int k = static_cast<int>(c.cells.size());
  if (k % 2 != 0) {
    ctx.formula.add_clause({});
    return;
  }
  std::set<long long> numbers;
  for (const model::Symbol& s : ctx.puzzle.symbols.symbols) numbers.insert(s.calc);
  const std::vector<long long> sorted(numbers.begin(), numbers.end());
  const std::size_t half = sorted.size() / 2;
  const long long last_low = half > 0 ? sorted[half - 1] : 0;
  const bool has_middle = sorted.size() % 2 == 1;
  const long long middle = sorted[sorted.size() / 2];
  std::vector<int> even, low;
  for (int cell : c.cells) {
    if (has_middle)
      table::keep_only(cell, ctx, [&](int s) { return ctx.puzzle.symbols.calc(s) != middle; });
    even.push_back(table::class_literal(ctx, cell, is_even));
    low.push_back(
        table::class_literal(ctx, cell, [&](long long v) { return half > 0 && v <= last_low; }));
  }
  card::exactly_k(ctx.formula, even, k / 2, ctx.options.card_method);
  card::exactly_k(ctx.formula, low, k / 2, ctx.options.card_method);
}

}  // namespace rfsat::enc
