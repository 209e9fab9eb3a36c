// prune and minimize of automaton.hpp: the live part of an unrolled
// automaton (forward from layer 0, backward from the accepted final
// states), then states with equal futures merged layer by layer from the
// back (a layered automaton is acyclic, so one backward pass computes the
// minimal layered automaton: Myhill-Nerode per layer). Example: a sum line
// over 1..9 whose states (open sum, segments done) differ only in "done"
// after the first cut merge into the open sum alone.
#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "automaton.hpp"

namespace rfsat::enc::automaton {
namespace {

// New ids, in order, for the states of a layer marked in `keep` (-1: dropped).
std::vector<int> renumber(const std::vector<char>& keep, int& count) {
  std::vector<int> id(keep.size(), -1);
  count = 0;
  for (std::size_t s = 0; s < keep.size(); ++s)
    if (keep[s]) id[s] = count++;
  return id;
}

}  // namespace

Graph prune(const Graph& g, const std::vector<char>& accepted, std::vector<int>* finals,
            const cnf::Formula* clock) {
  const std::size_t k = g.arcs.size();
  std::vector<std::vector<char>> fwd(k + 1), live(k + 1);
  for (std::size_t i = 0; i <= k; ++i) {
    fwd[i].assign(g.width[i], i == 0 ? 1 : 0);
    live[i].assign(g.width[i], 0);
  }
  for (std::size_t i = 0; i < k; ++i) {
    if (clock) clock->check_deadline();
    for (const Arc& a : g.arcs[i])
      if (fwd[i][a.from]) fwd[i + 1][a.to] = 1;
  }
  for (int s = 0; s < g.width[k]; ++s) live[k][s] = fwd[k][s] && accepted[s];
  for (std::size_t i = k; i-- > 0;)
    for (const Arc& a : g.arcs[i])
      if (fwd[i][a.from] && live[i + 1][a.to]) live[i][a.from] = 1;
  Graph out;
  std::vector<std::vector<int>> id(k + 1);
  for (std::size_t i = 0; i <= k; ++i) id[i] = renumber(live[i], out.width.emplace_back());
  for (std::size_t i = 0; i < k; ++i) {
    std::vector<Arc>& arcs = out.arcs.emplace_back();
    for (const Arc& a : g.arcs[i])
      if (live[i][a.from] && live[i + 1][a.to]) arcs.push_back({id[i][a.from], a.letter, id[i + 1][a.to]});
  }
  if (finals) {
    finals->clear();
    for (int s = 0; s < g.width[k]; ++s)
      if (live[k][s]) finals->push_back(s);
  }
  return out;
}

Graph minimize(const Graph& g, bool keep_finals, std::vector<int>* final_of,
               const cnf::Formula* clock) {
  const std::size_t k = g.arcs.size();
  std::vector<std::vector<int>> cls(k + 1);
  Graph out;
  out.width.assign(k + 1, 0);
  out.arcs.assign(k, {});
  for (int s = 0; s < g.width[k]; ++s) cls[k].push_back(keep_finals ? s : 0);
  out.width[k] = keep_finals ? g.width[k] : std::min(g.width[k], 1);
  for (std::size_t i = k; i-- > 0;) {
    if (clock) clock->check_deadline();
    std::vector<std::vector<std::pair<int, int>>> sig(g.width[i]);
    for (const Arc& a : g.arcs[i]) sig[a.from].emplace_back(a.letter, cls[i + 1][a.to]);
    std::map<std::vector<std::pair<int, int>>, int> ids;
    for (auto& s : sig) {
      std::sort(s.begin(), s.end());
      s.erase(std::unique(s.begin(), s.end()), s.end());
      cls[i].push_back(ids.emplace(s, static_cast<int>(ids.size())).first->second);
    }
    out.width[i] = static_cast<int>(ids.size());
    std::set<Arc> arcs;
    for (const Arc& a : g.arcs[i]) arcs.insert({cls[i][a.from], a.letter, cls[i + 1][a.to]});
    out.arcs[i].assign(arcs.begin(), arcs.end());
  }
  if (final_of) *final_of = cls[k];
  return out;
}

Size size_of(const Graph& g) {
  Size s;
  for (int w : g.width) s.states += static_cast<std::size_t>(w);
  for (const std::vector<Arc>& a : g.arcs) s.arcs += a.size();
  return s;
}

}  // namespace rfsat::enc::automaton
