// The clauses of automaton.hpp's encode: the layered decomposition with a
// literal per state q and per transition t (Bacchus CP 2007, Quimper &
// Walsh CP 2006): for the transition u --x--> w
//   t -> u, t -> x, t -> w, u & x -> t;
// every state needs an incoming and an outgoing transition, every letter a
// transition reading it; a letter no transition reads is false. Unit
// propagation computes exactly the states and letters on some start-to-final
// path inside the current domains, so it reaches GAC on the letters
// (tests/encodings/automaton_test.cpp; the state-only decomposition rfsat
// had before, without t, is not GAC). Exactly one state per layer is
// implied; it is also added (card::exactly_one; see
// docs/tuning.md#automaton-transitions for both choices).
// A layer with one state needs no literal (it holds in every model), and t
// reuses an equivalent literal where one exists: x when the source holds
// always or x has one transition, u when u has one way out, w when w has
// one way in. Size: at most 4 clauses per transition, 2 per state, one per
// letter, plus the layers' exactly-one; variables: the states of layers with
// several states plus the transitions left without an equivalent.
#include <algorithm>
#include <cassert>

#include "automaton.hpp"
#include "card/cardinality.hpp"

namespace rfsat::enc::automaton {
namespace {

// Adds the clause `lits` with kTrue simplified away: a clause holding kTrue
// is satisfied, -kTrue is false; duplicates merged, tautologies dropped.
void add(cnf::Formula& f, std::vector<int> lits) {
  if (std::find(lits.begin(), lits.end(), kTrue) != lits.end()) return;
  lits.erase(std::remove(lits.begin(), lits.end(), -kTrue), lits.end());
  std::sort(lits.begin(), lits.end());
  lits.erase(std::unique(lits.begin(), lits.end()), lits.end());
  for (std::size_t i = 0; i + 1 < lits.size(); ++i)
    if (std::binary_search(lits.begin() + static_cast<long>(i) + 1, lits.end(), -lits[i])) return;
  f.add_clause(lits);
}

std::vector<int> state_literals(cnf::Formula& f, int width) {
  std::vector<int> q(static_cast<std::size_t>(width), kTrue);
  if (width > 1)
    for (int& lit : q) lit = f.new_var();
  if (width > 1) card::exactly_one(f, q);
  return q;
}

// The transitions of one layer: their literals, then the clauses.
void encode_layer(cnf::Formula& f, const table::Column& col, const std::vector<Arc>& arcs,
                  const std::vector<int>& from, const std::vector<int>& to) {
  std::vector<int> out(from.size(), 0), in(to.size(), 0), reads(col.size(), 0);
  for (const Arc& a : arcs) ++out[a.from], ++in[a.to], ++reads[a.letter];
  std::vector<std::vector<int>> outs(from.size()), ins(to.size()), of_letter(col.size());
  for (const Arc& a : arcs) {
    const int u = from[a.from], x = col[a.letter].lit, w = to[a.to];
    int t = 0;
    if (u == kTrue || reads[a.letter] == 1) t = x;
    else if (out[a.from] == 1) t = u;
    else if (in[a.to] == 1) t = w;
    else t = f.new_var();
    add(f, {-t, u});
    add(f, {-t, x});
    add(f, {-t, w});
    add(f, {-u, -x, t});
    outs[a.from].push_back(t);
    ins[a.to].push_back(t);
    of_letter[a.letter].push_back(t);
  }
  auto support = [&f](int lit, std::vector<int> any) {
    any.push_back(-lit);
    add(f, std::move(any));
  };
  for (std::size_t s = 0; s < from.size(); ++s) support(from[s], outs[s]);
  for (std::size_t s = 0; s < to.size(); ++s) support(to[s], ins[s]);
  for (std::size_t o = 0; o < col.size(); ++o) support(col[o].lit, of_letter[o]);
}

}  // namespace

std::vector<int> encode(cnf::Formula& f, const std::vector<table::Column>& cols, const Graph& g) {
  assert(cols.size() == g.arcs.size() && g.width.size() == cols.size() + 1);
  if (g.width[0] == 0) {
    f.add_clause({});
    return {};
  }
  std::vector<int> prev = state_literals(f, g.width[0]);
  for (std::size_t i = 0; i < cols.size(); ++i) {
    std::vector<int> next = state_literals(f, g.width[i + 1]);
    encode_layer(f, cols[i], g.arcs[i], prev, next);
    prev = std::move(next);
  }
  return prev;
}

}  // namespace rfsat::enc::automaton
