// The cell pairs a fixed move apart on a rectangular grid (rules_whole_grid.cpp):
// the one source of the chess rules' pairs (anti_knight, anti_king, ...) and
// of anti_offsets' (rules_relations.cpp). Example: move_pairs(g, {{1, 2}},
// false, diags) pairs each cell with the cell one row down, two columns right.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "diagnostics.hpp"
#include "geometry.hpp"
#include "variant_kinds.hpp"

namespace rfsat::sema {
class Resolver;
}

namespace rfsat::sema::handle {

// At least as many pairs as move_pairs makes (as many on a whole rectangle).
std::size_t move_pair_bound(const model::Geometry& g, const std::vector<std::pair<int, int>>& moves,
                            bool slide);

// Pairs (a, b) of non-hole cells of one grid, b a move (dr, dc) from a, with
// dr > 0 or (dr == 0, dc > 0); `slide`: every multiple of the move too. Sorted.
std::vector<model::CellPair> move_pairs(const model::Geometry& g,
                                        const std::vector<std::pair<int, int>>& moves, bool slide,
                                        Diagnostics& load);

// toroidal.cpp: the pairs the `toroidal` flag adds: ordered pairs a move (or
// a multiple, sliding) apart across an edge of the torus, none of `flat`;
// and an offset's directed pairs (a, a + off) that cross an edge.
std::vector<model::CellPair> seam_pairs(const model::Geometry& g,
                                        const std::vector<std::pair<int, int>>& moves, bool slide,
                                        const std::vector<model::CellPair>& flat);
std::vector<model::CellPair> seam_offset_pairs(const model::Geometry& g, std::pair<int, int> off);
// Does `toroidal` wrap this grid (one rectangle without holes)?
bool wraps(const Resolver& r);

}  // namespace rfsat::sema::handle
