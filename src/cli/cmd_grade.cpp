// `rfsat grade FILE|COLLECTION [--format text|json|scl] [--jobs N]`: each
// puzzle's difficulty read off its solve path (explain/grade.hpp). A
// collection (one puzzle per line, or the grids of a classic file) is read
// through batch's sources and graded in blocks on N threads, printed in
// input order. --format scl writes SudoCue's collection rating file
// (docs/explain.md#scl). Exit 0, 1 when some puzzle has no solution or
// several, 2 on an input error (a bad line: its record is an error line,
// the others are graded), 3 on a limit.
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <ostream>
#include <sstream>
#include <thread>

#include "batch.hpp"
#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "explain.hpp"
#include "grade.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "rule_solver.hpp"
#include "solve.hpp"
#include "split_rules.hpp"

namespace rfsat::cli {
namespace {

struct Graded {
  long long line = 0;
  std::optional<explain::Grade> grade;
  std::string error;  // the line does not read
};

// jobs: one puzzle's contradiction hypotheses in parallel (a collection
// grades its puzzles in parallel instead).
explain::Grade grade_puzzle(const model::Puzzle& p, std::optional<double> time_limit,
                            explain::SolverCache* cache = nullptr, int jobs = 1) {
  return explain::grade_of(explain::explain(
      explain::split_rules(p), {.time_limit = time_limit, .jobs = jobs, .cache = cache}));
}

void grade_item(const batch::Item& item, const GradeOptions& o, Graded& g,
                explain::SolverCache& cache) {
  g.line = item.line;
  formats::classic::ClassicGrid scratch;
  const formats::classic::ClassicGrid* grid = item.grid ? &*item.grid : nullptr;
  std::string error;
  int column = 0;
  if (!grid && formats::classic::parse_line_puzzle(item.text, scratch, &error, &column))
    grid = &scratch;
  if (!grid) {
    g.error = error.empty() ? "cannot read the puzzle" : error;
    return;
  }
  g.grade = grade_puzzle(formats::classic::to_model(*grid), o.time_limit, &cache);
}

// One graded puzzle in the output format; `index` counts the puzzles from 1.
void print_graded(const Graded& g, long long index, const std::string& name, const GradeOptions& o,
                  std::ostream& out, std::ostream& err) {
  const std::string where = text::printable(name) + ":" + std::to_string(g.line);
  if (!g.grade) {
    err << where << ": error: " << text::printable(g.error) << '\n';
    return;
  }
  if (o.format == "scl")
    explain::write_scl_line(out, index, *g.grade);
  else if (o.format == "json")
    out << "{\"line\":" << g.line << "," << explain::grade_json(*g.grade).substr(1) << '\n';
  else
    out << where << ": " << explain::grade_text(*g.grade) << '\n';
}

int code_of(const explain::Grade& g) {
  if (g.verdict == explain::Verdict::limit) return kExitLimit;
  return g.verdict == explain::Verdict::unique ? kExitOk : kExitNotUnique;
}

// Grades `items` on `jobs` threads, each taking the next ungraded item
// (paths differ in length by a factor of 1,000: no fixed share per thread).
std::vector<Graded> grade_block(const std::vector<batch::Item>& items, const GradeOptions& o,
                                std::vector<explain::SolverCache>& caches) {
  std::vector<Graded> graded(items.size());
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> workers;
  for (std::size_t w = 0; w < caches.size(); ++w)
    workers.emplace_back([&, w] {
      for (std::size_t i; (i = next++) < items.size();)
        grade_item(items[i], o, graded[i], caches[w]);
    });
  for (std::thread& t : workers) t.join();
  return graded;
}

// The items of a collection in blocks, each block graded on o.jobs threads
// and printed (in input order) before the next is read; on a terminal, a
// progress line on stderr as `solve` shows one.
int grade_collection(batch::Source& source, const std::string& name, const GradeOptions& o,
                     std::ostream& out, std::ostream& err) {
  const bool progress = ::isatty(STDERR_FILENO) != 0 && &err == &std::cerr;
  const auto start = std::chrono::steady_clock::now();
  int code = kExitOk;
  long long index = 0;
  const std::size_t block = static_cast<std::size_t>(std::max(1, o.jobs)) * 16;
  std::vector<explain::SolverCache> caches(static_cast<std::size_t>(std::max(1, o.jobs)));
  for (bool more = true; more;) {
    std::vector<batch::Item> items;
    batch::Item item;
    while (items.size() < block && (more = source.next(item))) items.push_back(std::move(item));
    for (const Graded& g : grade_block(items, o, caches)) {
      print_graded(g, ++index, name, o, out, err);
      code = std::max(code, g.grade ? code_of(*g.grade) : kExitInputError);
    }
    out.flush();
    if (progress) {
      const double s =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      err << '\r' << index << " puzzles graded, " << static_cast<long long>(index / s) << "/s"
          << std::flush;
    }
  }
  if (progress) err << '\r' << std::string(40, ' ') << '\r';
  if (source.stopped()) {
    err << text::printable(name) << ": error: " << source.stopped()->message << '\n';
    return kExitInputError;
  }
  return code;
}

}  // namespace

int cmd_grade(const GradeOptions& o, std::ostream& out, std::ostream& err) {
  std::optional<formats::Input> in = formats::open_input(o.file, o.from, err, false, {});
  if (!in) return kExitInputError;
  const std::string name = in->name.empty() ? o.file : in->name;
  if (o.format == "scl") {
    std::error_code ec;
    const std::filesystem::path full = std::filesystem::absolute(o.file, ec);
    out << "[SCLV120]\n[" << (ec ? o.file : full.string()) << "]\n";
  }
  if (in->one_puzzle()) {
    const std::optional<model::Puzzle> p = formats::puzzle_of(*in, o.file, err);
    if (!p) return kExitInputError;
    if (p->symbols.size() > enc::kMaxSymbols) {
      err << text::printable(name) << ": error: grade takes puzzles of at most " << enc::kMaxSymbols
          << " symbols\n";
      return kExitInputError;
    }
    const Graded g{1, grade_puzzle(*p, o.time_limit, nullptr, o.jobs), ""};
    print_graded(g, 1, name, o, out, err);
    return code_of(*g.grade);
  }
  if (in->kind == formats::Input::Kind::grids) {
    batch::GridSource source(std::move(in->grids));
    return grade_collection(source, name, o, out, err);
  }
  batch::LineSource source = batch::line_source(*in->stream, o.memory_limit_mb);
  return grade_collection(source, name, o, out, err);
}

}  // namespace rfsat::cli
