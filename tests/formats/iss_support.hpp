// What the ISS reader's tests share (iss_types_test.cpp, iss_shapes_test.cpp):
// ISS text read as `t.iss`, its rule lines, its errors.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "import_support.hpp"
#include "iss/read.hpp"

namespace rfsat::test {

inline ImportResult read_iss(const std::string& text) {
  return read_with(
      [](const std::string& t, Diagnostics& d) { return formats::iss::read_iss(t, d); }, text,
      "t.iss");
}

inline std::vector<std::string> iss_lines_of(const std::string& text) {
  ImportResult r = read_iss(text);
  EXPECT_TRUE(r.imported) << r.errors;
  return r.imported ? rule_lines(*r.imported) : std::vector<std::string>{};
}

inline std::string iss_errors_of(const std::string& text) {
  ImportResult r = read_iss(text);
  EXPECT_FALSE(r.imported) << "expected an error for " << text;
  return r.errors;
}

// The text read and solved: "unique <line>", "none", "multiple" or the error.
inline std::string iss_verdict(const std::string& text) {
  ImportResult r = read_iss(text);
  return r.imported ? solve_imported(*r.imported) : "read error: " + r.errors;
}

}  // namespace rfsat::test
