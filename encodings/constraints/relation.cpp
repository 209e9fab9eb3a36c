// Relation encoder (model::Relation: relation, relation_chain, relation_all,
// anti_offsets): every listed ordered cell pair (a, b) is related, by a named
// relation of the calculation numbers (lt, diff_ge k, sum_eq k, ...) or a
// table of allowed symbol pairs. Entry point: encode(const model::Relation&, Context&).
// Encoding: the support encoding of the binary table (Kasif 1990; Gent,
// ECAI 2002; pair/relation.hpp): for each candidate v of a, the clause
// -x[a][v] | OR of x[b][w] over b's supporting w (the unit -x[a][v] when
// there is none), and the same from b; unit propagation on it achieves arc
// consistency on each pair. Empty-false, except for anti_offsets
// (skip_empty), where the empty symbol supports every symbol and is
// supported by every one.
// Example: relation(lt; a, b) over 1..3: a=3 false, a=2 -> b=3,
// a=1 -> b=2 | b=3; b=1 false, b=2 -> a=1, b=3 -> a=1 | a=2.
#include "pair/relation.hpp"

#include <algorithm>

#include "encoders.hpp"

namespace rfsat::enc {
namespace {

pair::Relation symbol_relation(const model::Relation& c, const model::SymbolTable& symbols) {
  pair::Relation r = c.op == model::RelationOp::table
                         ? pair::relation(symbols,
                                          [&c](int v, int w) {
                                            return std::find(c.allowed.begin(), c.allowed.end(),
                                                             std::pair{v, w}) != c.allowed.end();
                                          })
                         : pair::calc_relation(symbols, [&c](long long x, long long y) {
                             return model::named_relation_holds(c.op, c.k, x, y);
                           });
  if (!c.skip_empty) return r;
  for (int v = 0; v < r.symbols; ++v)
    for (int w = 0; w < r.symbols; ++w)
      if ((symbols.is_empty(v) || symbols.is_empty(w)) && !r.at(v, w)) {
        r.holds[v * r.symbols + w] = 1;
        r.pairs.emplace_back(v, w);
      }
  return r;
}

}  // namespace

void encode(const model::Relation& c, Context& ctx) {
  const pair::Relation r = symbol_relation(c, ctx.puzzle.symbols);
  for (const auto& [a, b] : c.pairs) pair::require(ctx, r, a, b);
}

}  // namespace rfsat::enc
