// SudokuPad drawings read back into rules. SudokuPad's f-puzzles converter
// draws each f-puzzles rule in one fixed style (a thermometer: a grey bulb
// underlay and a grey line 21 wide; a black kropki dot: a black rounded
// overlay 0.3 wide on a cell edge; ...), so a puzzle saved from such an
// import holds its rules only as drawings. undraw() inverts that converter
// (studied, not copied: SudokuPad/sudokutools src/fpuzzlesdecoder.js and
// marktekfan/sudokupad-penpa-import src/sudokupad/fpuzzlesdecoder.js; sizes
// differ between their versions, so shapes are matched by colour, kind and
// position, not exact size): the result is the f-puzzles keys the drawings
// stand for, which the f-puzzles key handlers then read. A drawing in no
// style is an error naming it; cell colours (1x1 underlays of any other
// colour) carry no rule and are listed as decoration. docs/formats.md,
// "SudokuPad drawings".
//
//   Undrawn u = undraw(puzzle, 9, diags);   // nullopt: an error in diags
//   fpuzzles::read_fpuzzles_keys(u->keys, 9, diags, out, u->origins);
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "diagnostics.hpp"

namespace rfsat::formats::sudokupad {

struct Undrawn {
  nlohmann::ordered_json keys = nlohmann::ordered_json::object();  // f-puzzles keys
  // "thermometer[0]" -> "lines[2], underlays[0]": the drawings of each item.
  std::map<std::string, std::string> origins;
  std::vector<std::string> decoration;  // "underlays: 12 cell colours"
};

// The rules of `puzzle`'s lines, arrows, overlays and underlays (an n x n
// grid), or nullopt after an error naming each drawing in no style.
std::optional<Undrawn> undraw(const nlohmann::ordered_json& puzzle, int n, Diagnostics& diags);

}  // namespace rfsat::formats::sudokupad
