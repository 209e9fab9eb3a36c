// Resolve handlers (handlers.hpp) of full rank (issue 51; ISS's FullRank and
// FullRankTies): full_rank(k, a, b) ranks the entry read from a to b, a
// whole row or column, among the 4n entries of a square grid (each row and
// column read from both ends); full_rank_any_ties lets a clued entry equal
// others (read up front, it reaches every clue); full_rank_no_ties makes
// every two entries differ. Without either, a clued entry equals no other.
#include <algorithm>

#include "handlers.hpp"
#include "resolver.hpp"
#include "straight_line.hpp"

namespace rfsat::sema::handle {
namespace {

using Entries = std::vector<std::vector<int>>;

// Each row, then each column, forwards and backwards (ISS's order); empty
// after an error unless the grid is one square without holes.
Entries rank_entries(Resolver& r, const Property& prop) {
  if (!r.rectangular(prop)) return {};
  const model::Geometry& g = r.puzzle().geometry;
  if (g.rows != g.cols || g.sub_grids.size() > 1 || g.active_count() != g.cell_count()) {
    r.error(prop.pos, "'" + prop.name.text +
                          "' ranks the rows and columns of a square grid without holes, got " +
                          std::to_string(g.rows) + " rows and " + std::to_string(g.cols) +
                          " columns" + (g.active_count() != g.cell_count() ? " with holes" : ""));
    return {};
  }
  Entries entries;
  for (bool column : {false, true})
    for (int i = 0; i < g.rows; ++i) {
      std::vector<int> line;
      for (int j = 0; j < g.cols; ++j) line.push_back(column ? g.cell_at(j, i) : g.cell_at(i, j));
      entries.push_back(line);
      entries.emplace_back(line.rbegin(), line.rend());
    }
  return entries;
}

model::FullRank make(Entries entries, long long rank, int entry, bool ties) {
  std::vector<int> cells;
  for (std::size_t i = 0; i < entries.size() / 4; ++i)  // the rows, forwards
    cells.insert(cells.end(), entries[2 * i].begin(), entries[2 * i].end());
  return model::FullRank{rank, entry, ties, std::move(entries), std::move(cells)};
}

}  // namespace

// full_rank(k, a, b): 1 <= k <= 4n; the line from a to b is a whole row or
// column.
void full_rank(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 3, 3, "rank, first cell, last cell")) return;
  auto rank = r.integer((*args)[0]);
  auto line = straight_line(r, prop, (*args)[1], (*args)[2], true);
  if (!rank || !line) return;
  Entries entries = rank_entries(r, prop);
  if (entries.empty()) return;
  const auto at = std::find(entries.begin(), entries.end(), *line);
  if (at == entries.end())
    return r.error((*args)[1].pos,
                   "a full_rank clue reads a whole row or column from one end to the other");
  const long long most = static_cast<long long>(entries.size());
  if (*rank < 1 || *rank > most)
    return r.error((*args)[0].pos, "a full_rank clue is a rank from 1 to " + std::to_string(most) +
                                       ", got " + std::to_string(*rank));
  const int entry = static_cast<int>(at - entries.begin());
  r.add(make(std::move(entries), *rank, entry, r.full_rank_ties()), prop);
}

void full_rank_any_ties(Resolver& r, const Property&) { r.set_full_rank_ties(); }

void full_rank_no_ties(Resolver& r, const Property& prop) {
  if (r.full_rank_ties())
    return r.error(prop.pos, "full_rank_no_ties contradicts full_rank_any_ties: keep one");
  Entries entries = rank_entries(r, prop);
  if (!entries.empty()) r.add(make(std::move(entries), 0, -1, false), prop);
}

}  // namespace rfsat::sema::handle
