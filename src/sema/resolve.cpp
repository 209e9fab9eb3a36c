// The semantic pass driver: checks every property's name (unknown rules get
// the closest known name) and shape, then runs the phases in order: values,
// grid, the remaining rules in source order, and the renban flag.
#include "resolve.hpp"

#include <set>
#include <string>

#include "resolver.hpp"
#include "rule_names.hpp"

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

// Known, implemented, right shape: returns the property with its canonical
// name; otherwise reports why and returns nullopt.
std::optional<ast::Property> checked(const ast::Property& prop, Resolver& r) {
  ast::Property p = prop;
  p.name.text = std::string(canonical_name(prop.name.text));
  const RuleInfo* info = find_rule(p.name.text);
  if (!info) {
    r.error(p.pos, "unknown rule '" + prop.name.text + "'; did you mean '" +
                       closest_rule(prop.name.text) + "'?");
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
  return p;
}

}  // namespace

std::optional<model::Puzzle> resolve(const ast::RuleFile& file, Diagnostics& diags) {
  model::Puzzle puzzle;
  Resolver r(diags, puzzle);
  std::vector<ast::Property> props;
  for (const ast::Property& prop : file.properties)
    if (auto p = checked(prop, r)) props.push_back(std::move(*p));
  std::vector<const ast::Property*> view;
  for (const ast::Property& p : props) view.push_back(&p);
  if (!r.resolve_values(view)) return std::nullopt;
  for (const ast::Property* p : view) puzzle.repetition = puzzle.repetition || p->name.text == "repetition";
  r.resolve_grid(view);
  if (diags.has_errors()) return std::nullopt;
  static const std::set<std::string> kDone = {"values", "symvalue", "empty_value",
                                              "columns", "rows", "restrict_grid",
                                              "hexagonal_grid", "sub_grid"};
  for (const ast::Property* p : view)
    if (!kDone.count(p->name.text)) r.resolve_rule(*p);
  r.finish();
  if (diags.has_errors()) return std::nullopt;
  return puzzle;
}

}  // namespace rfsat::sema
