// The Interactive Sudoku Solver reader: ISS text -> `.rf` text
// (import/imported.hpp). Constraint strings `.Type~arg~...` go through the
// type table (types.cpp: one row per ISS type); the plain forms ISS also
// accepts (an N*N grid of givens, `=` + a solution, a jigsaw layout, givens
// followed by a layout, a grid with separators, an N*N*N pencil-mark grid)
// are read by plain.cpp. `#` lines are comments; sections separated by a
// blank line are read one by one and merged, as ISS does. Every generated
// line names the ISS item (and its line:column) it came from. The meaning
// of every type follows ISS (js/sudoku_constraint.js and
// js/solver/sudoku_builder.js @ e373f98; read, not copied); docs/formats.md
// ("ISS") lists the types.
#pragma once

#include <optional>
#include <string_view>

#include "diagnostics.hpp"
#include "import/imported.hpp"

namespace rfsat::formats::iss {

std::optional<import::Imported> read_iss(std::string_view text, Diagnostics& diags);

}  // namespace rfsat::formats::iss
