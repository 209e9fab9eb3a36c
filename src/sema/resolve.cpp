// The semantic pass driver: finds every property's row in the rule registry
// (unknown rules get the closest known name) and checks its shape, then runs
// the phases of sema::Phase in order, dispatching each line to its row's
// handler (runs of cells expanded once the grid is known), and last the
// renban flag; under --strict (LoadLimits::strict) the lints of lint.hpp are
// errors.
#include "resolve.hpp"

#include <string>
#include <utility>

#include "blocks.hpp"
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
void run_phase(Phase phase, const std::vector<Line>& lines, const BlockPlan& plan, Resolver& r) {
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rule->phase != phase) continue;
    const int block = plan.block_of[i];
    const std::size_t before = r.structure_count();
    r.enter_line(block, i);
    r.dispatch(*lines[i].rule, lines[i].prop);
    r.enter_line(-1, 0);
    if (block >= 0 && r.structure_count() != before)
      r.error(lines[i].prop.pos,
              "'" + lines[i].prop.name.text +
                  "' sets up a group or region, which cannot stand inside 'or' or 'and'");
  }
}

// Only rules read line by line may stand inside a block: a values, grid,
// flag or whole-grid line there would hold for the whole puzzle anyway.
bool check_block_members(const std::vector<Line>& lines, const BlockPlan& plan, Resolver& r) {
  bool ok = true;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (plan.block_of[i] < 0 || lines[i].rule->phase == Phase::block) continue;
    if (may_stand_in_block(*lines[i].rule)) continue;
    r.error(lines[i].prop.pos,
            "'" + lines[i].prop.name.text +
                "' cannot stand inside 'or' or 'and': only rules about "
                "particular cells can (not values, grids, groups or whole-grid rules)");
    ok = false;
  }
  return ok;
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
  std::vector<const Rule*> rows;
  for (const Line& line : lines) view.push_back(&line.prop), rows.push_back(line.rule);
  const std::optional<BlockPlan> plan = plan_blocks(rows, view, r);
  if (!plan || !check_block_members(lines, *plan, r)) return std::nullopt;
  if (!r.resolve_values(view)) return std::nullopt;
  run_phase(Phase::flag, lines, *plan, r);
  r.resolve_grid(view);
  if (diags.has_errors()) return std::nullopt;
  r.add_chaos();               // the region labels are var cells, named by the rules after
  r.add_declared_var_cells();  // then `var_cells = N`'s cells
  if (diags.has_errors()) return std::nullopt;
  // The grid is known: runs of cells (`r1c1-r1c4`) become their cells.
  for (Line& line : lines)
    if (line.rule->phase != Phase::values && line.rule->phase != Phase::grid &&
        line.rule->phase != Phase::block)
      r.expand_runs(line.prop);
  if (diags.has_errors()) return std::nullopt;
  run_phase(Phase::ordinary, lines, *plan, r);
  r.end_ordinary_phase();
  run_phase(Phase::late_dot, lines, *plan, r);
  run_phase(Phase::whole_grid, lines, *plan, r);
  r.add_doppelganger();  // reads the boxes of every phase
  r.check_toroidal();
  wrap_blocks(*plan, r, puzzle.constraints);
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
