// Solving collections: a stream of puzzles (one per line, .sdm/.txt or
// stdin: classic lines of any side the line reader takes, or one-line
// variant puzzles: f-puzzles/SudokuPad links, ISS strings), or the grids of
// any classic file, solved in blocks on N threads through the solve service
// (src/solve/), results printed and flushed in input order, one record per
// non-blank line, errors included (report.hpp), the same bytes for any
// number of threads, and a summary. Memory stays constant however long the
// input is. A stream cut into pieces prints, piece by piece, exactly what it
// prints whole (docs/parallel.md).
//
//   rfsat::batch::Options o;  o.count = 2;  o.jobs = 2;
//   rfsat::batch::LineSource src(std::cin);
//   rfsat::batch::Summary s = rfsat::batch::run(src, "stdin", o, std::cout, std::cerr);
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "classic/grid.hpp"
#include "load.hpp"
#include "report.hpp"

namespace rfsat::batch {

// One puzzle of a collection: its 1-based line, and either the raw line (parsed
// by a worker) or an already parsed grid.
struct Item {
  long long line = 0;
  std::string text;
  std::optional<formats::classic::ClassicGrid> grid;
};

// Why a source's items ended before its input did (sources.cpp): the input
// could not be read on (`read_error`: a directory or a closed descriptor as
// standard input, an I/O error), or a line was longer than the memory
// limit lets a line be (`limit`); or the input held no puzzle (`empty`:
// an empty collection passes nothing). `message` says what, without the
// place: printed as `NAME:LINE: error: message` (a limit: `NAME:LINE:
// message`, as every load limit).
struct End {
  enum class Kind { read_error, limit, empty } kind = Kind::read_error;
  std::string message;
  long long line = 0;  // where reading stopped (0: the input as a whole)
};

// Where items come from. `next` fills `item` and returns false at the end
// (or when reading stopped: stopped()).
class Source {
 public:
  virtual ~Source() = default;
  virtual bool next(Item& item) = 0;
  // Set when the items ended before the input: why (End::Kind::read_error
  // or limit).
  const std::optional<End>& stopped() const { return stopped_; }

 protected:
  std::optional<End> stopped_;
};

// Non-blank lines of a stream (CRLF or LF), read lazily. A line longer than
// `max_line_bytes` (what --memory-limit lets one line's reader take:
// line_cap) stops the source there, so that /dev/zero or a stream without
// newlines is never held whole; so does a read error.
class LineSource : public Source {
 public:
  explicit LineSource(std::istream& in, std::size_t max_line_bytes = SIZE_MAX,
                      std::size_t memory_limit_bytes = 0)
      : in_(in), max_line_bytes_(max_line_bytes), limit_bytes_(memory_limit_bytes) {}
  bool next(Item& item) override;

 private:
  bool read_line(std::string& text);
  std::istream& in_;
  std::size_t max_line_bytes_, limit_bytes_;
  long long line_ = 0;
  bool ended_ = false;
};

// The LineSource of a collection under --memory-limit `limit_mb` (0: none).
LineSource line_source(std::istream& in, std::size_t limit_mb);

// How `source` ended after `items` items, when not at the end of a
// non-empty input (End::Kind::empty: no items and no error).
std::optional<End> unfinished(const Source& source, long long items);

// Grids already read from a whole classic file.
class GridSource : public Source {
 public:
  explicit GridSource(std::vector<formats::classic::ClassicGrid> grids) : grids_(std::move(grids)) {}
  bool next(Item& item) override;

 private:
  std::vector<formats::classic::ClassicGrid> grids_;
  std::size_t at_ = 0;
};

// How each puzzle's result prints (verdict: `rfsat check`; report.hpp).
using Output = solve::ItemFormat;

struct Options {
  int count = 2;                      // solutions looked for per puzzle
  int jobs = 1;                       // worker threads
  std::optional<double> time_limit;   // per puzzle, seconds
  std::size_t memory_limit_mb = 0;    // per puzzle (solve::Request), 0: none
  Output output = Output::line;
  bool progress = false;              // progress line on stderr
  // The number of the input's first line: a piece of a longer stream
  // (parallel --pipe) numbers its records as the whole stream would.
  long long first_line = 1;
  // true: one incremental solver per grid shape and block of puzzles,
  // puzzles as assumptions (ShapeSolver); false: a fresh, pruned formula per puzzle
  // (solve::solve). Measured (scripts/bench_tdoku.sh): fresh is faster on hard
  // unique puzzles (741 vs 447 puzzles/s on forum_hardest_1106), incremental
  // on easy multi-solution sets (5552 vs 4012 on serg_benchmark).
  bool reuse_solver = false;
  // `rfsat check`: each puzzle's outcome (errors included) goes to this
  // report instead of `out`.
  solve::CheckReport* report = nullptr;
};

struct Summary {
  long long puzzles = 0, unique = 0, multiple = 0, none = 0, limit = 0, errors = 0;
  long long internal_errors = 0;
  bool write_failed = false;  // the output could not be written (stopped there)
  std::optional<End> end;     // the input ended early, or held no puzzle (printed; counted in
                              // errors, or in limit for a line over the memory limit)
  double seconds = 0;
};

// Solves every item of `source`, printing results to `out` (prefixed with
// `name:LINE:` in check mode) and errors to `err` as name:line:col. An input
// that ends early or holds no puzzle is printed as `name:LINE: error: ...`
// (and in check mode recorded) and set in Summary::end.
Summary run(Source& source, const std::string& name, const Options& options, std::ostream& out,
            std::ostream& err);

// An input that ended early (`end`): its record where the lines' go (every
// line read gets one: `o.report`, else `out` in `o.output`'s format) and
// its diagnostic on `err`; one without any puzzle: the diagnostic, and in
// check mode its record (a CI report shows the failure). run() calls it.
void print_end(const End& end, const std::string& name, const Options& o, std::ostream& out,
               std::ostream& err);

// The same for a collection input (formats::Input of kind collection or
// grids): its lines streamed, or its grids. The progress line is shown when
// `err` is std::cerr on a terminal.
Summary run_input(formats::Input& in, const std::string& name, Options options, std::ostream& out,
                  std::ostream& err);

// "1465 puzzles: 1465 unique, 0 multiple, 0 no solution, ...; 0.72 s, 2034
// puzzles/s", in check's wording (solve::tally_text)
std::string summary_text(const Summary& s);

}  // namespace rfsat::batch
