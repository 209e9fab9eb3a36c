// The checker of the composite rule (evaluate.hpp): `or` holds when every
// constraint of at least one alternative holds, read through the same
// evaluate() dispatch as the top-level constraints. Shares no code with
// encodings/constraints/or.cpp.
#include "evaluate.hpp"

namespace rfsat::check {

bool evaluate(const model::Or& c, const Puzzle& p, const Assignment& a) {
  for (const std::vector<model::Constraint>& alternative : c.alternatives) {
    bool all = true;
    for (const model::Constraint& k : alternative) all = all && evaluate(k, p, a);
    if (all) return true;
  }
  return false;
}

}  // namespace rfsat::check
