// The shorthands the rows of the rule registry are written with
// (rule_rows_*.hpp): a row is one field list, `{"sum", call, alone, I, O,
// handle::sum, clue, "§6", ...}`, in the field order of sema::Rule:
// keyword, shape, also_call, support, phase, handler, clue, section,
// description, example, signature (, known_as).
#pragma once

#include "handlers.hpp"
#include "rule_registry.hpp"

namespace rfsat::sema::rows {

inline constexpr ast::Shape flag = ast::Shape::flag, assign = ast::Shape::assign,
                            call = ast::Shape::call;
inline constexpr bool alone = false, also_call = true;  // Rule::also_call
inline constexpr bool clue = true, rule = false;        // Rule::clue
inline constexpr Support I = Support::implemented, R = Support::refused;
inline constexpr Phase V = Phase::values, F = Phase::flag, G = Phase::grid, O = Phase::ordinary,
                       L = Phase::late_dot, W = Phase::whole_grid, B = Phase::block;

}  // namespace rfsat::sema::rows
