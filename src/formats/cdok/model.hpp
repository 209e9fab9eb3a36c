// Calcudoku (spec §10; docs/calcudoku.md) between cdok's puzzle spec
// (spec.hpp) and the puzzle model: the model of a spec, the spec of a model
// that is a calcudoku, and the values of a solution.
//
//   model::Puzzle p = rfsat::formats::cdok::calcudoku_model(spec);
//   std::string why;
//   if (auto c = rfsat::formats::cdok::calcudoku_of(p, &why)) std::cout << write_cdok(*c);
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cdok/spec.hpp"
#include "puzzle.hpp"

namespace rfsat::formats::cdok {

// The model: an n x n grid, values 1..n (glyphs kValueGlyphs), a group per
// row and per column, `repetition`, a model::Given per given and a
// Sum/Diff/Product/Ratio (repeats allowed) per cage. Nylimb: values
// 0..99 (100 symbols, calculation number = value) and a DistinctDigits per
// row and column instead of the groups.
model::Puzzle calcudoku_model(const CdokPuzzle& spec);

// The calcudoku a model is, or nullopt and `*why`: a square grid without
// holes whose symbols number 1..n (or Nylimb's 0..99), exactly the row and
// column groups (Nylimb: DistinctDigits lines), givens, and connected,
// disjoint cages that together with the givens cover the grid; cages that
// forbid repeats only where a row or column does; at most 52 cages (cdok's
// letters A-Z, a-z). A one-cell cage becomes a given. Letters are assigned in
// order of each cage's first cell.
std::optional<CdokPuzzle> calcudoku_of(const model::Puzzle& p, std::string* why);

// The value of every cell of an assignment of a calcudoku model.
std::vector<int> calcudoku_values(const model::Puzzle& p, const model::Assignment& a);

}  // namespace rfsat::formats::cdok
