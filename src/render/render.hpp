// A puzzle drawn as a standalone SVG 1.1 picture, the way f-puzzles and
// SudokuPad draw it: the grid with its boxes, jigsaw regions, extra regions,
// diagonals and holes (rectangles, multi-grid layouts, hexagons), every
// constraint in its setters' convention, givens in bold and, optionally, a
// solution in a lighter colour. A rule with no drawing convention (the
// whole-grid rules: anti-knight, non-consecutive, ...) becomes a legend
// entry below the grid, never nothing. Entry point render_svg; the drawing
// of each constraint kind is one draw() overload (draw.hpp), dispatched with
// std::visit, so a new kind without a drawing does not compile.
//
//   rfsat::render::Picture pic = rfsat::render::render_svg(puzzle, {.solution = &solution});
//   write(pic.svg);
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::render {

struct Options {
  const model::Assignment* solution = nullptr;  // drawn in the cells without a given
  // Per cell, the symbols still possible (drawn small in empty cells); empty: none.
  const std::vector<std::vector<int>>* candidates = nullptr;
  // Per cell, a background colour ("": none), under everything else
  // (rfsat explain's pictures: the cells a step concludes and its reasons).
  const std::vector<std::string>* shading = nullptr;
  // Per cell, candidates drawn struck out in red (those a step removes).
  const std::vector<std::vector<int>>* struck = nullptr;
  bool numbers = false;     // write calculation numbers, not glyphs (cdok calcudokus)
  std::string title{};      // the document's <title>
  double px_per_unit = 48;  // the picture's size in pixels per cell
  // Extra legend lines after the rules' (an import's items that carry no
  // rule, so the picture never shows less than the input without saying so).
  std::vector<std::string> notes{};
};

// What a constraint became: drawn on the grid, or only a legend entry.
struct Drawn {
  std::string_view rule;  // Constraint::rule (may be empty)
  std::string_view kind;  // kind_name
  bool drawn = false;
};

struct Picture {
  std::string svg;
  std::vector<Drawn> constraints;   // one per puzzle constraint, in order
  std::vector<std::string> legend;  // the legend's lines, in order
};

Picture render_svg(const model::Puzzle& puzzle, const Options& options = {});

// The rule keywords drawn only as a legend entry (whole-grid rules and
// flags): the registry walk test holds every other rule to a drawing.
const std::vector<std::string_view>& legend_only_rules();

}  // namespace rfsat::render
