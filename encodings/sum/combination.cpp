// Combination selectors of combination.hpp: the set enumeration (depth-first
// over the symbols sorted by value, pruned by the least and greatest sums of
// the picks still to make, then a matching test per set) and the clauses.
// Example: two columns over 1..4, target 5: sets {1,4}, {2,3}.
#include "combination.hpp"

#include <algorithm>
#include <map>

#include "linear.hpp"

namespace rfsat::enc::sum {
namespace {

constexpr long long kNodeBudget = 1'000'000;  // search nodes before giving up

struct Candidate {
  int symbol = 0;
  long long value = 0;
};

// Kuhn's augmenting paths: can every column take a different set symbol?
bool augment(int col, const std::vector<std::vector<int>>& takes, std::vector<int>& owner,
             std::vector<char>& seen) {
  for (int pos : takes[col]) {
    if (seen[pos]) continue;
    seen[pos] = 1;
    if (owner[pos] < 0 || augment(owner[pos], takes, owner, seen)) {
      owner[pos] = col;
      return true;
    }
  }
  return false;
}

bool matchable(const std::vector<table::Column>& cols, const SymbolSet& set) {
  std::vector<std::vector<int>> takes(cols.size());
  for (std::size_t c = 0; c < cols.size(); ++c)
    for (const table::Option& o : cols[c]) {
      auto it = std::find(set.begin(), set.end(), o.symbol);
      if (it != set.end()) takes[c].push_back(static_cast<int>(it - set.begin()));
    }
  std::vector<int> owner(set.size(), -1);
  for (std::size_t c = 0; c < cols.size(); ++c) {
    std::vector<char> seen(set.size(), 0);
    if (!augment(static_cast<int>(c), takes, owner, seen)) return false;
  }
  return true;
}

class Search {
 public:
  Search(const std::vector<table::Column>& cols, long long target, std::size_t limit)
      : cols_(cols), target_(target), limit_(limit) {
    std::map<int, long long> value;
    for (const table::Column& col : cols)
      for (const table::Option& o : col) value[o.symbol] = o.value;
    for (const auto& [s, v] : value) cand_.push_back({s, v});
    std::sort(cand_.begin(), cand_.end(),
              [](const Candidate& a, const Candidate& b) { return a.value < b.value; });
    prefix_.assign(cand_.size() + 1, 0);
    for (std::size_t i = 0; i < cand_.size(); ++i) prefix_[i + 1] = prefix_[i] + cand_[i].value;
  }

  bool run(std::vector<SymbolSet>& out) {
    dfs(0, 0);
    if (failed_) return false;
    out = std::move(sets_);
    return true;
  }

 private:
  void dfs(std::size_t pos, long long sum) {
    if (failed_) return;
    if (++nodes_ > kNodeBudget) failed_ = true;
    const std::size_t need = cols_.size() - picked_.size(), n = cand_.size();
    if (need == 0) {
      if (sum == target_) record();
      return;
    }
    if (n - pos < need) return;
    const long long least = prefix_[pos + need] - prefix_[pos];
    const long long most = prefix_[n] - prefix_[n - need];
    if (target_ - sum < least || target_ - sum > most) return;
    picked_.push_back(cand_[pos].symbol);
    dfs(pos + 1, sum + cand_[pos].value);
    picked_.pop_back();
    dfs(pos + 1, sum);
  }

  void record() {
    SymbolSet set = picked_;
    std::sort(set.begin(), set.end());
    if (!matchable(cols_, set)) return;
    sets_.push_back(std::move(set));
    if (sets_.size() > limit_) failed_ = true;
  }

  const std::vector<table::Column>& cols_;
  long long target_;
  std::size_t limit_;
  std::vector<Candidate> cand_;
  std::vector<long long> prefix_;
  SymbolSet picked_;
  std::vector<SymbolSet> sets_;
  long long nodes_ = 0;
  bool failed_ = false;
};

}  // namespace

std::optional<std::vector<SymbolSet>> symbol_sets(const std::vector<table::Column>& cols,
                                                  long long target, std::size_t limit) {
  std::vector<SymbolSet> sets;
  if (!Search(cols, target, limit).run(sets)) return std::nullopt;
  return sets;
}

void symbols_differ(cnf::Formula& f, const std::vector<table::Column>& cols, card::Method method) {
  std::map<int, std::vector<int>> by_symbol;
  for (const table::Column& col : cols)
    for (const table::Option& o : col) by_symbol[o.symbol].push_back(o.lit);
  for (const auto& [s, lits] : by_symbol) card::at_most_one(f, lits, method);
}

void combination_sum(cnf::Formula& f, const std::vector<table::Column>& cols,
                     const std::vector<SymbolSet>& sets, card::Method method,
                     const table::Column& exclude) {
  symbols_differ(f, cols, method);
  std::map<int, std::vector<int>> cells_of;  // symbol -> its options' literals
  for (const table::Column& col : cols)
    for (const table::Option& o : col) cells_of[o.symbol].push_back(o.lit);
  std::map<int, int> used;  // symbol -> "some column holds it"
  for (const auto& [s, lits] : cells_of) {
    used[s] = f.new_var();
    std::vector<int> somewhere{-used[s]};
    for (int x : lits) {
      f.add_clause({-x, used[s]});
      somewhere.push_back(x);
    }
    f.add_clause(somewhere);
  }
  std::vector<int> sel;
  std::map<int, std::vector<int>> sets_with;  // symbol -> selectors of sets holding it
  for (const SymbolSet& set : sets) {
    sel.push_back(f.new_var());
    for (const auto& [s, u] : used)
      f.add_clause({-sel.back(), std::binary_search(set.begin(), set.end(), s) ? u : -u});
    for (int s : set) sets_with[s].push_back(sel.back());
  }
  card::exactly_one(f, sel, method);  // no set: the empty clause
  for (const auto& [s, u] : used) {
    std::vector<int> support{-u};
    auto it = sets_with.find(s);
    if (it != sets_with.end()) support.insert(support.end(), it->second.begin(), it->second.end());
    f.add_clause(support);
  }
  for (const table::Option& o : exclude) {
    auto it = used.find(o.symbol);
    if (it != used.end()) f.add_clause({-it->second, -o.lit});
  }
}

void distinct_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long target,
                  card::Method method, Distinct how, const table::Column& exclude) {
  std::optional<std::vector<SymbolSet>> sets;
  if (how != Distinct::dp)
    sets = symbol_sets(cols, target, how == Distinct::automatic ? kMaxSets : SIZE_MAX);
  if (sets) {
    combination_sum(f, cols, *sets, method, exclude);
    if (how == Distinct::both) sum_equals(f, cols, target);
    return;
  }
  symbols_differ(f, cols, method);
  sum_equals(f, cols, target);
}

}  // namespace rfsat::enc::sum
