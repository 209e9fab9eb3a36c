// Semantic pass of the line family of variant rules (see variant_rules.hpp).
// Rules of this family stay "not supported yet" in rule_names.cpp until
// their kinds join the kind list.
#include "variant_rules.hpp"

namespace rfsat::sema {

bool resolve_line_rule(Resolver&, const ast::Property&) { return false; }

}  // namespace rfsat::sema
