// multiset_product_equals (multiset_product.hpp): the multisets are
// enumerated value by value, ascending, each value taken 0..(cells offering
// it) times while its power divides what is left of the target; then the
// count table is encoded. Example: a, b, c over 1..4, product 8: {1,2,4},
// {2,2,2}; count(4) >= 1 -> m{1,2,4}, count(2) >= 2 -> m{2,2,2}, ...
#include "multiset_product.hpp"

#include <map>

#include "card/totalizer.hpp"

namespace rfsat::enc::sum {
namespace {

// Search nodes the enumeration may visit before it declines.
constexpr long long kMultisetSearchBudget = 200000;

struct MultisetSearch {
  std::vector<long long> values;        // ascending, positive, each divides the target
  std::vector<int> bound;               // cells offering values[i]
  std::vector<std::vector<int>> found;  // counts per value
  std::vector<int> counts;
  long long nodes = 0;

  // false when a budget ran out
  bool run(std::size_t i, int cells_left, long long rest) {
    if (++nodes > kMultisetSearchBudget) return false;
    if (cells_left == 0) {
      if (rest == 1) found.push_back(counts);
      return found.size() <= kMaxProductMultisets;
    }
    if (i == values.size()) return true;
    long long r = rest;  // rest / values[i]^c
    for (int c = 0; c <= bound[i] && c <= cells_left; ++c) {
      if (c > 0) {
        if (r % values[i] != 0) break;
        r /= values[i];
      }
      counts[i] = c;
      if (!run(i + 1, cells_left - c, r)) return false;
    }
    counts[i] = 0;
    return true;
  }
};

// The count table: per value a unary count, per multiset a selector.
void encode_counts(cnf::Formula& f, const std::vector<std::vector<int>>& lits,
                   const std::vector<std::vector<int>>& multisets) {
  std::vector<int> selector;
  for (std::size_t j = 0; j < multisets.size(); ++j) selector.push_back(f.new_var());
  f.add_clause(selector);  // (none: the empty clause)
  for (std::size_t i = 0; i < lits.size(); ++i) {
    if (lits[i].empty()) continue;
    const std::vector<int> out = card::unary_count(f, lits[i]);
    const int n = static_cast<int>(out.size());
    for (std::size_t j = 0; j < multisets.size(); ++j) {
      const int c = multisets[j][i];
      if (c >= 1) f.add_clause({-selector[j], out[c - 1]});
      if (c < n) f.add_clause({-selector[j], -out[c]});
    }
    for (int t = 1; t <= n; ++t) {
      std::vector<int> at_least{-out[t - 1]}, below{out[t - 1]};
      for (std::size_t j = 0; j < multisets.size(); ++j)
        (multisets[j][i] >= t ? at_least : below).push_back(selector[j]);
      f.add_clause(at_least);
      f.add_clause(below);
    }
  }
}

}  // namespace

bool multiset_product_equals(cnf::Formula& f, const std::vector<table::Column>& cols,
                             long long target) {
  if (target <= 0) return false;
  std::map<long long, std::vector<int>> lits_of;  // value -> its options' literals
  for (const table::Column& col : cols)
    for (const table::Option& o : col) {
      if (o.value <= 0) return false;
      if (target % o.value == 0) lits_of[o.value].push_back(o.lit);
    }
  MultisetSearch s;
  for (const auto& [v, lits] : lits_of) {
    s.values.push_back(v);
    int offering = 0;
    for (const table::Column& col : cols)
      for (const table::Option& o : col)
        if (o.value == v) {
          ++offering;
          break;
        }
    s.bound.push_back(offering);
  }
  s.counts.assign(s.values.size(), 0);
  if (!s.run(0, static_cast<int>(cols.size()), target)) return false;
  // Options whose value does not divide the target are out.
  for (const table::Column& col : cols)
    for (const table::Option& o : col)
      if (target % o.value != 0) f.add_clause({-o.lit});
  std::vector<std::vector<int>> lits;
  for (const auto& [v, l] : lits_of) lits.push_back(l);
  encode_counts(f, lits, s.found);
  return true;
}

}  // namespace rfsat::enc::sum
