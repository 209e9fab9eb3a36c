// Derivation of derived_sums.hpp. Regions: every full group, and every union of a
// run of consecutive (in constraint order) pairwise disjoint full groups,
// e.g. rows 3-5 (row_groups, column_groups and box_groups each make one
// run). Cages: a greedy packing of pairwise disjoint Sum constraints,
// distinct ones first. A cage that sticks out of the region becomes innies
// (its cells inside) or outies (its target counted, its cells outside
// subtracted), whichever leaves fewer cells. Each equation records whether
// its region is a prefix or suffix of its run (rows 1-k or k-9, as ISS's
// innies and outies take them) and how many of its cells lie in no packed
// cage. Example, 9x9 killer: a row
// holding cages of 10, 17 and 15 (8 cells) and one cell c of a cage of 12
// whose two other cells lie below: n(c) = 45 - 10 - 17 - 15 = 3.
#include "derived_sums.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

namespace rfsat::presolve {
namespace {

struct Region {
  std::vector<int> cells;
  std::vector<int> groups;  // constraint indexes
  long long total = 0;
  bool edge = false;  // a prefix or a suffix of its run
};

bool repeats(std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  return std::adjacent_find(cells.begin(), cells.end()) != cells.end();
}

// Calls visit(region) for every run of consecutive pairwise disjoint full
// groups and all their sub-runs, made one at a time, until the regions'
// cells add up to max_work.
template <class Visit>
void for_each_region(const model::Puzzle& p, long long group_total, std::size_t max_work,
                     Visit visit) {
  std::vector<std::vector<int>> runs;  // constraint indexes of full groups
  std::vector<char> used(p.geometry.total_cells(), 0);
  for (std::size_t k = 0; k < p.constraints.size(); ++k) {
    const auto* g = std::get_if<model::Group>(&p.constraints[k].kind);
    if (!g || !is_full_group(*g, p.symbols)) continue;
    bool disjoint = !runs.empty();
    for (int cell : g->cells) disjoint = disjoint && !used[cell];
    if (!disjoint) {
      runs.emplace_back();
      std::fill(used.begin(), used.end(), 0);
    }
    runs.back().push_back(static_cast<int>(k));
    for (int cell : g->cells) used[cell] = 1;
  }
  const auto cells_of = [&](int k) -> const std::vector<int>& {
    return std::get<model::Group>(p.constraints[k].kind).cells;
  };
  std::size_t work = 0;
  for (const auto& run : runs)
    for (std::size_t i = 0; i < run.size(); ++i) {
      Region r;
      for (std::size_t j = i; j < run.size(); ++j) {
        r.cells.insert(r.cells.end(), cells_of(run[j]).begin(), cells_of(run[j]).end());
        r.groups.push_back(run[j]);
        r.total += group_total;
        r.edge = i == 0 || j + 1 == run.size();
        if ((work += r.cells.size()) > max_work) return;
        visit(r);
      }
    }
}

struct PackedCage {
  const model::Sum* sum;
  int constraint;
};

// owner[cell]: index into the result of the packed cage holding it, or -1.
std::vector<PackedCage> pack_cages(const model::Puzzle& p, std::vector<int>& owner) {
  std::vector<PackedCage> all, cages;
  for (std::size_t k = 0; k < p.constraints.size(); ++k)
    if (const auto* s = std::get_if<model::Sum>(&p.constraints[k].kind))
      all.push_back({s, static_cast<int>(k)});
  std::stable_sort(all.begin(), all.end(), [](const PackedCage& a, const PackedCage& b) {
    return a.sum->distinct > b.sum->distinct;
  });
  owner.assign(p.geometry.total_cells(), -1);
  for (const PackedCage& c : all) {
    bool free = !repeats(c.sum->cells);
    for (int cell : c.sum->cells) free = free && owner[cell] < 0;
    if (!free) continue;
    for (int cell : c.sum->cells) owner[cell] = static_cast<int>(cages.size());
    cages.push_back(c);
  }
  return cages;
}

// The equation of one region; `in` is an all-zero scratch array.
Derived equation(const Region& r, const std::vector<PackedCage>& cages,
                 const std::vector<int>& owner, std::vector<char>& in) {
  Derived d;
  d.total = r.total;
  d.edge = r.edge;
  d.reasons = r.groups;
  std::map<int, int> inside;  // cage -> its cells inside the region
  for (int cell : r.cells) {
    in[cell] = 1;
    if (owner[cell] < 0) {
      d.plus.push_back(cell);
      ++d.uncaged;
    } else {
      ++inside[owner[cell]];
    }
  }
  for (const auto& [k, n] : inside) {
    const model::Sum& cage = *cages[k].sum;
    const int out = static_cast<int>(cage.cells.size()) - n;
    if (out > 0 && n <= out) {
      for (int cell : cage.cells)
        if (in[cell]) d.plus.push_back(cell);
      continue;
    }
    d.total -= cage.target;
    d.reasons.push_back(cages[k].constraint);
    for (int cell : cage.cells)
      if (!in[cell]) d.minus.push_back(cell);
  }
  for (int cell : r.cells) in[cell] = 0;
  std::sort(d.plus.begin(), d.plus.end());
  std::sort(d.minus.begin(), d.minus.end());
  std::sort(d.reasons.begin(), d.reasons.end());
  return d;
}

// groups_of[cell]: ids of the groups holding it, ascending.
std::vector<std::vector<int>> groups_of_cells(const model::Puzzle& p) {
  std::vector<std::vector<int>> out(p.geometry.total_cells());
  int id = 0;
  for (const model::Constraint& c : p.constraints)
    if (const auto* g = std::get_if<model::Group>(&c.kind)) {
      for (int cell : g->cells)
        if (out[cell].empty() || out[cell].back() != id) out[cell].push_back(id);
      ++id;
    }
  return out;
}

bool pairwise_grouped(const std::vector<int>& cells,
                      const std::vector<std::vector<int>>& groups_of) {
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j) {
      const auto& a = groups_of[cells[i]];
      const auto& b = groups_of[cells[j]];
      std::vector<int> common;
      std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(common));
      if (common.empty()) return false;
    }
  return true;
}

}  // namespace

