// The one error sink of rfsat: parse errors, semantic errors and reader errors
// all go through here and print as
//     file:line:col: error: message
//       the source line
//          ^
// or, for structured inputs (f-puzzles JSON, ISS items), as
//     file: killercage[3]: error: message
// and, for what a reader resolved on its own (a repeated JSON key),
//     file: key: warning: message
// Puzzle text and file names in them are printed through text::printable
// (no raw control character or invalid byte reaches a terminal or a log).
// Spirit-free and AST-free, so every stage can report positions against the
// original text. Part of src/text/ (namespace rfsat, like SourcePos).
#pragma once

#include <chrono>
#include <cstddef>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "deadline.hpp"
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

// What loading may spend (docs/limits.md): --time-limit's deadline and
// --memory-limit's bytes, for what a rule builds beyond its own text (the
// pairs of an anti_taxicab rule grow with the grid times its distances).
struct LoadLimits {
  Deadline deadline;             // none: no time limit
  std::size_t memory_bytes = 0;  // 0: no memory limit
  // --strict: a rule file's lint warnings (src/sema/lint.hpp) are errors.
  bool strict = false;
  // The solver's progress an input holds (f-puzzles' entered digits and
  // centre pencil marks: Imported::progress) is read as the puzzle's
  // candidate state: `rfsat explain` starts from it.
  bool solver_progress = false;
};

// The limits of a command's options: --time-limit's deadline, --memory-limit
// in MB (0: none), --strict.
inline LoadLimits load_limits(Deadline deadline, std::size_t memory_limit_mb, bool strict = false) {
  return {deadline, memory_limit_mb << 20, strict};
}

// A load limit reached: what Diagnostics::poll and reserve throw. The command
// that set the limits catches it and prints `FILE: ` and what(), exit 3.
struct LoadLimitReached : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct LoadTimeLimit : LoadLimitReached {
  LoadTimeLimit() : LoadLimitReached("time limit reached while loading") {}
};
struct LoadMemoryLimit : LoadLimitReached {
  LoadMemoryLimit(std::size_t estimate_bytes, std::size_t limit_bytes);
};
// An input longer than its reader may take under the memory limit, found
// while reading it (a device, a FIFO, standard input: no size to refuse it
// by beforehand): reading stopped after `read_bytes`.
struct LoadReadLimit : LoadLimitReached {
  LoadReadLimit(std::size_t read_bytes, std::size_t limit_bytes);
};

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
  // Something the reader resolved without refusing the input (printed, and
  // a certificate's puzzle copy with one is refused: docs/certificates.md).
  void warning_at(std::string where, SourcePos pos, std::string message);
  const std::vector<Diagnostic>& warnings() const { return warnings_; }
  const std::string& file() const { return file_; }
  // The whole source (the view given to the constructor).
  std::string_view text() const { return text_; }

  // Position of a byte offset into the text (1-based line and column).
  SourcePos position_of(std::size_t offset) const { return lines().position_of(offset); }
  // The text of 1-based line `line`, without its line break.
  std::string_view line_text(int line) const { return lines().line_text(line); }

  // Loading under limits: every reader's loop (the grammar per line, the
  // semantic pass per rule, JSON per token, ISS and SudokuPad per item)
  // calls poll(), which reads the clock on every 256th call and throws
  // LoadTimeLimit past the deadline. A rule about to build more than its
  // text (pairs of cells over the whole grid) first calls reserve(bytes),
  // which adds them to the load's total and throws LoadMemoryLimit past the
  // memory limit. No limit: both do nothing (reserve still counts).
  void set_limits(const LoadLimits& limits) { limits_ = limits; }
  const LoadLimits& limits() const { return limits_; }
  void poll() {
    if (limits_.deadline && polls_++ % 256 == 0 && past(limits_.deadline)) throw LoadTimeLimit();
  }
  void reserve(std::size_t bytes) {
    reserved_ += bytes;
    if (limits_.memory_bytes != 0 && reserved_ > limits_.memory_bytes)
      throw LoadMemoryLimit(reserved_, limits_.memory_bytes);
  }

  // Prints every warning, then every error, in the format above.
  void print(std::ostream& out) const;
  // Formats one error, or one warning (used by print and by tests).
  std::string format(const Diagnostic& d, const char* severity = "error") const;

 private:
  std::string file_;
  // The text's line starts, found on the first lookup (most readers never
  // ask: their input has no error).
  const LineIndex& lines() const;

  std::string_view text_;
  mutable std::optional<LineIndex> lines_;
  std::vector<Diagnostic> errors_;
  std::vector<Diagnostic> warnings_;
  LoadLimits limits_;
  unsigned polls_ = 0;
  std::size_t reserved_ = 0;
};

}  // namespace rfsat
