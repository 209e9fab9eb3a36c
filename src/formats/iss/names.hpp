// The constraint type names of the Interactive Sudoku Solver's text format
// (every `.Type` its parser knows, js/sudoku_constraint.js @ e373f98),
// whether or not rfsat reads the type: detection recognises ISS text by
// them, and the reader (iss/read.cpp) names a type it cannot read instead
// of calling it unknown.
#pragma once

#include <string_view>

namespace rfsat::formats::iss {

bool is_type_name(std::string_view name);

}  // namespace rfsat::formats::iss
