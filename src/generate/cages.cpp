// Cage shapes for the calcudoku generator (cages.hpp): the random
// partition into connected cages, operators and targets, splitting and
// dissolving cages, and the state written out as a cdok spec.
#include "cages.hpp"

#include <algorithm>
#include <set>
#include <string>

namespace rfsat::generate::calc {

int State::live_cages() const {
  int k = 0;
  for (const Cage& g : cages) k += g.cells.empty() ? 0 : 1;
  return k;
}

int State::givens() const { return static_cast<int>(std::count(cage_of.begin(), cage_of.end(), -1)); }

std::vector<int> neighbours(int c, int n) {
  std::vector<int> out;
  const int r = c / n, k = c % n;
  if (r > 0) out.push_back(c - n);
  if (r + 1 < n) out.push_back(c + n);
  if (k > 0) out.push_back(c - 1);
  if (k + 1 < n) out.push_back(c + 1);
  return out;
}

std::optional<long long> target_of(char op, const std::vector<long long>& v, bool two_cell) {
  long long sum = 0, product = 1, top = 0;
  for (long long x : v) sum += x, product *= x, top = std::max(top, x);
  switch (op) {
    case '+': return sum;
    case '*': return product;
    case '-':
      if ((two_cell && v.size() != 2) || 2 * top - sum < 0) return std::nullopt;
      return 2 * top - sum;
    default:
      if ((two_cell && v.size() != 2) || (top * top) % product != 0) return std::nullopt;
      return top * top / product;
  }
}

void settle(State& s, Cage& g, Rng& rng, const CalcudokuOptions& o, bool redraw) {
  const bool two_cell = o.two_cell;
  std::vector<long long> v;
  for (int c : g.cells) v.push_back(s.solution[c]);
  if (!redraw && o.ops.find(g.op) != std::string::npos)
    if (auto t = target_of(g.op, v, two_cell)) {
      g.target = *t;
      return;
    }
  std::vector<char> bag;
  for (char op : {'+', '+', '+', '*', '*', '*', '-', '-', '/', '/'})
    if (o.ops.find(op) != std::string::npos && target_of(op, v, two_cell)) bag.push_back(op);
  g.op = bag[rng.below(static_cast<int>(bag.size()))];  // '+' and '*' always fit
  g.target = *target_of(g.op, v, two_cell);
}

namespace {

// The connected parts of `cells`.
std::vector<std::vector<int>> components(const std::vector<int>& cells, int n) {
  std::set<int> left(cells.begin(), cells.end());
  std::vector<std::vector<int>> out;
  while (!left.empty()) {
    std::vector<int> part{*left.begin()}, stack{*left.begin()};
    left.erase(left.begin());
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      for (int m : neighbours(c, n))
        if (left.erase(m)) part.push_back(m), stack.push_back(m);
    }
    std::sort(part.begin(), part.end());
    out.push_back(std::move(part));
  }
  return out;
}

}  // namespace

void reshape(State& s, int i, const std::vector<int>& cells, Rng& rng, const CalcudokuOptions& o) {
  for (int c : s.cages[i].cells) s.cage_of[c] = -1;
  const char op = s.cages[i].op;
  s.cages[i].cells.clear();
  bool first = true;
  for (std::vector<int>& part : components(cells, s.n)) {
    if (part.size() < 2) continue;
    int idx = i;
    if (!first) {
      idx = static_cast<int>(s.cages.size());
      s.cages.emplace_back();
    }
    first = false;
    Cage& g = s.cages[idx];
    g.cells = std::move(part);
    g.op = op;
    for (int c : g.cells) s.cage_of[c] = idx;
    settle(s, g, rng, o, false);
  }
}

void cap_cages(State& s, int max_cages) {
  while (s.live_cages() > max_cages) {
    int smallest = -1;
    for (int i = 0; i < static_cast<int>(s.cages.size()); ++i)
      if (!s.cages[i].cells.empty() &&
          (smallest < 0 || s.cages[i].cells.size() < s.cages[smallest].cells.size()))
        smallest = i;
    for (int c : s.cages[smallest].cells) s.cage_of[c] = -1;
    s.cages[smallest].cells.clear();
  }
}

void make_given(State& s, int cell, Rng& rng, const CalcudokuOptions& o) {
  const int i = s.cage_of[cell];
  if (i < 0) return;
  std::vector<int> rest;
  for (int c : s.cages[i].cells)
    if (c != cell) rest.push_back(c);
  reshape(s, i, rest, rng, o);
  cap_cages(s, o.max_cages);
}

