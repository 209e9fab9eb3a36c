// Equal sums through a shared integer (equal_sums.hpp). The values the
// shared sum may take are the sums every part reaches (a set DP per part,
// intersected); each part then gets sum_in over that set, and part j's
// final literal of value s is made equivalent to part 0's. Example: parts
// {a,b}, {c} over 1..3: shared values {2,3}; fin0[2] <-> fin1[2] (= c is 2).
#include "equal_sums.hpp"

#include <stdexcept>

#include "linear.hpp"

namespace rfsat::enc::sum {

std::set<long long> reachable_sums(const std::vector<table::Column>& cols, const cnf::Formula& f,
                                   std::size_t max_sums) {
  std::set<long long> sums{0};
  for (const table::Column& col : cols) {
    f.check_deadline();
    std::set<long long> next;
    for (long long s : sums)
      for (const table::Option& o : col) {
        next.insert(s + o.value);
        if (next.size() > max_sums) throw cnf::too_large("too many reachable sums");
      }
    sums = std::move(next);
  }
  return sums;
}

std::map<long long, int> equal_sums(cnf::Formula& f,
                                    const std::vector<std::vector<table::Column>>& parts) {
  if (parts.empty()) return {};
  std::set<long long> common = reachable_sums(parts.front(), f);
  for (std::size_t j = 1; j < parts.size() && !common.empty(); ++j) {
    const std::set<long long> here = reachable_sums(parts[j], f);
    std::set<long long> both;
    for (long long s : common)
      if (here.count(s)) both.insert(s);
    common = std::move(both);
  }
  if (common.empty()) {
    f.add_clause({});
    return {};
  }
  const std::map<long long, int> shared = sum_in(f, parts.front(), common);
  for (std::size_t j = 1; j < parts.size(); ++j) {
    const std::map<long long, int> mine = sum_in(f, parts[j], common);
    for (const auto& [s, lit] : shared) {
      auto it = mine.find(s);
      if (it == mine.end()) {
        f.add_clause({-lit});
        continue;
      }
      f.add_clause({-lit, it->second});
      f.add_clause({lit, -it->second});
    }
    for (const auto& [s, lit] : mine)
      if (!shared.count(s)) f.add_clause({-lit});
  }
  return shared;
}

}  // namespace rfsat::enc::sum
