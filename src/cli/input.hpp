// What `solve` and `check` were given: a rule file, a collection of one-line
// puzzles to stream (.sdm/.txt/-), or the grids of another classic file.
// Detection is by content (the first 64 KiB), with the extension as a hint;
// `--from FMT` forces a format.
#pragma once

#include <fstream>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "batch.hpp"
#include "cdok.hpp"

namespace rfsat::cli {

struct Input {
  enum class Kind { rule_file, collection, grids, calcudoku } kind = Kind::rule_file;
  std::string rule_text;                  // rule_file read from stdin
  std::unique_ptr<std::ifstream> file;    // collection read from a file
  std::istream* stream = nullptr;         // collection: the file or std::cin
  std::vector<ast::ClassicGrid> grids;    // grids
  std::optional<ast::CdokPuzzle> calcudoku;  // calcudoku: a cdok spec (.puz)
};

// Classifies and opens `path` ("-" = standard input). On error prints
// file:line:col diagnostics to `err` and returns nullopt. `nylimb` reads a
// cdok spec in Nylimb mode (cdok -N); it is an error for any other input.
std::optional<Input> open_input(const std::string& path, const std::string& from, std::ostream& err,
                                bool nylimb = false);

}  // namespace rfsat::cli
