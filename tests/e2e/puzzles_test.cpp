// End-to-end check of every fixture under puzzles/: each puzzles/**/NAME.rf is
// loaded with rfsat::formats::load_puzzle, solved with rfsat::solve::solve up
// to max(expected count, 2) + 1 solutions, with one and with two solver
// threads, and compared with its sidecar
// NAME.expect ("count: N" or "count: at least N", and "solution: <line>" for
// unique puzzles). The expectations were computed independently of rfsat.
// One test per file (parameterised, named after the path), so a failure names
// the file; a .rf without a .expect fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "../support/source_tree.hpp"
#include "load.hpp"
#include "report.hpp"
#include "solve.hpp"

namespace {

namespace fs = std::filesystem;

using rfsat::test::puzzle_files;
using rfsat::test::puzzles_dir;

struct Expectation {
  long count = -1;
  bool at_least = false;
  std::optional<std::string> solution;
};

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

// Parses NAME.expect; returns an error message in `error` on a bad file.
std::optional<Expectation> read_expectation(const fs::path& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "missing sidecar " + path.string();
    return std::nullopt;
  }
  Expectation x;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    line = trim(line);
    if (line.empty() || line.rfind("#", 0) == 0) continue;
    const auto colon = line.find(':');
    const std::string where = path.filename().string() + ":" + std::to_string(number) + ": ";
    if (colon == std::string::npos) {
      error = where + "expected 'key: value'";
      return std::nullopt;
    }
    const std::string key = trim(line.substr(0, colon));
    std::string value = trim(line.substr(colon + 1));
    if (key == "count") {
      if (value.rfind("at least", 0) == 0) {
        x.at_least = true;
        value = trim(value.substr(8));
      }
      try {
        std::size_t used = 0;
        x.count = std::stol(value, &used);
        if (used != value.size() || x.count < 0) throw std::invalid_argument(value);
      } catch (const std::exception&) {
        error = where + "bad count '" + value + "'";
        return std::nullopt;
      }
    } else if (key == "solution") {
      x.solution = value;
    } else {
      error = where + "unknown key '" + key + "'";
      return std::nullopt;
    }
  }
  if (x.count < 0) {
    error = path.filename().string() + ": no 'count:' line";
    return std::nullopt;
  }
  if (x.solution && (x.count != 1 || x.at_least)) {
    error = path.filename().string() + ": 'solution:' is only for puzzles with count: 1";
    return std::nullopt;
  }
  return x;
}

class PuzzleFile : public ::testing::TestWithParam<std::string> {};

// The solutions of `puzzle` found with `threads` workers against `x`.
void expect_matches(const rfsat::model::Puzzle& puzzle, const Expectation& x, int threads) {
  SCOPED_TRACE("threads=" + std::to_string(threads));
  const int limit = static_cast<int>(std::max<long>(x.count, 2) + 1);
  const rfsat::solve::Result r = rfsat::solve::solve(puzzle, {.count = limit, .threads = threads});
  ASSERT_FALSE(r.violation) << "a solution failed the independent checker: " << *r.violation;
  ASSERT_FALSE(r.enumeration.limit_hit);
  const auto& solutions = r.enumeration.solutions;

  // Every enumerated solution is distinct.
  std::set<std::string> lines;
  for (const auto& a : solutions) lines.insert(rfsat::solve::format_line(puzzle, a));
  EXPECT_EQ(lines.size(), solutions.size()) << "the enumeration repeated a solution";

  if (x.at_least) {
    EXPECT_GE(static_cast<long>(solutions.size()), x.count)
        << "expected at least " << x.count << " solutions";
  } else {
    EXPECT_TRUE(r.enumeration.complete)
        << "expected exactly " << x.count << " solutions, found more than that: "
        << solutions.size() << " before the limit " << limit;
    EXPECT_EQ(static_cast<long>(solutions.size()), x.count) << rfsat::solve::verdict_text(r);
  }
  if (x.solution) {
    ASSERT_FALSE(solutions.empty());
    EXPECT_EQ(rfsat::solve::format_line(puzzle, solutions.front()), *x.solution);
  }
}

TEST_P(PuzzleFile, MatchesExpectation) {
  const fs::path rf = puzzles_dir() / GetParam();
  fs::path expect_path = rf;
  expect_path.replace_extension(".expect");
  std::string error;
  const std::optional<Expectation> x = read_expectation(expect_path, error);
  ASSERT_TRUE(x) << error;

  std::ostringstream diagnostics;
  const std::optional<rfsat::model::Puzzle> puzzle =
      rfsat::formats::load_puzzle(rf.string(), diagnostics);
  ASSERT_TRUE(puzzle) << "rfsat rejected " << rf << ":\n" << diagnostics.str();
  expect_matches(*puzzle, *x, 1);
  expect_matches(*puzzle, *x, 2);  // cooperating solvers (--jobs 2)
}

// "classic/vanilla_9x9.rf" -> "classic_vanilla_9x9".
std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param.substr(0, info.param.size() - 3);
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Puzzles, PuzzleFile, ::testing::ValuesIn(puzzle_files()), test_name);

// Guards against an empty or misplaced puzzles/ tree: the parameterised test
// above would then silently run nothing.
TEST(PuzzleTree, HasTheFixtures) {
  const std::vector<std::string> files = puzzle_files();
  EXPECT_GE(files.size(), 20u) << "puzzles under " << puzzles_dir();
  for (const char* sub : {"classic/", "variants/"})
    EXPECT_TRUE(std::any_of(files.begin(), files.end(),
                            [&](const std::string& f) { return f.rfind(sub, 0) == 0; }))
        << "no puzzles in " << sub;
}

// Every sidecar belongs to a rule file (a renamed .rf would leave one behind).
TEST(PuzzleTree, NoOrphanExpectations) {
  std::error_code ec;
  for (const auto& e : fs::recursive_directory_iterator(puzzles_dir(), ec)) {
    if (!e.is_regular_file() || e.path().extension() != ".expect") continue;
    fs::path rf = e.path();
    rf.replace_extension(".rf");
    EXPECT_TRUE(fs::exists(rf)) << e.path() << " has no rule file";
  }
}

}  // namespace
