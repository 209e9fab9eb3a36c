// Lockout-line encoder (model::LockoutLine): the ends differ by at least
// D = max(d, 1), and every interior number lies outside the closed range of
// the ends. Encoding: one direction literal e ("the first end is the
// smaller"); order literals (order/compare.hpp) for e -> a + D <= b and
// -e -> b + D <= a; for each candidate w of an interior cell m, the
// clause e & m=w -> a > w | b < w over the ends' order literals (and the
// mirror under -e). Size: 1 variable, about |a| + |b| clauses for the ends
// and 2 clauses per interior candidate. Unit propagation is bounds consistent
// on the ends; an interior candidate falls once e is known and the ends'
// bounds enclose it; not GAC (the interior rule is a disjunction).
// Entry point: encode(const model::LockoutLine&, Context&).
// Example: lockout_line(3; a, m, b) over 1..5: a=1, b=4 leaves m = 5;
// a=1, b=5 leaves none.
#include <algorithm>
#include <set>

#include "encoders.hpp"
#include "order/compare.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

// dir -> (m=w -> lo > w | hi < w) for every candidate w of m.
void outside(Context& ctx, int m, const order::Ladder& lo, const order::Ladder& hi, int dir) {
  for (const table::Option& o : table::column(ctx, m))
    order::add_clause(ctx.formula, {-dir, -o.lit, lo.geq(o.value + 1), -hi.geq(o.value)});
}

}  // namespace

void encode(const model::LockoutLine& c, Context& ctx) {
  if (c.cells.empty()) return;
  const long long gap = std::max<long long>(c.d, 1);
  const order::Ladder& a = order::of_cell(ctx, c.cells.front());
  const order::Ladder& b = order::of_cell(ctx, c.cells.back());
  const int e = ctx.formula.new_var();
  order::add_less(ctx.formula, a, b, gap, e);
  order::add_less(ctx.formula, b, a, gap, -e);
  if (c.cells.size() < 3) return;
  for (int m : std::set<int>(c.cells.begin() + 1, c.cells.end() - 1)) {
    outside(ctx, m, a, b, e);
    outside(ctx, m, b, a, -e);
  }
}

}  // namespace rfsat::enc
