// Ratio cage encoder (model::Ratio, spec §6 `ratio`): some cell equals r times
// the product of the others, that product non-zero. Small cages (every
// calcudoku pair) are a table (table/table.hpp: support clauses
// x_a=v -> x_b=v/r | x_b=v*r for two cells, tuple selectors for more).
// Larger ones: r == 0 is "exactly one cell is 0"; otherwise every cell is
// non-zero and n(c_i)^2 == r * (total product) for some i, a product DP over
// divisor states (sum/product.hpp) with final states {v*v/r} and a selector
// for the deciding cell; at-most-one per symbol when `distinct`.
// Entry point: encode(const model::Ratio&, Context&).
// Example: ratio(2, a, b) over 1..4: (1,2), (2,1), (2,4), (4,2).
#include <set>

#include "encoders.hpp"
#include "sum/product.hpp"
#include "table/cells.hpp"
#include "automaton/automaton.hpp"

namespace rfsat::enc {
namespace {

// v*v/r when r divides v*v and the quotient is a non-zero long long.
std::optional<long long> needed_product(long long v, long long r) {
  const __int128 sq = static_cast<__int128>(v) * v;
  if (r == 0 || v == 0 || sq % r != 0) return std::nullopt;
  const __int128 q = sq / r;
  if (q < std::numeric_limits<long long>::min() || q > std::numeric_limits<long long>::max())
    return std::nullopt;
  return static_cast<long long>(q);
}

// Does o[i] equal r times the product of the others (non-zero)?
bool decides(std::span<const table::Option* const> o, std::size_t i, long long r) {
  const __int128 kHuge = static_cast<__int128>(1) << 62;  // beyond: |r * others| > |any value|
  __int128 others = 1;
  for (std::size_t j = 0; j < o.size(); ++j) {
    if (j == i) continue;
    if (o[j]->value == 0) return false;
    if (others > kHuge || others < -kHuge) continue;  // stays huge, keeps looking for a zero
    others *= o[j]->value;
  }
  if (r == 0) return o[i]->value == 0;
  return others <= kHuge && others >= -kHuge && static_cast<__int128>(r) * others == o[i]->value;
}

bool ratio_accepts(std::span<const table::Option* const> o, long long r, bool distinct) {
  if (distinct && !table::different_symbols(o)) return false;
  for (std::size_t i = 0; i < o.size(); ++i)
    if (decides(o, i, r)) return true;
  return false;
}

void exactly_one_zero(const std::vector<table::Column>& cols, Context& ctx) {
  std::vector<int> zero_cell;
  for (const table::Column& col : cols) {
    const int z = ctx.formula.new_var();  // z <-> the cell holds a 0
    std::vector<int> any{-z};
    for (const table::Option& o : col) {
      if (o.value != 0) continue;
      ctx.formula.add_clause({-o.lit, z});
      any.push_back(o.lit);
    }
    ctx.formula.add_clause(any);
    zero_cell.push_back(z);
  }
  card::exactly_one(ctx.formula, zero_cell, ctx.options.card_method);
}

void encode_dp(const model::Ratio& c, const std::vector<table::Column>& cols, Context& ctx) {
  if (c.distinct) table::distinct(ctx, c.cells);
  if (c.target == 0) {
    exactly_one_zero(cols, ctx);
    return;
  }
  std::set<long long> wanted;
  for (const table::Column& col : cols)
    for (const table::Option& o : col)
      if (auto p = needed_product(o.value, c.target)) wanted.insert(*p);
  auto finals = sum::product_in(ctx.formula, cols, wanted);
  automaton::some_column_decides(ctx.formula, cols, finals,
                             [&c](long long v) { return needed_product(v, c.target); });
}

}  // namespace

void encode(const model::Ratio& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  auto keep = [&c](std::span<const table::Option* const> o) {
    return ratio_accepts(o, c.target, c.distinct);
  };
  if (auto tuples = table::enumerate(cols, keep))
    table::encode(ctx.formula, cols, *tuples);
  else
    encode_dp(c, cols, ctx);
}

}  // namespace rfsat::enc
