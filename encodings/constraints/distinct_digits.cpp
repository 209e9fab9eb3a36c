// Nylimb line encoder (model::DistinctDigits, cdok -N): per digit d, the
// cells whose number is written with d number at most one; likewise the cells
// holding a number of two or more digits. A cell's "writes d" literal is its
// one candidate literal when only one candidate has d, else a fresh y with
// x -> y for every such candidate x (the at-most-one only needs that
// direction). A candidate that writes some digit twice (11, 202) is false.
// Entry point: encode(const model::DistinctDigits&, Context&).
// Example: over 0..99 in one line, 12 excludes 1, 2, 21, 13 and every other
// two-digit number from the other cells.
#include <array>
#include <vector>

#include "card/cardinality.hpp"
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

// Which digits |v| is written with, and whether one of them appears twice.
struct Written {
  std::array<bool, 10> digit{};
  int length = 0;
  bool doubled = false;
};

Written written(long long v) {
  Written w;
  unsigned long long u = v < 0 ? 0ULL - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
  do {
    const int d = static_cast<int>(u % 10);
    if (w.digit[d]) w.doubled = true;
    w.digit[d] = true;
    ++w.length;
    u /= 10;
  } while (u > 0);
  return w;
}

// One literal implied by each of `xs` (nothing if `xs` is empty).
int implied_by(const std::vector<int>& xs, cnf::Formula& f) {
  if (xs.size() == 1) return xs[0];
  const int y = f.new_var();
  for (int x : xs) f.add_clause({-x, y});
  return y;
}

}  // namespace

void encode(const model::DistinctDigits& c, Context& ctx) {
  std::array<std::vector<int>, 10> per_digit;  // one literal per cell writing d
  std::vector<int> long_numbers;
  for (int cell : c.cells) {
    std::array<std::vector<int>, 10> with;
    std::vector<int> longer;
    for (const table::Option& o : table::column(ctx, cell)) {
      const Written w = written(o.value);
      if (w.doubled) {
        ctx.formula.add_clause({-o.lit});
        continue;
      }
      for (int d = 0; d < 10; ++d)
        if (w.digit[d]) with[d].push_back(o.lit);
      if (w.length >= 2) longer.push_back(o.lit);
    }
    for (int d = 0; d < 10; ++d)
      if (!with[d].empty()) per_digit[d].push_back(implied_by(with[d], ctx.formula));
    if (!longer.empty()) long_numbers.push_back(implied_by(longer, ctx.formula));
  }
  for (const std::vector<int>& lits : per_digit) card::at_most_one(ctx.formula, lits, ctx.options.card_method);
  card::at_most_one(ctx.formula, long_numbers, ctx.options.card_method);
}

}  // namespace rfsat::enc
