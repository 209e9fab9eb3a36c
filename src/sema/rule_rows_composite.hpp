// Rows of the rule registry (rule_registry.hpp): the composite rules, `or`
// and `and` blocks closed by `end` (blocks.hpp), which ISS writes as
// `.Or ... .End`. The markers have no handler: resolve.cpp reads them
// whole (Phase::block). Included only by rule_registry.cpp.
#pragma once

#include "rule_row_shorthands.hpp"

namespace rfsat::sema::rows {

// clang-format off
inline constexpr Rule kCompositeRows[] = {
    {"or", flag, alone, I, B, {}, rule, "§12",
     "at least one of the rules on the lines up to its `end` holds (an `and` block inside counts as one)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "or\n"
     "  set_cell(1, 1)\n"
     "  kropki_diff(1, 2)\n"
     "end",
     "or",
     "any_of either"},
    {"and", flag, alone, I, B, {}, rule, "§12",
     "all of the rules on the lines up to its `end` hold: one alternative of the `or` around it",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "or\n"
     "  set_cell(1, 1)\n"
     "  and\n"
     "    set_cell(1, 2)\n"
     "    kropki_diff(1, 5)\n"
     "  end\n"
     "end",
     "and",
     "all_of both"},
    {"end", flag, alone, I, B, {}, rule, "§12",
     "closes the innermost `or` or `and` block",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "or\n"
     "  set_cell(1, 1)\n"
     "  set_cell(1, 2)\n"
     "end",
     "end"},
};
// clang-format on

}  // namespace rfsat::sema::rows
