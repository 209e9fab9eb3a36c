// Shared helpers of the semantic-pass tests (tests/sema/): resolve rule-file
// text into a puzzle or diagnostics, pick constraints of one kind, and check
// that the first error sits at an exact line:column with a given message.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <utility>
#include <string>
#include <vector>

#include "parse.hpp"
#include "resolve.hpp"

namespace rfsat::test {

struct Result {
  std::optional<model::Puzzle> puzzle;
  std::vector<Diagnostic> errors;
};

inline Result resolve_text(const std::string& text) {
  Diagnostics d("t.rf", text);
  Result r;
  if (auto f = parser::parse_rule_file(text, d)) r.puzzle = sema::resolve(*f, d);
  r.errors = d.errors();
  return r;
}

template <class K>
std::vector<K> kinds_of(const model::Puzzle& p) {
  std::vector<K> out;
  for (const auto& c : p.constraints)
    if (const K* k = std::get_if<K>(&c.kind)) out.push_back(*k);
  return out;
}

struct ErrorCase {
  const char* text;
  int line, column;
  const char* message;
};

// The text does not resolve, and its first error is at line:column and
// mentions `message`.
inline void expect_error(const ErrorCase& c) {
  Result r = resolve_text(c.text);
  EXPECT_FALSE(r.puzzle) << c.text;
  ASSERT_FALSE(r.errors.empty()) << c.text;
  EXPECT_EQ(r.errors[0].pos.line, c.line) << c.text << r.errors[0].message;
  EXPECT_EQ(r.errors[0].pos.column, c.column) << c.text << r.errors[0].message;
  EXPECT_NE(r.errors[0].message.find(c.message), std::string::npos) << r.errors[0].message;
}

inline void expect_error(const std::string& text, int line, int column,
                         const std::string& message) {
  expect_error(ErrorCase{text.c_str(), line, column, message.c_str()});
}

// The puzzle of `text`, which must resolve without errors (else a test
// failure and an empty puzzle).
inline model::Puzzle resolved(const std::string& text) {
  Result r = resolve_text(text);
  EXPECT_TRUE(r.puzzle) << text << (r.errors.empty() ? "" : r.errors[0].message);
  return r.puzzle ? *r.puzzle : model::Puzzle{};
}

// The groups of a puzzle, 1-based, each sorted, as a set.
inline std::set<std::vector<int>> group_set(const model::Puzzle& p) {
  std::set<std::vector<int>> out;
  for (const model::Group& g : kinds_of<model::Group>(p)) {
    std::vector<int> cells = g.cells;
    for (int& c : cells) ++c;
    std::sort(cells.begin(), cells.end());
    out.insert(cells);
  }
  return out;
}

// The grid's adjacent pairs (geometry::adjacent_pairs), 1-based.
inline std::set<std::pair<int, int>> adjacent_one_based(const model::Geometry& g) {
  std::set<std::pair<int, int>> out;
  for (auto [a, b] : g.adjacent_pairs()) out.insert({a + 1, b + 1});
  return out;
}

}  // namespace rfsat::test