long long full_group_total(const model::SymbolTable& symbols) {
  long long total = 0;
  for (const model::Symbol& s : symbols.symbols)
    total += static_cast<long long>(s.calc) * s.multiplicity;
  return total;
}

bool is_full_group(const model::Group& g, const model::SymbolTable& symbols) {
  return static_cast<int>(g.cells.size()) == symbols.capacity && !repeats(g.cells);
}

std::vector<Derived> derive(const model::Puzzle& p, std::size_t max_cells, std::size_t max_work) {
  const long long group_total = full_group_total(p.symbols);
  const bool single = std::all_of(p.symbols.symbols.begin(), p.symbols.symbols.end(),
                                  [](const model::Symbol& s) { return s.multiplicity == 1; });
  std::vector<int> owner;
  const std::vector<PackedCage> cages = pack_cages(p, owner);
  std::vector<Derived> out;
  if (cages.empty()) return out;
  std::map<std::pair<std::vector<int>, std::vector<int>>, std::size_t> seen;  // -> index in out
  std::vector<char> in(p.geometry.total_cells(), 0);
  const std::vector<std::vector<int>> groups_of = groups_of_cells(p);
  for_each_region(p, group_total, max_work, [&](const Region& r) {
    Derived d = equation(r, cages, owner, in);
    const std::size_t n = d.plus.size() + d.minus.size();
    if (n == 0 || n > max_cells) return;
    const auto [at, fresh] = seen.try_emplace({d.plus, d.minus}, out.size());
    if (!fresh) {  // the same equation from another region: an edge if either is
      out[at->second].edge = out[at->second].edge || d.edge;
      return;
    }
    d.distinct = d.minus.empty() && single && pairwise_grouped(d.plus, groups_of);
    out.push_back(std::move(d));
  });
  return out;
}

}  // namespace rfsat::presolve
