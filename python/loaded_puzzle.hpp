// One puzzle as the Python module holds it: the model the solve service
// takes, and what the other outputs need besides (the input's text and
// format for convert and .rf, whether values print as numbers). Entry point
// load(): a path, a link or puzzle text, read through src/formats/ exactly
// as the CLI reads its input (text_input, puzzle_of); a one-line puzzle is
// the single line of a collection, as `rfsat explain` takes it. No Python
// here: errors are C++ exceptions (python_errors.hpp) that the module
// translates.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "import/imported.hpp"
#include "puzzle.hpp"

namespace rfsat::python {

struct LoadedPuzzle {
  model::Puzzle model;
  std::string name;       // how messages name it: the path, "<link>" or "<text>"
  std::string text;       // the input's whole text (a link: the link)
  std::string from;       // the format asked for ("" detected), as --from names it
  std::string extension;  // the path's extension: a hint for detection
  bool link = false;
  bool numbers = false;               // a cdok calcudoku: values drawn as numbers
  std::vector<std::string> warnings;  // what loading warned of (lint), one line each
  // A variant puzzle's import (f-puzzles, SudokuPad, ...): the solution it
  // may carry, which check() compares with the one it finds.
  std::optional<formats::import::Imported> imported;
};

// `source`: an existing file's path; else an f-puzzles or SudokuPad link;
// else the puzzle's text. A short string that names a file by a puzzle
// extension (.rf, .sdk, ...) but is no file is an error, not text.
// `path_given`: the caller passed a path object, so it is never text.
LoadedPuzzle load(const std::string& source, const std::string& format, bool path_given);

}  // namespace rfsat::python
