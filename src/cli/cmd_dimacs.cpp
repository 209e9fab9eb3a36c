// `rfsat dimacs FILE [-o OUT]`: the puzzle's CNF in DIMACS, with comment
// lines mapping every cell variable to its cell and symbol, so that an
// external solver's answer can be decoded (`rfsat decode`, cmd_decode.cpp).
#include <ostream>
#include <sstream>

#include "commands.hpp"
#include "encode.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "load.hpp"

namespace rfsat::cli {

int cmd_dimacs(const std::string& file, const std::string& from, const std::string& output,
               std::size_t memory_limit_mb, std::ostream& out, std::ostream& err) {
  if (!load_allowed(file, from, false, memory_limit_mb, err)) return kExitLimit;
  std::optional<model::Puzzle> puzzle = formats::load_one_puzzle(file, from, err);
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
  return formats::write_file_atomically(output, text.str(), file, err) ? kExitOk : kExitInputError;
}

}  // namespace rfsat::cli
