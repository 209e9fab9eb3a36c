// `rfsat explain --format svg -o DIR`: one standalone SVG picture per step
// of a path, drawn by src/render/ from the grid as it stands before the
// step: the puzzle's rules, solved cells, the remaining candidates, the
// cells of the step's reasons shaded blue, the cells it concludes shaded
// green (a placement) or yellow (eliminations) with the removed candidates
// struck out in red, and below the grid the step in words (as --format text).
//
//   std::vector<std::string> svgs = rfsat::explain::step_pictures(puzzle, path);
#pragma once

#include <string>
#include <vector>

#include "puzzle.hpp"
#include "step.hpp"

namespace rfsat::explain {

// The pictures of the path's steps, in order (none for a path without steps).
std::vector<std::string> step_pictures(const model::Puzzle& p, const Path& path);

// The file name of step `index` (0-based): step-001.svg, step-002.svg, ...
std::string step_picture_name(std::size_t index);

}  // namespace rfsat::explain
