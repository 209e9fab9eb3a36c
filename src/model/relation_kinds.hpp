// Constraint kinds of the binary relations and weighted sums (spec §6-§8):
// `relation`, `relation_chain`, `relation_all` and `anti_offsets` make one
// Relation (a relation on ordered cell pairs), `weighted_sum` a WeightedSum.
// Plain structs, listed in constraint.hpp's kind list; docs/rf-language.md
// gives their readings. n(c) is the calculation number of the symbol in c.
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace rfsat::model {

// The named relations of n(a) and n(b), and `table` (allowed symbol pairs).
enum class RelationOp { lt, le, gt, ge, eq, ne, diff_eq, diff_ne, diff_ge, diff_le, sum_eq, table };

// Every pair (a, b) of `pairs` is related: a first, b second (the order
// matters for lt, gt, ... and tables). Empty-false (§2) unless `skip_empty`
// (the whole-grid anti_offsets: a pair with an empty cell holds).
struct Relation {
  RelationOp op = RelationOp::ne;
  long long k = 0;                           // diff_*: the difference; sum_eq: the sum
  std::vector<std::pair<int, int>> allowed;  // op == table: the allowed (symbol, symbol)
  std::vector<std::pair<int, int>> pairs;    // (a, b) cells, a != b, as written
  bool skip_empty = false;
};

// sum over i of weights[i] * n(cells[i]) == target; a cell may be listed
// more than once (its weights add up). The semantic pass keeps every
// coefficient times value, and their sum, within kWeightedSumLimit.
struct WeightedSum {
  long long target = 0;
  std::vector<int> cells;
  std::vector<long long> weights;  // one per entry of `cells`
};

// Largest magnitude of a weighted term, of the sum of the terms' largest
// magnitudes and of the target (the exact sum encodings work within it).
inline constexpr long long kWeightedSumLimit = 1LL << 48;

// The names of the relations as a rule file writes them; `number`: it takes
// k (`diff_ge, 2`). One table for the reader, the writers and the docs.
struct RelationName {
  std::string_view name;
  RelationOp op;
  bool number;
};
inline constexpr RelationName kRelationNames[] = {
    {"lt", RelationOp::lt, false},          {"le", RelationOp::le, false},
    {"gt", RelationOp::gt, false},          {"ge", RelationOp::ge, false},
    {"eq", RelationOp::eq, false},          {"ne", RelationOp::ne, false},
    {"diff_eq", RelationOp::diff_eq, true}, {"diff_ne", RelationOp::diff_ne, true},
    {"diff_ge", RelationOp::diff_ge, true}, {"diff_le", RelationOp::diff_le, true},
    {"sum_eq", RelationOp::sum_eq, true},   {"table", RelationOp::table, false}};

// Does the named relation `op` (not `table`: false) hold for n(a) == x and
// n(b) == y? Calculation numbers are ints: no sum or difference overflows.
inline bool named_relation_holds(RelationOp op, long long k, long long x, long long y) {
  const long long d = x > y ? x - y : y - x;
  switch (op) {
    case RelationOp::lt:
      return x < y;
    case RelationOp::le:
      return x <= y;
    case RelationOp::gt:
      return x > y;
    case RelationOp::ge:
      return x >= y;
    case RelationOp::eq:
      return x == y;
    case RelationOp::ne:
      return x != y;
    case RelationOp::diff_eq:
      return d == k;
    case RelationOp::diff_ne:
      return d != k;
    case RelationOp::diff_ge:
      return d >= k;
    case RelationOp::diff_le:
      return d <= k;
    case RelationOp::sum_eq:
      return x + y == k;
    case RelationOp::table:
      break;
  }
  return false;
}

inline std::string_view relation_name(RelationOp op) {
  for (const RelationName& n : kRelationNames)
    if (n.op == op) return n.name;
  return "table";
}

}  // namespace rfsat::model
