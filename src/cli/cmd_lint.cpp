// `rfsat lint FILE...`: the warnings of src/sema/lint.hpp for rule files,
// alone: exit 0 when none, 1 when some file has a warning, 2 when a file
// does not read (its errors printed as every command prints them). The
// other commands print the same warnings while loading (load.cpp).
#include <ostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "lint.hpp"
#include "load.hpp"

namespace rfsat::cli {

int cmd_lint(const std::vector<std::string>& files, std::ostream& out, std::ostream& err) {
  int code = kExitOk;
  for (const std::string& f : files) {
    std::optional<std::string> text = formats::read_text_file(f, err);
    std::optional<model::Puzzle> p;
    if (text) p = formats::load_puzzle_text(f, *text, err, {}, false);
    if (!p) {
      code = kExitInputError;
      continue;
    }
    const std::vector<lint::Warning> warnings = lint::lint(*p, *text);
    for (const lint::Warning& w : warnings) lint::print(w, f, *text, out);
    if (!warnings.empty() && code == kExitOk) code = 1;
  }
  return code;
}

}  // namespace rfsat::cli
