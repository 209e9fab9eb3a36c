// The drawing of the composite rule `or` (draw.hpp): each rule inside it is
// drawn as it would be alone (a setter's clues stay visible), and the legend
// says that only one alternative has to hold. Entry point:
// draw(const model::Or&, Canvas&).
#include "draw.hpp"

namespace rfsat::render {

bool draw(const model::Or& k, Canvas& c) {
  const std::string_view rule = c.rule;
  for (const std::vector<model::Constraint>& alternative : k.alternatives)
    for (const model::Constraint& inner : alternative) {
      c.rule = inner.rule;
      // A given that may not hold is not drawn as one: a small digit, as
      // set_values draws its candidates.
      if (const auto* g = std::get_if<model::Given>(&inner.kind))
        draw(model::SetValues{g->cell, {g->symbol}}, c);
      else
        draw_constraint(inner, c);
    }
  c.rule = rule;
  c.add_legend(rule,
               "at least one rule (or and-block) of each or-block holds; all are drawn, "
               "its givens as small digits");
  return true;
}

}  // namespace rfsat::render
