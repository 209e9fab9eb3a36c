// Source text as numbered lines, for the hand-written readers (the classic
// formats and cdok specs): a UTF-8 byte order mark is skipped (line 1's
// columns then start at 4), lines end at '\n', and the '\r' of a CRLF ending
// is dropped unless the reader keeps it (cdok counts it in a row's length).
// Part of src/text/ (namespace rfsat, like SourcePos and Diagnostics).
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "source_pos.hpp"

namespace rfsat {

// One line of the text without its line ending. `column0` is the column of
// text[0] (1, or 4 after a UTF-8 byte order mark on line 1).
struct TextLine {
  std::string_view text;
  int number = 0;
  int column0 = 1;
  SourcePos at(std::size_t index) const {
    return {number, column0 + static_cast<int>(index)};
  }
};

enum class CarriageReturn { drop, keep };

std::vector<TextLine> split_lines(std::string_view text, CarriageReturn cr = CarriageReturn::drop);

}  // namespace rfsat
