// The named patterns of classic solving, found directly on the candidate
// grid of the houses (grid_state.hpp), each returned as a step with its
// houses as reasons and its Sudoku Explainer rating (the ratings of SE
// 1.2.1's technique table: full house 1.0, hidden single in a box 1.2, in a
// row or column 1.5, naked single 2.3, pointing 2.6, claiming 2.8, naked
// pair 3.0, X-wing 3.2, hidden pair 3.4, naked triple 3.6, swordfish 3.8,
// hidden triple 4.0, XY-wing 4.2, XYZ-wing 4.4, naked quad 5.0, jellyfish
// 5.2, hidden quad 5.4). Each finder returns the first instance in a fixed
// order (houses in constraint order, cells and symbols ascending), so paths
// are reproducible. A pattern's placements get their cleanup and its uses
// from the caller (explain.cpp).
//
//   Board b{state, houses, houses_of_cell};
//   if (auto s = find_pattern(b, 2.8)) ...  // the cheapest pattern rated <= 2.8
#pragma once

#include <optional>
#include <vector>

#include "grid_state.hpp"
#include "step.hpp"

namespace rfsat::explain {

struct Board {
  const GridState& s;
  const std::vector<House>& houses;
  const std::vector<std::vector<int>>& houses_of_cell;  // indexes into `houses`
  // The first house (index) holding both cells, -1 if none.
  int common(int a, int b) const;
  bool sees(int a, int b) const { return a != b && common(a, b) >= 0; }
};

std::vector<std::vector<int>> houses_of_cells(const std::vector<House>& houses, int cells);

// The cheapest pattern (by rating, then the fixed order) rated at most
// `max_rating` and at least `min_rating`; nullopt if none.
std::optional<Step> find_pattern(const Board& b, double min_rating, double max_rating);

// The finders, by family (patterns_*.cpp).
std::optional<Step> find_full_house(const Board& b);
std::optional<Step> find_hidden_single(const Board& b, bool boxes);
std::optional<Step> find_naked_single(const Board& b);
enum class LockedKind { pointing, claiming, other };
std::optional<Step> find_locked_candidates(const Board& b, LockedKind kind);
std::optional<Step> find_naked_subset(const Board& b, int size);
std::optional<Step> find_hidden_subset(const Board& b, int size);
std::optional<Step> find_fish(const Board& b, int size);
std::optional<Step> find_xy_wing(const Board& b);
std::optional<Step> find_xyz_wing(const Board& b);

// A step of a pattern: its name, scl key, rating and reason houses.
Step pattern_step(const Board& b, const char* technique, const char* key, double rating,
                  std::vector<int> house_indexes);

}  // namespace rfsat::explain
