// The one error sink of rfsat: parse errors, semantic errors and reader errors
// all go through here and print as
//     file:line:col: error: message
//       the source line
//          ^
// or, for structured inputs (f-puzzles JSON, ISS items), as
//     file: killercage[3]: error: message
// Spirit-free and AST-free, so every stage can report positions against the
// original text. Part of src/text/ (namespace rfsat, like SourcePos).
#pragma once

#include <chrono>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "line_index.hpp"
#include "source_pos.hpp"

namespace rfsat {

struct Diagnostic {
  SourcePos pos;
  std::string message;
  // Where in a structured input the error is, when a line and column say
  // little (a JSON key path `killercage[3]`, an ISS item `.Cage~15~R1C1`):
  // printed after the position, as `file: killercage[3]: error: ...`.
  std::string where = {};
};

// --time-limit while loading (docs/limits.md): what Diagnostics::poll throws
// once the load's deadline has passed. The command that set the deadline
// catches it: `FILE: time limit reached while loading`, exit 3.
struct LoadTimeLimit : std::runtime_error {
  LoadTimeLimit() : std::runtime_error("time limit reached while loading") {}
};

using LoadDeadline = std::optional<std::chrono::steady_clock::time_point>;

class Diagnostics {
 public:
  // `file` is the name printed in messages; `text` is the whole source, kept
  // (as a view: the caller owns it) to quote the offending line.
  Diagnostics(std::string file, std::string_view text);

  void error(SourcePos pos, std::string message);
  // An error at `where` (see Diagnostic::where), with or without a position.
  void error_at(std::string where, SourcePos pos, std::string message);
  bool has_errors() const { return !errors_.empty(); }
  const std::vector<Diagnostic>& errors() const { return errors_; }
  const std::string& file() const { return file_; }

  // Position of a byte offset into the text (1-based line and column).
  SourcePos position_of(std::size_t offset) const { return lines().position_of(offset); }
  // The text of 1-based line `line`, without its line break.
  std::string_view line_text(int line) const { return lines().line_text(line); }

  // Loading under a deadline: every reader's loop (the grammar per line,
  // the semantic pass per rule, JSON per token, ISS and SudokuPad per item)
  // calls poll(), which reads the clock on every 256th call and throws
  // LoadTimeLimit past the deadline. No deadline: poll() does nothing.
  void set_deadline(LoadDeadline deadline) { deadline_ = deadline; }
  const LoadDeadline& deadline() const { return deadline_; }
  void poll() {
    if (deadline_ && polls_++ % 256 == 0 && std::chrono::steady_clock::now() > *deadline_)
      throw LoadTimeLimit();
  }

  // Prints every error in the format above.
  void print(std::ostream& out) const;
  // Formats one error (used by print and by tests).
  std::string format(const Diagnostic& d) const;

 private:
  std::string file_;
  // The text's line starts, found on the first lookup (most readers never
  // ask: their input has no error).
  const LineIndex& lines() const;

  std::string_view text_;
  mutable std::optional<LineIndex> lines_;
  std::vector<Diagnostic> errors_;
  LoadDeadline deadline_;
  unsigned polls_ = 0;
};

}  // namespace rfsat
