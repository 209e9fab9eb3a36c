// Where each line of a text starts, found in one pass: the 1-based line and
// column of any byte offset and the text of any line, each by a binary
// search. The one position lookup of rfsat: Diagnostics (every reader's
// errors) and the `.rf` grammar's error handler (a position on every AST
// node) both use it, so a text with many errors or many nodes costs
// O(n log lines), not O(n) per position. Part of src/text/ (namespace rfsat).
//
//   LineIndex lines(text);
//   SourcePos p = lines.position_of(17);   // {2, 5}: byte 17 is line 2, column 5
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "source_pos.hpp"

namespace rfsat {

class LineIndex {
 public:
  // Keeps a view of `text`: the caller owns it and keeps it alive.
  explicit LineIndex(std::string_view text);

  // 1-based line and column (in bytes) of `offset`; an offset past the end
  // is the end of the text.
  SourcePos position_of(std::size_t offset) const;
  // The text of 1-based line `line` without its line break (and without the
  // '\r' of a CRLF); empty when there is no such line.
  std::string_view line_text(int line) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;  // byte offset where each line starts
};

}  // namespace rfsat
