// Random outside clues and sum lines (issue 27, outside_kinds.hpp) for the
// differential tests: x_sum, skyscraper, hidden_skyscraper, numbered_room,
// lunchbox, full_rank and sum_line (sometimes a loop, sometimes revisiting a cell) over
// random cells read in random order (not a row: the encoders must not
// care). With a reference solution `ref` the clue is read off ref (a sum
// line's target chosen among the totals ref's line splits into), or the rule
// is left out when ref admits none (X or N beyond the line, no hidden
// building, repeated numbers in a lunchbox); without ref the clue is random
// and the puzzle is often unsatisfiable.
#include <algorithm>
#include <set>

#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

using namespace rfsat::model;
std::vector<long long> numbers(const Puzzle& p, Ref ref, const std::vector<int>& cs) {
  std::vector<long long> v;
  for (int c : cs) v.push_back(p.symbols.calc((*ref)[c]));
  return v;
}

// `lo`..`hi` different non-hole cells, in random order.
std::vector<int> line_cells(Rng& rng, const Puzzle& p, int lo, int hi) {
  std::vector<int> all = active_cells(p);
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(std::min<std::size_t>(uniform(rng, lo, hi), all.size()));
  return all;
}

// Does v split into consecutive non-empty segments of sum s?
bool splits(const std::vector<long long>& v, long long s) {
  std::vector<char> ok(v.size() + 1, 0);
  ok[0] = 1;
  for (std::size_t j = 1; j <= v.size(); ++j)
    for (std::size_t i = 0; i < j; ++i) {
      long long t = 0;
      for (std::size_t k = i; k < j; ++k) t += v[k];
      if (ok[i] && t == s) ok[j] = 1;
    }
  return !v.empty() && ok[v.size()];
}

// The targets ref's line (or loop) splits into: sums of a first segment.
std::vector<long long> split_targets(std::vector<long long> v, bool loop) {
  std::set<long long> out;
  for (std::size_t turn = 0; turn < (loop ? v.size() : 1); ++turn) {
    long long t = 0;
    for (long long x : v)
      if (splits(v, t += x)) out.insert(t);
    std::rotate(v.begin(), v.begin() + (v.empty() ? 0 : 1), v.end());
  }
  return {out.begin(), out.end()};
}

void sum_line_rule(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> cs = line_cells(rng, p, 1, 5);
  if (cs.size() >= 3 && chance(rng, 0.2)) cs.insert(cs.begin() + 2, cs[0]);  // a revisit
  const bool loop = cs.size() >= 2 && chance(rng, 0.3);
  long long s = uniform(rng, -1, 8);
  if (ref) {
    const std::vector<long long> targets = split_targets(numbers(p, ref, cs), loop);
    if (targets.empty()) return;
    s = pick(rng, targets);
  }
  add(p, SumLine{s, cs, loop});
}

void x_sum_rule(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = line_cells(rng, p, 1, 5);
  long long s = uniform(rng, 0, 10);
  if (ref) {
    const std::vector<long long> v = numbers(p, ref, cs);
    if (v.empty() || v[0] < 1 || v[0] > static_cast<long long>(v.size())) return;
    s = 0;
    for (long long i = 0; i < v[0]; ++i) s += v[static_cast<std::size_t>(i)];
  }
  add(p, XSum{s, cs});
}

// Seen buildings, and the first hidden one (nullopt: none).
std::pair<long long, std::optional<long long>> skyline(const Puzzle& p, Ref ref,
                                                       const std::vector<int>& cs) {
  long long seen = 0, top = 0;
  bool any = false;
  std::optional<long long> hidden;
  for (int c : cs) {
    if (p.symbols.is_empty((*ref)[c])) continue;
    const long long h = p.symbols.calc((*ref)[c]);
    if (!any || h > top)
      ++seen, top = h;
    else if (!hidden)
      hidden = h;
    any = true;
  }
  return {seen, hidden};
}

