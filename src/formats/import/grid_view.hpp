// What the f-puzzles and ISS writers share. GridView: what they need to know
// about a puzzle before writing its rules: a square grid of N x N cells
// (N <= 16) without holes, whose N symbols are the digits 1..N (calculation
// numbers 1..N, each once per group, no empty value); which of its groups
// are the rows, the columns, the regions (boxes or jigsaw pieces), the main
// diagonals and extra regions (every other group: its digits differ); and
// the rule behind every other constraint (its registry keyword,
// model::Constraint::rule). Built from the model, so a rule file and an
// imported puzzle are written the same way. Metadata: the title, author,
// rules text and solution to write beside the puzzle, from an importer or
// from the head comments an importer wrote into `.rf` text.
//
//   std::string why;
//   std::optional<import::GridView> g = import::grid_view(puzzle, "f-puzzles", &why);
#pragma once

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "import/imported.hpp"
#include "puzzle.hpp"

namespace rfsat::formats::import {

struct GridView {
  int n = 0;
  std::vector<int> digit;      // digit[symbol]: 1..n
  std::vector<int> region;     // region index of each cell, -1: none
  int regions = 0;             // how many
  bool default_boxes = false;  // the regions are the boxes w x h below
  int box_w = 0, box_h = 0;    // the format's default box shape (0: none)
  bool main_diagonal = false,
       anti_diagonal = false;  // top left - bottom right, bottom left - top right
  std::vector<std::vector<int>> extra_regions;
  std::vector<const model::Constraint*> rules;  // every constraint but the groups above
  int vars = 0;  // var cells n*n.. (ISS's Var; only when the writer asked for them)
  bool is_var(int cell) const { return cell >= n * n; }
  int row(int cell) const { return cell / n + 1; }
  int col(int cell) const { return cell % n + 1; }
};

// nullopt (and `why`, naming the format) when the puzzle is not such a grid.
// The default boxes are f-puzzles' and ISS's alike: the largest divisor of n
// not above its square root high (6: 3 wide, 2 high; prime n: none).
// `var_cells`: the format can name cells outside the grid (ISS's Var), so
// `var_cells = N` is kept (chaos labels and doppelganger's cells are not).
std::optional<GridView> grid_view(const model::Puzzle& p, const std::string& format,
                                  std::string* why, bool var_cells = false);

struct Metadata {
  std::string title, author, rules;
  std::string solution;  // one `.rf` symbol per cell, '.' where unknown; or empty
  // The importer's text the puzzle was read from: a refusal then names the
  // input item ("killercage[3]") instead of a line of the generated `.rf`.
  const RfText* origins = nullptr;
};

Metadata metadata_of(const Imported& in);
// From the head comments an importer writes (`// f-puzzles: Title by
// Author`, `// rules: ...` and its continuation lines) at the top of `.rf`
// text; empty fields when the text does not start that way.
Metadata rf_metadata(std::string_view rf_text);

// "the rule 'sum' (line 7)", or "(killercage[3])" with the importer's
// origins: how the writers name a constraint.
std::string rule_name(const model::Constraint& c, const RfText* origins = nullptr);

// Are two grid cells orthogonal neighbours? (A var cell is no one's.)
inline bool adjacent(const GridView& g, int a, int b) {
  if (g.is_var(a) || g.is_var(b)) return false;
  return std::abs(g.row(a) - g.row(b)) + std::abs(g.col(a) - g.col(b)) == 1;
}

// A whole row or column read from one edge (an outside clue's cells, as
// x_sum or skyscraper give them): which line, which way, and the clue's
// place outside the grid (row or column 0 or n+1, 1-based).
struct OutsideLine {
  bool is_row = true;
  int index = 0;        // the row's or column's number, 1-based
  bool forward = true;  // from the left or top edge
  int clue_row = 0, clue_col = 0;
};
// nullopt unless `cells` are the n cells of one row or column in order.
std::optional<OutsideLine> outside_line(const GridView& g, const std::vector<int>& cells);

}  // namespace rfsat::formats::import
