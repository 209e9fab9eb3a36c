// Hooks of the semantic pass for the variant rules (spec §6-§9), one file per
// family. Each `resolve_*_rule` returns true if the property belongs to its
// family (and then reports its own errors); whole-grid rules (§8) that need
// every other rule first are deferred and resolved by `finish_pair_rules`.
#pragma once

#include <vector>

#include "resolver.hpp"

namespace rfsat::sema {

bool resolve_cage_rule(Resolver& r, const ast::Property& prop);   // rules_cages.cpp
bool resolve_pair_rule(Resolver& r, const ast::Property& prop);   // rules_pairs.cpp
bool resolve_line_rule(Resolver& r, const ast::Property& prop);   // rules_lines.cpp

// §8 flags and calls, after all other rules (rules_pairs.cpp).
bool is_deferred_rule(const std::string& name);
void finish_pair_rules(Resolver& r, const std::vector<const ast::Property*>& deferred);

}  // namespace rfsat::sema
