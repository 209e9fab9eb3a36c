// `rfsat render FILE [-o OUT] [--solution]`: the puzzle as an SVG picture
// (src/render/render.hpp). One puzzle goes to OUT (default standard output);
// a collection or a classic file with several grids goes to one file per
// puzzle in the directory OUT, named <input stem>-<line>.svg. --solution
// solves first and draws the unique solution, or the first one found, and
// then says so on stderr and in the picture ("one of at least 2 solutions").
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "batch.hpp"
#include "candidates.hpp"
#include "classic/to_model.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "load.hpp"
#include "printable.hpp"
#include "render.hpp"
#include "solve.hpp"

namespace rfsat::cli {
namespace {

// --candidates: the true candidates (solve/candidates.hpp); a cell with one
// is drawn as a solution digit (`singles`), cells with several get them small.
bool true_candidates(const model::Puzzle& p, const RenderOptions& o, const std::string& name,
                     model::Assignment& singles, std::vector<std::vector<int>>& cands,
                     std::ostream& err, int& code) {
  const solve::Candidates c =
      solve::true_candidates(p, {.time_limit = o.time_limit, .memory_limit_mb = o.memory_limit_mb});
  if (c.violation) {
    err << text::printable(name) << ": internal error: " << *c.violation << '\n';
    code = kExitInternal;
    return false;
  }
  if (c.no_solution)
    err << text::printable(name) << ": no solution: drawn without candidates\n",
        code = std::max(code, 1);
  if (c.limit_hit)
    err << text::printable(name) << ": " << c.refused.value_or("time limit reached")
        << ": some candidates may be missing\n",
        code = kExitLimit;
  singles.assign(c.mask.size(), -1);
  cands.assign(c.mask.size(), {});
  for (std::size_t cell = 0; cell < c.mask.size() && !c.no_solution; ++cell) {
    for (int s = 0; s < 64; ++s)
      if (c.mask[cell] >> s & 1) cands[cell].push_back(s);
    if (cands[cell].size() == 1) singles[cell] = cands[cell].front();
  }
  return true;
}

// One file per puzzle of a collection or classic file, in directory o.output.
int render_many(formats::Input& in, const RenderOptions& o, std::ostream& err) {
  const bool svg_name = o.output.size() > 4 && o.output.substr(o.output.size() - 4) == ".svg";
  if (o.output.empty() || o.output == "-" || svg_name) {
    err << o.file
        << ": error: a collection renders one file per puzzle: give a directory with -o DIR\n";
    return kExitInputError;
  }
  std::error_code ec;
  std::filesystem::create_directories(o.output, ec);
  if (ec) {
    err << o.output << ": error: cannot create the directory: " << ec.message() << '\n';
    return kExitInputError;
  }
  const std::string stem = o.file == "-" ? "stdin" : std::filesystem::path(o.file).stem().string();
  std::unique_ptr<batch::Source> src;
  if (in.kind == formats::Input::Kind::grids)
    src = std::make_unique<batch::GridSource>(std::move(in.grids));
  else
    src = std::make_unique<batch::LineSource>(batch::line_source(*in.stream, o.memory_limit_mb));
  int code = kExitOk, written = 0;
  long long items = 0;
  batch::Item item;
  formats::classic::ClassicGrid grid;
  while (src->next(item)) {
    ++items;
    std::string why;
    int column = 0;
    if (!item.grid && !formats::classic::parse_line_puzzle(item.text, grid, &why, &column)) {
      err << text::printable(o.file) << ":" << item.line << ":" << column << ": error: " << why
          << '\n';
      code = kExitInputError;
      continue;
    }
    const model::Puzzle p = formats::classic::to_model(item.grid ? *item.grid : grid);
    const std::string name = stem + "-" + std::to_string(item.line);
    std::optional<std::string> svg = render_picture(p, o, name, false, err, code);
    if (!svg) return code;
    const std::string path = (std::filesystem::path(o.output) / (name + ".svg")).string();
    if (!formats::write_file_atomically(path, *svg, o.file, err)) return kExitInputError;
    ++written;
  }
  err << text::printable(o.file) << ": " << written << " pictures written to "
      << text::printable(o.output) << '\n';
  if (const std::optional<batch::End> end = batch::unfinished(*src, items)) {
    std::ostringstream unused;  // no records: the pictures are the output
    batch::print_end(*end, o.file, batch::Options{}, unused, err);
    const bool limit = end->kind == batch::End::Kind::limit && code != kExitInputError;
    code = limit ? kExitLimit : kExitInputError;
  }
  return code;
}

}  // namespace

std::optional<std::string> render_picture(const model::Puzzle& p, const RenderOptions& o,
                                          const std::string& name, bool numbers, std::ostream& err,
                                          int& code, const formats::import::Imported* imported) {
  render::Options ro{.numbers = numbers, .title = name};
  if (imported && !imported->ignored.empty()) {
    std::string note = "not drawn (no rule):";
    for (std::size_t i = 0; i < imported->ignored.size(); ++i)
      note += (i ? "; " : " ") + imported->ignored[i];
    ro.notes.push_back(note);
  }
  solve::Result r;
  model::Assignment singles;
  std::vector<std::vector<int>> cands;
  if (o.candidates) {
    if (!true_candidates(p, o, name, singles, cands, err, code)) return std::nullopt;
    ro.solution = &singles;
    ro.candidates = &cands;
  } else if (o.solution) {  // two: a picture of one of several says so
    r = solve::solve(
        p, {.count = 2, .time_limit = o.time_limit, .memory_limit_mb = o.memory_limit_mb});
    if (r.violation) {
      err << text::printable(name)
          << ": internal error: a solution failed verification: " << *r.violation << '\n';
      code = kExitInternal;
      return std::nullopt;
    }
    if (r.enumeration.solutions.empty()) {
      err << text::printable(name) << ": " << solve::verdict_text(r)
          << ": drawn without a solution\n";
      code = std::max(code, r.enumeration.limit_hit ? kExitLimit : 1);
    } else {
      ro.solution = &r.enumeration.solutions.front();
    }
    if (const std::string one_of = solve::one_of_text(r); !one_of.empty()) {
      err << text::printable(name) << ": not unique (" << solve::verdict_text(r)
          << "): the picture shows one of them\n";
      ro.notes.push_back("the solution drawn is " + one_of);
    }
  }
  return render::render_svg(p, ro).svg;
}

int cmd_render(const RenderOptions& o, std::ostream& out, std::ostream& err) {
  if (!load_allowed(o.file, o.from, o.nylimb, o.memory_limit_mb, err)) return kExitLimit;
  const LoadLimits limits = load_limits(std::nullopt, o.memory_limit_mb, o.strict);
  bool limited = false;
  std::optional<formats::Input> in = load_within_limits(o.file, err, limited, [&] {
    return formats::open_input(o.file, o.from, err, o.nylimb, limits);
  });
  if (!in) return limited ? kExitLimit : kExitInputError;
  if (!in->one_puzzle() && !(in->kind == formats::Input::Kind::grids && in->grids.size() == 1))
    return render_many(*in, o, err);
  std::optional<model::Puzzle> p;
  if (in->kind == formats::Input::Kind::grids)
    p = formats::classic::to_model(in->grids.front());
  else
    p = load_within_limits(o.file, err, limited,
                           [&] { return formats::puzzle_of(*in, o.file, err, limits); });
  if (!p) return limited ? kExitLimit : kExitInputError;
  int code = kExitOk;
  const std::string name = in->name.empty() ? o.file : in->name;
  std::optional<std::string> svg = render_picture(*p, o, name, in->calcudoku.has_value(), err, code,
                                                  in->imported ? &*in->imported : nullptr);
  if (!svg) return code;
  if (o.output.empty() || o.output == "-")
    out << *svg;
  else if (!formats::write_file_atomically(o.output, *svg, o.file, err))
    return kExitInputError;
  return code;
}

}  // namespace rfsat::cli
