// Semantic pass of the pair family of variant rules (see variant_rules.hpp).
// Rules of this family stay "not supported yet" in rule_names.cpp until
// their kinds join the kind list.
#include "variant_rules.hpp"

namespace rfsat::sema {

bool resolve_pair_rule(Resolver&, const ast::Property&) { return false; }

}  // namespace rfsat::sema

namespace rfsat::sema {

bool is_deferred_rule(const std::string&) { return false; }

void finish_pair_rules(Resolver&, const std::vector<const ast::Property*>&) {}

}  // namespace rfsat::sema
