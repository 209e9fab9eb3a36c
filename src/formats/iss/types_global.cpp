// ISS handlers of the whole-grid types (types.cpp): flags, diagonals,
// windoku windows (as extra regions) and disjoint sets (disjoint_sets),
// and the rows that say why a type is not read.
#include <algorithm>

#include "iss/reader.hpp"

namespace rfsat::formats::iss::types {

void flag(Reader& rd, const Item& it, const TypeRow& row) {
  const std::string line =
      row.keyword == "no_kropki_sum" ? "no_kropki_sum(5, 10)" : std::string(row.keyword);
  rd.emit_rule(row.keyword, line, it);
}

// FullRankTies~none|only-unclued|any: ISS's default, only-unclued, is the
// .rf default too.
void full_rank_ties(Reader& rd, const Item& it, const TypeRow&) {
  const std::string mode = it.args.size() == 1 ? it.args[0] : "";
  if (mode == "none")
    rd.emit_rule("full_rank_no_ties", "full_rank_no_ties", it);
  else if (mode == "any")
    rd.emit_rule("full_rank_any_ties", "full_rank_any_ties", it);
  else if (mode != "only-unclued")
    rd.error(it, "expected .FullRankTies~none, ~only-unclued or ~any");
}

// ~1: bottom left to top right; ~-1: top left to bottom right.
void diagonal(Reader& rd, const Item& it, const TypeRow&) {
  if (rd.rows != rd.cols) return rd.error(it, "a diagonal needs a square grid");
  if (it.args.size() != 1 || (it.args[0] != "1" && it.args[0] != "-1"))
    return rd.error(it,
                    "expected .Diagonal~1 (bottom left to top right) or .Diagonal~-1 (top left to "
                    "bottom right)");
  const int n = rd.rows;
  const bool rising = it.args[0] == "1";
  rd.emit("diagonal(" +
              rd.list({rising ? Cell{n, 1} : Cell{1, 1}, rising ? Cell{1, n} : Cell{n, n}}) + ")",
          it);
}

// ISS's windows: boxes of the box shape, one cell in from the edges, one
// apart.
void windoku(Reader& rd, const Item& it, const TypeRow&) {
  if (rd.box_w < 2 || rd.rows != rd.cols)
    return rd.error(it, "Windoku needs a square grid with boxes");
  for (int c = 1; c + rd.box_w < rd.cols; c += rd.box_w + 1)
    for (int r = 1; r + rd.box_h < rd.rows; r += rd.box_h + 1) {
      std::vector<Cell> window;
      for (int dr = 0; dr < rd.box_h; ++dr)
        for (int dc = 0; dc < rd.box_w; ++dc) window.push_back({r + dr + 1, c + dc + 1});
      rd.emit("extra_region(" + rd.list(window) + ")", it);
    }
}

// disjoint_sets on the header's box_groups (the same sets ISS takes from
// the boxes).
void disjoint_sets(Reader& rd, const Item& it, const TypeRow& row) {
  if (rd.box_w < 2 || rd.rows != rd.cols)
    return rd.error(it, "DisjointSets needs a square grid with boxes");
  rd.emit_rule(row.keyword, std::string(row.keyword), it);
}

// ISS's RegionSameValues: the largest of the rows, columns and boxes (and
// jigsaw pieces, which rfsat does not list here: refused) hold one set of
// values. Nothing to say when that size is the number of values (each holds
// them all), as in ISS's builder. `same_values` takes disjoint sets, so
// one line per family (the rows, the columns, the boxes): each family
// covers the grid with distinct-valued regions of one size, so two families
// whose regions share a set have the same set (the grid's multiset is that
// set times the number of regions).
void region_same_values(Reader& rd, const Item& it, const TypeRow& row) {
  if (rd.jigsaw) return rd.error(it, "rfsat reads RegionSameValues on grids without a jigsaw");
  using Family = std::vector<std::vector<Cell>>;
  std::vector<Family> families = {Family(rd.rows), Family(rd.cols), {}};
  for (int r = 1; r <= rd.rows; ++r)
    for (int c = 1; c <= rd.cols; ++c)
      families[0][r - 1].push_back({r, c}), families[1][c - 1].push_back({r, c});
  if (rd.boxes && rd.box_w > 0 && rd.box_h > 0)
    for (int r = 0; r + rd.box_h <= rd.rows; r += rd.box_h)
      for (int c = 0; c + rd.box_w <= rd.cols; c += rd.box_w) {
        families[2].emplace_back();
        for (int dr = 1; dr <= rd.box_h; ++dr)
          for (int dc = 1; dc <= rd.box_w; ++dc) families[2].back().push_back({r + dr, c + dc});
      }
  std::size_t largest = 0;
  for (const Family& f : families)
    if (!f.empty()) largest = std::max(largest, f[0].size());
  if (static_cast<int>(largest) == rd.values) return rd.out.ignored.push_back(it.where);
  auto chosen = [&](const Family& f) { return f.size() >= 2 && f[0].size() == largest; };
  const auto count = std::count_if(families.begin(), families.end(), chosen);
  for (const Family& f : families)
    if (count > 1 && chosen(f) && f.size() * largest != static_cast<std::size_t>(rd.rows * rd.cols))
      return rd.error(it, "rfsat reads RegionSameValues where its boxes cover the grid");
  for (const Family& f : families) {
    if (!chosen(f)) continue;
    std::string sets;
    for (const auto& g : f) sets += (sets.empty() ? "" : "; ") + rd.list(g);
    rd.emit_rule(row.keyword, "same_values(" + sets + ")", it);
  }
}

// Read by read.cpp's first pass; nothing to do here.
void layout(Reader&, const Item&, const TypeRow&) {}

void not_yet(Reader& rd, const Item& it, const TypeRow& row) {
  rd.error(it, "rfsat cannot read the ISS type '" + it.type +
                   "' yet (it will become the .rf rule '" + std::string(row.keyword) + "')");
}

void no_rf_form(Reader& rd, const Item& it, const TypeRow&) {
  rd.error(it, "the ISS type '" + it.type +
                   "' has no .rf form: rfsat refuses the puzzle rather than drop it");
}

void block_marker(Reader& rd, const Item& it, const TypeRow&) {
  rd.error(it, "internal: the block marker ." + it.type + " reached its table row");
}

void hint(Reader& rd, const Item& it, const TypeRow&) { rd.out.ignored.push_back(it.where); }

}  // namespace rfsat::formats::iss::types
