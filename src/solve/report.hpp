// Printing results: one solution as a line of symbols or in the puzzle's
// own shape (report_grid.cpp), a whole result as solve, check and the
// collections print it, including the JSON objects (report.cpp), and
// `rfsat check`'s reports for CI: text, JUnit XML, GitHub workflow commands,
// JSON lines (report_check.cpp), and `rfsat candidates`' candidate grids
// (report_candidates.cpp). The one place that decides how rfsat's answers
// look.
//
//   rfsat::solve::write_result(std::cout, rfsat::solve::Format::grid, {puzzle}, result, "p.rf");
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "candidates.hpp"
#include "minimize.hpp"
#include "puzzle.hpp"
#include "solve.hpp"

namespace rfsat::formats::cdok {
struct CdokPuzzle;
}

namespace rfsat::solve {

// `line`: one row-major line of symbols, holes as '.'. `grid`: rows of
// space-separated symbols, box separators when the boxes tile the grid,
// holes blank.
std::string format_line(const model::Puzzle& p, const model::Assignment& a);
std::string format_grid(const model::Puzzle& p, const model::Assignment& a);

// How `rfsat solve` prints one puzzle. cdok / cdok_utf8: cdok's picture of
// each solution (calcudokus only).
enum class Format { grid, line, json, cdok, cdok_utf8 };

// The puzzle a result belongs to, and how its solutions read.
struct Shown {
  const model::Puzzle& puzzle;
  const formats::cdok::CdokPuzzle* calc = nullptr;  // the puzzle as a calcudoku (cdok input or format)
  bool from_cdok = false;                 // read from a cdok spec: values print as numbers
};

// `rfsat solve` on one puzzle: every solution (grid and pictures under a
// "solution K:" header), then the verdict line; json: one object with file,
// verdict, count, complete, solutions, time, variables, clauses (and values
// for calcudokus).
void write_result(std::ostream& out, Format format, const Shown& shown, const Result& r,
                  const std::string& file);

// `--stats`: the formula's size and the timings, one line.
void write_stats(std::ostream& err, const Result& r);

// `rfsat check` and collections in check mode: "WHERE: verdict".
void write_verdict(std::ostream& out, const std::string& where, const Result& r);

// How each puzzle of a collection prints: `line` the solution line when
// unique, else "line N: verdict"; `grid` the verdict line and every solution;
// `json` one object per puzzle (line, verdict, count, complete, solutions,
// and `input`: the line as read, when the puzzle came from one);
// `verdict` as rfsat check ("NAME:N: verdict").
enum class ItemFormat { line, grid, json, verdict };
void write_item(std::ostream& out, ItemFormat format, const model::Puzzle& p, const Result& r,
                const std::string& name, long long line, const std::string& input = "");
// A line that gave no answer, in the same format: "line N: error: MESSAGE
// (column C)", "NAME:N: error", or the object {"line", "verdict": "error",
// "error": {"message", "column"}, "input"}; column 0: none.
void write_item_error(std::ostream& out, ItemFormat format, const std::string& name, long long line,
                      const std::string& message, int column, const std::string& input = "");

// ---- `rfsat check`'s report (report_check.cpp) -----------------------------

// text: "WHERE: verdict" lines as write_verdict; junit: one JUnit XML document
// (one test case per puzzle), written by CheckReport::finish; github: a
// workflow command (`::error file=...,line=...::...`) per puzzle that is not
// unique; json: one object per puzzle (JSON lines).
enum class CheckFormat { text, junit, github, json };

// One puzzle's outcome. `line` 0: a file holding one puzzle (its report points
// at line 1); else the puzzle's line in its collection. An input error has
// no result: `message` is its first diagnostic, at error_line:error_column
// of `file` when known (0 otherwise).
// `differs`: unique, but not the solution the input carries (its own
// verdict, "unique, solution differs", and its own count; a failure).
struct CheckRecord {
  enum class Status { pass, fail, error, limit, differs } status = Status::pass;
  std::string file;
  long long line = 0;
  std::string verdict;  // verdict_text, or "error"
  std::size_t count = 0;
  bool complete = false;
  double seconds = 0;
  long long conflicts = 0;  // the search's learned clauses (Enumeration::conflicts)
  // Set when the input carries a solution and the puzzle is unique: whether
  // the unique solution is that one (json: matches_input_solution).
  std::optional<bool> matches_input_solution;
  std::string message;  // an input error's diagnostic, or what differs
  long long error_line = 0;
  int error_column = 0;
  // What the input showed but no rule says (an imported puzzle's drawings):
  // JSON "warnings", a JUnit <system-err>, GitHub ::warning lines.
  std::vector<std::string> warnings;
};

CheckRecord check_record(const std::string& file, long long line, const Result& r);
CheckRecord error_record(const std::string& file, long long line, std::string message,
                         long long error_line, int error_column);

// The counts behind the summary line.
struct CheckTally {
  long long puzzles = 0, unique = 0, none = 0, multiple = 0, limit = 0, errors = 0;
  long long differs = 0;  // unique, solution differs
  double seconds = 0;     // the sum of the puzzles' times
};
// "12 puzzles: 10 unique, 1 solution differs, 0 multiple, 1 no solution, 0
// stopped by the time limit, 0 errors": the summary of check and of
// collections (batch::summary_text), one wording for every command; the
// `solution differs` count only when some puzzle has that verdict.
std::string tally_text(const CheckTally& t);

class CheckReport {
 public:
  CheckReport(std::ostream& out, CheckFormat format) : out_(out), format_(format) {}
  // text, github and json write the record at once; junit keeps it for finish().
  void add(const CheckRecord& r);
  // junit: the document; the other formats have nothing left to write.
  void finish();
  // Flushes what was written; false when the output failed.
  bool flush();
  const CheckTally& tally() const { return tally_; }

