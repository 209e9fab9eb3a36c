// `solve` and `check` on collections: maps the command's options onto the
// batch runner (src/batch/), prints the summary on stderr, and turns the
// summary into the command's exit code.
#pragma once

#include <iosfwd>
#include <string>

#include "commands.hpp"
#include "input.hpp"

namespace rfsat::cli {

int solve_collection(Input& in, const SolveOptions& o, std::ostream& out, std::ostream& err);
int check_collection(Input& in, const std::string& name, const CheckOptions& o, std::ostream& out,
                     std::ostream& err);

}  // namespace rfsat::cli
