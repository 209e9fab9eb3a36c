// `rfsat explain`'s outputs (docs/explain.md): the path as text for
// people, and as one JSON object (verdict, complete, grid, steps with
// technique, placements, eliminations, reasons, uses, depth, cost,
// rating; a contradiction step also its hypothesis and nested steps).
// Cells are written as rfsat writes them everywhere: r<row>c<column>,
// 1-based (the position in its row on a hexagonal grid).
//
//   rfsat::explain::write_explain_json(std::cout, puzzle, path);
#pragma once

#include <ostream>
#include <string>

#include "puzzle.hpp"
#include "step.hpp"

namespace rfsat::explain {

std::string cell_text(const model::Puzzle& p, int cell);
// A rule's keyword as its file wrote it (`sum`, `row_groups`).
std::string rule_name(const model::Puzzle& p, int constraint);
// The cells a reason covers, each once, in the rule's order.
std::vector<int> reason_cells(const model::Puzzle& p, int constraint);
// "r1c2=5, r1c3-12": a step's conclusion in one line.
std::string conclusion_text(const model::Puzzle& p, const Step& s);
// "row_groups (line 6) r1c1..r1c4; sum (line 9) r2c1..r2c2": its reasons.
std::string reasons_text(const model::Puzzle& p, const Step& s);
// The grid as one row-major line of glyphs, '.' where a cell is unsolved.
std::string grid_line(const model::Puzzle& p, const std::vector<Mask>& masks);
void write_explain_text(std::ostream& out, const model::Puzzle& p, const Path& path);
void write_explain_json(std::ostream& out, const model::Puzzle& p, const Path& path);

}  // namespace rfsat::explain
