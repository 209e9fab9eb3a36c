// The public API (include/rfsat/rfsat.hpp) on top of the formats' loading
// entry (src/formats/load.hpp) and the solve service (src/solve/). Only what
// the header declares leaves the shared library: everything else links in
// hidden (-fvisibility=hidden, --exclude-libs), so the package has no
// dependencies of its own for its users.
#include "rfsat/rfsat.hpp"

#include <filesystem>
#include <sstream>

#include "classic/to_model.hpp"
#include "files.hpp"
#include "load.hpp"
#include "report.hpp"
#include "solve.hpp"

namespace rfsat {

namespace service = rfsat::solve;  // Puzzle::solve hides the namespace inside Puzzle

struct Puzzle::Impl {
  model::Puzzle model;
};

namespace {

// The one puzzle an opened input holds, or an Error with the diagnostics.
model::Puzzle one_puzzle(formats::Input& in, const std::string& name, std::ostringstream& err) {
  using Kind = formats::Input::Kind;
  if (in.kind == Kind::collection)
    throw Error(name + ": a collection of puzzles; load them one at a time");
  if (in.kind == Kind::grids) {
    if (in.grids.size() != 1)
      throw Error(name + ": holds " + std::to_string(in.grids.size()) + " grids; expected one");
    return formats::classic::to_model(in.grids.front());
  }
  std::optional<model::Puzzle> p = formats::puzzle_of(in, name, err);
  if (!p) throw Error(err.str());
  return std::move(*p);
}

Verdict verdict_of(service::Verdict v) {
  switch (v) {
    case service::Verdict::none:
      return Verdict::no_solution;
    case service::Verdict::unique:
      return Verdict::unique;
    case service::Verdict::multiple:
      return Verdict::multiple;
    case service::Verdict::at_least:
      return Verdict::at_least;
    case service::Verdict::limit:
      return Verdict::time_limit;
  }
  return Verdict::no_solution;
}

}  // namespace

std::string version() { return "0.1.0"; }

Puzzle::Puzzle(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Puzzle::Puzzle(Puzzle&&) noexcept = default;
Puzzle& Puzzle::operator=(Puzzle&&) noexcept = default;
Puzzle::~Puzzle() = default;

Puzzle Puzzle::from_file(const std::string& path, const std::string& format) {
  std::ostringstream err;
  std::optional<formats::Input> in = formats::open_input(path, format, err);
  if (!in) throw Error(err.str());
  return Puzzle(std::make_unique<Impl>(Impl{one_puzzle(*in, path, err)}));
}

Puzzle Puzzle::from_text(const std::string& text, const std::string& name,
                         const std::string& format) {
  std::ostringstream err;
  std::optional<formats::ClassicFormat> f =
      format.empty()
          ? formats::detect_format(text, std::filesystem::path(name).extension().string())
          : formats::format_from_name(format);
  if (!format.empty() && !f) throw Error("unknown format '" + format + "'");
  formats::Input in;
  if (f == formats::ClassicFormat::cdok) {
    in.kind = formats::Input::Kind::calcudoku;
    in.calcudoku = formats::read_calcudoku(name, text, false, err);
    if (!in.calcudoku) throw Error(err.str());
  } else if (f && f != formats::ClassicFormat::rf) {  // classic text: one grid (a line is one too)
    auto grids = formats::read_grids(name, text, *f, err);
    if (!grids) throw Error(err.str());
    in.kind = formats::Input::Kind::grids;
    in.grids = std::move(*grids);
  } else {
    std::optional<model::Puzzle> p = formats::load_puzzle_text(name, text, err, {}, false);
    if (!p) throw Error(err.str());
    return Puzzle(std::make_unique<Impl>(Impl{std::move(*p)}));
  }
  return Puzzle(std::make_unique<Impl>(Impl{one_puzzle(in, name, err)}));
}

int Puzzle::rows() const { return impl_->model.geometry.rows; }
int Puzzle::columns() const { return impl_->model.geometry.cols; }
int Puzzle::cells() const {
  int n = 0;
  for (int c = 0; c < impl_->model.geometry.cell_count(); ++c)
    n += !impl_->model.geometry.is_hole(c);
  return n;
}

Result Puzzle::solve(const SolveOptions& options) const {
  if (options.max_solutions < 1) throw Error("max_solutions must be at least 1");
  if (options.threads < 1) throw Error("threads must be at least 1");
  service::Request request{.count = options.max_solutions, .threads = options.threads};
  if (options.time_limit_seconds > 0) request.time_limit = options.time_limit_seconds;
  const model::Puzzle& p = impl_->model;
  service::Result r = service::solve(p, request);
  if (r.violation) throw Error("internal error: a solution failed the checker: " + *r.violation);
  Result out;
  out.verdict = verdict_of(service::verdict_of(r));
  out.verdict_text = service::verdict_text(r);
  out.complete = r.enumeration.complete;
  out.seconds = r.total_seconds;
  for (const model::Assignment& a : r.enumeration.solutions)
    out.solutions.push_back(service::format_line(p, a));
  return out;
}

bool Puzzle::is_unique() const { return solve().verdict == Verdict::unique; }

}  // namespace rfsat
