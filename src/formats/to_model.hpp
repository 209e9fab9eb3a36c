// A classic grid as a puzzle model: the vanilla rules (every row, column and
// box is a model::Group), givens as model::Given, user-placed digits and
// candidate lists as model::SetValues, geometry with its box shape for
// printing. The same puzzle the semantic pass builds from write_rf's output.
//
//   model::Puzzle p = rfsat::formats::to_model(grids.front());
#pragma once

#include "classic_ast.hpp"
#include "puzzle.hpp"

namespace rfsat::formats {

model::Puzzle to_model(const ast::ClassicGrid& grid);

}  // namespace rfsat::formats
