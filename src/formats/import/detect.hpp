// Detection of the variant-puzzle formats by content, tried before the
// classic formats (detect.cpp): JSON objects (f-puzzles, or SudokuPad's
// own JSON), f-puzzles and SudokuPad links, ISS constraint strings, SudoCue
// killers. Each test is strict enough not to claim a classic puzzle (a
// 25x25 line "..X.V..." is not ISS text: every item of ISS text names a
// known type or is a given).
#pragma once

#include <optional>
#include <string_view>

#include "format.hpp"

namespace rfsat::formats::import {

std::optional<ClassicFormat> detect_import(std::string_view text);

// A link (f-puzzles, SudokuPad, or the legacy CTC app), as the text of a
// command-line argument or a file.
bool looks_like_link(std::string_view text);

}  // namespace rfsat::formats::import
