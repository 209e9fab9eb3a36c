// Reading any puzzle input, the one entry every command uses: a rule file
// (read, parse, resolve into the puzzle model), a cdok calcudoku spec, the
// grids of a classic file, or a collection of one-line puzzles to stream
// (.sdm/.txt, or "-" for standard input). Detection is by content (the
// first 64 KiB), with the extension as a hint; `--from FMT` forces a format
// (docs/formats.md). On failure each function prints file:line:col
// diagnostics to `err` and returns nullopt.
//
//   std::optional<formats::Input> in = formats::open_input(path, "", std::cerr);
//   if (in && in->kind == formats::Input::Kind::rule_file) p = formats::puzzle_of(*in, path, std::cerr);
#pragma once

#include <fstream>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cdok/read.hpp"
#include "classic/read.hpp"
#include "puzzle.hpp"

namespace rfsat::formats {

struct Input {
  enum class Kind { rule_file, collection, grids, calcudoku } kind = Kind::rule_file;
  std::string rule_text;                  // rule_file read from stdin
  std::unique_ptr<std::ifstream> file;    // collection read from a file
  std::istream* stream = nullptr;         // collection: the file or std::cin
  std::vector<formats::classic::ClassicGrid> grids;    // grids
  std::optional<formats::cdok::CdokPuzzle> calcudoku;  // calcudoku: a cdok spec (.puz)
};

// Classifies and opens `path` ("-" = standard input); a rule file on disk is
// not read yet. `nylimb` reads a cdok spec in Nylimb mode (cdok -N); it is an
// error for any other input (load_input.cpp).
std::optional<Input> open_input(const std::string& path, const std::string& from, std::ostream& err,
                                bool nylimb = false);

// The one puzzle of a rule_file or calcudoku input: the calcudoku's model,
// the rule text read from stdin, or the rule file at `path`.
std::optional<model::Puzzle> puzzle_of(const Input& in, const std::string& path, std::ostream& err);

// A rule file: read, parse, resolve.
std::optional<model::Puzzle> load_puzzle(const std::string& path, std::ostream& err);
// The same for rule-file text already in memory; `name` is used in messages.
std::optional<model::Puzzle> load_puzzle_text(const std::string& name, const std::string& text,
                                              std::ostream& err);

// The grids of a classic file's text in format `f`.
std::optional<std::vector<formats::classic::ClassicGrid>> read_grids(const std::string& name, const std::string& text,
                                                        formats::ClassicFormat f, std::ostream& err);
// A cdok spec's text.
std::optional<formats::cdok::CdokPuzzle> read_calcudoku(const std::string& name, const std::string& text,
                                              bool nylimb, std::ostream& err);

}  // namespace rfsat::formats
