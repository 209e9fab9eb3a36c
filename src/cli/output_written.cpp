// with_output_written (commands.hpp): a command's standard output checked
// to its end. Unless it is a terminal (whose lines must appear as they are
// printed, between the diagnostics on stderr), std::cout writes through a
// DescriptorBuffer of its own for the command's run, which keeps the errno
// of a failed write: C's stdio keeps only a flag, and drops what it could
// not write, so a last fflush often has nothing left to fail with. On a
// terminal, stdio's flag and a last fflush (coreutils' close_stdout).
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "files.hpp"

namespace rfsat::cli {
namespace {

// stdio's own verdict on stdout: 0 written, else the errno of its last
// flush (EIO when that flush found nothing left to fail with).
int stdio_error() {
  errno = 0;
  const bool flushed = std::fflush(stdout) == 0;
  const int error = errno;
  if (flushed && !std::ferror(stdout)) return 0;
  return error != 0 ? error : EIO;
}

}  // namespace

int with_output_written(const std::function<int()>& run) {
  std::optional<formats::DescriptorBuffer> buffer;
  std::streambuf* stdio = nullptr;
  if (::isatty(STDOUT_FILENO) == 0) {
    std::fflush(stdout);
    buffer.emplace(STDOUT_FILENO);
    stdio = std::cout.rdbuf(&*buffer);
  }
  const int code = run();
  std::cout.flush();
  int error = buffer ? (buffer->ok() ? 0 : buffer->error()) : 0;
  if (stdio) std::cout.rdbuf(stdio);
  if (error == 0) error = stdio_error();
  if (error == 0) return code;
  std::cerr << "rfsat: write error: " << std::strerror(error) << '\n';
  return code == kExitInternal ? code : kExitInputError;
}

}  // namespace rfsat::cli
