// Every rule name of the `.rf` language (spec §1-§9), its expected shape, and
// whether this build of rfsat implements it. Used to tell "unknown rule (did
// you mean ...)" from "not supported yet", and to resolve the Sudopedia
// typo aliases.
#pragma once

#include <string>
#include <string_view>

#include "ast.hpp"

namespace rfsat::sema {

enum class Support { implemented, planned, refused };

struct RuleInfo {
  std::string_view name;
  ast::Shape shape;
  Support support;
  bool also_call = false;  // a flag that may also take arguments (anti_queen(s...))
};

// The canonical name for an alias (`hexangular_grid` -> `hexagonal_grid`,
// `hexagonal_lines`, `del_value`, `reptition`), else `name` itself.
std::string_view canonical_name(std::string_view name);

// The rule, or nullptr if no rule has this (canonical) name.
const RuleInfo* find_rule(std::string_view name);

// The known rule name closest to `name` by edit distance.
std::string closest_rule(std::string_view name);

}  // namespace rfsat::sema
