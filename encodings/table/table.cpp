// Table encodings (table.hpp): bounded tuple enumeration, the unary and
// binary support encodings and Bacchus's tuple-selector encoding.
// Example: columns {a: 1,2,3} {b: 1,2,3}, allowed (1,2),(2,1),(2,3),(3,2):
// support gives a=1 -> b=2, a=2 -> b=1 | b=3, ... and the same from b.
#include "table.hpp"

#include <map>
#include <set>

namespace rfsat::enc::table {
namespace {

// literal of column `col` -> the tuples (indices) holding it there
std::map<int, std::vector<std::size_t>> tuples_by_literal(const std::vector<Tuple>& allowed,
                                                          std::size_t col) {
  std::map<int, std::vector<std::size_t>> by;
  for (std::size_t t = 0; t < allowed.size(); ++t) by[allowed[t][col]].push_back(t);
  return by;
}

void unary(cnf::Formula& f, const Column& a, const std::vector<Tuple>& allowed) {
  std::set<int> ok;
  for (const Tuple& t : allowed) ok.insert(t[0]);
  for (const Option& o : a)
    if (!ok.count(o.lit)) f.add_clause({-o.lit});
  if (ok.empty()) f.add_clause({});
}

// x_from=v -> OR of the literals of `to` that some allowed tuple pairs with v.
void one_way(cnf::Formula& f, const Column& from, std::size_t i, const std::vector<Tuple>& allowed) {
  std::map<int, std::set<int>> partners;
  for (const Tuple& t : allowed) partners[t[i]].insert(t[1 - i]);
  for (const Option& o : from) {
    std::vector<int> clause{-o.lit};
    auto it = partners.find(o.lit);
    if (it != partners.end()) clause.insert(clause.end(), it->second.begin(), it->second.end());
    f.add_clause(clause);
  }
}

}  // namespace

std::optional<std::vector<Tuple>> enumerate(const std::vector<Column>& cols, const Keep& keep,
                                            long long budget, std::size_t max_tuples) {
  // A column without options (a cell pruned empty) allows no tuple, wherever
  // it stands: checked before the budget, which an earlier column could pass.
  for (const Column& c : cols)
    if (c.empty()) return std::vector<Tuple>{};
  long long space = 1;
  for (const Column& c : cols) {
    space *= static_cast<long long>(c.size());
    if (space > budget) return std::nullopt;
  }
  std::vector<Tuple> out;
  std::vector<std::size_t> pick(cols.size(), 0);
  std::vector<const Option*> opts(cols.size());
  while (true) {
    for (std::size_t i = 0; i < cols.size(); ++i) opts[i] = &cols[i][pick[i]];
    if (keep(opts)) {
      if (out.size() == max_tuples) return std::nullopt;
      Tuple t;
      for (const Option* o : opts) t.push_back(o->lit);
      out.push_back(std::move(t));
    }
    std::size_t i = cols.size();
    while (i > 0 && ++pick[i - 1] == cols[i - 1].size()) pick[--i] = 0;
    if (i == 0) return out;
  }
}

void support(cnf::Formula& f, const Column& a, const Column& b, const std::vector<Tuple>& allowed) {
  one_way(f, a, 0, allowed);
  one_way(f, b, 1, allowed);
  if (allowed.empty()) f.add_clause({});
}

void selectors(cnf::Formula& f, const std::vector<Column>& cols, const std::vector<Tuple>& allowed) {
  std::vector<int> sel;
  for (const Tuple& t : allowed) {
    const int s = f.new_var();
    for (int lit : t) f.add_clause({-s, lit});
    sel.push_back(s);
  }
  f.add_clause(sel);  // at least one tuple; empty: unsatisfiable
  for (std::size_t i = 0; i < cols.size(); ++i) {
    const auto by = tuples_by_literal(allowed, i);
    for (const Option& o : cols[i]) {
      std::vector<int> clause{-o.lit};
      auto it = by.find(o.lit);
      if (it != by.end())
        for (std::size_t t : it->second) clause.push_back(sel[t]);
      f.add_clause(clause);
    }
  }
}

void encode(cnf::Formula& f, const std::vector<Column>& cols, const std::vector<Tuple>& allowed) {
  switch (cols.size()) {
    case 0:
      if (allowed.empty()) f.add_clause({});
      return;
    case 1: unary(f, cols[0], allowed); return;
    case 2: support(f, cols[0], cols[1], allowed); return;
    default: selectors(f, cols, allowed); return;
  }
}

}  // namespace rfsat::enc::table
