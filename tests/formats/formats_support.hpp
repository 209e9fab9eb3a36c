// Helpers of the classic-format tests: fixture files (tests/formats/data,
// copied from the seed documents), reading text that must be accepted or
// rejected, and comparing two grids cell by cell.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "../support/source_tree.hpp"
#include "classic/read.hpp"
#include "diagnostics.hpp"

namespace rfsat::test {

using formats::ClassicFormat;
using Grid = formats::classic::ClassicGrid;

inline std::string data_path(const std::string& name) {
  return (source_dir() / "tests" / "formats" / "data" / name).string();
}

inline std::string fixture(const std::string& name) {
  std::ifstream in(data_path(name), std::ios::binary);
  EXPECT_TRUE(in.good()) << "missing fixture " << name;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::string to_crlf(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}

inline std::string to_lf(const std::string& s) {
  std::string out;
  for (char c : s)
    if (c != '\r') out += c;
  return out;
}

// Reads text that must be accepted.
inline std::vector<Grid> read_ok(const std::string& text, ClassicFormat f) {
  Diagnostics diags("t", text);
  auto grids = formats::classic::read_classic(text, f, diags);
  for (const Diagnostic& d : diags.errors()) ADD_FAILURE() << diags.format(d);
  EXPECT_TRUE(grids.has_value());
  return grids.value_or(std::vector<Grid>{});
}

inline Grid read_one(const std::string& text, ClassicFormat f) {
  std::vector<Grid> grids = read_ok(text, f);
  EXPECT_EQ(grids.size(), 1u);
  return grids.empty() ? Grid{} : grids.front();
}

// Reads text that must be rejected; returns the first diagnostic formatted
// as "line:col: message".
inline std::string read_fail(const std::string& text, ClassicFormat f) {
  Diagnostics diags("t", text);
  auto grids = formats::classic::read_classic(text, f, diags);
  EXPECT_FALSE(grids.has_value()) << "accepted:\n" << text;
  EXPECT_FALSE(diags.errors().empty());
  if (diags.errors().empty()) return {};
  const Diagnostic& d = diags.errors().front();
  return std::to_string(d.pos.line) + ":" + std::to_string(d.pos.column) + ": " + d.message;
}

// Row-major givens as a line ('.' for empty cells), for compact expectations.
inline std::string givens(const Grid& g) {
  std::string s;
  for (int c = 0; c < g.cell_count(); ++c) s += g.given[c] < 0 ? '.' : g.symbols[g.given[c]];
  return s;
}

// Same side, symbols, givens, masks, user marks and metadata.
inline void expect_same(const Grid& a, const Grid& b, bool candidates = true, bool user = true,
                        bool metadata = true) {
  ASSERT_EQ(a.size, b.size);
  EXPECT_EQ(a.box_width, b.box_width);
  EXPECT_EQ(a.box_height, b.box_height);
  EXPECT_EQ(a.symbols, b.symbols);
  for (int c = 0; c < a.cell_count(); ++c) {
    const bool ua = a.is_user_placed(c), ub = b.is_user_placed(c);
    if (user) {
      EXPECT_EQ(ua, ub) << "cell " << c;
    }
    if (!user && (ua || ub)) continue;
    EXPECT_EQ(a.given[c], b.given[c]) << "cell " << c;
    if (candidates) {
      EXPECT_EQ(a.mask_of(c), b.mask_of(c)) << "cell " << c;
    }
  }
  if (metadata) {
    EXPECT_EQ(a.metadata, b.metadata);
  }
}

}  // namespace rfsat::test
