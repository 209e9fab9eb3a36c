// Writing rule files (`.rf`, spec §1 and §10) from the other formats' puzzles:
// a classic grid as the vanilla rules with its givens and candidates, a
// calcudoku as its lines and cages, and the way back for the one thing a rule
// file keeps only as comments (.sdk metadata). Reading `.rf` is grammar/ and
// src/sema/; these files read back to the same model as classic/to_model.hpp
// and cdok/model.hpp build.
//
//   std::string rf = rfsat::formats::rf::write_rf(grid);   // values = ..., set_cell(...)
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cdok/spec.hpp"
#include "classic/grid.hpp"

namespace rfsat::formats::rf {

// values, columns, rows, row_groups, column_groups, box_groups(w,h), then
// set_cell for givens and set_values for user-placed digits (one symbol) and
// candidate lists; .sdk metadata as `// #ARuud` comments (see rf_metadata).
std::string write_rf(const classic::ClassicGrid& grid);

// The `// #ARuud` comment lines write_rf makes of .sdk metadata, in order.
std::vector<std::pair<std::string, std::string>> rf_metadata(std::string_view rf_text);

// The rule file (spec §10): values, columns, rows, row_groups,
// column_groups, repetition, set_cell, then one sum/diff/product/ratio per
// cage. Nylimb puzzles have no .rf form: nullopt and `*why`.
std::optional<std::string> write_calcudoku_rf(const cdok::CdokPuzzle& c, std::string* why);

}  // namespace rfsat::formats::rf
