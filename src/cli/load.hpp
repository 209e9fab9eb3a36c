// Loading a puzzle from a rule file: read, parse, resolve. On failure prints
// file:line:col diagnostics to `err` and returns nullopt.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "puzzle.hpp"

namespace rfsat::cli {

// The whole file, or nullopt (and a message on `err`) if it cannot be read.
std::optional<std::string> read_text_file(const std::string& path, std::ostream& err);

std::optional<model::Puzzle> load_puzzle(const std::string& path, std::ostream& err);
// The same for rule-file text already in memory; `name` is used in messages.
std::optional<model::Puzzle> load_puzzle_text(const std::string& name, const std::string& text,
                                              std::ostream& err);

// Writes `text` to `path` atomically (temporary file, then rename). Refuses
// to overwrite `protect` (an input file). Returns false after a message.
bool write_file_atomically(const std::string& path, const std::string& text,
                           const std::string& protect, std::ostream& err);

}  // namespace rfsat::cli
