// A classic grid as a puzzle model: the vanilla rules (every row, column and
// box is a model::Group), givens as model::Given, user-placed digits and
// candidate lists as model::SetValues, geometry with its box shape for
// printing. The same puzzle the semantic pass builds from rf::write_rf's
// output.
//
//   model::Puzzle p = rfsat::formats::classic::to_model(grids.front());
#pragma once

#include "classic/grid.hpp"
#include "puzzle.hpp"

namespace rfsat::formats::classic {

model::Puzzle to_model(const ClassicGrid& grid);

}  // namespace rfsat::formats::classic
