// Reading and writing whole files (files.hpp).
#include "files.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "printable.hpp"

namespace rfsat::formats {

std::optional<std::string> read_text_file(const std::string& path, std::ostream& err) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    err << text::printable(path) << ": error: is a directory, expected a file\n";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err << text::printable(path) << ": error: cannot open file\n";
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    err << text::printable(path) << ": error: cannot read file\n";
    return std::nullopt;
  }
  return ss.str();
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

// An output stream buffer over the temporary file's descriptor, so that a
// large output (a DIMACS formula) is written as it is made, never held
// whole in memory. A failed write puts the stream in its bad state.
class DescriptorBuffer : public std::streambuf {
 public:
  explicit DescriptorBuffer(int fd) : fd_(fd) { setp(buffer_, buffer_ + sizeof buffer_); }
  bool ok() { return sync() == 0; }

 protected:
  int_type overflow(int_type c) override {
    if (sync() != 0) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) sputc(traits_type::to_char_type(c));
    return traits_type::not_eof(c);
  }
  int sync() override {
    const bool written = write_all(fd_, pbase(), static_cast<std::size_t>(pptr() - pbase()));
    setp(buffer_, buffer_ + sizeof buffer_);
    return written ? 0 : -1;
  }

 private:
  int fd_;
  char buffer_[1 << 16];
};

}  // namespace

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
  if (fs::is_directory(fs::symlink_status(path, ec))) {
    err << text::printable(path) << ": error: is a directory, expected a file\n";
    return false;
  }
  std::string tmp;
  const int fd = create_temporary(path, tmp);
  if (fd < 0) {
    err << text::printable(path) << ": error: cannot write file (" << std::strerror(errno) << ")\n";
    return false;
  }
  DescriptorBuffer buffer(fd);
  std::ostream out(&buffer);
  write(out);
  const bool written = !out.bad() && buffer.ok();
  if (::close(fd) != 0 || !written) {
    err << text::printable(path) << ": error: cannot write file\n";
    std::remove(tmp.c_str());
    return false;
  }
  // rename() replaces `path` itself: if it is a symbolic link, the link is
  // replaced, never the file it points to.
  fs::rename(tmp, path, ec);
  if (ec) {
    err << text::printable(path) << ": error: cannot write file (" << ec.message() << ")\n";
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

}  // namespace rfsat::formats
