// Helpers of the CLI tests: run a shell command (the rfsat executable named by
// $RFSAT_EXE, or an external solver) with std::system, capturing stdout and
// stderr through temporary files and decoding the exit code; a scratch
// directory per test; reading and writing small files.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace rfsat::test {

namespace fs = std::filesystem;

struct Output {
  int code = -1;  // exit code, or -1 if the process did not exit normally
  std::string out, err;
};

inline std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline void write_file(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << text;
}

// Single-quotes a word for /bin/sh.
inline std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// A fresh directory under the system temp directory, removed at destruction.
class ScratchDir {
 public:
  ScratchDir() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = "rfsat_cli_" + std::to_string(::getpid());
    if (info) name += std::string("_") + info->test_suite_name() + "_" + info->name();
    for (char& c : name)
      if (c == '/') c = '_';
    path_ = fs::temp_directory_path() / name;
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  const fs::path& path() const { return path_; }
  fs::path operator/(const std::string& name) const { return path_ / name; }
  // Writes `text` to NAME in this directory and returns its path.
  std::string file(const std::string& name, const std::string& text) const {
    write_file(path_ / name, text);
    return (path_ / name).string();
  }

 private:
  fs::path path_;
};

// Runs `command` (a /bin/sh command line) in `dir`, capturing its output.
inline Output run_shell(const std::string& command, const fs::path& dir) {
  const fs::path out = dir / ".stdout", err = dir / ".stderr";
  const std::string line = "cd " + quote(dir.string()) + " && ( " + command + " ) > " +
                           quote(out.string()) + " 2> " + quote(err.string());
  const int status = std::system(line.c_str());
  Output o;
  o.code = status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  o.out = read_file(out);
  o.err = read_file(err);
  fs::remove(out);
  fs::remove(err);
  return o;
}

// The rfsat executable under test ($RFSAT_EXE, set by tests/CMakeLists.txt).
inline std::string rfsat_exe() {
  const char* exe = std::getenv("RFSAT_EXE");
  return exe ? exe : "";
}

// Runs `rfsat ARGS` in `dir`; ARGS is pasted into a shell command line.
inline Output rfsat(const std::string& args, const fs::path& dir) {
  return run_shell(quote(rfsat_exe()) + " " + args, dir);
}

// Is `tool` on PATH?
inline bool have_tool(const std::string& tool) {
  return std::system(("command -v " + quote(tool) + " > /dev/null 2>&1").c_str()) == 0;
}

inline std::string describe(const Output& o) {
  return "exit " + std::to_string(o.code) + "\n--- stdout:\n" + o.out + "--- stderr:\n" + o.err;
}

}  // namespace rfsat::test
