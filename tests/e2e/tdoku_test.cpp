// tdoku's test_puzzles (vanilla 9x9, 43 lines of `puzzle:count:solution`, see
// shared/data/tdoku/SOURCES.md) through rfsat: each line becomes an in-memory
// rule file, goes through parser::parse_rule_file and sema::resolve like a
// real file, and rfsat must count exactly `count` solutions (enumerating up to
// count+1: 0, 1, or 3..847) and, for count 1, find tdoku's solution.
// Skipped when the data set is not next to the checkout
// ($RFSAT_SOURCE_DIR/../shared/data/tdoku/test_puzzles).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "../support/source_tree.hpp"
#include "diagnostics.hpp"
#include "report.hpp"
#include "parse.hpp"
#include "resolve.hpp"
#include "solve.hpp"

namespace {

namespace fs = std::filesystem;

fs::path data_file() { return rfsat::test::shared_data_dir() / "tdoku" / "test_puzzles"; }

struct Line {
  int number = 0;  // 1-based line in the file
  std::string puzzle;
  long count = 0;
  std::string solution;  // empty unless count == 1
};

// Reads the whole file; fails the test on a malformed line.
std::vector<Line> read_lines(const fs::path& path) {
  std::vector<Line> out;
  std::ifstream in(path);
  std::string text;
  int number = 0;
  while (std::getline(in, text)) {
    ++number;
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (text.empty() || text[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream ss(text);
    for (std::string f; std::getline(ss, f, ':');) fields.push_back(f);
    if (fields.size() < 2 || fields.size() > 3 || fields[0].size() != 81) {
      ADD_FAILURE() << path << ":" << number << ": not 'puzzle:count[:solution]'";
      continue;
    }
    Line l{number, fields[0], std::stol(fields[1]), fields.size() == 3 ? fields[2] : ""};
    out.push_back(l);
  }
  return out;
}

// The vanilla rule file of the Sudopedia page plus one set_cell per clue.
std::string rule_file_text(const std::string& puzzle) {
  std::string rf =
      "// tdoku test puzzle\nvalues = 123456789\ncolumns = 9\nrows = 9\n"
      "row_groups\ncolumn_groups\nbox_groups(3,3)\n";
  for (int i = 0; i < 81; ++i)
    if (puzzle[i] != '.' && puzzle[i] != '0')
      rf += "set_cell(" + std::to_string(i + 1) + "," + puzzle[i] + ")\n";
  return rf;
}

std::optional<rfsat::model::Puzzle> build(const std::string& text, std::string& errors) {
  rfsat::Diagnostics diags("tdoku.rf", text);
  std::optional<rfsat::ast::RuleFile> file = rfsat::parser::parse_rule_file(text, diags);
  std::optional<rfsat::model::Puzzle> puzzle;
  if (file) puzzle = rfsat::sema::resolve(*file, diags);
  std::ostringstream err;
  diags.print(err);
  errors = err.str();
  return puzzle;
}

// Solves every line whose count satisfies `select` and compares with tdoku.
// Returns the number of lines checked.
template <class Select>
int check_lines(Select select) {
  const fs::path path = data_file();
  int checked = 0;
  for (const Line& l : read_lines(path)) {
    if (!select(l.count)) continue;
    SCOPED_TRACE("test_puzzles line " + std::to_string(l.number) + ": " + l.puzzle);
    const std::string text = rule_file_text(l.puzzle);
    std::string errors;
    const std::optional<rfsat::model::Puzzle> p = build(text, errors);
    if (!p) {
      ADD_FAILURE() << "rfsat rejected the rule file:\n" << errors;
      continue;
    }
    const int limit = static_cast<int>(l.count) + 1;
    const rfsat::solve::Result r = rfsat::solve::solve(*p, {.count = limit});
    EXPECT_FALSE(r.violation) << *r.violation;
    EXPECT_TRUE(r.enumeration.complete) << "more than " << l.count << " solutions";
    EXPECT_EQ(static_cast<long>(r.enumeration.solutions.size()), l.count)
        << rfsat::solve::verdict_text(r);
    std::set<std::string> distinct;
    for (const auto& a : r.enumeration.solutions) {
      const std::string s = rfsat::solve::format_line(*p, a);
      for (int i = 0; i < 81; ++i) {
        if (l.puzzle[i] != '.' && l.puzzle[i] != '0') {
          EXPECT_EQ(s[i], l.puzzle[i]) << "clue " << i + 1;
        }
      }
      distinct.insert(s);
    }
    EXPECT_EQ(distinct.size(), r.enumeration.solutions.size()) << "a solution was repeated";
    if (l.count == 1 && r.enumeration.solutions.size() == 1) {
      EXPECT_EQ(rfsat::solve::format_line(*p, r.enumeration.solutions[0]), l.solution);
    }
    ++checked;
  }
  return checked;
}

#define REQUIRE_DATA()                                                          \
  do {                                                                          \
    if (!fs::exists(data_file())) {                                             \
      GTEST_SKIP() << "tdoku data not found at " << data_file()                 \
                   << " (shared/data next to the checkout); nothing to compare"; \
    }                                                                           \
  } while (false)

TEST(Tdoku, FileHasTheDocumentedShape) {
  REQUIRE_DATA();
  const std::vector<Line> lines = read_lines(data_file());
  int none = 0, unique = 0, several = 0;
  for (const Line& l : lines) {
    if (l.count == 0) ++none;
    else if (l.count == 1) ++unique;
    else ++several;
    EXPECT_EQ(l.solution.empty(), l.count != 1) << "line " << l.number;
    if (l.count == 1) {
      EXPECT_EQ(l.solution.size(), 81u) << "line " << l.number;
    }
  }
  // SOURCES.md: 43 puzzles, 10 with no solution, 18 unique, 15 with 3..847.
  EXPECT_EQ(lines.size(), 43u);
  EXPECT_EQ(none, 10);
  EXPECT_EQ(unique, 18);
  EXPECT_EQ(several, 15);
}

TEST(Tdoku, NoSolutionPuzzles) {
  REQUIRE_DATA();
  EXPECT_EQ(check_lines([](long c) { return c == 0; }), 10);
}

TEST(Tdoku, UniquePuzzlesGiveTdokusSolution) {
  REQUIRE_DATA();
  EXPECT_EQ(check_lines([](long c) { return c == 1; }), 18);
}

TEST(Tdoku, MultipleSolutionCountsAreExact) {
  REQUIRE_DATA();
  EXPECT_EQ(check_lines([](long c) { return c > 1; }), 15);
}

}  // namespace
