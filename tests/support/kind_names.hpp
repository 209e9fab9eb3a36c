// The kind_name of every alternative of model::ConstraintKind, by variant
// index, for coverage tests that name what they miss.
//
//   for (std::size_t k = 0; k < kind_names().size(); ++k) ... kind_names()[k] ...
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "constraint.hpp"

namespace rfsat::test {

namespace kind_names_detail {
template <std::size_t... I>
std::vector<std::string> names(std::index_sequence<I...>) {
  return {std::string(model::kind_name(std::variant_alternative_t<I, model::ConstraintKind>{}))...};
}
}  // namespace kind_names_detail

inline std::vector<std::string> kind_names() {
  return kind_names_detail::names(std::make_index_sequence<std::variant_size_v<model::ConstraintKind>>{});
}

}  // namespace rfsat::test
