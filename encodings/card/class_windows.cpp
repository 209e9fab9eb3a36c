// Windows of classes along a line (class_windows.hpp).
// Example: parity over 1..4 (classes even, odd), cells a b c, window 2:
// E(a) <-> E(c), O(a) <-> O(c), and a table over (a, b): {E(a) O(b)} or
// {O(a) E(b)}.
#include "class_windows.hpp"

#include "cardinality.hpp"
#include "classes.hpp"

namespace rfsat::enc::card {
namespace {

// Positions i and i + window hold the same class (periodic windows).
void same_class(Context& ctx, const std::vector<int>& a, const std::vector<int>& b, int classes) {
  for (int k = 0; k < classes; ++k) {
    if (a[k] != 0 && b[k] != 0) {
      ctx.formula.add_clause({-a[k], b[k]});
      ctx.formula.add_clause({a[k], -b[k]});
    } else if (a[k] != 0) {
      ctx.formula.add_clause({-a[k]});
    } else if (b[k] != 0) {
      ctx.formula.add_clause({-b[k]});
    }
  }
}

}  // namespace

void class_windows(Context& ctx, const std::vector<int>& cells, const std::vector<int>& class_of,
                   int classes, long long window) {
  const long long k = static_cast<long long>(cells.size());
  if (k == 0) return;
  std::vector<int> with_none = class_of;  // class `classes`: no class (the map every_class uses)
  for (int& c : with_none)
    if (c == kNoClass) c = classes;
  std::vector<std::vector<int>> lits;
  for (int cell : cells) {
    lits.push_back(class_literals(ctx, cell, with_none, classes + 1));
    if (const int none = lits.back()[classes]; none != 0) ctx.formula.add_clause({-none});
  }
  if (k >= window && window > classes) return ctx.formula.add_clause({});
  if (k >= window && window == classes) {
    for (long long i = 0; i + window < k; ++i) same_class(ctx, lits[i], lits[i + window], classes);
    const std::vector<int> first(cells.begin(), cells.begin() + window);
    return every_class(ctx, first, class_of, classes);
  }
  // Short line (or more classes than the window): each window's classes differ.
  const long long span = window < k ? window : k;
  for (long long i = 0; i + span <= k; ++i)
    for (int c = 0; c < classes; ++c) {
      std::vector<int> column;
      for (long long j = i; j < i + span; ++j)
        if (lits[j][c] != 0) column.push_back(lits[j][c]);
      at_most_one(ctx.formula, column, ctx.options.card_method);
    }
}

}  // namespace rfsat::enc::card
