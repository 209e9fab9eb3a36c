// Where tests find the source tree and its puzzles/ fixtures, and numeric
// overrides from the environment. A target that reads puzzles/ defines
// RFSAT_SOURCE_DIR_DEFAULT (tests/CMakeLists.txt), because ctest lists the
// tests without the test environment; $RFSAT_SOURCE_DIR wins when set.
//
//   for (const std::string& rel : rfsat::test::puzzle_files()) ...  // "variants/argyle.rf"
//   const auto cases = rfsat::test::env_or("RFSAT_DIFF_CASES", 200);
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#ifndef RFSAT_SOURCE_DIR_DEFAULT
#define RFSAT_SOURCE_DIR_DEFAULT ""
#endif

namespace rfsat::test {

inline std::filesystem::path source_dir() {
  if (const char* env = std::getenv("RFSAT_SOURCE_DIR"); env && *env) return env;
  return RFSAT_SOURCE_DIR_DEFAULT;
}

inline std::filesystem::path puzzles_dir() { return source_dir() / "puzzles"; }

// ../shared/data beside the source tree (absent in a user's clone: tests
// that read it skip).
inline std::filesystem::path shared_data_dir() { return source_dir() / ".." / "shared" / "data"; }

// Every .rf under puzzles/, as paths relative to puzzles/, sorted; empty
// when there is no puzzles/ directory.
inline std::vector<std::string> puzzle_files() {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  std::error_code ec;
  const fs::path root = puzzles_dir();
  if (!fs::is_directory(root, ec)) return out;
  for (const auto& e : fs::recursive_directory_iterator(root, ec))
    if (e.is_regular_file() && e.path().extension() == ".rf")
      out.push_back(fs::relative(e.path(), root).generic_string());
  std::sort(out.begin(), out.end());
  return out;
}

// The names (without .rf) of the .rf files directly in puzzles/<dir>, sorted.
inline std::vector<std::string> fixture_names(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(puzzles_dir() / dir))
    if (e.path().extension() == ".rf") out.push_back(e.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

// $name as an unsigned number, or `fallback` when unset.
inline std::uint64_t env_or(const char* name, std::uint64_t fallback) {
  const char* text = std::getenv(name);
  return text ? std::strtoull(text, nullptr, 10) : fallback;
}

}  // namespace rfsat::test
