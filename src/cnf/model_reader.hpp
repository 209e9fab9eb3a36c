// Reads a SAT solver's answer: SAT-competition output (`s SATISFIABLE`,
// `v 1 -2 ... 0` lines, `c` comments; what `cadical` prints) or MiniSat's
// result file (`SAT` then a line of literals ending in 0). Errors are
// reported with file:line:col. The other side of the DIMACS writer
// (cnf.hpp): `rfsat decode` reads back what an external solver made of it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "diagnostics.hpp"

namespace rfsat::cnf {

struct SolverAnswer {
  enum class Status { satisfiable, unsatisfiable, unknown } status = Status::unknown;
  std::vector<signed char> value;  // [var]: 1 true, -1 false, 0 not given
};

std::optional<SolverAnswer> read_solver_answer(std::string_view text, int num_vars,
                                               Diagnostics& diags);

}  // namespace rfsat::cnf
