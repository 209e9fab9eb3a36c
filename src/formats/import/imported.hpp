// What every importer (fpuzzles/, sudokupad/, iss/, sudocue/) produces: the
// puzzle as `.rf` text, which then takes the one normal path (grammar ->
// sema -> model), together with where each generated line came from in the
// input, what the input held that carries no rule (cosmetic items, listed
// so the setter sees what was not read), its metadata and the solution it
// carries. Diagnostics of the generated text are reported against the
// origins (load_imported.cpp), never against the generated lines.
//
//   import::RfText rf;
//   rf.add("sum(15, 1, 2)", "killercage[3]");   // line 1 came from killercage[3]
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rfsat::formats::import {

// `.rf` text built line by line, each line with its origin.
class RfText {
 public:
  // One rule line (no line break inside), from `origin` ("" for header
  // lines no input item made). The origin is also written after the line as
  // a `//` comment, so `convert --to rf` shows it.
  void add(std::string_view line, std::string_view origin);
  // `// text`, one comment line per line of `text` (control characters
  // become blanks, so the comment cannot break the file).
  void comment(std::string_view text);

  // Puts `head` (metadata comments known only at the end) before the text.
  void prepend(const RfText& head);
  // Puts `tail` after the text, each origin through `rename` (a reader
  // that runs another's handlers names its own items).
  void append(const RfText& tail, const std::function<std::string(std::string_view)>& rename);

  const std::string& text() const { return text_; }
  // The origin of 1-based line `line` ("" if none or out of range).
  std::string_view origin(int line) const;
  int lines() const { return static_cast<int>(origins_.size()); }

 private:
  std::string text_;
  std::vector<std::string> origins_;
};

struct Imported {
  std::string format;                // "f-puzzles", "SudokuPad", "ISS", "SudoCue"
  RfText rf;
  std::vector<std::string> ignored;  // what carries no rule: "line (16 items)", ...
  // The drawn items among them, read as decoration (one entry per kind with
  // its count): every command that solves warns of them, so a rule drawn as
  // a shape is never dropped in silence.
  std::vector<std::string> decorations;
  std::string title, author, rules;  // metadata, when the input has them
  // The solver's progress the input holds, not part of the puzzle (the
  // f-puzzles solver's entered digits as set_cell, its centre pencil marks
  // as set_values): read only when LoadLimits::solver_progress asks.
  RfText progress;
  // The solution the input carries, one `.rf` symbol per cell in cell
  // order, '.' where it gives none; empty if it carries none.
  std::string solution;
  // What the reader resolved on its own and warned of (a JSON key given
  // twice, an ISS jigsaw of one region): a certificate's copy with any is
  // refused (docs/certificates.md).
  std::vector<std::string> warnings;
};

// How a decoration is named in warnings and reports: "read as decoration
// (no rule): line (3 items)".
std::string decoration_note(const std::string& decoration);

// The `.rf` symbols of an n-value grid (n <= 35): 1-9, then A-Z (the
// classic formats' 16x16 set), calculation numbers 1..n by rank.
std::string value_symbols(int n);
// The symbol of value v (1-based) in such a grid.
char value_symbol(int v);
// Whether this build implements `.rf` keyword `k` (rows of the importers'
// tables name rules other helpers add, issue 27).
bool has_rule(std::string_view k);
// The rule of a cage without a total: `cage` once the registry has it,
// `extra_region` (a group: distinct digits) before.
std::string_view distinct_cage();

// 1-based cell number of 1-based (row, column) in a grid `columns` wide.
inline int cell_number(int row, int col, int columns) { return (row - 1) * columns + col; }

}  // namespace rfsat::formats::import
