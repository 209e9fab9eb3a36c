// SudokuPad's puzzle object -> `.rf` text: the feature table (scl.cpp) and
// the readers of its parts (scl_parts.cpp). Internal to sudokupad/.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>

#include "diagnostics.hpp"
#include "import/imported.hpp"

namespace rfsat::formats::sudokupad {

std::optional<import::Imported> read_scl(const nlohmann::ordered_json& puzzle, Diagnostics& diags);

}  // namespace rfsat::formats::sudokupad
