// Independent checker of chaos construction (model::ChaosConstruction,
// model::ChaosCount; chaos_kinds.hpp), written from the rule text and
// sharing no code with encodings/: the region labels are read from their
// var cells, numbered in reading order of each region's first cell; every
// region has `size` cells, holds no symbol twice (so, with as many cells as
// symbols, each once) and is orthogonally connected (a flood fill over row
// and column neighbours). chaos_count and chaos_arrow count label cells.
#include <vector>

#include "evaluate.hpp"

namespace rfsat::check {
namespace {

// Grid cells x and y share an edge (rectangle without sub-grids: the only
// shape chaos_construction is resolved on).
bool orthogonal(const model::Geometry& g, int x, int y) {
  const int dr = g.row_of(x) - g.row_of(y), dc = g.col_of(x) - g.col_of(y);
  return (dr == 0 && (dc == 1 || dc == -1)) || (dc == 0 && (dr == 1 || dr == -1));
}

// The region `members` (grid cells) is one orthogonally connected piece.
bool connected(const model::Geometry& g, const std::vector<int>& members) {
  std::vector<bool> reached(members.size(), false);
  std::vector<std::size_t> stack = {0};
  reached[0] = true;
  std::size_t count = 1;
  while (!stack.empty()) {
    const std::size_t i = stack.back();
    stack.pop_back();
    for (std::size_t j = 0; j < members.size(); ++j)
      if (!reached[j] && orthogonal(g, members[i], members[j])) {
        reached[j] = true;
        ++count;
        stack.push_back(j);
      }
  }
  return count == members.size();
}

}  // namespace

bool evaluate(const model::ChaosConstruction& c, const Puzzle& p, const Assignment& a) {
  const int n = p.geometry.cell_count();
  if (static_cast<int>(c.cells.size()) != n || c.size < 1 || n % c.size != 0) return false;
  const int regions = n / c.size;
  std::vector<std::vector<int>> members(regions);
  int seen = 0;  // labels met so far in reading order; the next new one is `seen`
  for (int k = 0; k < n; ++k) {
    const int label = a[c.cells[k]];
    if (label < 0 || label >= regions || label > seen) return false;
    if (label == seen) ++seen;
    members[label].push_back(k);
  }
  for (const std::vector<int>& region : members) {
    if (static_cast<int>(region.size()) != c.size) return false;
    std::vector<bool> used(p.symbols.size(), false);
    for (int cell : region) {
      if (a[cell] < 0 || used[a[cell]]) return false;
      used[a[cell]] = true;
    }
    if (!connected(p.geometry, region)) return false;
  }
  return true;
}

bool evaluate(const model::ChaosCount& c, const Puzzle& p, const Assignment& a) {
  if (c.cells.empty()) return false;
  const int region = a[c.cells[0]];
  long long count = 0;
  if (c.arms.empty()) {
    for (int cell : c.cells) count += a[cell] == region ? 1 : 0;
  } else {
    count = 1;  // the shared first cell, once
    std::size_t start = 0;
    for (int length : c.arms) {
      for (int i = 1; i < length && a[c.cells[start + i]] == region; ++i) ++count;
      start += length;
    }
  }
  return p.symbols.calc(a[c.cell]) == count - c.offset;
}

}  // namespace rfsat::check
