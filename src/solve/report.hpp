// Printing results: one solution as a line of symbols or in the puzzle's
// own shape (report_grid.cpp), and a whole result as solve, check and the
// collections print it, including the JSON objects (report.cpp). The one
// place that decides how rfsat's answers look.
//
//   rfsat::solve::write_result(std::cout, rfsat::solve::Format::grid, {puzzle}, result, "p.rf");
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

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
// `json` one object per puzzle (line, verdict, count, complete, solutions);
// `verdict` as rfsat check ("NAME:N: verdict").
enum class ItemFormat { line, grid, json, verdict };
void write_item(std::ostream& out, ItemFormat format, const model::Puzzle& p, const Result& r,
                const std::string& name, int line);

}  // namespace rfsat::solve
