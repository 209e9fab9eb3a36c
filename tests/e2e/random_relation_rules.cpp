// Random binary relations and weighted sums for the differential tests (one
// of random_variant_rules' makers): a named relation or a random table on a
// chain, on all pairs or on random pairs of 2-4 cells, sometimes skipping
// pairs with an empty cell (anti_offsets' reading); a weighted sum of 1-4
// terms with weights -3..3, a cell sometimes listed twice. With a reference
// solution `ref`, the relation's number and the table are read off ref (a
// relation ref breaks is not added), the sum's total is ref's.
#include <cstdlib>

#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

using namespace rfsat::model;

// The pairs of `cs`: consecutive ones, all of them, or a random few.
std::vector<std::pair<int, int>> some_pairs(Rng& rng, const std::vector<int>& cs) {
  std::vector<std::pair<int, int>> out;
  const int form = uniform(rng, 0, 2);
  for (std::size_t i = 0; i < cs.size(); ++i)
    for (std::size_t j = i + 1; j < cs.size(); ++j)
      if ((form == 0 && j == i + 1) || form == 1 || (form == 2 && chance(rng, 0.5)))
        out.emplace_back(cs[i], cs[j]);
  return out;
}

// A random table over the non-empty symbols, with ref's pairs in it.
std::vector<std::pair<int, int>> random_table(Rng& rng, const Puzzle& p, Ref ref,
                                              const std::vector<std::pair<int, int>>& pairs) {
  std::vector<std::pair<int, int>> allowed;
  for (int v = 0; v < p.symbols.size(); ++v)
    for (int w = 0; w < p.symbols.size(); ++w)
      if (!p.symbols.is_empty(v) && !p.symbols.is_empty(w) && chance(rng, 0.4))
        allowed.emplace_back(v, w);
  if (ref)
    for (const auto& [a, b] : pairs)
      if (!p.symbols.is_empty((*ref)[a]) && !p.symbols.is_empty((*ref)[b]))
        allowed.emplace_back((*ref)[a], (*ref)[b]);
  return allowed;
}

bool ref_keeps(const Puzzle& p, Ref ref, const Relation& r) {
  for (const auto& [a, b] : r.pairs) {
    const bool empty = p.symbols.is_empty((*ref)[a]) || p.symbols.is_empty((*ref)[b]);
    if (empty ? !r.skip_empty
              : (r.op != RelationOp::table &&
                 !named_relation_holds(r.op, r.k, n(p, ref, a), n(p, ref, b))))
      return false;
  }
  return true;
}

void relation_maker(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = some_cells(rng, p, 2, 4);
  if (cs.size() < 2) return;
  Relation r;
  r.op =
      pick(rng, std::vector<RelationOp>{
                    RelationOp::lt, RelationOp::le, RelationOp::gt, RelationOp::ge, RelationOp::eq,
                    RelationOp::ne, RelationOp::diff_eq, RelationOp::diff_ne, RelationOp::diff_ge,
                    RelationOp::diff_le, RelationOp::sum_eq, RelationOp::table});
  r.pairs = some_pairs(rng, cs);
  r.skip_empty = chance(rng, 0.3);
  r.k = uniform(rng, 0, 6);
  if (ref && r.op == RelationOp::sum_eq) r.k = n(p, ref, cs[0]) + n(p, ref, cs[1]);
  if (ref && r.op == RelationOp::diff_eq) r.k = std::llabs(n(p, ref, cs[0]) - n(p, ref, cs[1]));
  if (r.op == RelationOp::table) r.allowed = random_table(rng, p, ref, r.pairs);
  if (ref && !ref_keeps(p, ref, r)) return;
  add(p, r);
}

void weighted_sum_maker(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = some_cells(rng, p, 1, 3);
  if (cs.empty()) return;
  if (chance(rng, 0.4)) cs.push_back(cs[0]);  // a cell counted twice
  WeightedSum ws{0, cs, {}};
  for (int c : cs) {
    ws.weights.push_back(uniform(rng, -3, 3));
    if (ref) ws.target += ws.weights.back() * n(p, ref, c);
  }
  if (!ref) ws.target = uniform(rng, -8, 12);
  add(p, ws);
}

}  // namespace

void relation_rule(Rng& rng, Puzzle& p, const Assignment* ref) {
  if (chance(rng, 0.6))
    relation_maker(rng, p, ref);
  else
    weighted_sum_maker(rng, p, ref);
}

}  // namespace rfsat::test::random
