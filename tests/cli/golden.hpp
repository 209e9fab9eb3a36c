// Golden-file comparisons for the report formats (tests/cli/golden/, and
// matches_golden_file for golden files kept elsewhere): the
// output, with its timings normalised, must equal the file byte for byte.
// RFSAT_UPDATE_GOLDEN=1 rewrites the files instead (then review the diff).
//
//   EXPECT_GOLDEN("check.junit.xml", rfsat::test::normalise_times(o.out));
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <regex>
#include <string>

#include "cli_helper.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {

// Every timing as <T>: XML attributes time="1.234", JSON "time":1.2e-05 (and
// the other *_seconds / *time keys), "1.234 s" and "N puzzles/s" in text;
// and JSON "conflicts" as <N> (the search's, which any encoding change moves).
inline std::string normalise_times(const std::string& text) {
  static const std::regex xml_time(R"re(time="[0-9.]+")re");
  static const std::regex json_time(R"re("([a-z_]*(time|seconds))":\s*[0-9.eE+-]+)re");
  static const std::regex text_time(R"re([0-9]+\.[0-9]+ (s|ms)\b)re");
  std::string s = std::regex_replace(text, xml_time, "time=\"<T>\"");
  s = std::regex_replace(s, json_time, "\"$1\":<T>");
  static const std::regex rate(R"re([0-9]+ puzzles/s)re");
  static const std::regex conflicts(R"re("conflicts":\s*[0-9]+)re");
  s = std::regex_replace(s, conflicts, "\"conflicts\":<N>");
  s = std::regex_replace(s, text_time, "<T> $1");
  return std::regex_replace(s, rate, "<N> puzzles/s");
}

inline fs::path golden_path(const std::string& name) {
  return source_dir() / "tests" / "cli" / "golden" / name;
}

// `actual` against the golden file at `path` (any directory).
inline ::testing::AssertionResult matches_golden_file(const fs::path& path,
                                                      const std::string& actual) {
  if (const char* update = std::getenv("RFSAT_UPDATE_GOLDEN"); update && *update == '1') {
    write_file(path, actual);
    return ::testing::AssertionSuccess() << "updated " << path;
  }
  if (!fs::exists(path))
    return ::testing::AssertionFailure() << path << " is missing (RFSAT_UPDATE_GOLDEN=1 writes it)";
  const std::string expected = read_file(path);
  if (expected == actual) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "differs from " << path << " (RFSAT_UPDATE_GOLDEN=1 rewrites it)\n--- expected:\n"
         << expected << "--- actual:\n"
         << actual;
}

// `actual` against tests/cli/golden/<name>.
inline ::testing::AssertionResult matches_golden(const std::string& name,
                                                 const std::string& actual) {
  return matches_golden_file(golden_path(name), actual);
}

}  // namespace rfsat::test

#define EXPECT_GOLDEN(name, actual) EXPECT_TRUE(::rfsat::test::matches_golden(name, actual))
