// `rfsat decode FILE MODEL`: reads an external solver's answer for the CNF
// of `rfsat dimacs FILE` (cnf/model_reader.hpp), prints the grid and
// verifies it against every clause and the independent checker.
#include <ostream>

#include "commands.hpp"
#include "encode.hpp"
#include "evaluate.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "load.hpp"
#include "model_reader.hpp"
#include "printable.hpp"
#include "report.hpp"

namespace rfsat::cli {

int cmd_decode(const std::string& file, const std::string& from, const std::string& model_file,
               std::size_t memory_limit_mb, bool strict, std::ostream& out, std::ostream& err) {
  if (!load_allowed(file, from, false, memory_limit_mb, err)) return kExitLimit;
  const LoadLimits limits = load_limits(std::nullopt, memory_limit_mb, strict);
  bool limited = false;
  std::optional<model::Puzzle> puzzle = load_within_limits(
      file, err, limited, [&] { return formats::load_one_puzzle(file, from, err, limits); });
  if (!puzzle) return limited ? kExitLimit : kExitInputError;
  // The model's text, then a byte per variable: two bytes per byte at most.
  std::optional<std::string> text = load_within_limits(model_file, err, limited, [&] {
    return formats::read_text_file(model_file, err, formats::read_cap(limits.memory_bytes, 2));
  });
  if (!text) return limited ? kExitLimit : kExitInputError;
  enc::Encoded e = enc::encode_puzzle(*puzzle, {});
  Diagnostics diags(model_file, *text);
  std::optional<cnf::SolverAnswer> answer = cnf::read_solver_answer(*text, e.formula.num_vars(), diags);
  diags.print(err);
  if (!answer) return kExitInputError;
  if (answer->status == cnf::SolverAnswer::Status::unsatisfiable) {
    out << "no solution (the solver reports UNSATISFIABLE)\n";
    return kExitNotUnique;
  }
  if (answer->status == cnf::SolverAnswer::Status::unknown) {
    out << "unknown (the solver gave no answer)\n";
    return kExitLimit;
  }
  auto value = [&](int v) { return answer->value[v] > 0; };
  model::Assignment a = enc::decode(e, *puzzle, value);
  if (!e.formula.satisfied_by(value)) {
    err << text::printable(model_file) << ": error: the model does not satisfy the formula of "
        << text::printable(file) << '\n';
    return kExitInputError;
  }
  if (auto why = check::find_violation(*puzzle, a)) {
    err << text::printable(file)
        << ": internal error: the decoded grid fails verification: " << *why << '\n';
    return kExitInternal;
  }
  out << solve::format_grid(*puzzle, a) << "verified\n";
  return kExitOk;
}

}  // namespace rfsat::cli
