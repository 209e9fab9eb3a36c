// A puzzle pasted or dropped on the page: any one puzzle rfsat reads (a
// rule file, an f-puzzles or SudokuPad link or JSON, ISS, SudoCue, a cdok
// spec, a classic grid), detected by content as `rfsat solve` detects a
// file (formats/detect.cpp) and read by the same readers, with its `.rf`
// text for the page's download. Short SudokuPad links are not fetched (the
// server never goes online for a page).
//
//   std::string why;
//   if (auto in = read_page_input(text, "puzzle.rf", limits, why)) render(in->puzzle);
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "diagnostics.hpp"
#include "puzzle.hpp"

namespace rfsat::serve {

struct PageInput {
  model::Puzzle puzzle;
  std::string format;   // the detected format's name ("rf", "fpuzzles-url", ...)
  std::string rf_text;  // the puzzle as .rf text ("" for a cdok spec: none is written)
};

// `name`: the file's name when one was dropped (its extension breaks ties
// as on the command line), else "". nullopt with the readers' messages in
// `why`; a load limit throws LoadLimitReached.
std::optional<PageInput> read_page_input(std::string_view text, const std::string& name,
                                         const LoadLimits& limits, std::string& why);

}  // namespace rfsat::serve
