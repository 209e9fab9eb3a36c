// Class literals and class maps (classes.hpp).
// Example: thirds over 1..9, a cell with candidates {2, 5, 6}: low = x2,
// middle = y with x5 -> y, x6 -> y, y -> x5 | x6; high = 0; at most one of
// x2, y.
#include "classes.hpp"

#include <algorithm>
#include <optional>

#include "cardinality.hpp"

namespace rfsat::enc::card {

const std::vector<int>& class_literals(Context& ctx, int cell, const std::vector<int>& class_of,
                                       int classes) {
  auto key = std::make_tuple(cell, classes, class_of);
  if (auto it = ctx.class_cache.find(key); it != ctx.class_cache.end()) return it->second;
  std::vector<std::vector<int>> members(classes);
  for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
    if (const int x = ctx.lit(cell, s); x != 0 && class_of[s] != kNoClass)
      members[class_of[s]].push_back(x);
  std::vector<int> lits(classes, 0);
  std::vector<int> made;  // the new variables (with the one-hot class literals) for the at-most-one
  for (int k = 0; k < classes; ++k) {
    if (members[k].empty()) continue;
    if (members[k].size() == 1) {
      lits[k] = members[k].front();
    } else {
      lits[k] = ctx.formula.new_var();
      std::vector<int> back = {-lits[k]}, rest = {lits[k]};  // y -> OR members; OR others | y
      for (int x : members[k]) {
        ctx.formula.add_clause({-x, lits[k]});
        back.push_back(x);
      }
      for (int s = 0; s < ctx.puzzle.symbols.size(); ++s)
        if (const int x = ctx.lit(cell, s); x != 0 && class_of[s] != k) rest.push_back(x);
      ctx.formula.add_clause(back);
      ctx.formula.add_clause(rest);
    }
    made.push_back(lits[k]);
  }
  const bool any_new =
      std::any_of(members.begin(), members.end(), [](const auto& m) { return m.size() > 1; });
  if (any_new) at_most_one(ctx.formula, made, ctx.options.card_method);
  return ctx.class_cache.emplace(std::move(key), std::move(lits)).first->second;
}

namespace {

// Every injective map of classes 0..m-1 to positions 0..n-1 (f[k]: the
// position holding class k), or nullopt beyond `limit` maps.
std::optional<std::vector<std::vector<int>>> injections(int n, int m, std::size_t limit) {
  std::vector<std::vector<int>> out;
  std::vector<int> f;
  std::vector<char> used(n, 0);
  bool over = false;
  auto extend = [&](auto&& self) -> void {
    if (over) return;
    if (static_cast<int>(f.size()) == m) {
      out.push_back(f);
      over = out.size() > limit;
      return;
    }
    for (int i = 0; i < n; ++i)
      if (!used[i]) {
        used[i] = 1, f.push_back(i);
        self(self);
        used[i] = 0, f.pop_back();
      }
  };
  extend(extend);
  if (over) return std::nullopt;
  return out;
}

constexpr std::size_t kMaxInjections = 5000;

// Cardinality form of every_class, for many cells and classes (not GAC).
void every_class_by_counts(Context& ctx, const std::vector<std::vector<int>>& lits, int n, int m) {
  auto column = [&](int j) {
    std::vector<int> out;
    for (const auto& cell : lits)
      if (cell[j] != 0) out.push_back(cell[j]);
    return out;
  };
  for (int k = 0; k < m; ++k) {
    at_least_one(ctx.formula, column(k));
    std::vector<int> taken = column(k), none = column(m);
    taken.insert(taken.end(), none.begin(), none.end());
    at_most_k(ctx.formula, taken, n - m + 1, ctx.options.card_method);
  }
  at_most_k(ctx.formula, column(m), n - m, ctx.options.card_method);
}

}  // namespace

void every_class(Context& ctx, const std::vector<int>& cells, const std::vector<int>& class_of,
                 int classes) {
  std::vector<int> with_none = class_of;  // class `classes`: the symbols in no class
  for (int& k : with_none)
    if (k == kNoClass) k = classes;
  const int n = static_cast<int>(cells.size()), m = classes;
  std::vector<std::vector<int>> lits;  // [position][class or m]
  for (int cell : cells) lits.push_back(class_literals(ctx, cell, with_none, m + 1));
  const auto maps = injections(n, m, kMaxInjections);
  if (!maps) return every_class_by_counts(ctx, lits, n, m);
  // support[i][j]: the selectors that allow position i to hold class j (j = m: none)
  std::vector<std::vector<std::vector<int>>> support(n, std::vector<std::vector<int>>(m + 1));
  for (const std::vector<int>& f : *maps) {
    bool possible = true;
    for (int k = 0; k < m; ++k) possible = possible && lits[f[k]][k] != 0;
    if (!possible) continue;
    const int t = ctx.formula.new_var();
    std::vector<int> free_position(n, 1);
    for (int k = 0; k < m; ++k) {
      ctx.formula.add_clause({-t, lits[f[k]][k]});
      support[f[k]][k].push_back(t);
      free_position[f[k]] = 0;
    }
    for (int i = 0; i < n; ++i)
      if (free_position[i])
        for (int j = 0; j <= m; ++j) support[i][j].push_back(t);
  }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= m; ++j) {
      if (lits[i][j] == 0) continue;
      std::vector<int> clause = {-lits[i][j]};
      clause.insert(clause.end(), support[i][j].begin(), support[i][j].end());
      ctx.formula.add_clause(clause);
    }
}

std::vector<long long> distinct_numbers(const model::SymbolTable& symbols) {
  std::vector<long long> out;
  for (int s = 0; s < symbols.size(); ++s)
    if (!symbols.is_empty(s)) out.push_back(symbols.calc(s));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

namespace {

// The rank of each non-empty symbol's number among distinct_numbers.
std::vector<int> ranks(const model::SymbolTable& symbols) {
  const std::vector<long long> numbers = distinct_numbers(symbols);
  std::vector<int> out(symbols.size(), kNoClass);
  for (int s = 0; s < symbols.size(); ++s)
    if (!symbols.is_empty(s))
      out[s] = static_cast<int>(std::lower_bound(numbers.begin(), numbers.end(), symbols.calc(s)) -
                                numbers.begin());
  return out;
}

}  // namespace

std::vector<int> third_classes(const model::SymbolTable& symbols) {
  const long long k = static_cast<long long>(distinct_numbers(symbols).size());
  std::vector<int> out = ranks(symbols);
  for (int& r : out)
    if (r != kNoClass) r = static_cast<int>(3 * r / k);
  return out;
}

std::vector<int> residue_classes(const model::SymbolTable& symbols, long long m) {
  std::vector<int> out(symbols.size(), kNoClass);
  for (int s = 0; s < symbols.size(); ++s)
    if (!symbols.is_empty(s)) out[s] = static_cast<int>(((symbols.calc(s) % m) + m) % m);
  return out;
}

std::vector<int> number_classes(const model::SymbolTable& symbols, std::vector<long long>& numbers,
                                bool empty_apart) {
  numbers.clear();
  for (int s = 0; s < symbols.size(); ++s)
    if (!empty_apart || !symbols.is_empty(s)) numbers.push_back(symbols.calc(s));
  std::sort(numbers.begin(), numbers.end());
  numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  std::vector<int> out(symbols.size(), kNoClass);
  for (int s = 0; s < symbols.size(); ++s)
    if (!empty_apart || !symbols.is_empty(s))
      out[s] = static_cast<int>(std::lower_bound(numbers.begin(), numbers.end(), symbols.calc(s)) -
                                numbers.begin());
  return out;
}

}  // namespace rfsat::enc::card