 private:
  std::ostream& out_;
  CheckFormat format_;
  CheckTally tally_;
  std::string cases_;  // junit: the <testcase> elements so far
};

// ---- `rfsat candidates` (report_candidates.cpp) -----------------------------

// grid: a plain square grid of 4, 6, 9, 16 or 25 cells a side as rows of
// candidate lists, .sdx style (rfsat reads it back as sdx), other shapes one
// line per cell ("r1c1 (cell 1): 1 2 3"); with counts (K), always one line
// per cell, each candidate followed by its solutions, "(K+)" for at least K.
// Nothing for a puzzle without solution. json: one object (file, verdict,
// cells: [{cell, name, candidates}]; with counts each candidate is {value,
// solutions, at_least}), solutions drawn, solver calls, time.
enum class CandidatesFormat { grid, json };
void write_candidates(std::ostream& out, CandidatesFormat format, const model::Puzzle& p,
                      const Candidates& c, const std::string& file);
// The verdict and the effort for stderr: "several solutions (12 solutions
// drawn, 13 solver calls, 0.004 s)".
std::string candidates_summary(const Candidates& c);

// ---- `rfsat minimize` (report_minimize.cpp) ---------------------------------

// What the command adds to the search's result: the puzzle as written (in
// `format`: the input's, or rf) and where, if to a file.
struct MinimizeOutput {
  std::string file;
  std::uint64_t seed = 1;
  std::string format = "rf";
  std::string puzzle;      // the minimal puzzle's text
  std::string written_to;  // -o FILE, or empty: the text goes into the report
};
// text: the items that can go alone, the minimal set, then the puzzle (or
// where it was written); json: one object (file, verdict, items: [{line,
// text, kind, given, removable, kept}], seed, passes, format, puzzle or
// output, whole_grid_rules, solver_calls, time).
void write_minimize(std::ostream& out, bool json, const model::Puzzle& p, const Minimized& m,
                    const MinimizeOutput& o);

}  // namespace rfsat::solve
