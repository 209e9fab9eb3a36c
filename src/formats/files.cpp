// Reading and writing whole files (files.hpp).
#include "files.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

namespace rfsat::formats {

std::optional<std::string> read_text_file(const std::string& path, std::ostream& err) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    err << path << ": error: is a directory, expected a file\n";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err << path << ": error: cannot open file\n";
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    err << path << ": error: cannot read file\n";
    return std::nullopt;
  }
  return ss.str();
}

bool write_file_atomically(const std::string& path, const std::string& text,
                           const std::string& protect, std::ostream& err) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(path, ec) && fs::exists(protect, ec) && fs::equivalent(path, protect, ec)) {
    err << path << ": error: refusing to overwrite the input file\n";
    return false;
  }
  const std::string tmp = path + ".rfsat-tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) {
      err << path << ": error: cannot write file\n";
      std::remove(tmp.c_str());
      return false;
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    err << path << ": error: cannot write file (" << ec.message() << ")\n";
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

}  // namespace rfsat::formats
