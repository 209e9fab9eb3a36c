// with_output_written (commands.hpp): the check after every command that
// its standard output reached its end. std::cout is synced with C's stdout
// (the default), so C's error flag and a last fflush tell what iostreams
// alone would not: the reason is that of the last flush, which retries
// what is pending (coreutils' close_stdout does the same).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"

namespace rfsat::cli {

int with_output_written(int code) {
  errno = 0;
  const bool flushed = static_cast<bool>(std::cout.flush()) && std::fflush(stdout) == 0;
  const int error = errno;
  if (flushed && !std::ferror(stdout)) return code;
  std::cerr << "rfsat: write error" << (error != 0 ? std::string(": ") + std::strerror(error) : "")
            << '\n';
  return code == kExitInternal ? code : kExitInputError;
}

}  // namespace rfsat::cli
