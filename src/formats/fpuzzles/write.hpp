// The f-puzzles writer: a puzzle (from a rule file or any reader) -> the
// f-puzzles JSON object, and the link that carries it
// (https://f-puzzles.com/?load=<lz-string>), which f-puzzles and SudokuPad
// open. It writes every puzzle f-puzzles can hold: a square digit grid up to
// 16x16 with rows, columns, boxes or jigsaw regions, and the rules of the
// table in write.cpp (one row per `.rf` keyword); any other rule is an
// error naming it. The metadata (title, author, rules, solution) goes
// into `title`, `author`, `ruleset` and `solution`. Reading the JSON back
// gives the same solutions (tests/formats/writers_test.cpp).
//
//   std::string why;
//   if (auto json = fpuzzles::write_fpuzzles(puzzle, &why)) std::cout << *json;
#pragma once

#include <optional>
#include <string>

#include "import/grid_view.hpp"
#include "puzzle.hpp"

namespace rfsat::formats::fpuzzles {

std::optional<std::string> write_fpuzzles(const model::Puzzle& p, std::string* why,
                                          const import::Metadata& meta = {});
// https://f-puzzles.com/?load=<compressToBase64 of the JSON>
std::optional<std::string> write_fpuzzles_url(const model::Puzzle& p, std::string* why,
                                              const import::Metadata& meta = {});

}  // namespace rfsat::formats::fpuzzles