namespace {

// Cages grown from the cells in random order, each to a drawn size of
// min..max cells by adding random free neighbours (fewer when it is boxed in).
void draw_cages(State& s, const CalcudokuOptions& o, Rng& rng) {
  const int n = s.n, cells = n * n;
  s.cage_of.assign(cells, -1);
  s.cages.clear();
  std::vector<int> order(cells);
  for (int i = 0; i < cells; ++i) order[i] = i;
  rng.shuffle(order);
  for (int start : order) {
    if (s.cage_of[start] >= 0) continue;
    const int want = o.min_cage + rng.below(o.max_cage - o.min_cage + 1);
    const int idx = static_cast<int>(s.cages.size());
    s.cages.push_back({{start}, '+', 0});
    s.cage_of[start] = idx;
    while (static_cast<int>(s.cages[idx].cells.size()) < want) {
      std::vector<int> frontier;
      for (int c : s.cages[idx].cells)
        for (int m : neighbours(c, n))
          if (s.cage_of[m] < 0) frontier.push_back(m);
      if (frontier.empty()) break;
      const int m = frontier[rng.below(static_cast<int>(frontier.size()))];
      s.cage_of[m] = idx;
      s.cages[idx].cells.push_back(m);
    }
  }
}

// Each cage smaller than the minimum joins a random neighbouring cage when
// that stays within the maximum (or `any_size`). False if some could not.
bool join_small_cages(State& s, const CalcudokuOptions& o, Rng& rng, bool any_size) {
  bool ok = true;
  for (int i = 0; i < static_cast<int>(s.cages.size()); ++i) {
    if (s.cages[i].cells.empty() || static_cast<int>(s.cages[i].cells.size()) >= o.min_cage) continue;
    std::vector<int> joinable;
    for (int c : s.cages[i].cells)
      for (int m : neighbours(c, s.n)) {
        const int j = s.cage_of[m];
        if (j != i && (any_size || static_cast<int>(s.cages[j].cells.size() +
                                                    s.cages[i].cells.size()) <= o.max_cage))
          joinable.push_back(j);
      }
    if (joinable.empty()) {
      ok = false;
      continue;
    }
    const int j = joinable[rng.below(static_cast<int>(joinable.size()))];
    for (int c : s.cages[i].cells) s.cage_of[c] = j, s.cages[j].cells.push_back(c);
    s.cages[i].cells.clear();
  }
  return ok;
}

}  // namespace

void partition(State& s, const CalcudokuOptions& o, Rng& rng) {
  for (int attempt = 0; attempt < 200; ++attempt) {
    draw_cages(s, o, rng);
    // (--no-givens, last draw: small pieces join a neighbour of any size)
    const bool ok = join_small_cages(s, o, rng, o.no_givens && attempt == 199);
    if (ok || attempt == 199) break;
  }
  for (Cage& g : s.cages) std::sort(g.cells.begin(), g.cells.end());
  cap_cages(s, o.max_cages);
  for (Cage& g : s.cages) {
    if (g.cells.empty()) continue;
    if (g.cells.size() == 1) {
      s.cage_of[g.cells[0]] = -1;
      g.cells.clear();
      continue;
    }
    settle(s, g, rng, o, true);
  }
}

formats::cdok::CdokPuzzle spec_of(const State& s) {
  formats::cdok::CdokPuzzle p;
  p.size = s.n;
  p.given.assign(s.solution.size(), -1);
  for (std::size_t c = 0; c < s.solution.size(); ++c)
    if (s.cage_of[c] < 0) p.given[c] = s.solution[c];
  std::vector<const Cage*> live;
  for (const Cage& g : s.cages)
    if (!g.cells.empty()) live.push_back(&g);
  std::sort(live.begin(), live.end(), [](const Cage* a, const Cage* b) { return a->cells[0] < b->cells[0]; });
  const std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  for (std::size_t i = 0; i < live.size(); ++i) {
    formats::cdok::CdokCage g;
    g.letter = i < letters.size() ? letters[i] : '?';
    g.op = live[i]->op;
    g.target = live[i]->target;
    g.cells = live[i]->cells;
    p.cages.push_back(std::move(g));
  }
  return p;
}

}  // namespace rfsat::generate::calc
