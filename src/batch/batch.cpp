// The collection runner: the calling thread reads items in blocks of
// kBlockItems and hands them to `jobs` worker threads, which take the next
// block as they come free (so a block of hard puzzles does not hold up the
// others), solve each item independently (parse, build the vanilla model,
// solve on the worker's solver for the grid's shape, solve::ShapeSolver) and
// format its output into the block's own buffers. The calling thread prints
// finished blocks in input order, so the output is the same bytes for any
// number of jobs; at most kBlocksPerJob blocks per job are in flight, which
// bounds memory. One job runs inline, without threads. Each printed block is
// flushed (a consumer of the stream sees records as they are answered); a
// failed write stops the run. A line that is no classic line may be a
// one-line variant puzzle (import/detect.hpp): the workers read it too (the
// readers and the rule registry keep no mutable state).
#include "batch.hpp"

#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <iostream>
#include <istream>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>

#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "import/detect.hpp"
#include "import/load_imported.hpp"
#include "printable.hpp"
#include "report.hpp"
#include "shape_solver.hpp"
#include "solve.hpp"

namespace rfsat::batch {
namespace {

// Items per block (docs/tuning.md#batch-blocks): small enough that the
// workers finish together also on a few hundred hard puzzles, large enough
// that handing blocks over costs nothing; with --incremental large enough
// that building the block's solver (about 13M instructions for a 9x9) is
// small beside solving its puzzles.
constexpr std::size_t kBlockItems = 16;
constexpr std::size_t kIncrementalBlockItems = 512;
constexpr std::size_t kBlocksPerJob = 8;

// Text for `out` or `err`, or a record for Options::report, in the order the
// items produced them (so `2>&1` interleaves as with one job).
struct Piece {
  enum class To { out, err, report } to;
  std::string text;
  std::optional<solve::CheckRecord> record;
};

// A run of consecutive items and everything they print: a worker fills
// `pieces` and `tally`; the calling thread prints them.
struct Block {
  std::vector<Item> items;
  std::vector<Piece> pieces;
  Summary tally;
  bool done = false;

  std::string& text(Piece::To to) {
    if (pieces.empty() || pieces.back().to != to) pieces.push_back({to, {}, {}});
    return pieces.back().text;
  }
  void record(solve::CheckRecord r) { pieces.push_back({Piece::To::report, {}, std::move(r)}); }
};

// Per worker thread: the grid being parsed, one ShapeSolver per shape
// (--incremental), and a stream to format into.
struct Worker {
  formats::classic::ClassicGrid scratch;
  std::map<std::string, std::unique_ptr<solve::ShapeSolver>> solvers;
  std::ostringstream text;

