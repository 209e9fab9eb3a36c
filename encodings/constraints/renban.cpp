// Renban encoder: the calculation numbers of the group's non-empty cells are
// distinct and consecutive. Distinctness is at-most-one per calculation
// number. Consecutiveness:
//  - no cell can be empty (the run has exactly L = #cells numbers): start
//    window selectors w_t, exactly one; w_t forbids numbers outside
//    [t, t+L-1], and each number implies one of the windows holding it
//    (encodings.md, "Renban"; as in Hanidoku encodings);
//  - some cell can be empty (the run length varies): presence literals
//    p_v <-> some cell has number v, prefix literals A_i (some p_j, j <= i)
//    and suffix literals B_i (some p_j, j >= i); a number strictly between
//    two present ones must be present, and a gap in the available numbers
//    may not be straddled.
// Entry point: encode(const model::Renban&, Context&).
// Example: renban {a,b} over "123": (1,2),(2,1),(2,3),(3,2).
#include <map>
#include <vector>

#include "card/cardinality.hpp"
#include "encoders.hpp"

namespace rfsat::enc {
namespace {

using ByNumber = std::map<int, std::vector<int>>;  // calc number -> literals

void encode_windows(const ByNumber& by, int length, cnf::Formula& f) {
  std::map<int, int> window;  // start -> selector
  for (const auto& [t, lits] : by) {
    bool ok = true;
    for (int i = 0; i < length && ok; ++i) ok = by.count(t + i) > 0;
    if (ok) window[t] = f.new_var();
  }
  std::vector<int> selectors;
  for (const auto& [t, w] : window) selectors.push_back(w);
  card::exactly_one(f, selectors);
  for (const auto& [v, lits] : by) {
    for (int x : lits) {
      std::vector<int> support{-x};
      for (const auto& [t, w] : window) {
        if (v >= t && v < t + length)
          support.push_back(w);
        else
          f.add_clause({-w, -x});
      }
      f.add_clause(support);
    }
  }
  // Redundant: a chosen window's numbers are all placed (L distinct numbers
  // in a window of L), as in killer combination selectors. Halves CDCL
  // conflicts on HARD_RENBAN.
  for (const auto& [t, w] : window) {
    for (int v = t; v < t + length; ++v) {
      std::vector<int> placed{-w};
      for (int x : by.at(v)) placed.push_back(x);
      f.add_clause(placed);
    }
  }
}

void encode_gaps(const ByNumber& by, cnf::Formula& f) {
  std::vector<int> number, present;
  for (const auto& [v, lits] : by) {
    int p = f.new_var();
    std::vector<int> def{-p};
    for (int x : lits) {
      f.add_clause({-x, p});
      def.push_back(x);
    }
    f.add_clause(def);
    number.push_back(v);
    present.push_back(p);
  }
  const int m = static_cast<int>(present.size());
  std::vector<int> prefix(m), suffix(m);
  for (int i = 0; i < m; ++i) {
    prefix[i] = f.new_var();
    f.add_clause({-present[i], prefix[i]});
    if (i > 0) f.add_clause({-prefix[i - 1], prefix[i]});
  }
  for (int i = m - 1; i >= 0; --i) {
    suffix[i] = f.new_var();
    f.add_clause({-present[i], suffix[i]});
    if (i + 1 < m) f.add_clause({-suffix[i + 1], suffix[i]});
  }
  for (int i = 1; i + 1 < m; ++i) f.add_clause({-prefix[i - 1], -suffix[i + 1], present[i]});
  for (int i = 0; i + 1 < m; ++i)
    if (number[i + 1] - number[i] > 1) f.add_clause({-prefix[i], -suffix[i + 1]});
}

}  // namespace

void encode(const model::Renban& r, Context& ctx) {
  const model::SymbolTable& symbols = ctx.puzzle.symbols;
  ByNumber by;
  bool may_be_empty = false;
  for (int cell : r.cells) {
    for (int s = 0; s < symbols.size(); ++s) {
      int x = ctx.lit(cell, s);
      if (x == 0) continue;
      if (symbols.is_empty(s))
        may_be_empty = true;
      else
        by[symbols.calc(s)].push_back(x);
    }
  }
  for (const auto& [v, lits] : by) card::at_most_one(ctx.formula, lits, ctx.options.card_method);
  if (r.cells.empty()) return;
  if (may_be_empty)
    encode_gaps(by, ctx.formula);
  else
    encode_windows(by, static_cast<int>(r.cells.size()), ctx.formula);
}

}  // namespace rfsat::enc
