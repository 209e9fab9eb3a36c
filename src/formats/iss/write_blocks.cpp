// The ISS writer's `or` blocks (writer.hpp: or_block): `.Or`, each
// alternative, `.End`. An alternative of one rule is that rule's items; one
// of several rules (an `and` block) is `.And` ... `.End`, as ISS's own
// Or._serializeSingle and And.serialize write them (js/sudoku_constraint.js,
// read for the form only) and as iss/read.cpp reads them back. Every rule
// goes through its row of write.cpp's table, with two changes inside a
// block: a candidate rule is its own given item instead of the grid's
// givens, and a whole-grid type is written once per alternative. What the
// table refuses is refused inside a block too, naming the inner rule.
#include <set>
#include <string>
#include <utility>

#include "iss/writer.hpp"

namespace rfsat::formats::iss::writing {

bool or_block(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Or>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  const bool outer = w.in_block;
  std::set<std::string> flags = std::move(w.flags);
  w.in_block = true;
  w.text += ".Or";
  bool ok = true;
  for (const std::vector<Constraint>& alternative : k->alternatives) {
    w.flags.clear();
    const bool several = alternative.size() > 1;
    if (several) w.text += ".And";
    for (const Constraint& inner : alternative) ok = ok && write_one(w, inner);
    if (several) w.text += ".End";
  }
  w.text += ".End";
  w.in_block = outer;
  w.flags = std::move(flags);
  return ok;
}

}  // namespace rfsat::formats::iss::writing
