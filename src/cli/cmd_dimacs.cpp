// `rfsat dimacs FILE [-o OUT]`: the puzzle's CNF in DIMACS with comment lines
// mapping every cell variable to its cell and symbol. `rfsat decode FILE
// MODEL`: reads an external solver's answer for that CNF, prints the grid and
// verifies it against every clause and the independent checker.
#include <ostream>
#include <sstream>

#include "commands.hpp"
#include "encode.hpp"
#include "evaluate.hpp"
#include "exit_codes.hpp"
#include "load.hpp"
#include "model_reader.hpp"
#include "output.hpp"

namespace rfsat::cli {

int cmd_dimacs(const std::string& file, const std::string& output, std::ostream& out,
               std::ostream& err) {
  std::optional<model::Puzzle> puzzle = load_puzzle(file, err);
  if (!puzzle) return kExitInputError;
  enc::Encoded e = enc::encode_puzzle(*puzzle, {});
  std::vector<std::string> comments{"rfsat DIMACS of " + file,
                                    "cell variables: x <var> <cell> r<row>c<col> <symbol>"};
  for (std::string& c : enc::variable_comments(e, *puzzle)) comments.push_back(std::move(c));
  std::ostringstream text;
  cnf::write_dimacs(text, e.formula, comments);
  if (output.empty() || output == "-") {
    out << text.str();
    return kExitOk;
  }
  return write_file_atomically(output, text.str(), file, err) ? kExitOk : kExitInputError;
}

int cmd_decode(const std::string& file, const std::string& model_file, std::ostream& out,
               std::ostream& err) {
  std::optional<model::Puzzle> puzzle = load_puzzle(file, err);
  if (!puzzle) return kExitInputError;
  std::optional<std::string> text = read_text_file(model_file, err);
  if (!text) return kExitInputError;
  enc::Encoded e = enc::encode_puzzle(*puzzle, {});
  Diagnostics diags(model_file, *text);
  std::optional<SolverAnswer> answer = read_solver_answer(*text, e.formula.num_vars(), diags);
  diags.print(err);
  if (!answer) return kExitInputError;
  if (answer->status == SolverAnswer::Status::unsatisfiable) {
    out << "no solution (the solver reports UNSATISFIABLE)\n";
    return kExitNotUnique;
  }
  if (answer->status == SolverAnswer::Status::unknown) {
    out << "unknown (the solver gave no answer)\n";
    return kExitLimit;
  }
  auto value = [&](int v) { return answer->value[v] > 0; };
  model::Assignment a = enc::decode(e, *puzzle, value);
  if (!e.formula.satisfied_by(value)) {
    err << model_file << ": error: the model does not satisfy the formula of " << file << '\n';
    return kExitInputError;
  }
  if (auto why = check::find_violation(*puzzle, a)) {
    err << file << ": internal error: the decoded grid fails verification: " << *why << '\n';
    return kExitInternal;
  }
  out << format_grid(*puzzle, a) << "verified\n";
  return kExitOk;
}

}  // namespace rfsat::cli
