// What the Python module's Puzzle shows besides solving, in C++ without
// Python, each through the service its CLI command uses: explain and grade
// (src/explain/, as JSON text the way `rfsat explain --format json` and
// `rfsat grade --format json` print it), the SVG picture (`rfsat render`),
// the text in another format (`rfsat convert`), the DIMACS formula
// (`rfsat dimacs`) and the `.rf` text. Limits throw LimitError, bad input
// InputError (python_errors.hpp).
#pragma once

#include <optional>
#include <string>

#include "loaded_puzzle.hpp"

namespace rfsat::python {

std::string explain_json(const LoadedPuzzle& p, std::optional<double> time_limit, bool hint);
std::string grade_json(const LoadedPuzzle& p, std::optional<double> time_limit);
// `solution`: solved first and the first solution drawn (one of several says
// so in the picture); `candidates`: the true candidates drawn.
std::string svg(const LoadedPuzzle& p, bool solution, bool candidates);
// `to`: a format name of `rfsat convert --to`.
std::string convert(const LoadedPuzzle& p, const std::string& to);
std::string dimacs(const LoadedPuzzle& p);
// The input itself when it is a rule file, else its conversion to .rf.
std::string rf_text(const LoadedPuzzle& p);

}  // namespace rfsat::python
