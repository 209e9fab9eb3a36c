// Implementation of no_subset_sum (no_subset_sum.hpp): the search for the
// forbidden sets and the forward reachability DP.
#include "no_subset_sum.hpp"

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <vector>

namespace rfsat::enc::sum {
namespace {

using Items = std::span<const order::ValueLit>;
using Set = std::vector<int>;  // item indices

// Depth-first search for the sets of non-zero items (at most max_true of
// them) that sum to the target; gives up (nullopt) past the budgets. An item
// of number 0 only ever adds a redundant superset, so it is left out here
// (its own set, {0}, is the caller's when the target is 0).
class SubsetSearch {
 public:
  SubsetSearch(Items items, long long target, std::size_t max_true)
      : items_(items),
        target_(target),
        max_true_(max_true),
        lo_(items.size() + 1),
        hi_(items.size() + 1) {
    for (std::size_t i = items.size(); i-- > 0;) {
      const long long v = items[i].value;
      lo_[i] = lo_[i + 1] + (v < 0 ? v : 0);
      hi_[i] = hi_[i + 1] + (v > 0 ? v : 0);
    }
  }

  std::optional<std::vector<Set>> run() {
    Set chosen;
    if (!walk(0, 0, chosen)) return std::nullopt;
    return std::move(found_);
  }

 private:
  bool walk(std::size_t i, long long sum, Set& chosen) {
    if (++nodes_ > kSubsetSearchNodes) return false;
    if (!chosen.empty() && sum == target_) {
      found_.push_back(chosen);
      if (found_.size() > kMaxSubsetClauses) return false;
    }
    if (i == items_.size() || chosen.size() == max_true_) return true;
    if (sum + lo_[i] > target_ || sum + hi_[i] < target_) return true;
    for (std::size_t j = i; j < items_.size(); ++j) {
      if (items_[j].value == 0) continue;
      chosen.push_back(static_cast<int>(j));
      const bool ok = walk(j + 1, sum + items_[j].value, chosen);
      chosen.pop_back();
      if (!ok) return false;
    }
    return true;
  }

  Items items_;
  long long target_;
  std::size_t max_true_;
  std::vector<long long> lo_, hi_;  // least / greatest sum of items i..n-1
  std::vector<Set> found_;
  long long nodes_ = 0;
};

void add_clauses(cnf::Formula& f, Items items, long long target, const std::vector<Set>& sets) {
  if (target == 0)
    for (const order::ValueLit& x : items)
      if (x.value == 0) f.add_clause({-x.lit});
  for (const Set& s : sets) {
    std::vector<int> clause;
    for (int i : s) clause.push_back(-items[i].lit);
    f.add_clause(clause);
  }
}

// future[i]: every sum of a (possibly empty) set of items i..n-1.
std::vector<std::set<long long>> future_sums(Items items) {
  std::vector<std::set<long long>> future(items.size() + 1);
  future[items.size()] = {0};
  for (std::size_t i = items.size(); i-- > 0;) {
    future[i] = future[i + 1];
    for (long long s : future[i + 1]) future[i].insert(s + items[i].value);
    if (future[i].size() > kMaxSubsetSums)
      throw cnf::too_large("rellik: too many subset sums for the DP");
  }
  return future;
}

void add_dp(cnf::Formula& f, Items items, long long target) {
  const std::vector<std::set<long long>> future = future_sums(items);
  std::map<long long, int> cur;
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::map<long long, int> next;
    auto state = [&](long long s) {  // r[i+1][s], or 0 when the target is out of reach
      if (!future[i + 1].count(target - s)) return 0;
      auto [it, fresh] = next.try_emplace(s, 0);
      if (fresh) it->second = f.new_var();
      return it->second;
    };
    const int lit = items[i].lit;
    const long long v = items[i].value;
    if (int x = state(v)) f.add_clause({-lit, x});
    for (const auto& [s, r] : cur) {
      if (int y = state(s)) f.add_clause({-r, y});
      if (int z = state(s + v)) f.add_clause({-r, -lit, z});
    }
    cur.swap(next);
  }
  if (auto it = cur.find(target); it != cur.end()) f.add_clause({-it->second});
}

}  // namespace

void no_subset_sum(cnf::Formula& f, Items items, long long target, std::size_t max_true,
                   SubsetMethod method) {
  if (method != SubsetMethod::dp) {
    if (std::optional<std::vector<Set>> sets = SubsetSearch(items, target, max_true).run()) {
      add_clauses(f, items, target, *sets);
      return;
    }
    if (method == SubsetMethod::clauses)
      throw cnf::too_large("rellik: too many sets summing to the clue for clauses");
  }
  add_dp(f, items, target);
}

}  // namespace rfsat::enc::sum
