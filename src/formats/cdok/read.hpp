// cdok's calcudoku puzzle spec (Daniel Beer's cdok; docs/calcudoku.md): one
// grid row per line, whitespace-separated tokens, a blank line ends the spec.
// In a token the digits form a number, a letter names a group (cage) and one
// of `+ - * /` is its operator, in any order (`J+12` = `12+J`). A cell with a
// letter belongs to that group; the number on any one of its cells is the
// group's target, the operator may stand on any one of them. A cell without a
// letter is a given. The reader's parts are read_parts.hpp, read.cpp (the
// grid and its groups), read_tokens.cpp and read_values.cpp.
//
//   rfsat::Diagnostics diags("p.puz", text);
//   auto p = rfsat::formats::cdok::read_cdok(text, diags, {});   // nullopt on error
#pragma once

#include <optional>
#include <string_view>

#include "cdok/spec.hpp"
#include "diagnostics.hpp"

namespace rfsat::formats::cdok {

struct CdokOptions {
  bool nylimb = false;
};

// Reads the first spec of `text` (leading blank lines are skipped; the first
// blank line after a row ends it, the rest is ignored). Every malformed spec
// gets an error naming the line and the token: ragged rows, a grid that is not
// square, bad characters or two letters/operators/numbers in one token, a
// group without target or operator, conflicting targets or operators, a
// group split in parts, givens out of range or repeated in a row/column, zero
// targets for * and /, targets no values of the group can make. A group of
// one cell is a given (its target is its value, whatever the operator).
std::optional<CdokPuzzle> read_cdok(std::string_view text, Diagnostics& diags,
                                    const CdokOptions& options);

// True if `text` looks like a cdok spec: rows of whitespace-separated tokens
// made of digits, letters and + - * /, at least one holding a letter and an
// operator, and no token longer than a clue can be.
bool looks_like_cdok(std::string_view text);

// Nylimb: may `a` and `b` stand in one row or column? (No decimal digit
// twice, at most one number of two digits; a number with a doubled digit such
// as 11 conflicts with itself: see docs/calcudoku.md.)
bool nylimb_compatible(int a, int b);
bool nylimb_valid_value(int v);

}  // namespace rfsat::formats::cdok
