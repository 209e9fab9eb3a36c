// Independent checkers of the binary relations (relation, relation_chain,
// relation_all, anti_offsets: model::Relation) and of weighted_sum. Straight
// from the rule text in docs/rf-language.md and relation_kinds.hpp: a named
// relation compares the calculation numbers of the first and the second cell
// of each pair, a table lists the allowed symbol pairs; an empty cell makes a
// pair false, except for anti_offsets (skip_empty). No code shared with encodings/.
#include <algorithm>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::abs128;
using detail::calc_at;
using detail::empty_at;

namespace {

// Does the relation of `c` hold for the symbols sa (first cell) and sb?
bool related(const model::Relation& c, const Puzzle& p, int sa, int sb) {
  using Op = model::RelationOp;
  if (c.op == Op::table)
    return std::count(c.allowed.begin(), c.allowed.end(), std::pair{sa, sb}) > 0;
  const __int128 x = p.symbols.calc(sa), y = p.symbols.calc(sb);
  const __int128 d = abs128(x - y);
  switch (c.op) {
    case Op::lt:
      return x < y;
    case Op::le:
      return x <= y;
    case Op::gt:
      return x > y;
    case Op::ge:
      return x >= y;
    case Op::eq:
      return x == y;
    case Op::ne:
      return x != y;
    case Op::diff_eq:
      return d == c.k;
    case Op::diff_ne:
      return d != c.k;
    case Op::diff_ge:
      return d >= c.k;
    case Op::diff_le:
      return d <= c.k;
    case Op::sum_eq:
      return x + y == c.k;
    case Op::table:
      break;
  }
  return false;
}

}  // namespace

// Every pair (first, second) is related; a pair with an empty cell is false,
// or skipped when `skip_empty`.
bool evaluate(const model::Relation& c, const Puzzle& p, const Assignment& a) {
  for (const auto& [first, second] : c.pairs) {
    if (empty_at(p, a, first) || empty_at(p, a, second)) {
      if (c.skip_empty) continue;
      return false;
    }
    if (!related(c, p, a[first], a[second])) return false;
  }
  return true;
}

// sum over i of weights[i] * n(cells[i]) == target (a repeated cell counts
// once per listing), in 128 bits.
bool evaluate(const model::WeightedSum& c, const Puzzle& p, const Assignment& a) {
  __int128 total = 0;
  for (std::size_t i = 0; i < c.cells.size(); ++i)
    total += static_cast<__int128>(c.weights[i]) * calc_at(p, a, c.cells[i]);
  return total == c.target;
}

}  // namespace rfsat::check
