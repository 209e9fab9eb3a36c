// The SudokuPad reader: a SudokuPad link (sudokupad.app, its beta. and
// alpha. hosts, ?puzzleid=, the legacy app.crackingthecryptic.com/sudoku/)
// or SudokuPad's puzzle JSON -> `.rf` text (import/imported.hpp). The
// `fpuzzles` form of a link is f-puzzles JSON (fpuzzles/read.hpp); the `ctc`
// and `scl` forms carry SudokuPad's own JSON, strict or zipped
// (relaxed_json.hpp). From SudokuPad's JSON rfsat reads what has a meaning:
// the givens, the regions, cages with a total, the antiknight / antiking /
// nonconsecutive globals and the metadata (title, author, rules,
// solution). SudokuPad's lines, arrows and shapes are drawings whose rules
// live in the puzzle's rules text: they are refused with an error that
// says so. docs/formats.md ("SudokuPad").
#pragma once

#include <optional>
#include <string_view>

#include "diagnostics.hpp"
#include "import/imported.hpp"

namespace rfsat::formats::sudokupad {

// A link, or SudokuPad JSON (text starting with '{').
std::optional<import::Imported> read_sudokupad(std::string_view text, Diagnostics& diags);

}  // namespace rfsat::formats::sudokupad
