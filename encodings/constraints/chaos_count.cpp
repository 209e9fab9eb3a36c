// ChaosCount encoder (model::ChaosCount: `chaos_count`, `chaos_arrow`): the
// control cell's number plus `offset` counts label cells. Entry point:
// encode(const model::ChaosCount&, Context&). Encoding: same[i] <-> "label
// cell i is in the first one's region" (per label: both -> same; same and
// one -> the other); chaos_count counts the same[i], chaos_arrow a run per
// arm (run[i] <-> run[i-1] and same[i]); a totalizer over them
// (card::unary_count, Bailleux & Boufkhad 2003) tied to the control cell's
// candidates (card::count_equals_value), shifted by the first cell and the
// offset. Propagation: the totalizer's bounds, not GAC over the labels.
// Example: chaos_count(r1c1, r1c1, r1c2, r2c1): n(r1c1) = 1 + how many of
// r1c2, r2c1 share r1c1's region.
#include <vector>

#include "card/totalizer.hpp"
#include "encoders.hpp"
#include "order/order.hpp"

namespace rfsat::enc {
namespace {

// A literal true iff label cells x and y hold the same label.
int same_label(Context& ctx, int x, int y) {
  cnf::Formula& f = ctx.formula;
  const int same = f.new_var();
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s) {
    const int a = ctx.lit(x, s), b = ctx.lit(y, s);
    if (a == 0 && b == 0) continue;
    if (a == 0) {
      f.add_clause({-same, -b});
    } else if (b == 0) {
      f.add_clause({-same, -a});
    } else {
      f.add_clause({-a, -b, same});
      f.add_clause({-same, -a, b});
      f.add_clause({-same, -b, a});
    }
  }
  return same;
}

}  // namespace

void encode(const model::ChaosCount& c, Context& ctx) {
  cnf::Formula& f = ctx.formula;
  std::vector<int> counted;
  if (c.arms.empty()) {
    for (std::size_t i = 1; i < c.cells.size(); ++i)
      counted.push_back(c.cells[i] == c.cells[0] ? -order::kFalse
                                                 : same_label(ctx, c.cells[0], c.cells[i]));
  } else {
    std::size_t start = 0;
    for (int length : c.arms) {
      int run = 0;  // the run so far reaches this arm cell (0: the shared first cell)
      for (int i = 1; i < length; ++i) {
        const int same = same_label(ctx, c.cells[0], c.cells[start + i]);
        const int next = f.new_var();
        f.add_clause({-next, same});
        if (run != 0) f.add_clause({-next, run});
        if (run != 0)
          f.add_clause({next, -same, -run});
        else
          f.add_clause({next, -same});
        counted.push_back(run = next);
      }
      start += static_cast<std::size_t>(length);
    }
  }
  // kTrue entries (a cell listed twice as the first) count for certain
  std::vector<int> lits;
  long long certain = 1;
  for (int x : counted)
    if (x == -order::kFalse)
      ++certain;
    else
      lits.push_back(x);
  const std::vector<int> count = card::unary_count(f, lits);
  std::vector<order::ValueLit> control;
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (int x = ctx.lit(c.cell, s))
      control.push_back({ctx.puzzle.symbols.calc(s) + c.offset - certain, x});
  card::count_equals_value(f, count, control);
}

}  // namespace rfsat::enc
