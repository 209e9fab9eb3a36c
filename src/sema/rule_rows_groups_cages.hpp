// Rows of the rule registry (rule_registry.hpp): §4 groups, §5 single cells and the §6 cages with a
// total or a remainder. One row says everything about a keyword; rule_registry.cpp joins the parts
// in the order of the spec and checks every row at compile time. Included only by
// rule_registry.cpp.
#pragma once

#include "rule_row_shorthands.hpp"

namespace rfsat::sema::rows {

// clang-format off
inline constexpr Rule kGroupCageRows[] = {
    // §4 groups
    {"row_groups", flag, alone, I, O, handle::row_groups, rule, "§4", "every row is a group",
     "values = 12\n"
     "row_groups",
     "row_groups"},
    {"column_groups", flag, alone, I, O, handle::column_groups, rule, "§4",
     "every column is a group",
     "values = 12\n"
     "column_groups",
     "column_groups"},
    {"box_groups", call, alone, I, O, handle::box_groups, rule, "§4",
     "boxes w wide and h high, tiled from the top left, are groups",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)",
     "box_groups(width, height)"},
    {"hexagon_lines", flag, alone, I, O, handle::hexagon_lines, rule, "§4",
     "every line of a hexagonal grid, in all three directions, is a group",
     "values = 123456\n"
     "hexagonal_grid(4, 6)\n"
     "hexagon_lines",
     "hexagon_lines"},
    {"diagonal", call, alone, I, O, handle::diagonal, rule, "§4",
     "the 45-degree line from cell a to cell b is a group",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "diagonal(1, 16)",
     "diagonal(first_cell, last_cell)"},
    {"extra_region", call, alone, I, O, handle::extra_region, rule, "§4",
     "the listed cells are a group (renban applies)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "extra_region(1, 2, 5, 6)",
     "extra_region(cell, cell, ...)"},
    {"jigsaw", call, alone, I, O, handle::jigsaw, rule, "§4",
     "the listed cells are a group that replaces boxes (renban does not apply)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "jigsaw(1, 2, 5, 6)",
     "jigsaw(cell, cell, ...)"},
    {"renban", flag, alone, I, F, handle::renban, rule, "§4",
     "rows, columns, hexagon lines, diagonals and extra regions hold consecutive numbers",
     "values = 12345\n"
     "columns = 3\n"
     "rows = 3\n"
     "row_groups\n"
     "column_groups\n"
     "renban",
     "renban"},
    // §5 single cells
    {"set_cell", call, alone, I, O, handle::set_cell, clue, "§5",
     "a given: the cell holds symbol s",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "set_cell(1, 2)",
     "set_cell(cell, symbol)"},
    {"set_values", call, alone, I, O, handle::set_values, clue, "§5",
     "the cell holds one of the listed symbols",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "set_values(1, 1, 2)",
     "set_values(cell, symbol, symbol, ...)"},
    {"del_values", call, alone, I, O, handle::del_values, clue, "§5",
     "the cell holds none of the listed symbols",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "del_values(1, 1, 2)",
     "del_values(cell, symbol, symbol, ...)"},
    {"even", call, alone, I, O, handle::even, clue, "§5",
     "the listed cells hold even calculation numbers",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "even(1, 6)",
     "even(cell, cell, ...)"},
    {"odd", call, alone, I, O, handle::odd, clue, "§5",
     "the listed cells hold odd calculation numbers",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "odd(1, 6)",
     "odd(cell, cell, ...)"},
    // §6 cell sets
    {"sum", call, alone, I, O, handle::sum, clue, "§6",
     "killer cage: the cells sum to s, distinct symbols unless repetition",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "sum(3, 1, 2)",
     "sum(total, cell, cell, ...)",
     "killer killer_cage"},
    {"product", call, alone, I, O, handle::product, clue, "§6",
     "the cells multiply to p, distinct symbols unless repetition",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "product(12, 1, 2)",
     "product(product, cell, cell, ...)"},
    {"diff", call, alone, I, O, handle::diff, clue, "§6",
     "some cell minus all the others is d, distinct symbols unless repetition",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "diff(3, 1, 2)",
     "diff(difference, cell, cell, ...)"},
    {"ratio", call, alone, I, O, handle::ratio, clue, "§6",
     "some cell divided by all the others is r exactly, distinct symbols unless repetition",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "ratio(2, 1, 2)",
     "ratio(ratio, cell, cell, ...)"},
    {"kimo_sum", call, alone, I, O, handle::kimo_sum, clue, "§6",
     "the sum of the cells is congruent to r modulo m",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "kimo_sum(1, 3, 1, 2)",
     "kimo_sum(remainder, modulus, cell, cell, ...)"},
    {"weighted_sum", call, alone, I, O, handle::weighted_sum, clue, "§6",
     "the weights times the cells' numbers add up to the total; a cell listed twice counts twice",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "weighted_sum(5; 2, 1; -1, 2; 1, 1)",
     "weighted_sum(total; weight, cell; weight, cell; ...)"},
    {"no_kimo_sum", call, alone, I, W, handle::no_kimo_sum, rule, "§6",
     "no adjacent pair sums to r modulo m unless a two-cell kimo_sum names it",
     "values = 1234\n"
     "rows = 1\n"
     "row_groups\n"
     "kimo_sum(0, 4, 1, 2)\n"
     "no_kimo_sum(0, 4)",
     "no_kimo_sum(remainder, modulus)"},
    {"modulo", call, alone, I, O, handle::modulo, clue, "§6",
     "the cells have the same remainder modulo m",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "modulo(2, 1, 6)",
     "modulo(modulus, cell, cell, ...)"},
    {"no_modulo", call, alone, I, W, handle::no_modulo, rule, "§6",
     "no adjacent pair has equal remainders modulo m unless a two-cell modulo(m, ...) names it",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "no_modulo(2)",
     "no_modulo(modulus)"},
    {"modulo3", call, alone, I, O, handle::modulo3, clue, "§6",
     "the two cells have the same remainder modulo 3",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "modulo3(1, 2)",
     "modulo3(cell, cell)"},
    {"wheel", call, alone, I, O, handle::wheel, clue, "§6",
     "the four cells around a point, clockwise, hold s1..s4 clockwise, rotated",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "wheel(1, 2, 6, 5; 1, 2, 3, 4)",
     "wheel(cell, cell, cell, cell; symbol, symbol, symbol, symbol)"},
    {"repetition", flag, alone, I, F, handle::repetition, rule, "§6",
     "symbols may repeat in sum, product, diff and ratio cages",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "repetition\n"
     "sum(2, 1, 6)",
     "repetition"},
};
// clang-format on

}  // namespace rfsat::sema::rows
