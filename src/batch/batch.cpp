// The collection runner: reads up to a chunk of items, solves the chunk on
// `jobs` threads (each item independently: parse, build the vanilla model,
// solve on the worker's solver for the grid's shape, solve::ShapeSolver),
// then prints the chunk in input order and moves on. A chunk bounds memory.
#include "batch.hpp"

#include <chrono>
#include <iostream>
#include <istream>
#include <ostream>
#include <map>
#include <memory>
#include <thread>
#include <unistd.h>

#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "report.hpp"
#include "shape_solver.hpp"
#include "solve.hpp"

namespace rfsat::batch {
namespace {

constexpr int kChunkPerJob = 256;

struct Outcome {
  std::string error;  // parse error message ("" if parsed)
  int error_column = 0;
  std::optional<model::Puzzle> puzzle;
  std::optional<solve::Result> run;
};

// Per worker thread: the grid being parsed and one ShapeSolver per shape.
struct Worker {
  formats::classic::ClassicGrid scratch;
  std::map<std::string, std::unique_ptr<solve::ShapeSolver>> solvers;

  // A solver is rebuilt after this many puzzles: each puzzle leaves an
  // activation variable and retired clauses behind, which slowly slows it.
  static constexpr int kRebuildEvery = 2000;
  std::map<std::string, int> uses;

  solve::ShapeSolver& solver_for(const formats::classic::ClassicGrid& g, const model::Puzzle& p) {
    std::string key = std::to_string(g.size) + "/" + std::to_string(g.box_width) + "x" +
                      std::to_string(g.box_height) + "/" + g.symbols;
    std::unique_ptr<solve::ShapeSolver>& s = solvers[key];
    if (++uses[key] % kRebuildEvery == 0) s.reset();
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

void solve_item(Item& item, const Options& o, Worker& w, Outcome& r) {
  formats::classic::ClassicGrid& scratch = w.scratch;
  const formats::classic::ClassicGrid* grid = item.grid ? &*item.grid : nullptr;
  if (!grid) {
    if (!formats::classic::parse_line_puzzle(item.text, scratch, &r.error, &r.error_column)) return;
    grid = &scratch;
  }
  r.puzzle = formats::classic::to_model(*grid);
  const solve::Request request{.count = o.count, .time_limit = o.time_limit};
  if (o.reuse_solver) {
    solve::ShapeSolver& s = w.solver_for(*grid, *r.puzzle);
    if (s.fits(*r.puzzle)) {
      r.run = s.solve(*r.puzzle, request);
      return;
    }
  }
  r.run = solve::solve(*r.puzzle, request);
}

void solve_chunk(std::vector<Item>& items, std::vector<Outcome>& results, const Options& o,
                 std::vector<Worker>& workers) {
  results.assign(items.size(), Outcome{});
  const int jobs = std::max(1, std::min<int>(o.jobs, static_cast<int>(items.size())));
  if (static_cast<int>(workers.size()) < jobs) workers.resize(jobs);
  auto work = [&](int t) {
    for (std::size_t i = t; i < items.size(); i += jobs) solve_item(items[i], o, workers[t], results[i]);
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(work, t);
  work(0);
  for (std::thread& th : threads) th.join();
}

void count(const solve::Result& r, Summary& s) {
  switch (solve::verdict_of(r)) {
    case solve::Verdict::unique: ++s.unique; break;
    case solve::Verdict::none: ++s.none; break;
    case solve::Verdict::multiple: ++s.multiple; break;
    case solve::Verdict::at_least: break;
    case solve::Verdict::limit: ++s.limit; break;
  }
}

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

bool LineSource::next(Item& item) {
  while (std::getline(in_, item.text)) {
    ++line_;
    if (!item.text.empty() && item.text.back() == '\r') item.text.pop_back();
    if (item.text.find_first_not_of(" \t") == std::string::npos) continue;
    item.line = line_;
    item.grid.reset();
    return true;
  }
  return false;
}

bool GridSource::next(Item& item) {
  if (at_ >= grids_.size()) return false;
  item.grid = std::move(grids_[at_++]);
  item.line = item.grid->pos.line;
  item.text.clear();
  return true;
}

Summary run(Source& source, const std::string& name, const Options& o, std::ostream& out,
            std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();
  Summary s;
  std::vector<Item> items(static_cast<std::size_t>(kChunkPerJob) * std::max(1, o.jobs));
  std::vector<Outcome> results;
  std::vector<Worker> workers;
  while (true) {
    std::size_t n = 0;
    while (n < items.size() && source.next(items[n])) ++n;
    if (n == 0) break;
    std::vector<Item> chunk(std::make_move_iterator(items.begin()),
                            std::make_move_iterator(items.begin() + n));
    solve_chunk(chunk, results, o, workers);
    for (std::size_t i = 0; i < n; ++i) {
      ++s.puzzles;
      const Outcome& r = results[i];
      const int line = chunk[i].line;
      if (!r.run) {
        ++s.errors;
        err << name << ':' << line << ':' << r.error_column << ": error: " << r.error << '\n';
        if (o.report)
          o.report->add(solve::error_record(name, line, r.error, line, r.error_column));
        else if (o.output == Output::verdict)
          out << name << ':' << line << ": error\n";
        continue;
      }
      if (r.run->violation) {
        ++s.internal_errors;
        err << name << ':' << line << ": internal error: " << *r.run->violation << '\n';
        if (o.report)
          o.report->add(
              solve::error_record(name, line, "internal error: " + *r.run->violation, 0, 0));
        continue;
      }
      count(*r.run, s);
      if (o.report)
        o.report->add(solve::check_record(name, line, *r.run));
      else
        solve::write_item(out, o.output, *r.puzzle, *r.run, name, line);
    }
    if (o.progress) err << '\r' << s.puzzles << " puzzles, " << static_cast<long long>(s.puzzles / since(start)) << "/s" << std::flush;
    if (n < items.size()) break;
  }
  if (o.progress) err << '\r' << std::string(40, ' ') << '\r';
  s.seconds = since(start);
  return s;
}

Summary run_input(formats::Input& in, const std::string& name, Options o, std::ostream& out,
                  std::ostream& err) {
  o.progress = ::isatty(STDERR_FILENO) != 0 && &err == &std::cerr;
  if (in.kind == formats::Input::Kind::collection) {
    LineSource src(*in.stream);
    return run(src, name, o, out, err);
  }
  GridSource src(std::move(in.grids));
  return run(src, name, o, out, err);
}

std::string summary_text(const Summary& s) {
  char rate[64];
  std::snprintf(rate, sizeof rate, "%.3f s, %.0f puzzles/s", s.seconds,
                s.seconds > 0 ? s.puzzles / s.seconds : 0.0);
  return std::to_string(s.puzzles) + " puzzles: " + std::to_string(s.unique) + " unique, " +
         std::to_string(s.multiple) + " multiple, " + std::to_string(s.none) + " none, " +
         std::to_string(s.limit) + " stopped by the time limit, " + std::to_string(s.errors) +
         " errors; " + rate;
}

}  // namespace rfsat::batch
