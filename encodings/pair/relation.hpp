// The pair-relation helper shared by every pair and triple encoder (§7 dots,
// §8 whole-grid bans, ripples): a relation over symbols, computed once per
// constraint, then lowered for each cell pair (or triple) named by it.
//   require   positive relation, empty-false (spec §2): support encoding
//             x[a][v] -> OR_{w: (v,w) holds} x[b][w], both ways (Kasif 1990;
//             Gent ECAI 2002; via table::support); UP = arc consistency.
//   ban       negative relation, pairs with an empty cell skipped: one binary
//             clause -x[a][v] | -x[b][w] per banned (v, w) of candidates.
//   require_tuple  positive relation over 3+ cells (empty-false): Bacchus
//             tuple selectors over the allowed tuples (table::selectors).
//
//   pair::Relation next = pair::calc_relation(symbols, [](long long v, long long w) {
//     return v - w == 1 || w - v == 1; });
//   pair::require(ctx, next, a, b);   // white kropki dot between a and b
//   pair::ban(ctx, next, a, b);       // non-consecutive a, b
#pragma once

#include <functional>
#include <span>
#include <utility>
#include <vector>

#include "context.hpp"

namespace rfsat::enc::pair {

// The symbol pairs (v, w) a relation holds for; the empty symbol is in none.
struct Relation {
  int symbols = 0;
  std::vector<char> holds;                 // [v * symbols + w]
  std::vector<std::pair<int, int>> pairs;  // every (v, w) that holds
  bool at(int v, int w) const { return holds[v * symbols + w] != 0; }
};

using SymbolTest = std::function<bool(int v, int w)>;            // symbol indices
using CalcTest = std::function<bool(long long x, long long y)>;  // calculation numbers

// The relation of `test` over the non-empty symbols.
Relation relation(const model::SymbolTable& symbols, const SymbolTest& test);
Relation calc_relation(const model::SymbolTable& symbols, const CalcTest& test);

// "The symbols of a and b are related" (positive rules, empty-false).
void require(Context& ctx, const Relation& r, int a, int b);

// "The symbols of a and b are not related" (negative rules; r never holds
// for the empty symbol, so pairs with an empty cell are never banned).
void ban(Context& ctx, const Relation& r, int a, int b);
void ban(Context& ctx, const Relation& r, const std::vector<model::CellPair>& pairs);

// "The symbols of `cells`, in order, pass `test`" (empty-false), for 3 or
// more cells. Enumerates every tuple of candidates once (D^3 for a triple).
using TupleTest = std::function<bool(std::span<const int> symbols)>;
void require_tuple(Context& ctx, const std::vector<int>& cells, const TupleTest& test);

// Which cells share a group: a ban "not both s" on such a pair is implied by
// the group's at-most-one when s has multiplicity 1, so encoders may drop it.
class SharedGroups {
 public:
  explicit SharedGroups(const model::Puzzle& p);
  bool share(int a, int b) const;  // false for a == b

 private:
  std::vector<std::vector<int>> in_;  // cell -> indices of its groups
};

}  // namespace rfsat::enc::pair
