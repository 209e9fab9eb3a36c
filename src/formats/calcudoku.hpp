// Calcudoku (spec §10; docs/calcudoku.md) between cdok's puzzle spec
// (grammar/cdok.hpp), the puzzle model and text: the model of a spec, the
// spec of a model that is a calcudoku, and the writers of cdok's spec, of its
// ASCII / UTF-8 pictures (empty or solved) and of the `.rf` rule file.
//
//   model::Puzzle p = rfsat::formats::calcudoku_model(spec);
//   std::string why;
//   if (auto c = rfsat::formats::calcudoku_of(p, &why)) std::cout << write_cdok_picture(*c, nullptr, true);
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cdok.hpp"
#include "puzzle.hpp"

namespace rfsat::formats {

// The model: an n x n grid, values 1..n (glyphs 1-9, then A-Z, a-z, !?@), a
// group per row and per column, `repetition`, a model::Given per given and a
// Sum/Diff/Product/Ratio (repeats allowed) per cage. Nylimb: values
// 0..99 (100 symbols, calculation number = value) and a DistinctDigits per
// row and column instead of the groups.
model::Puzzle calcudoku_model(const ast::CdokPuzzle& spec);

// The calcudoku a model is, or nullopt and `*why`: a square grid without
// holes whose symbols number 1..n (or Nylimb's 0..99), exactly the row and
// column groups (Nylimb: DistinctDigits lines), givens, and connected,
// disjoint cages that together with the givens cover the grid; cages that
// forbid repeats only where a row or column does; at most 52 cages (cdok's
// letters A-Z, a-z). A one-cell cage becomes a given. Letters are assigned in
// order of each cage's first cell.
std::optional<ast::CdokPuzzle> calcudoku_of(const model::Puzzle& p, std::string* why);

// The value of every cell of an assignment of a calcudoku model.
std::vector<int> calcudoku_values(const model::Puzzle& p, const model::Assignment& a);

// cdok's spec: tab-separated tokens, the clue (letter, operator, target) on
// each cage's first cell, every line ending in a newline.
std::string write_cdok(const ast::CdokPuzzle& c);

// cdok's picture: each cell three text lines wide enough for its clue (at
// least 5 characters), the clue at the top left of each cage's first cell,
// values centred in the middle line; double (ASCII '=' '|') lines between
// cages, single dotted (ASCII '.' ':') lines inside them. `values`: one per
// cell (row-major), -1 for none; null: the givens only.
std::string write_cdok_picture(const ast::CdokPuzzle& c, const std::vector<int>* values, bool utf8);

// N lines of N tab-separated values (cdok's solution files).
std::string write_cdok_values(int size, const std::vector<int>& values);

// The rule file (spec §10): values, columns, rows, row_groups,
// column_groups, repetition, set_cell, then one sum/diff/product/ratio per
// cage. Nylimb puzzles have no .rf form: nullopt and `*why`.
std::optional<std::string> write_calcudoku_rf(const ast::CdokPuzzle& c, std::string* why);

}  // namespace rfsat::formats