  solve::ShapeSolver& solver_for(const formats::classic::ClassicGrid& g, const model::Puzzle& p) {
    std::string key = std::to_string(g.size) + "/" + std::to_string(g.box_width) + "x" +
                      std::to_string(g.box_height) + "/" + g.symbols;
    std::unique_ptr<solve::ShapeSolver>& s = solvers[key];
    if (!s) {
      model::Puzzle base = p;
      std::erase_if(base.constraints, [](const model::Constraint& c) {
        return !std::holds_alternative<model::Group>(c.kind);
      });
      s = std::make_unique<solve::ShapeSolver>(base);
    }
    return *s;
  }
};

void count(const solve::Result& r, Summary& s) {
  switch (solve::verdict_of(r)) {
    case solve::Verdict::unique:
      ++s.unique;
      break;
    case solve::Verdict::none:
      ++s.none;
      break;
    case solve::Verdict::multiple:
      ++s.multiple;
      break;
    case solve::Verdict::at_least:
      break;
    case solve::Verdict::limit:
      ++s.limit;
      break;
  }
}

// The message of the first "WHERE: error: MESSAGE" of an importer's
// diagnostics (WHERE points into the decoded or generated text, not into
// the line: left out).
std::string first_error(const std::string& diagnostics) {
  std::istringstream lines(diagnostics);
  std::string d;
  while (std::getline(lines, d))
    if (const std::size_t at = d.find(": error: "); at != std::string::npos)
      return d.substr(at + 9);
  return "cannot read the puzzle";
}

// An item's puzzle: its grid, a classic line parsed into the worker's
// scratch grid (`grid` set for both), or a one-line variant puzzle. nullopt
// with `error` and `column` (0: none) when the line is neither.
std::optional<model::Puzzle> puzzle_of(const Item& item, Worker& w,
                                       const formats::classic::ClassicGrid*& grid,
                                       std::string& error, int& column, const LoadLimits& limits) {
  grid = item.grid ? &*item.grid : nullptr;
  if (!grid) {
    // A length error names the size of the grid parsed before, when there
    // is one: forgotten, so that a line's record depends on it alone.
    w.scratch.size = 0;
    if (formats::classic::parse_line_puzzle(item.text, w.scratch, &error, &column))
      grid = &w.scratch;
  }
  if (grid) return formats::classic::to_model(*grid);
  const std::optional<formats::ClassicFormat> f = formats::import::detect_import(item.text);
  if (!f) return std::nullopt;
  std::ostringstream diagnostics;
  std::optional<model::Puzzle> p;
  if (auto imported = formats::read_imported("<line>", item.text, *f, diagnostics, limits))
    p = formats::import::load_imported(*imported, "<line>", diagnostics, limits);
  if (!p) error = first_error(diagnostics.str()), column = 0;
  return p;
}

// A line without an answer: on `err` as NAME:LINE[:COL], and as a record
// (the check report's, or the output format's error line).
void print_error(const Item& item, long long line, const std::string& message, int column,
                 bool internal, const Options& o, const std::string& name, Worker& w, Block& b) {
  std::string where = text::printable(name) + ':' + std::to_string(line);
  if (column > 0) where += ':' + std::to_string(column);
  b.text(Piece::To::err) +=
      where + (internal ? ": " : ": error: ") + text::printable(message) + '\n';
  if (o.report) {
    b.record(solve::error_record(name, line, message, internal ? 0 : line, column));
    return;
  }
  w.text.str("");
  solve::write_item_error(w.text, o.output, name, line, message, column, item.text);
  b.text(Piece::To::out) += w.text.view();
}

// One item's result, counted and formatted into the block (`p`: its puzzle,
// empty when loading ran out of time).
void add_result(const Item& item, long long line, const model::Puzzle& p, const solve::Result& r,
                const Options& o, const std::string& name, Worker& w, Block& b) {
  count(r, b.tally);
  if (o.report) {
    b.record(solve::check_record(name, line, r));
    return;
  }
  w.text.str("");
  solve::write_item(w.text, o.output, p, r, name, line, item.text);
  b.text(Piece::To::out) += w.text.view();
}

// Solves one item and formats its outcome into the block. The time limit
// counts the item's loading (a variant puzzle's line can be long).
void solve_item(const Item& item, const Options& o, const std::string& name, Worker& w, Block& b) {
  ++b.tally.puzzles;
  const auto start = std::chrono::steady_clock::now();
  const long long line = item.line + o.first_line - 1;
  const formats::classic::ClassicGrid* grid = nullptr;
  std::string error;
  int column = 0;
  std::optional<model::Puzzle> puzzle;
  try {
    const LoadLimits limits = load_limits(deadline_after(o.time_limit, start), o.memory_limit_mb);
    puzzle = puzzle_of(item, w, grid, error, column, limits);
  } catch (const LoadLimitReached& e) {
    return add_result(item, line, model::Puzzle{}, solve::refusal(e.what()), o, name, w, b);
  }
  if (!puzzle) {
    ++b.tally.errors;
    return print_error(item, line, error, column, false, o, name, w, b);
  }
  const solve::Request request{.count = o.count,
                               .time_limit = solve::time_left(o.time_limit, start),
                               .memory_limit_mb = o.memory_limit_mb};
  std::optional<solve::Result> run;
  if (o.reuse_solver && grid) {
    solve::ShapeSolver& s = w.solver_for(*grid, *puzzle);
    if (s.fits(*puzzle)) run = s.solve(*puzzle, request);
  }
  if (!run) run = solve::solve(*puzzle, request);
  if (run->violation) {
    ++b.tally.internal_errors;
    return print_error(item, line, "internal error: " + *run->violation, 0, true, o, name, w, b);
  }
  add_result(item, line, *puzzle, *run, o, name, w, b);
}

// --incremental: every block starts from fresh solvers, so which solutions
// a puzzle of several shows depends on its block alone, not on the worker
// or the puzzles it solved before (and a solver never grows old).
void solve_block(Block& b, const Options& o, const std::string& name, Worker& w) {
  w.solvers.clear();
  for (const Item& item : b.items) solve_item(item, o, name, w, b);
}

void add(Summary& s, const Summary& t) {
  s.puzzles += t.puzzles;
  s.unique += t.unique;
  s.multiple += t.multiple;
  s.none += t.none;
  s.limit += t.limit;
  s.errors += t.errors;
  s.internal_errors += t.internal_errors;
}

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// The calling thread's side: reading blocks and printing them in order.
class Printer {
 public:
  Printer(const Options& o, std::ostream& out, std::ostream& err)
      : o_(o), out_(out), err_(err), start_(std::chrono::steady_clock::now()) {}

  // Reads up to a block's items into `b`; false when there were none.
  bool read(Source& source, Block& b) const {
    const std::size_t size = o_.reuse_solver ? kIncrementalBlockItems : kBlockItems;
    b.items.resize(size);
    std::size_t n = 0;
    while (n < size && source.next(b.items[n])) ++n;
    b.items.resize(n);
    return n > 0;
  }

