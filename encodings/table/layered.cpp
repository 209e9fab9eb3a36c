// The layered DP of layered.hpp: forward reachability, backward pruning to
// the states that reach an accepted final state, then the clauses.
// Example: product 6 over {1,2,3} x {1,2,3}: layer-1 states {1,2,3} (6 is
// reachable from each), final state {6}; edges 2*3 and 3*2 survive.
#include "layered.hpp"

#include <set>

namespace rfsat::enc::table {
namespace {

struct Edge {
  long long from = 0;
  std::size_t option = 0;
  long long to = 0;
};

struct Graph {
  std::vector<std::set<long long>> live;    // per layer 0..k
  std::vector<std::vector<Edge>> edges;     // per layer 0..k-1, live ends only
};

Graph build(const std::vector<Column>& cols, long long start, const Step& step, const Accept& accept) {
  const std::size_t k = cols.size();
  std::vector<std::set<long long>> reach(k + 1);
  std::vector<std::vector<Edge>> all(k);
  reach[0].insert(start);
  for (std::size_t i = 0; i < k; ++i)
    for (long long s : reach[i])
      for (std::size_t o = 0; o < cols[i].size(); ++o)
        if (std::optional<long long> next = step(s, cols[i][o].value)) {
          reach[i + 1].insert(*next);
          all[i].push_back({s, o, *next});
        }
  Graph g{std::vector<std::set<long long>>(k + 1), std::vector<std::vector<Edge>>(k)};
  for (long long s : reach[k])
    if (accept(s)) g.live[k].insert(s);
  for (std::size_t i = k; i-- > 0;)
    for (const Edge& e : all[i])
      if (g.live[i + 1].count(e.to)) {
        g.live[i].insert(e.from);
        g.edges[i].push_back(e);
      }
  return g;
}

void add_or(cnf::Formula& f, int not_this, const std::set<int>& any) {
  std::vector<int> clause{-not_this};
  clause.insert(clause.end(), any.begin(), any.end());
  f.add_clause(clause);
}

}  // namespace

std::map<long long, int> layered(cnf::Formula& f, const std::vector<Column>& cols, long long start,
                                 const Step& step, const Accept& accept, card::Method method) {
  const std::size_t k = cols.size();
  const Graph g = build(cols, start, step, accept);
  if (g.live[0].empty()) {
    f.add_clause({});
    return {};
  }
  std::vector<std::map<long long, int>> node(k + 1);
  for (std::size_t i = 0; i <= k; ++i) {
    std::vector<int> lits;
    for (long long s : g.live[i]) lits.push_back(node[i][s] = f.new_var());
    card::exactly_one(f, lits, method);
  }
  for (std::size_t i = 0; i < k; ++i) {
    std::map<std::pair<long long, std::size_t>, int> next;  // (state, option) -> live target node
    std::map<int, std::set<int>> preds, in_lits;            // target node -> sources / options
    std::map<std::size_t, std::set<int>> sources;           // option -> source nodes
    for (const Edge& e : g.edges[i]) {
      const int u = node[i].at(e.from), w = node[i + 1].at(e.to), x = cols[i][e.option].lit;
      next[{e.from, e.option}] = w;
      preds[w].insert(u);
      in_lits[w].insert(x);
      sources[e.option].insert(u);
    }
    for (const auto& [s, u] : node[i])
      for (std::size_t o = 0; o < cols[i].size(); ++o) {
        auto it = next.find({s, o});
        if (it != next.end())
          f.add_clause({-u, -cols[i][o].lit, it->second});
        else
          f.add_clause({-u, -cols[i][o].lit});
      }
    for (const auto& [s, w] : node[i + 1]) {
      add_or(f, w, preds[w]);
      add_or(f, w, in_lits[w]);
    }
    for (std::size_t o = 0; o < cols[i].size(); ++o) add_or(f, cols[i][o].lit, sources[o]);
  }
  return node[k];
}

void some_column_decides(cnf::Formula& f, const std::vector<Column>& cols,
                         const std::map<long long, int>& finals, const Need& need) {
  std::vector<int> sel;
  for (const Column& col : cols) {
    const int m = f.new_var();
    sel.push_back(m);
    for (const Option& o : col) {
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

}  // namespace rfsat::enc::table
