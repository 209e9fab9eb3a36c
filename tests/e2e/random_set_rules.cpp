// Random cage and set rules (issue 27) for the differential tests, one maker
// per kind as in random_variant_rules.cpp: cells are arbitrary non-hole
// cells (a quadruple takes a 2x2 block); with a reference solution `ref`
// each clue is read off ref (a look-and-say's counts, a count_distinct's
// control cell, a clone's twin cells), or random draws are kept only when
// ref satisfies them (check::evaluate decides), so that ref stays a
// solution; without ref the clues are random.
#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "evaluate.hpp"
#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

using namespace rfsat::model;
// Adds k unless ref breaks it (then tries `make` again, up to 20 times).
void add_if_ref_keeps(Rng& rng, Puzzle& p, Ref ref,
                      const std::function<ConstraintKind(Rng&)>& make) {
  for (int tries = 0; tries < 20; ++tries) {
    ConstraintKind k = make(rng);
    const bool kept =
        !ref || std::visit([&](const auto& kind) { return check::evaluate(kind, p, *ref); }, k);
    if (kept) {
      add(p, std::move(k));
      return;
    }
  }
}

long long random_value(Rng& rng, const Puzzle& p) {
  return p.symbols.calc(uniform(rng, 0, p.symbols.size() - 1));
}

// Numbers of `cells`: ref's, or random calculation numbers.
std::vector<long long> values_of(Rng& rng, const Puzzle& p, Ref ref,
                                 const std::vector<int>& cells) {
  std::vector<long long> out;
  for (int c : cells) out.push_back(ref ? n(p, ref, c) : random_value(rng, p));
  return out;
}

void cage_rules(Rng& rng, Puzzle& p, Ref ref) {
  switch (uniform(rng, 0, 2)) {
    case 0:
      add_if_ref_keeps(rng, p, ref, [&](Rng& g) { return Cage{some_cells(g, p, 1, 4)}; });
      return;
    case 1:
      add_if_ref_keeps(rng, p, ref, [&](Rng& g) {
        return RellikCage{uniform(g, -2, 12), some_cells(g, p, 1, 4)};
      });
      return;
    default:
      add_if_ref_keeps(rng, p, ref, [&](Rng& g) {
        const int size = chance(g, 0.6) ? 2 : 4;
        return EqualityCage{some_cells(g, p, size, size)};
      });
  }
}

// 2..3 segments of 1..3 cells each, sharing no cell.
EqualSum random_segments(Rng& rng, const Puzzle& p) {
  EqualSum e;
  std::vector<int> cells = some_cells(rng, p, 2, 8);
  for (std::size_t at = 0; at < cells.size() && e.lengths.size() < 3;) {
    const int len = std::min<int>(uniform(rng, 1, 3), static_cast<int>(cells.size() - at));
    e.lengths.push_back(len);
    e.cells.insert(e.cells.end(), cells.begin() + at, cells.begin() + at + len);
    at += len;
  }
  return e;
}

void sum_and_count_rules(Rng& rng, Puzzle& p, Ref ref) {
  switch (uniform(rng, 0, 2)) {
    case 0:
      add_if_ref_keeps(rng, p, ref, [&](Rng& g) { return random_segments(g, p); });
      return;
    case 1: {  // count_distinct: a control cell holding the count, when ref has one
      const std::vector<int> others = some_cells(rng, p, 1, 4);
      std::set<long long> distinct;
      for (long long v : values_of(rng, p, ref, others)) distinct.insert(v);
      std::vector<int> controls;
      for (int c : active_cells(p))
        if (std::find(others.begin(), others.end(), c) == others.end() &&
            (!ref || n(p, ref, c) == static_cast<long long>(distinct.size())))
          controls.push_back(c);
      if (controls.empty()) return;
      std::vector<int> cells{pick(rng, controls)};
      cells.insert(cells.end(), others.begin(), others.end());
      add(p, CountDistinct{cells});
      return;
    }
    default:
      add_if_ref_keeps(rng, p, ref,
                       [&](Rng& g) { return CountingCircles{some_cells(g, p, 1, 4)}; });
  }
}

// contain_at_least / contain_exact / look_and_say on some cells, and a
// quadruple on a random 2x2 block: the values listed are some of ref's.
void contain_rules(Rng& rng, Puzzle& p, Ref ref) {
  const int kind = uniform(rng, 0, 2);
  std::vector<int> cells = some_cells(rng, p, 1, 4);
  if (kind == 2) {  // quadruple
    const Geometry& g = p.geometry;
    const int r = uniform(rng, 0, g.rows - 2), c = uniform(rng, 0, g.cols - 2);
    cells = {g.cell_at(r, c), g.cell_at(r, c + 1), g.cell_at(r + 1, c), g.cell_at(r + 1, c + 1)};
    for (int cell : cells)
      if (g.is_hole(cell)) return;
  }
  std::vector<long long> held = values_of(rng, p, ref, cells);
  std::shuffle(held.begin(), held.end(), rng);
  held.resize(uniform(rng, 1, static_cast<int>(held.size())));
  if (kind == 2) {
    add(p, Quadruple{held, cells});
    return;
  }
  const bool look = kind == 1;
  const bool exact = chance(rng, 0.5);
  std::map<long long, long long> counts;  // exact: every occurrence of the chosen values
  for (long long v : held) counts[v] = 0;
  if (chance(rng, 0.3)) counts[random_value(rng, p)] = 0;  // maybe one more, maybe absent
  std::vector<long long> all = values_of(rng, p, ref, cells);
  for (auto& [v, m] : counts) m = ref ? std::count(all.begin(), all.end(), v) : uniform(rng, 0, 2);
  if (look) {
    LookAndSay l{{}, cells};
    for (const auto& [v, m] : counts) l.counts.emplace_back(m, v);
    add(p, l);
    return;
  }
  std::vector<long long> listed;
  for (const auto& [v, m] : counts)
    for (long long i = 0, copies = exact || m == 0 ? m : uniform(rng, 1, static_cast<int>(m));
         i < copies; ++i)
      listed.push_back(v);
  if (listed.empty()) return;
  add(p, ContainAtLeast{listed, cells, exact});
}

// clone: pairs of cells holding equal numbers in ref; same_values: a second
// set holding the first set's numbers in ref.
void copy_rules(Rng& rng, Puzzle& p, Ref ref) {
  std::vector<int> first = some_cells(rng, p, 1, 3);
  std::set<int> used(first.begin(), first.end());
  std::vector<int> second;
  for (int a : first) {
    std::vector<int> twins;
    for (int c : active_cells(p))
      if (!used.count(c) && (!ref || n(p, ref, c) == n(p, ref, a))) twins.push_back(c);
    if (twins.empty()) return;
    second.push_back(pick(rng, twins));
    used.insert(second.back());
  }
  if (chance(rng, 0.5)) {
    Clone c;
    for (std::size_t i = 0; i < first.size(); ++i) c.pairs.emplace_back(first[i], second[i]);
    add(p, c);
    return;
  }
  std::shuffle(second.begin(), second.end(), rng);
  SameValues s{first, static_cast<int>(first.size())};
  s.cells.insert(s.cells.end(), second.begin(), second.end());
  add(p, s);
}

}  // namespace

void random_set_rule(Rng& rng, Puzzle& p, const Assignment* ref) {
  using Maker = std::function<void(Rng&, Puzzle&, Ref)>;
  static const std::vector<Maker> makers = {cage_rules, sum_and_count_rules, contain_rules,
                                            copy_rules};
  pick(rng, makers)(rng, p, ref);
}

}  // namespace rfsat::test::random
