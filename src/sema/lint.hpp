// Warnings for likely mistakes in a rule file: lines that read, and mean
// something, but probably not what the setter meant. Each lint has a name;
// a line that ends in `// nolint` (or `// nolint(NAME, ...)`) is not
// warned about (by any lint, or by the named ones).
//
//   values-range      `values = 1-9` or `1..9`: three symbols, not nine
//   no-groups         no row, column, box or region: every symbol repeats freely
//   unreachable-total a cage total its cells can never add up to (the
//                     cells-first slip `sum(1, 2, 10)` is one)
//   duplicate-rule    the same rule twice (spaces aside)
//   given-conflict    two givens of one symbol in one group, or a given its
//                     own cell's set_values / del_values / even / odd forbids
//
//   for (const lint::Warning& w : lint::lint(puzzle, text)) lint::print(w, "f.rf", text, err);
//
// The exit code of a command does not change; `--strict` makes warnings
// errors and `rfsat lint FILE` prints them alone (docs/rf-language.md).
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "puzzle.hpp"
#include "source_pos.hpp"

namespace rfsat::lint {

struct Warning {
  SourcePos pos;
  std::string name;     // the lint: "values-range", ...
  std::string message;  // what looks wrong and what was probably meant
};

// The warnings of a resolved rule file and its text, in line order.
std::vector<Warning> lint(const model::Puzzle& puzzle, std::string_view text);

// `file:line:col: warning: message [name]`, the line, and a caret; the
// file name and the line made printable (text/printable.hpp).
void print(const Warning& w, std::string_view file, std::string_view text, std::ostream& out);

}  // namespace rfsat::lint
