// The drawing state every draw() overload shares (draw.hpp): the frame, the
// SVG layers, the regions found by grid.cpp, the legend, and the drawing
// helpers the conventions are built from (lines through cells, killer cage
// outlines, marks between two cells, outside clues, arrowheads).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "frame.hpp"
#include "puzzle.hpp"
#include "render.hpp"
#include "svg.hpp"

namespace rfsat::render {

// Colours of the conventions (f-puzzles / SudokuPad).
namespace colour {
inline constexpr std::string_view kGiven = "#000000", kSolution = "#3464b4", kGrid = "#000000",
                                  kShade = "#d8d8d8", kDiagonal = "#5b8bd6", kThermo = "#c4c4c4",
                                  kArrow = "#8a8a8a", kRenban = "#d27cf0", kWhisper = "#56c45a",
                                  kPalindrome = "#a8a8a8", kMark = "#c03030",
                                  kCandidate = "#6a6a6a", kStruck = "#d62728";
}

struct Canvas {
  const model::Puzzle& puzzle;
  const Frame& frame;
  const Options& options;
  Svg svg;
  std::vector<int> region_of;  // per cell: its box, jigsaw region or calcudoku cage; -1 none
  bool calcudoku = false;      // cages tile the grid: drawn as solid regions (grid.cpp)
  std::string_view rule;       // the keyword of the constraint being drawn
  std::vector<std::string> legend_keys, legend;  // one line per keyword
  std::vector<bool> labelled;  // per cell: carries a corner label (digits move clear of it)
  std::vector<std::pair<int, int>> givens;  // (cell, symbol): drawn last, clear of the labels
  struct OutsideClue {
    int row, col;  // the spot outside the grid
    Point dir;     // along the line it clues
    std::string text;
    bool arrow;
  };
  std::vector<OutsideClue> outside;  // laid out last: clues sharing a spot side by side

  // A legend line for `keyword` (its registry description, or `text`), once.
  void add_legend(std::string_view keyword, std::string_view text = {});
  // A symbol as written: its glyph, or its calculation number (Options::numbers).
  std::string glyph(int symbol) const;
  // The target of a cage as written: "12", or "12 (mod 5)".
  std::string number(long long v) const { return std::to_string(v); }
};

// A polyline through the centres of `cells`, round caps and joins.
void line_through(Canvas& c, Layer l, const std::vector<int>& cells, std::string_view colour,
                  double width, std::string_view extra = {});
// A killer cage: a dashed outline inset from the cage's boundary, and
// `label` in its top-left cell; in a calcudoku the regions are the cages
// (grid.cpp), so only the label is drawn.
void cage(Canvas& c, const std::vector<int>& cells, const std::string& label);
// The cell of `cells` drawn highest, then leftmost.
int top_left_cell(const Frame& f, const std::vector<int>& cells);
// A small label in the top-left corner of a cell, over a white patch.
void corner_label(Canvas& c, int cell, const std::string& label);
// The midpoint between two cells' centres (the edge they share, if adjacent).
Point between(const Canvas& c, int a, int b);
// Two strokes from `tip` back along -dir, 40 degrees either side.
void arrowhead(Canvas& c, Layer l, Point tip, Point dir, double size, std::string_view style);
// A clue outside the grid before the first cell of a straight line of cells
// (sandwich, little killer, x-sum, ...): `text` there, and with `arrow` a
// short arrow pointing along the line. Rectangles only; the position steps
// back from the first cell until it leaves the grid. Recorded, and drawn by
// draw_outside_clues once every rule has been seen.
void outside_clue(Canvas& c, const std::vector<int>& cells, const std::string& text, bool arrow);
// The recorded outside clues; several at one spot are drawn side by side,
// smaller, across the direction of their lines, so none covers another.
void draw_outside_clues(Canvas& c);
// A digit in a cell: centred, or lower and smaller where a corner label is.
void cell_digit(Canvas& c, int cell, double size, const std::string& glyph, std::string_view style);

}  // namespace rfsat::render
