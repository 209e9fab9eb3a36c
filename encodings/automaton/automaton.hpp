// The regular constraint (a deterministic automaton read along a word of
// positions) unrolled into layers and encoded so that unit propagation
// reaches GAC: Bacchus CP 2007 ("GAC via unit propagation"), Quimper & Walsh
// CP 2006 ("Global grammar constraints": the layered decomposition), Abio et
// al. JAIR 2012 (MDDs). The one layered-state machinery of rfsat: sums,
// products, residues, sandwiches, skyscrapers, sum lines, x-sums, lunchboxes.
//
// A position is a table::Column of letters: literals with what the step
// reads (a cell's candidate literal with its symbol and calculation number,
// or a literal the caller made, e.g. a guess selector or a conjunction,
// tagged through `symbol`/`value`). The caller guarantees that at most one
// letter of a position is true in any model (a cell's exactly-one, or an
// at-most-one it adds); the encoding then makes exactly one true.
// States are any ordered type (integers, tuples, small vectors); the step
// sees the layer, so bounds per layer need no packing. Only live states
// (reachable from the start, reaching an accepted final state) are kept;
// states with equal futures are merged (minimize.cpp); clauses in encode.cpp.
//
//   // n(a) + n(b) + n(c) == 10, states are partial sums:
//   automaton::accepts(f, cols, 0LL,
//       [](std::size_t, long long s, const table::Option& o) -> std::optional<long long> {
//         return s + o.value; },
//       [](long long s) { return s == 10; });
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <stdexcept>
#include <vector>

#include "table/table.hpp"

