// The named patterns' steps re-proven without the SAT solver: whether a set
// of all-different groups (rows, columns, boxes, regions: each symbol at
// most once, exactly once when the group is as large as the symbol set),
// on a candidate grid, imply a step's conclusion. Exact: a small
// backtracking search (singles propagated inside the groups) for an
// assignment of the groups' cells that breaks the conclusion; nullopt when
// it needs more than a node budget (the caller asks the solver then). The
// engine uses it for the steps of the patterns on a grid of houses, whose
// reasons are such groups only: their minimality and their uses, in
// microseconds where a solver call costs a millisecond (docs/tuning.md
// #explain-speed).
//
//   std::optional<bool> yes = groups_imply(groups, masks, step);  // groups: cell lists
#pragma once

#include <optional>
#include <vector>

#include "step.hpp"

namespace rfsat::explain {

// Do `groups` (each a list of cells whose symbols differ), with the cells'
// candidates `masks` (a grid of `symbols` symbols), imply the step's
// placements and eliminations? nullopt: the search gave up (over its node
// budget).
std::optional<bool> groups_imply(const std::vector<const std::vector<int>*>& groups,
                                 const std::vector<Mask>& masks, int symbols, const Step& claim);

}  // namespace rfsat::explain
