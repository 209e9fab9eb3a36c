// Reading and writing whole files (files.hpp).
#include "files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <ostream>

#include "diagnostics.hpp"
#include "printable.hpp"
#include "temporary_files.hpp"

namespace rfsat::formats {
namespace {

// Reads with `read_some` (bytes into a buffer, 0 at the end, -1 with errno
// on an error) until the end, past `cap` throwing LoadReadLimit. False
// with `error` (strerror) on a read error.
template <class ReadSome>
bool read_all(ReadSome&& read_some, std::size_t size_hint, const ReadCap& cap, std::string& text,
              std::string& error) {
  text.reserve(std::min(size_hint, cap.max_bytes));
  char buffer[1 << 16];
  while (true) {
    const long n = read_some(buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      error = std::strerror(errno);
      return false;
    }
    if (n == 0) return true;
    if (static_cast<std::size_t>(n) > cap.max_bytes - text.size())
      throw LoadReadLimit(text.size(), cap.limit_bytes);
    text.append(buffer, static_cast<std::size_t>(n));
  }
}

}  // namespace

ReadCap read_cap(std::size_t limit_bytes, std::size_t per_byte) {
  if (limit_bytes == 0 || per_byte == 0) return {};
  return {limit_bytes / per_byte, limit_bytes};
}

std::optional<std::string> read_text_file(const std::string& path, std::ostream& err,
                                          const ReadCap& cap) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    err << text::printable(path) << ": error: cannot open file (" << std::strerror(errno) << ")\n";
    return std::nullopt;
  }
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    err << text::printable(path) << ": error: is a directory, expected a file\n";
    return std::nullopt;
  }
  std::string text, error;
  bool read = false;
  try {
    read =
        read_all([fd](char* b, std::size_t n) { return static_cast<long>(::read(fd, b, n)); },
                 S_ISREG(st.st_mode) ? static_cast<std::size_t>(st.st_size) : 0, cap, text, error);
  } catch (...) {
    ::close(fd);
    throw;
  }
  ::close(fd);
  if (!read) {
    err << text::printable(path) << ": error: cannot read file (" << error << ")\n";
    return std::nullopt;
  }
  return text;
}

std::optional<std::string> read_standard_input(std::ostream& err, const ReadCap& cap) {
  std::string text, error;
  auto read_some = [](char* b, std::size_t n) -> long {
    errno = 0;
    const std::size_t got = std::fread(b, 1, n, stdin);
    if (got > 0) return static_cast<long>(got);
    if (!std::ferror(stdin)) return 0;
    if (errno == 0) errno = EIO;
    return -1;
  };
  if (!read_all(read_some, 0, cap, text, error)) {
    err << "<stdin>: error: cannot read standard input (" << error << ")\n";
    return std::nullopt;
  }
  return text;
}

namespace {

// A new temporary file beside `path`, created exclusively and without
// following a symbolic link (O_EXCL | O_NOFOLLOW): a link planted at the
// temporary name cannot redirect the write. -1 if none could be made.
int create_temporary(const std::string& path, std::string& tmp) {
  static std::atomic<unsigned> counter{0};
  for (int attempt = 0; attempt < 16; ++attempt) {
    tmp = path + ".rfsat-tmp." + std::to_string(::getpid()) + "." + std::to_string(counter++);
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  return -1;
}

bool write_all(int fd, const char* data, std::size_t size) {
  for (std::size_t done = 0; done < size;) {
    const ssize_t n = ::write(fd, data + done, size - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// Writes through `fd` with `write`; false after a message naming `path`.
bool write_to(int fd, const std::string& path, std::ostream& err,
              const std::function<void(std::ostream&)>& write) {
  DescriptorBuffer buffer(fd);
  std::ostream out(&buffer);
  write(out);
  const bool written = !out.bad() && buffer.ok();
  const int error = buffer.error();
  const bool closed = ::close(fd) == 0;
  if (written && closed) return true;
  err << text::printable(path) << ": error: cannot write file ("
      << std::strerror(error != 0 ? error : errno) << ")\n";
  return false;
}

// An existing output that is neither a regular file, a link nor a
// directory (/dev/null, a FIFO, a terminal): opened and written as it is.
bool write_through(const std::string& path, std::ostream& err,
                   const std::function<void(std::ostream&)>& write) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    err << text::printable(path) << ": error: cannot write file (" << std::strerror(errno) << ")\n";
    return false;
  }
  return write_to(fd, path, err, write);
}

}  // namespace

DescriptorBuffer::DescriptorBuffer(int fd) : fd_(fd) { setp(buffer_, buffer_ + sizeof buffer_); }

bool DescriptorBuffer::ok() { return sync() == 0 && error_ == 0; }

DescriptorBuffer::int_type DescriptorBuffer::overflow(int_type c) {
  if (sync() != 0) return traits_type::eof();
  if (!traits_type::eq_int_type(c, traits_type::eof())) sputc(traits_type::to_char_type(c));
  return traits_type::not_eof(c);
}

int DescriptorBuffer::sync() {
  const bool written = write_all(fd_, pbase(), static_cast<std::size_t>(pptr() - pbase()));
  if (!written && error_ == 0) error_ = errno != 0 ? errno : EIO;
  setp(buffer_, buffer_ + sizeof buffer_);
  return written ? 0 : -1;
}

bool write_file_atomically(const std::string& path, const std::string& text,
                           const std::string& protect, std::ostream& err) {
  return write_file_atomically(path, protect, err, [&](std::ostream& out) {
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
  });
}

bool write_file_atomically(const std::string& path, const std::string& protect, std::ostream& err,
                           const std::function<void(std::ostream&)>& write) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // equivalent() follows links: a link (or a hard link) to the input is refused.
  if (!protect.empty() && fs::exists(path, ec) && fs::exists(protect, ec) &&
      fs::equivalent(path, protect, ec)) {
    err << text::printable(path) << ": error: refusing to overwrite the input file\n";
    return false;
  }
  const fs::file_status status = fs::symlink_status(path, ec);
  if (fs::is_directory(status)) {
    err << text::printable(path) << ": error: is a directory, expected a file\n";
    return false;
  }
  if (fs::exists(status) && !fs::is_regular_file(status) && !fs::is_symlink(status))
    return write_through(path, err, write);
  std::string tmp;
  const int fd = create_temporary(path, tmp);
  if (fd < 0) {
    err << text::printable(path) << ": error: cannot write file (" << std::strerror(errno) << ")\n";
    return false;
  }
  const int slot = register_temporary(tmp);
  // rename() replaces `path` itself: if it is a symbolic link, the link is
  // replaced, never the file it points to.
  bool renamed = false;
  if (write_to(fd, path, err, write)) {
    std::error_code failed;
    fs::rename(tmp, path, failed);
    if (failed)
      err << text::printable(path) << ": error: cannot write file (" << failed.message() << ")\n";
    renamed = !failed;
  }
  if (!renamed) std::remove(tmp.c_str());
  forget_temporary(slot);
  return renamed;
}

}  // namespace rfsat::formats
