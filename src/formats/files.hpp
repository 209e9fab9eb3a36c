// Whole files in and out: read a file's bytes with a message naming it when
// that fails, and write an output atomically (a temporary file, then rename)
// without ever overwriting an input. Used by every command that reads or
// writes a file (load.hpp, rfsat dimacs, convert, generate).
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

namespace rfsat::formats {

// The whole file, or nullopt (and a message on `err`) if it cannot be read.
std::optional<std::string> read_text_file(const std::string& path, std::ostream& err);

// Writes `text` to `path` atomically: a new temporary file beside it
// (created exclusively, never through a symbolic link), then rename, which
// replaces a link at `path` instead of writing where it points. Refuses to
// overwrite `protect` (an input file, also through a link). Returns false
// after a message.
bool write_file_atomically(const std::string& path, const std::string& text,
                           const std::string& protect, std::ostream& err);
// The same with the text written by `write` as it is made (a large output
// is never held whole in memory).
bool write_file_atomically(const std::string& path, const std::string& protect, std::ostream& err,
                           const std::function<void(std::ostream&)>& write);

}  // namespace rfsat::formats
