// Rows of the rule registry (rule_registry.hpp): §2 values and §3 grids: the symbols, the grid's
// size and shape, and the layouts of several grids. One row says everything about a keyword;
// rule_registry.cpp joins the parts in the order of the spec and checks every row at compile time.
// Included only by rule_registry.cpp.
#pragma once

#include "rule_row_shorthands.hpp"

namespace rfsat::sema::rows {

// clang-format off
inline constexpr Rule kGridRows[] = {
    // §2 values
    {"values",
     assign,
     alone,
     I,
     V,
     {},
     rule,
     "§2",
     "the symbols; one repeated k times may appear k times in each group",
     "values = 1234\n"
     "row_groups\n"
     "column_groups",
     "values = SYMBOLS"},
    {"symvalue",
     call,
     alone,
     I,
     V,
     {},
     rule,
     "§2",
     "symbol s has calculation number n instead of its rank",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "symvalue(4, 0)\n"
     "sum(1, 1, 2)",
     "symvalue(symbol, number)"},
    {"empty_value",
     assign,
     alone,
     I,
     V,
     {},
     rule,
     "§2",
     "symbol s stands for an empty cell (calculation number 0)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "empty_value = 4\n"
     "even(1)",
     "empty_value = SYMBOL"},
    // §3 grids
    {"columns",
     assign,
     alone,
     I,
     G,
     {},
     rule,
     "§3",
     "the number of columns (default: the length of values)",
     "values = 12\n"
     "columns = 1\n"
     "column_groups",
     "columns = COUNT"},
    {"rows",
     assign,
     alone,
     I,
     G,
     {},
     rule,
     "§3",
     "the number of rows (default: the length of values)",
     "values = 12\n"
     "rows = 1\n"
     "row_groups",
     "rows = COUNT"},
    {"restrict_grid",
     call,
     alone,
     I,
     G,
     {},
     rule,
     "§3",
     "the listed cells are holes: no symbol, in no group",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "restrict_grid(1, 16)",
     "restrict_grid(cell, cell, ...)"},
    {"hexagonal_grid",
     call,
     alone,
     I,
     G,
     {},
     rule,
     "§3",
     "a hexagon of rows of a, a+1, ..., b, ..., a cells",
     "values = 123456\n"
     "hexagonal_grid(4, 6)\n"
     "hexagon_lines\n"
     "renban\n"
     "set_cell(7, 1)\n"
     "set_cell(9, 5)\n"
     "set_cell(18, 6)\n"
     "set_cell(23, 3)",
     "hexagonal_grid(shortest_row, longest_row)"},
    {"sub_grid",
     call,
     alone,
     I,
     G,
     {},
     rule,
     "§3",
     "a sub-grid of rows x columns cells from first_cell; cells outside every sub-grid are holes",
     "values = 1234\n"
     "columns = 6\n"
     "rows = 6\n"
     "sub_grid(1, 4, 4)\n"
     "sub_grid(15, 4, 4)\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)",
     "sub_grid(first_cell, rows, columns)"},
    {"twodoku", flag, alone, I, O, handle::layout, rule, "§3",
     "Twodoku: two grids sharing one box; every group of each grid",
     "values = 1234\n"
     "twodoku",
     "twodoku"},
    {"twodoku_rows", flag, alone, I, O, handle::layout, rule, "§3",
     "the rows of each grid of twodoku (selects the layout)",
     "values = 1234\n"
     "twodoku_rows",
     "twodoku_rows"},
    {"twodoku_columns", flag, alone, I, O, handle::layout, rule, "§3",
     "the columns of each grid of twodoku (selects the layout)",
     "values = 1234\n"
     "twodoku_columns",
     "twodoku_columns"},
    {"twodoku_box", flag, alone, I, O, handle::layout, rule, "§3",
     "the boxes of each grid of twodoku (selects the layout)",
     "values = 1234\n"
     "twodoku_box",
     "twodoku_box"},
    {"two_grid", flag, alone, I, O, handle::layout, rule, "§3",
     "two grids sharing one box, as twodoku; every group of each grid",
     "values = 1234\n"
     "two_grid",
     "two_grid"},
    {"two_grid_rows", flag, alone, I, O, handle::layout, rule, "§3",
     "the rows of each grid of two_grid (selects the layout)",
     "values = 1234\n"
     "two_grid_rows",
     "two_grid_rows"},
    {"two_grid_columns", flag, alone, I, O, handle::layout, rule, "§3",
     "the columns of each grid of two_grid (selects the layout)",
     "values = 1234\n"
     "two_grid_columns",
     "two_grid_columns"},
    {"two_grid_box", flag, alone, I, O, handle::layout, rule, "§3",
     "the boxes of each grid of two_grid (selects the layout)",
     "values = 1234\n"
     "two_grid_box",
     "two_grid_box"},
    {"three_grid", flag, alone, I, O, handle::layout, rule, "§3",
     "three grids in a diagonal chain, each sharing a box with the next; every group of each grid",
     "values = 1234\n"
     "three_grid",
     "three_grid"},
    {"three_grid_rows", flag, alone, I, O, handle::layout, rule, "§3",
     "the rows of each grid of three_grid (selects the layout)",
     "values = 1234\n"
     "three_grid_rows",
     "three_grid_rows"},
    {"three_grid_columns", flag, alone, I, O, handle::layout, rule, "§3",
     "the columns of each grid of three_grid (selects the layout)",
     "values = 1234\n"
     "three_grid_columns",
     "three_grid_columns"},
    {"three_grid_box", flag, alone, I, O, handle::layout, rule, "§3",
     "the boxes of each grid of three_grid (selects the layout)",
     "values = 1234\n"
     "three_grid_box",
     "three_grid_box"},
    {"four_doku", flag, alone, I, O, handle::layout, rule, "§3",
     "four grids in a butterfly, each sharing boxes with its neighbours; every group of each grid",
     "values = 1234\n"
     "four_doku",
     "four_doku"},
    {"four_doku_rows", flag, alone, I, O, handle::layout, rule, "§3",
     "the rows of each grid of four_doku (selects the layout)",
     "values = 1234\n"
     "four_doku_rows",
     "four_doku_rows"},
    {"four_doku_columns", flag, alone, I, O, handle::layout, rule, "§3",
     "the columns of each grid of four_doku (selects the layout)",
     "values = 1234\n"
     "four_doku_columns",
     "four_doku_columns"},
    {"four_doku_box", flag, alone, I, O, handle::layout, rule, "§3",
     "the boxes of each grid of four_doku (selects the layout)",
     "values = 1234\n"
     "four_doku_box",
     "four_doku_box"},
    {"conjoined", flag, alone, I, O, handle::layout, rule, "§3",
     "Samurai: four corner grids and a centre grid sharing a box with each; every group of each "
     "grid",
     "values = 1234\n"
     "conjoined",
     "conjoined"},
    {"conjoined_rows", flag, alone, I, O, handle::layout, rule, "§3",
     "the rows of each grid of conjoined (selects the layout)",
     "values = 1234\n"
     "conjoined_rows",
     "conjoined_rows"},
    {"conjoined_columns", flag, alone, I, O, handle::layout, rule, "§3",
     "the columns of each grid of conjoined (selects the layout)",
     "values = 1234\n"
     "conjoined_columns",
     "conjoined_columns"},
    {"conjoined_box", flag, alone, I, O, handle::layout, rule, "§3",
     "the boxes of each grid of conjoined (selects the layout)",
     "values = 1234\n"
     "conjoined_box",
     "conjoined_box"},
    {"twin_doku", flag, alone, I, O, handle::layout, rule, "§3",
     "two grids side by side, not overlapping; every group of each grid",
     "values = 1234\n"
     "twin_doku",
     "twin_doku"},
    {"twin_doku_rows", flag, alone, I, O, handle::layout, rule, "§3",
     "the rows of each grid of twin_doku (selects the layout)",
     "values = 1234\n"
     "twin_doku_rows",
     "twin_doku_rows"},
    {"twin_doku_columns", flag, alone, I, O, handle::layout, rule, "§3",
     "the columns of each grid of twin_doku (selects the layout)",
     "values = 1234\n"
     "twin_doku_columns",
     "twin_doku_columns"},
    {"twin_doku_box", flag, alone, I, O, handle::layout, rule, "§3",
     "the boxes of each grid of twin_doku (selects the layout)",
     "values = 1234\n"
     "twin_doku_box",
     "twin_doku_box"},
};
// clang-format on

}  // namespace rfsat::sema::rows
