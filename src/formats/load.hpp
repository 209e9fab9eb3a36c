// Reading any puzzle input, the one entry every command uses: a rule file
// (read, parse, resolve into the puzzle model), a cdok calcudoku spec, the
// grids of a classic file, a collection of one-line puzzles to stream
// (.sdm/.txt, or "-" for standard input), or a variant puzzle (f-puzzles,
// SudokuPad, ISS, SudoCue), read into `.rf` text and resolved like a rule
// file. A link (f-puzzles, SudokuPad) may be the path argument itself.
// Detection is by content (the first 64 KiB), with the extension as a
// hint; `--from FMT` forces a format (docs/formats.md). On failure each
// function prints file:line:col diagnostics to `err` and returns nullopt.
// `limits` (--time-limit and --memory-limit count loading): past one, a
// reader's next poll or reserve throws LoadLimitReached (diagnostics.hpp),
// which the command catches.
//
//   std::optional<formats::Input> in = formats::open_input(path, "", std::cerr);
//   if (in && in->kind == formats::Input::Kind::rule_file) p = formats::puzzle_of(*in, path,
//   std::cerr);
#pragma once

#include <fstream>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cdok/read.hpp"
#include "classic/read.hpp"
#include "files.hpp"
#include "import/imported.hpp"
#include "puzzle.hpp"

namespace rfsat::formats {

struct Input {
  enum class Kind { rule_file, collection, grids, calcudoku, imported } kind = Kind::rule_file;
  // How messages and verdict lines name the input: the path, or a link
  // given as the argument shortened to 60 characters.
  std::string name;
  // rule_file read already (standard input, a FIFO or a device, which
  // cannot be read twice): its text; none: puzzle_of reads the file.
  std::optional<std::string> rule_text;
  std::unique_ptr<std::istream> file;     // collection read from a file (or its text)
  std::istream* stream = nullptr;         // collection: the file or std::cin
  std::vector<formats::classic::ClassicGrid> grids;    // grids
  std::optional<formats::cdok::CdokPuzzle> calcudoku;  // calcudoku: a cdok spec (.puz)
  std::optional<import::Imported> imported;            // imported: a variant puzzle as .rf text
  // One puzzle (rule file, calcudoku, imported), not a list of grids.
  bool one_puzzle() const { return kind == Kind::rule_file || kind == Kind::calcudoku || kind == Kind::imported; }
};

// Classifies and opens `path` ("-" = standard input); a rule file on disk is
// not read yet. `nylimb` reads a cdok spec in Nylimb mode (cdok -N); it is an
// error for any other input (load_input.cpp).
std::optional<Input> open_input(const std::string& path, const std::string& from, std::ostream& err,
                                bool nylimb = false, const LoadLimits& limits = {});

// The same for an input whose whole text is in memory (the Python module's
// puzzle text, or a link): `from` forces a format, else it is detected by
// content with `extension_hint` (".sdk", or "") breaking ties; `name` is
// used in messages.
std::optional<Input> text_input(const std::string& name, std::string text, const std::string& from,
                                const std::string& extension_hint, std::ostream& err,
                                const LoadLimits& limits = {});

// The one puzzle of a rule_file, calcudoku or imported input: the
// calcudoku's model, the imported .rf text resolved, the rule text read
// from stdin, or the rule file at `path`.
std::optional<model::Puzzle> puzzle_of(const Input& in, const std::string& path, std::ostream& err,
                                       const LoadLimits& limits = {});

// --memory-limit before loading (docs/limits.md): the memory that reading
// `path` as open_input does would take, estimated from its size and its
// reader's measured bytes per input byte (a rule file's syntax tree and
// model, a JSON reader's document); 0 for collections (streamed), standard
// input and links. load_refusal: the message when that exceeds `limit_mb`
// (0: no limit), else nullopt.
std::size_t load_estimate_bytes(const std::string& path, const std::string& from,
                                bool nylimb = false);
// How much of an input of format `f` (nullopt: not known yet, or a
// collection read whole: the most any reader takes) may be read under
// `limits`' memory limit: the bound on inputs without a size (devices,
// FIFOs, standard input, files that grow).
ReadCap reader_cap(std::optional<ClassicFormat> f, const LoadLimits& limits);
std::optional<std::string> load_refusal(const std::string& path, const std::string& from,
                                        bool nylimb, std::size_t limit_mb);

// open_input + puzzle_of for commands that take exactly one puzzle (dimacs,
// decode): collections and classic files with several grids are refused.
std::optional<model::Puzzle> load_one_puzzle(const std::string& path, const std::string& from,
                                             std::ostream& err, const LoadLimits& limits = {});

// A variant puzzle's text (format `f`, an import format) read into .rf text.
// A short SudokuPad link is fetched first when the program allows it
// (import/short_links.hpp); read_imported_text reads the text as it is.
std::optional<import::Imported> read_imported(const std::string& name, const std::string& text,
                                              formats::ClassicFormat f, std::ostream& err,
                                              const LoadLimits& limits = {});
std::optional<import::Imported> read_imported_text(const std::string& name, const std::string& text,
                                                   formats::ClassicFormat f, std::ostream& err,
                                                   const LoadLimits& limits = {});

// A rule file: read, parse, resolve.
std::optional<model::Puzzle> load_puzzle(const std::string& path, std::ostream& err,
                                         const LoadLimits& limits = {});
// The same for rule-file text already in memory; `name` is used in messages.
// With `warn`, the likely mistakes of src/sema/lint.hpp are printed to `err`
// as warnings (a rule file's own text only; not for .rf made by a reader).
std::optional<model::Puzzle> load_puzzle_text(const std::string& name, const std::string& text,
                                              std::ostream& err, const LoadLimits& limits = {},
                                              bool warn = true);

// The grids of a classic file's text in format `f`.
std::optional<std::vector<formats::classic::ClassicGrid>> read_grids(const std::string& name,
                                                                     const std::string& text,
                                                                     formats::ClassicFormat f,
                                                                     std::ostream& err,
                                                                     const LoadLimits& limits = {});
// A cdok spec's text.
std::optional<formats::cdok::CdokPuzzle> read_calcudoku(const std::string& name, const std::string& text,
                                              bool nylimb, std::ostream& err);

}  // namespace rfsat::formats