void skyscraper_rule(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = line_cells(rng, p, 1, 5);
  if (chance(rng, 0.5)) {
    add(p, Skyscraper{ref ? skyline(p, ref, cs).first : uniform(rng, 0, 4), cs});
    return;
  }
  long long v = uniform(rng, -1, 5);
  if (ref) {
    const std::optional<long long> h = skyline(p, ref, cs).second;
    if (!h) return;
    v = *h;
  }
  add(p, HiddenSkyscraper{v, cs});
}

void numbered_room_rule(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = line_cells(rng, p, 1, 5);
  long long v = uniform(rng, -1, 5);
  if (ref) {
    const std::vector<long long> n = numbers(p, ref, cs);
    if (n.empty() || n[0] < 1 || n[0] > static_cast<long long>(n.size())) return;
    v = n[static_cast<std::size_t>(n[0] - 1)];
  }
  add(p, NumberedRoom{v, cs});
}

void lunchbox_rule(Rng& rng, Puzzle& p, Ref ref) {
  const std::vector<int> cs = line_cells(rng, p, 2, 5);
  long long s = uniform(rng, 0, 8);
  if (ref) {
    const std::vector<long long> n = numbers(p, ref, cs);
    if (n.size() < 2 || std::set<long long>(n.begin(), n.end()).size() != n.size()) return;
    const std::size_t lo = std::min_element(n.begin(), n.end()) - n.begin();
    const std::size_t hi = std::max_element(n.begin(), n.end()) - n.begin();
    s = 0;
    for (std::size_t i = std::min(lo, hi) + 1; i < std::max(lo, hi); ++i) s += n[i];
  }
  add(p, Lunchbox{s, cs});
}

// full_rank over 3-8 random words of 1-4 random cells (cells may repeat
// across words and inside one): the encoder must not rely on rows. With
// ref: the rank read off ref, ties allowed when ref has one; no ties at all
// (rank 0) only when ref's words all differ.
void full_rank_rule(Rng& rng, Puzzle& p, Ref ref) {
  const int length = uniform(rng, 1, 4), words = uniform(rng, 3, 8);
  FullRank k{0, uniform(rng, 0, words - 1), chance(rng, 0.3), {}, {}};
  const std::vector<int> all = active_cells(p);
  std::set<int> cells;
  for (int w = 0; w < words; ++w) {
    std::vector<int> word;
    for (int j = 0; j < length; ++j) word.push_back(pick(rng, all));
    cells.insert(word.begin(), word.end());
    k.entries.push_back(word);
  }
  k.cells.assign(cells.begin(), cells.end());
  const bool none = chance(rng, 0.2);
  if (none)
    k.rank = 0, k.entry = -1, k.ties = false;
  else
    k.rank = uniform(rng, 1, words + 1);
  if (ref) {
    std::vector<std::vector<long long>> n;
    for (const std::vector<int>& w : k.entries) n.push_back(numbers(p, ref, w));
    if (none) {
      if (std::set<std::vector<long long>>(n.begin(), n.end()).size() != n.size()) return;
    } else {
      const std::vector<long long>& mine = n[static_cast<std::size_t>(k.entry)];
      k.rank = 1 + std::count_if(n.begin(), n.end(), [&](const auto& w) { return w < mine; });
      if (std::count(n.begin(), n.end(), mine) > 1) k.ties = true;
    }
  }
  add(p, k);
}

}  // namespace

void outside_clue_rule(Rng& rng, Puzzle& p, const Assignment* ref) {
  switch (uniform(rng, 0, 5)) {
    case 0:
      sum_line_rule(rng, p, ref);
      return;
    case 1:
      x_sum_rule(rng, p, ref);
      return;
    case 2:
      skyscraper_rule(rng, p, ref);
      return;
    case 3:
      numbered_room_rule(rng, p, ref);
      return;
    case 4:
      lunchbox_rule(rng, p, ref);
      return;
    default:
      full_rank_rule(rng, p, ref);
  }
}

}  // namespace rfsat::test::random
