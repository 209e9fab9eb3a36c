// The collection runner on generated puzzles: solution grids with seeded
// random holes (a mix of unique and multi-solution puzzles), a contradictory
// line and a malformed one. Every verdict must match the independent
// backtracking counter, and the output must be the same, in input order, for
// 1 or 2 jobs and for both solver strategies; on a collection of many blocks
// (errors among them) every output format prints the same bytes, in input
// order, for 1, 2 and 3 jobs. Streams (docs/parallel.md): one JSON record
// per non-blank line, errors included, and a stream cut into pieces
// numbered with first_line prints exactly what it prints whole.
#include "batch.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "report.hpp"
#include "support/backtrack.hpp"

namespace rfsat::batch {
namespace {

// A valid 9x9 solution: the shifted-rows pattern, relabelled by `perm`.
std::string solution_grid(const std::vector<int>& perm) {
  std::string s;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) s += static_cast<char>('1' + perm[(r * 3 + r / 3 + c) % 9]);
  return s;
}

std::vector<std::string> puzzle_lines(unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<std::string> lines;
  for (int i = 0; i < 40; ++i) {
    std::vector<int> perm{0, 1, 2, 3, 4, 5, 6, 7, 8};
    std::shuffle(perm.begin(), perm.end(), rng);
    std::string p = solution_grid(perm);
    const int holes = 20 + static_cast<int>(rng() % 45);
    for (int h = 0; h < holes; ++h) p[rng() % 81] = '.';
    lines.push_back(p);
  }
  std::string bad = lines[0];
  bad[0] = bad[1] == '.' ? '1' : bad[1];  // two equal digits in row 1
  if (bad[0] == bad[1]) lines.push_back(bad);
  lines.push_back("12345");  // malformed
  return lines;
}

std::string verdict_of_oracle(const std::string& line) {
  formats::classic::ClassicGrid g;
  if (!formats::classic::parse_line_puzzle(line, g, nullptr)) return "error";
  long long n = test::count_solutions(formats::classic::to_model(g), 2);
  return n == 0 ? "no solution" : n == 1 ? "unique" : "at least 2 solutions";
}

std::string run_all(const std::vector<std::string>& lines, int jobs, bool reuse, Summary& s) {
  std::string text;
  for (const std::string& l : lines) text += l + "\r\n\n";  // CRLF, blank lines between
  std::istringstream in(text);
  LineSource src(in);
  Options o;
  o.jobs = jobs;
  o.reuse_solver = reuse;
  o.output = Output::verdict;
  std::ostringstream out, err;
  s = run(src, "gen", o, out, err);
  return out.str();
}

TEST(Batch, VerdictsMatchTheBacktrackingOracleInInputOrder) {
  const std::vector<std::string> lines = puzzle_lines(20261121);
  std::string expected;
  for (std::size_t i = 0; i < lines.size(); ++i)
    expected += "gen:" + std::to_string(2 * i + 1) + ": " + verdict_of_oracle(lines[i]) + "\n";
  for (int jobs : {1, 2}) {
    for (bool reuse : {true, false}) {
      Summary s;
      EXPECT_EQ(run_all(lines, jobs, reuse, s), expected) << "jobs " << jobs << " reuse " << reuse;
      EXPECT_EQ(s.puzzles, static_cast<long long>(lines.size()));
      EXPECT_EQ(s.errors, 1);
      EXPECT_EQ(s.unique + s.multiple + s.none + s.errors, s.puzzles);
      EXPECT_GT(s.unique, 0);
      EXPECT_GT(s.multiple, 0);
    }
  }
}

TEST(Batch, SolutionLinesAreVerifiedSolutionsOfTheirPuzzles) {
  const std::vector<std::string> lines = puzzle_lines(7);
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  std::istringstream in(text);
  LineSource src(in);
  std::ostringstream out, err;
  run(src, "gen", Options{}, out, err);
  std::istringstream results(out.str());
  std::string line;
  for (std::size_t i = 0; std::getline(results, line); ++i) {
    ASSERT_LT(i, lines.size());
    if (line.rfind("line ", 0) == 0) continue;  // a status, not a solution
    ASSERT_EQ(line.size(), 81u);
    for (int c = 0; c < 81; ++c) {
      if (lines[i][c] != '.') {
        EXPECT_EQ(line[c], lines[i][c]) << "puzzle " << i << " cell " << c;
      }
    }
  }
  EXPECT_NE(err.str().find("gen:"), std::string::npos);  // the malformed line is reported
}

// Out and err of one run over `text`, as one string (err first).
std::string run_text(const std::string& text, Options o) {
  std::istringstream in(text);
  LineSource src(in);
  std::ostringstream out, err;
  const Summary s = run(src, "many", o, out, err);
  return err.str() + "--\n" + out.str() + "--\n" + std::to_string(s.puzzles) + " " +
         std::to_string(s.unique) + " " + std::to_string(s.multiple) + " " +
         std::to_string(s.none) + " " + std::to_string(s.errors);
}

TEST(Batch, ManyBlocksPrintTheSameBytesForAnyNumberOfJobs) {
  std::string text;
  for (unsigned seed = 0; seed < 30; ++seed) {
    const std::vector<std::string> lines = puzzle_lines(seed);
    for (const std::string& l : lines) text += l + '\n';
  }
  for (Output format : {Output::line, Output::grid, Output::verdict}) {
    for (bool reuse : {false, true}) {
      Options o;
      o.output = format;
      o.reuse_solver = reuse;
      const std::string one = run_text(text, o);
      ASSERT_NE(one.find(": error: "), std::string::npos);  // the malformed lines are there
      for (int jobs : {2, 3}) {
        o.jobs = jobs;
        EXPECT_EQ(run_text(text, o), one) << "jobs " << jobs << " reuse " << reuse;
      }
    }
  }
  Options o;  // check mode: records in order, errors interleaved
  std::ostringstream one_report, two_report;
  solve::CheckReport one(one_report, solve::CheckFormat::text),
      two(two_report, solve::CheckFormat::text);
  o.report = &one;
  const std::string one_err = run_text(text, o);
  o.report = &two;
  o.jobs = 2;
  EXPECT_EQ(run_text(text, o), one_err);
  EXPECT_EQ(two_report.str(), one_report.str());
  const std::string report = one_report.str();
  EXPECT_EQ(std::count(report.begin(), report.end(), '\n'),
            std::count(text.begin(), text.end(), '\n'));
}

// The generated puzzles, an ISS line, a corrupt link and a line of invalid
// UTF-8: one per line, LF.
std::string stream_text() {
  std::string text;
  for (const std::string& l : puzzle_lines(11)) text += l + "\n";
  text += ".Shape~4x4.~R1C1_1.~R2C3_4\n";
  text += "https://f-puzzles.com/?load=garbage\n";
  text += "\xff\xfe\n";
  return text;
}

std::string run_json(const std::string& text, long long first_line, int jobs = 1) {
  std::istringstream in(text);
  LineSource src(in);
  Options o;
  o.output = Output::json;
  o.first_line = first_line;
  o.jobs = jobs;
  std::ostringstream out, err;
  run(src, "-", o, out, err);
  return out.str();
}

TEST(BatchStream, EveryLineHasOneJsonRecordErrorsIncluded) {
  const std::string text = stream_text();
  std::istringstream records(run_json(text, 1001));
  std::istringstream inputs(text);
  std::string record, input;
  long long line = 1000;
  int errors = 0;
  while (std::getline(inputs, input)) {
    ++line;
    ASSERT_TRUE(std::getline(records, record)) << "no record for line " << line;
    const nlohmann::json j = nlohmann::json::parse(record);
    EXPECT_EQ(j.at("line").get<long long>(), line);
    if (j.at("verdict") == "error") {
      ++errors;
      EXPECT_FALSE(j.at("error").at("message").get<std::string>().empty());
      continue;
    }
    EXPECT_EQ(j.at("input").get<std::string>(), input);
    EXPECT_EQ(j.at("count").get<std::size_t>(), j.at("solutions").size());
  }
  EXPECT_FALSE(std::getline(records, record)) << "a record too many: " << record;
  EXPECT_EQ(errors, 3);  // "12345", the corrupt link, the invalid UTF-8
}

TEST(BatchStream, PiecesNumberedWithFirstLinePrintWhatTheWholePrints) {
  const std::string text = stream_text();
  const std::string whole = run_json(text, 1);
  EXPECT_EQ(run_json(text, 1, 2), whole);
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l + "\n");
  for (std::size_t piece : {1u, 7u, 16u}) {
    std::string joined;
    for (std::size_t at = 0; at < lines.size(); at += piece) {
      std::string part;
      for (std::size_t i = at; i < std::min(lines.size(), at + piece); ++i) part += lines[i];
      joined += run_json(part, static_cast<long long>(at) + 1, 2);
    }
    EXPECT_EQ(joined, whole) << "pieces of " << piece << " lines";
  }
}

}  // namespace
}  // namespace rfsat::batch