  void print(const Block& b) {
    if (failed_) return;
    for (const Piece& p : b.pieces) {
      if (p.to == Piece::To::report)
        o_.report->add(*p.record);
      else
        (p.to == Piece::To::out ? out_ : err_) << p.text;
    }
    add(summary_, b.tally);
    if (!(o_.report ? o_.report->flush() : static_cast<bool>(out_.flush()))) {
      err_ << "error: cannot write the output; stopped after " << summary_.puzzles << " puzzles\n";
      failed_ = true;
    }
    if (o_.progress && since(last_) > 0.2) {
      last_ = std::chrono::steady_clock::now();
      err_ << '\r' << summary_.puzzles << " puzzles, "
           << static_cast<long long>(summary_.puzzles / since(start_)) << "/s" << std::flush;
    }
  }

  // A write failed: nothing more is printed, and reading stops.
  bool failed() const { return failed_; }

  Summary finish() {
    if (o_.progress) err_ << '\r' << std::string(40, ' ') << '\r';
    summary_.seconds = since(start_);
    summary_.write_failed = failed_;
    return summary_;
  }

 private:
  const Options& o_;
  std::ostream& out_;
  std::ostream& err_;
  std::chrono::steady_clock::time_point start_, last_{};
  Summary summary_;
  bool failed_ = false;
};

// jobs > 1: workers take blocks from `pending` in order; the calling thread
// waits for the oldest block in flight, prints it, and reads the next.
Summary run_parallel(Source& source, const std::string& name, const Options& o, Printer& printer) {
  std::mutex m;
  std::condition_variable work_ready, block_done;
  std::deque<std::unique_ptr<Block>> in_flight;  // input order
  std::deque<Block*> pending;                    // not yet taken by a worker
  bool stop = false;
  auto work = [&] {
    Worker w;
    std::unique_lock lock(m);
    while (true) {
      work_ready.wait(lock, [&] { return stop || !pending.empty(); });
      if (pending.empty()) return;
      Block* b = pending.front();
      pending.pop_front();
      lock.unlock();
      solve_block(*b, o, name, w);
      lock.lock();
      b->done = true;
      block_done.notify_one();
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < o.jobs; ++t) threads.emplace_back(work);
  const std::size_t max_in_flight = kBlocksPerJob * static_cast<std::size_t>(o.jobs);
  bool more = true;
  while (true) {
    more = more && !printer.failed();
    while (more && in_flight.size() < max_in_flight) {
      auto b = std::make_unique<Block>();
      if (!(more = printer.read(source, *b))) break;
      std::lock_guard lock(m);
      pending.push_back(b.get());
      in_flight.push_back(std::move(b));
      work_ready.notify_one();
    }
    if (in_flight.empty()) break;
    {
      std::unique_lock lock(m);
      block_done.wait(lock, [&] { return in_flight.front()->done; });
    }
    printer.print(*in_flight.front());
    in_flight.pop_front();
  }
  {
    std::lock_guard lock(m);
    stop = true;
  }
  work_ready.notify_all();
  for (std::thread& th : threads) th.join();
  return printer.finish();
}

}  // namespace

Summary run(Source& source, const std::string& name, const Options& o, std::ostream& out,
            std::ostream& err) {
  Printer printer(o, out, err);
  Summary s;
  if (o.jobs > 1) {
    s = run_parallel(source, name, o, printer);
  } else {
    Worker w;
    Block b;
    while (!printer.failed() && printer.read(source, b)) {
      solve_block(b, o, name, w);
      printer.print(b);
      b = Block{};
    }
    s = printer.finish();
  }
  if (!s.write_failed && (s.end = unfinished(source, s.puzzles))) {
    print_end(*s.end, name, o, out, err);
    ++(s.end->kind == End::Kind::limit ? s.limit : s.errors);  // the summary counts it
  }
  return s;
}

Summary run_input(formats::Input& in, const std::string& name, Options o, std::ostream& out,
                  std::ostream& err) {
  o.progress = ::isatty(STDERR_FILENO) != 0 && &err == &std::cerr;
  if (in.kind == formats::Input::Kind::collection) {
    LineSource src = line_source(*in.stream, o.memory_limit_mb);
    return run(src, name, o, out, err);
  }
  GridSource src(std::move(in.grids));
  return run(src, name, o, out, err);
}

std::string summary_text(const Summary& s) {
  char rate[64];
  std::snprintf(rate, sizeof rate, "%.3f s, %.0f puzzles/s", s.seconds,
                s.seconds > 0 ? s.puzzles / s.seconds : 0.0);
  solve::CheckTally t;  // the counts in check's wording (one summary for every command)
  t.puzzles = s.puzzles, t.unique = s.unique, t.multiple = s.multiple, t.none = s.none;
  t.limit = s.limit, t.errors = s.errors;
  return solve::tally_text(t) + "; " + rate;
}

}  // namespace rfsat::batch
