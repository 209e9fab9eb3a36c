// Finding the puzzle files of a directory tree, as linters do (`rfsat check
// DIR`, `check --proof`): every entry below DIR, each directory's entries in
// byte order of their names (so the order never depends on the file
// system), hidden entries (names starting with '.') and entries matching an
// --exclude glob left out without descending, symbolic links to directories
// not followed. Each file is then judged by its extension, then its content
// (puzzle_file_verdict): the ones that are not puzzles are returned with the
// reason, so the caller can say what it skipped (docs/ci.md).
//
//   std::vector<formats::WalkedFile> files;
//   if (formats::walk_puzzle_files("puzzles", {"drafts"}, files, std::cerr))
//     for (const auto& f : files) if (f.skipped.empty()) check(f.path);
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace rfsat::formats {

struct WalkedFile {
  std::string path;        // DIR joined with the entry's relative path, '/'-separated
  std::string skipped;     // empty: a puzzle file; else why it is left out
  bool directory = false;  // a directory left out (hidden, excluded, a link)
  // A puzzle file by its extension that cannot be read as a file (a
  // symbolic link to nothing, a FIFO, a device): why. An input error, never
  // skipped, and never opened (a FIFO would wait for a writer).
  std::string unreadable = {};
};

// Appends every entry under `dir` to `out` (see above). False after a message
// on `err` when `dir` cannot be read.
bool walk_puzzle_files(const std::string& dir, const std::vector<std::string>& excludes,
                       std::vector<WalkedFile>& out, std::ostream& err);

// Empty when `path` is a puzzle file: a puzzle extension (.rf, .sdk, .ss,
// .spf, .msk, .sdx, .sdm, .puz), or .txt and .json whose content is
// puzzles (a line of cells, a classic grid, a variant puzzle or its link)
// or starts as puzzles do and then breaks (a first line of cell characters
// only, of the wrong length; JSON cut off after f-puzzles' or SudokuPad's
// keys): those are checked, so that their reader reports the error; else
// the reason it is not.
std::string puzzle_file_verdict(const std::filesystem::path& path);

// Shell-style glob: `*` any run of characters but '/', `**` any run including
// '/', `?` one character but '/', `[abc]`, `[a-z]`, `[!a]` one character of
// (not of) the set. The whole of `text` must match.
bool glob_match(std::string_view pattern, std::string_view text);

// --exclude: a glob with a '/' matches the path relative to the walked
// directory (a leading "./" and a trailing '/' ignored), one without matches
// the entry's name at any depth.
bool excluded(const std::vector<std::string>& globs, std::string_view relative_path);

}  // namespace rfsat::formats
