// Whole files in and out: read a file's bytes (or standard input's) with a
// message naming it when that fails and a bound on how much is read, and
// write an output atomically (a temporary file, then rename) without ever
// overwriting an input. Used by every command that reads or writes a file
// (load.hpp, rfsat dimacs, convert, generate, check, verify-proof).
#pragma once

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <limits>
#include <optional>
#include <streambuf>
#include <string>

namespace rfsat::formats {

// How much of an input a reader may take: its size is unknown beforehand
// for a device, a FIFO or standard input (/dev/zero never ends), so
// reading stops past `max_bytes` and throws LoadReadLimit
// (diagnostics.hpp), which names the limit `limit_bytes`.
struct ReadCap {
  std::size_t max_bytes = std::numeric_limits<std::size_t>::max();
  std::size_t limit_bytes = 0;
};
// The cap of a reader that takes `per_byte` bytes of memory per input
// byte, under a memory limit of `limit_bytes` (0: no limit, no cap).
ReadCap read_cap(std::size_t limit_bytes, std::size_t per_byte);

// The whole file, or nullopt (and a message on `err`) if it cannot be read;
// a read error midway is an error, never a shorter text.
std::optional<std::string> read_text_file(const std::string& path, std::ostream& err,
                                          const ReadCap& cap = {});
// The same for standard input (named <stdin> in messages): what is left of
// it after anything read through std::cin (the two share C's stdin).
std::optional<std::string> read_standard_input(std::ostream& err, const ReadCap& cap = {});

// An output stream buffer over a file descriptor (64 KiB at a time): a
// large output is written as it is made, never held whole, and a failed
// write puts the stream in its bad state and keeps its errno in error()
// (C's stdio keeps only a flag, and drops what it could not write). The
// outputs of write_file_atomically, and rfsat's standard output
// (cli::with_output_written).
class DescriptorBuffer : public std::streambuf {
 public:
  explicit DescriptorBuffer(int fd);
  // Everything written so far reached the descriptor.
  bool ok();
  int error() const { return error_; }  // errno of the first failed write; 0: none

 protected:
  int_type overflow(int_type c) override;
  int sync() override;

 private:
  int fd_;
  int error_ = 0;
  char buffer_[1 << 16];
};

// Writes `text` to `path` atomically: a new temporary file beside it
// (created exclusively, never through a symbolic link), then rename, which
// replaces a link at `path` instead of writing where it points. An output
// that exists and is neither a regular file nor a link (a character
// device such as /dev/null, a FIFO) is written through, never replaced,
// as `sort -o` does. Refuses to overwrite `protect` (an input file, also
// through a link). Returns false after a message; the temporary file never
// outlives the process (temporary_files.hpp).
bool write_file_atomically(const std::string& path, const std::string& text,
                           const std::string& protect, std::ostream& err);
// The same with the text written by `write` as it is made (a large output
// is never held whole in memory).
bool write_file_atomically(const std::string& path, const std::string& protect, std::ostream& err,
                           const std::function<void(std::ostream&)>& write);

}  // namespace rfsat::formats
