// EqualSum encoder (`equal_sum(seg1; seg2; ...)`): every segment has the
// same sum of calculation numbers (numbers may repeat). Entry point:
// encode(const model::EqualSum&, Context&). Encoding: the sums every
// segment can reach are intersected into the domain of one shared integer
// T; each segment is a partial-sum DP (sum::sum_in on the automaton helper,
// Abio & Stuckey CP 2014; GAC by unit propagation) whose final-state literals are tied
// to T's one-hot literals, for which the first segment's final literals
// serve: f_0[t] <-> f_i[t], and -f_i[t] where the first segment cannot
// reach t. The segments share no cell and meet only in T, so the
// decomposition is Berge-acyclic and unit propagation reaches GAC on the
// whole rule (PropagationStrength lists it). Size: the DP states of every segment (at most k *
// (range of sums) per segment) plus 2 binary clauses per segment and value of T. Example:
// equal_sum(a; b, c) over 123: a = b + c: (2,1,1), (3,1,2), (3,2,1).
#include <set>
#include <stdexcept>

#include "encoders.hpp"
#include "sum/equal_sums.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

// Largest number of distinct sums one segment may reach.
constexpr std::size_t kMaxSums = 1'000'000;

std::vector<std::vector<int>> segments(const model::EqualSum& c) {
  std::vector<std::vector<int>> out;
  std::size_t at = 0;
  for (int len : c.lengths) {
    out.emplace_back(c.cells.begin() + at, c.cells.begin() + at + len);
    at += len;
  }
  return out;
}

}  // namespace

void encode(const model::EqualSum& c, Context& ctx) {
  std::vector<std::vector<table::Column>> cols;
  for (const std::vector<int>& seg : segments(c)) cols.push_back(table::columns(ctx, seg));
  if (cols.empty()) return;
  std::set<long long> common = sum::reachable_sums(cols[0], ctx.formula, kMaxSums);
  for (std::size_t i = 1; i < cols.size(); ++i) {
    const std::set<long long> mine = sum::reachable_sums(cols[i], ctx.formula, kMaxSums);
    std::erase_if(common, [&](long long t) { return !mine.count(t); });
  }
  const std::map<long long, int> first = sum::sum_in(ctx.formula, cols[0], common);
  for (std::size_t i = 1; i < cols.size(); ++i) {
    const std::map<long long, int> fin = sum::sum_in(ctx.formula, cols[i], common);
    for (long long t : common) {
      const auto a = first.find(t), b = fin.find(t);
      if (a != first.end() && b != fin.end()) {
        ctx.formula.add_clause({-a->second, b->second});
        ctx.formula.add_clause({a->second, -b->second});
      } else if (a != first.end()) {
        ctx.formula.add_clause({-a->second});
      } else if (b != fin.end()) {
        ctx.formula.add_clause({-b->second});
      }
    }
  }
}

}  // namespace rfsat::enc
