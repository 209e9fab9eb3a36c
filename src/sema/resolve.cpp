// The semantic pass driver: finds every property's row in the rule registry
// (unknown rules get the closest known name) and checks its shape, then runs
// the phases of sema::Phase in order, dispatching each line to its row's
// handler (runs of cells expanded once the grid is known), and last the
// renban flag; under --strict (LoadLimits::strict) the lints of lint.hpp are
// errors.
#include "resolve.hpp"

#include <string>
#include <utility>

#include "lint.hpp"
#include "resolver.hpp"
#include "rule_registry.hpp"

namespace rfsat::sema {
namespace {

const char* shape_hint(ast::Shape s) {
  switch (s) {
    case ast::Shape::flag: return "a flag: write the name alone on its line";
    case ast::Shape::assign: return "written 'name = value'";
    case ast::Shape::call: return "written with arguments: 'name(...)'";
  }
  return "";
}

// A line of the file with its canonical name and its row.
struct Line {
  ast::Property prop;
  const Rule* rule;
};

// Known, implemented, right shape: returns the property with its canonical
// name; otherwise reports why and returns nullopt.
std::optional<Line> checked(const ast::Property& prop, Resolver& r) {
  ast::Property p = prop;
  p.name.text = std::string(canonical_name(prop.name.text));
  const Rule* info = find_rule(p.name.text);
  if (!info) {
    r.error(p.pos, unknown_rule_message(prop.name.text));
    return std::nullopt;
  }
  if (info->support == Support::refused) {
    r.error(p.pos, "rule '" + p.name.text +
                       "' has no defined meaning (the Sudopedia page only names it); rfsat refuses it");
    return std::nullopt;
  }
  if (p.shape != info->shape && !(info->also_call && p.shape == ast::Shape::call)) {
    r.error(p.pos, "'" + p.name.text + "' is " + shape_hint(info->shape));
    return std::nullopt;
  }
  if (info->support == Support::planned) {
    r.error(p.pos, "rule '" + p.name.text + "' is not supported yet by this version of rfsat");
    return std::nullopt;
  }
  return Line{std::move(p), info};
}

// Runs the handler of every line of `phase`, in source order.
void run_phase(Phase phase, const std::vector<Line>& lines, Resolver& r) {
  for (const Line& line : lines)
    if (line.rule->phase == phase) r.dispatch(*line.rule, line.prop);
}

}  // namespace

std::optional<model::Puzzle> resolve(const ast::RuleFile& file, Diagnostics& diags) {
  model::Puzzle puzzle;
  Resolver r(diags, puzzle);
  std::vector<Line> lines;
  for (const ast::Property& prop : file.properties) {
    diags.poll();  // --time-limit while loading
    if (auto line = checked(prop, r)) lines.push_back(std::move(*line));
  }
  std::vector<const ast::Property*> view;
  for (const Line& line : lines) view.push_back(&line.prop);
  if (!r.resolve_values(view)) return std::nullopt;
  run_phase(Phase::flag, lines, r);
  r.resolve_grid(view);
  if (diags.has_errors()) return std::nullopt;
  // The grid is known: runs of cells (`r1c1-r1c4`) become their cells.
  for (Line& line : lines)
    if (line.rule->phase != Phase::values && line.rule->phase != Phase::grid)
      r.expand_runs(line.prop);
  if (diags.has_errors()) return std::nullopt;
  run_phase(Phase::ordinary, lines, r);
  r.end_ordinary_phase();
  run_phase(Phase::late_dot, lines, r);
  run_phase(Phase::whole_grid, lines, r);
  r.finish();
  if (diags.has_errors()) return std::nullopt;
  if (diags.limits().strict) {  // --strict: the load's warnings are its errors
    for (const lint::Warning& w : lint::lint(puzzle, diags.text()))
      diags.error(w.pos, w.message + " [" + w.name + "; an error under --strict]");
    if (diags.has_errors()) return std::nullopt;
  }
  return puzzle;
}

}  // namespace rfsat::sema