namespace rfsat::enc::automaton {

using Letter = table::Option;

// Most states (summed over layers) an unrolling may reach before it gives
// up with cnf::too_large (a rule whose automaton is this large wants a
// different encoding).
inline constexpr std::size_t kMaxStates = 200000;

// The unrolled automaton: states are dense ids per layer (layer 0 holds the
// start, layer k the final states); arcs[i] are the transitions reading a
// letter of position i (`letter` indexes cols[i]).
struct Arc {
  int from = 0;
  int letter = 0;
  int to = 0;
  bool operator<(const Arc& o) const {
    return from != o.from ? from < o.from : letter != o.letter ? letter < o.letter : to < o.to;
  }
  bool operator==(const Arc&) const = default;
};
struct Graph {
  std::vector<int> width;               // states per layer, layers 0..k
  std::vector<std::vector<Arc>> arcs;   // per position 0..k-1
};

// Keeps the live part of g: states on some path from a start state to a
// final state with accepted[id]; ids are renumbered in order. `finals`
// (optional) receives, for each kept final id, its id in g.
//
// Every pass of this file reads `clock`'s deadline (cnf::Formula::
// check_deadline, when given) once per layer, or per 64 states while
// unrolling: a word of 250,000 positions (a cage of a whole 500x500 grid)
// takes seconds between two clauses, where the formula's own check never
// runs (--time-limit must still stop it).
Graph prune(const Graph& g, const std::vector<char>& accepted, std::vector<int>* finals = nullptr,
            const cnf::Formula* clock = nullptr);

// Merges states of one layer whose outgoing arcs (letter, merged target)
// are equal, from the last layer back; the final layer's states stay
// distinct when `keep_finals`, else they become one. `final_of` (optional)
// maps each old final id to its new id. g must be pruned.
Graph minimize(const Graph& g, bool keep_finals, std::vector<int>* final_of = nullptr,
               const cnf::Formula* clock = nullptr);

// The clauses (encode.cpp). Returns the literal of every final state of g
// (a layer with one state needs no literal: its entry is kTrue). g must be
// pruned; no state at layer 0: the empty clause.
inline constexpr int kTrue = 2147483647;  // "always true" (never a variable)
std::vector<int> encode(cnf::Formula& f, const std::vector<table::Column>& cols, const Graph& g);

// Numbers of states and arcs of g (sizes for tests and file heads).
struct Size {
  std::size_t states = 0, arcs = 0;
};
Size size_of(const Graph& g);

// The reachable part of the automaton, with the states of the last layer.
template <class State>
struct Unrolled {
  Graph graph;
  std::vector<State> finals;  // state of each id of the last layer
};

// Forward reachability from `start`: step(layer, state, letter) is the next
// state, or nullopt (no transition). Layers are cols.size() + 1.
template <class State, class Step>
Unrolled<State> unroll(const std::vector<table::Column>& cols, const State& start, Step&& step,
                       const cnf::Formula* clock = nullptr) {
  Unrolled<State> u;
  u.graph.width.push_back(1);
  std::vector<State> layer{start};
  std::size_t total = 1;
  for (std::size_t i = 0; i < cols.size(); ++i) {
    std::map<State, int> next;
    std::vector<State> order;
    std::vector<Arc>& arcs = u.graph.arcs.emplace_back();
    for (int from = 0; from < static_cast<int>(layer.size()); ++from) {
      if (clock && from % 64 == 0) clock->check_deadline();
      for (int o = 0; o < static_cast<int>(cols[i].size()); ++o) {
        std::optional<State> to = step(i, layer[from], cols[i][o]);
        if (!to) continue;
        auto [it, fresh] = next.emplace(*to, static_cast<int>(order.size()));
        if (fresh) order.push_back(*to);
        arcs.push_back({from, o, it->second});
      }
    }
    total += order.size();
    if (total > kMaxStates) throw cnf::too_large("automaton: too many states");
    u.graph.width.push_back(static_cast<int>(order.size()));
    layer = std::move(order);
  }
  u.finals = std::move(layer);
  return u;
}

// "The word is accepted": unroll, prune, minimize (finals merged), encode.
template <class State, class Step, class Accept>
void accepts(cnf::Formula& f, const std::vector<table::Column>& cols, const State& start,
             Step&& step, Accept&& accept) {
  Unrolled<State> u = unroll(cols, start, step, &f);
  std::vector<char> ok;
  for (const State& s : u.finals) ok.push_back(accept(s) ? 1 : 0);
  encode(f, cols, minimize(prune(u.graph, ok, nullptr, &f), false, nullptr, &f));
}

// As accepts, and returns a literal per live accepted final state, true iff
// the run ends there (callers tie side conditions to them).
template <class State, class Step, class Accept>
std::map<State, int> finals(cnf::Formula& f, const std::vector<table::Column>& cols,
                            const State& start, Step&& step, Accept&& accept) {
  Unrolled<State> u = unroll(cols, start, step, &f);
  std::vector<char> ok;
  for (const State& s : u.finals) ok.push_back(accept(s) ? 1 : 0);
  std::vector<int> kept, merged;
  const Graph g = minimize(prune(u.graph, ok, &kept, &f), true, &merged, &f);
  const std::vector<int> lits = encode(f, cols, g);
  std::map<State, int> out;
  for (std::size_t id = 0; id < kept.size(); ++id) {
    int lit = lits[merged[id]];
    if (lit == kTrue) {
      lit = f.new_var();
      f.add_clause({lit});
    }
    out[u.finals[kept[id]]] = lit;
  }
  return out;
}

// "Some column decides the final state": selectors m_i, at least one;
// m_i & x_i=v -> finals[need(v)], or -m_i | -x_i=v when need(v) is nullopt
// or not a live final state. Used by diff (2v - d = total) and ratio
// (v*v / r = total product). No column: the empty clause.
template <class NeedFn>
void some_column_decides(cnf::Formula& f, const std::vector<table::Column>& cols,
                         const std::map<long long, int>& finals, NeedFn&& need) {
  std::vector<int> sel;
  for (const table::Column& col : cols) {
    const int m = f.new_var();
    sel.push_back(m);
    for (const table::Option& o : col) {
      std::optional<long long> s = need(o.value);
      auto it = s ? finals.find(*s) : finals.end();
      if (it != finals.end())
        f.add_clause({-m, -o.lit, it->second});
      else
        f.add_clause({-m, -o.lit});
    }
  }
  f.add_clause(sel);
}

}  // namespace rfsat::enc::automaton
