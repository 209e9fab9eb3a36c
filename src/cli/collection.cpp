// Collections for solve/check (see collection.hpp). Exit codes: internal
// error 4 > input error 2 > time limit 3 > (check only) not unique 1 > 0.
#include "collection.hpp"

#include <ostream>
#include <iostream>
#include <unistd.h>

#include "exit_codes.hpp"

namespace rfsat::cli {
namespace {

batch::Summary run_input(Input& in, const std::string& name, batch::Options bo, std::ostream& out,
                         std::ostream& err) {
  bo.progress = ::isatty(STDERR_FILENO) != 0 && &err == &std::cerr;
  if (in.kind == Input::Kind::collection) {
    batch::LineSource src(*in.stream);
    return batch::run(src, name, bo, out, err);
  }
  batch::GridSource src(std::move(in.grids));
  return batch::run(src, name, bo, out, err);
}

int exit_code(const batch::Summary& s, bool check) {
  if (s.internal_errors > 0) return kExitInternal;
  if (s.errors > 0) return kExitInputError;
  if (s.limit > 0) return kExitLimit;
  if (check && s.unique != s.puzzles) return kExitNotUnique;
  return kExitOk;
}

}  // namespace

int solve_collection(Input& in, const SolveOptions& o, std::ostream& out, std::ostream& err) {
  batch::Options bo;
  bo.count = o.count;
  bo.jobs = o.jobs;
  bo.time_limit = o.time_limit;
  bo.reuse_solver = o.incremental;
  const Format f = o.format.value_or(Format::line);
  bo.output = f == Format::json ? batch::Output::json
              : f == Format::grid ? batch::Output::grid : batch::Output::line;
  batch::Summary s = run_input(in, o.file, bo, out, err);
  err << batch::summary_text(s) << '\n';
  return exit_code(s, false);
}

int check_collection(Input& in, const std::string& name, const CheckOptions& o, std::ostream& out,
                     std::ostream& err) {
  batch::Options bo;
  bo.count = 2;
  bo.jobs = o.jobs;
  bo.time_limit = o.time_limit;
  bo.reuse_solver = o.incremental;
  bo.output = batch::Output::verdict;
  batch::Summary s = run_input(in, name, bo, out, err);
  err << name << ": " << batch::summary_text(s) << '\n';
  return exit_code(s, true);
}

}  // namespace rfsat::cli
