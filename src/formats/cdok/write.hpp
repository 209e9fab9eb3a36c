// Writing cdok's texts: the puzzle spec, its ASCII / UTF-8 pictures (empty or
// solved; write_picture.cpp) and the tab-separated values of a solution
// (docs/calcudoku.md). The `.rf` form of a calcudoku is rf/write.hpp.
//
//   std::cout << rfsat::formats::cdok::write_cdok_picture(spec, nullptr, true);
#pragma once

#include <string>
#include <vector>

#include "cdok/spec.hpp"

namespace rfsat::formats::cdok {

// cdok's spec: tab-separated tokens, the clue (letter, operator, target) on
// each cage's first cell, every line ending in a newline.
std::string write_cdok(const CdokPuzzle& c);

// cdok's picture: each cell three text lines wide enough for its clue (at
// least 5 characters), the clue at the top left of each cage's first cell,
// values centred in the middle line; double (ASCII '=' '|') lines between
// cages, single dotted (ASCII '.' ':') lines inside them. `values`: one per
// cell (row-major), -1 for none; null: the givens only.
std::string write_cdok_picture(const CdokPuzzle& c, const std::vector<int>* values, bool utf8);

// N lines of N tab-separated values (cdok's solution files).
std::string write_cdok_values(int size, const std::vector<int>& values);

}  // namespace rfsat::formats::cdok
