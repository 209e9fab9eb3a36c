// Rows of the rule registry (rule_registry.hpp): §8 whole-grid rules: adjacency, chess moves, the
// negative constraints of dots, and the refused names. One row says everything about a keyword;
// rule_registry.cpp joins the parts in the order of the spec and checks every row at compile time.
// Included only by rule_registry.cpp.
#pragma once

#include "rule_row_shorthands.hpp"

namespace rfsat::sema::rows {

// clang-format off
inline constexpr Rule kWholeGridRows[] = {
    // §8 whole grid
    {"non_consecutive", flag, alone, I, W, handle::non_consecutive, rule, "§8",
     "no two adjacent cells hold consecutive numbers",
     "values = 1234\n"
     "rows = 1\n"
     "row_groups\n"
     "non_consecutive",
     "non_consecutive"},
    {"nodiff_adjacent", call, alone, I, W, handle::nodiff_adjacent, rule, "§8",
     "no two adjacent cells differ by d",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "nodiff_adjacent(2)",
     "nodiff_adjacent(difference)"},
    {"different_adjacent", flag, alone, I, W, handle::different_adjacent, rule, "§8",
     "adjacent cells hold different symbols",
     "values = 12\n"
     "columns = 3\n"
     "rows = 1\n"
     "different_adjacent",
     "different_adjacent"},
    {"no_kropki", flag, alone, I, W, handle::no_kropki, rule, "§8",
     "every kropki dot is given: adjacent pairs without one are neither consecutive nor 1:2",
     "values = 1234\n"
     "rows = 1\n"
     "row_groups\n"
     "kropki_diff(1, 2)\n"
     "kropki_factor(3, 4)\n"
     "no_kropki",
     "no_kropki"},
    {"no_kropki_diff", flag, also_call, I, W, handle::no_kropki_diff, rule, "§8",
     "every white dot is given: adjacent pairs without a kropki dot do not differ by 1 (or d)",
     "values = 1234\n"
     "rows = 1\n"
     "row_groups\n"
     "kropki_factor(1, 2)\n"
     "no_kropki_diff",
     "no_kropki_diff, or no_kropki_diff(difference)"},
    {"no_kropki_factor", flag, also_call, I, W, handle::no_kropki_factor, rule, "§8",
     "every black dot is given: in adjacent pairs without a kropki dot neither is 2 (or f...) "
     "times the other",
     "values = 1234\n"
     "rows = 1\n"
     "row_groups\n"
     "kropki_diff(1, 2)\n"
     "no_kropki_factor",
     "no_kropki_factor, or no_kropki_factor(factor, factor, ...)"},
    {"no_kropki_sum", call, alone, I, W, handle::no_kropki_sum, rule, "§8",
     "adjacent pairs without a kropki_sum dot sum to none of the listed sums",
     "values = 1234\n"
     "rows = 1\n"
     "row_groups\n"
     "kropki_sum(3, 1, 2)\n"
     "no_kropki_sum(3)",
     "no_kropki_sum(total, total, ...)"},
    {"no_row_indexer", flag, alone, I, W, handle::no_row_indexer, rule, "§8",
     "every row indexer is given: a cell not marked row_indexer does not index its column",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "row_indexer(1, 6, 11, 16)\n"
     "no_row_indexer",
     "no_row_indexer"},
    {"no_column_indexer", flag, alone, I, W, handle::no_column_indexer, rule, "§8",
     "every column indexer is given: a cell not marked column_indexer does not index its row",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "column_indexer(1, 6, 11, 16)\n"
     "no_column_indexer",
     "no_column_indexer"},
    {"no_box_indexer", flag, alone, I, W, handle::no_box_indexer, rule, "§8",
     "every box indexer is given: a cell not marked box_indexer does not index its box",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "box_indexer(1, 13)\n"
     "no_box_indexer",
     "no_box_indexer"},
    {"ripple_effect_distance", flag, alone, I, W, handle::ripple_effect_distance, rule, "§8",
     "two cells of a row or column holding number n have at least n cells between them",
     "values = 123\n"
     "columns = 4\n"
     "rows = 1\n"
     "ripple_effect_distance",
     "ripple_effect_distance"},
    {"ripple_cages", flag, alone, I, W, handle::ripple_cages, rule, "§8",
     "every extra_region and jigsaw of k cells holds the numbers 1..k",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "extra_region(1, 2)\n"
     "ripple_cages",
     "ripple_cages"},
    {"anti_knight", flag, alone, I, W, handle::anti_knight, rule, "§8",
     "cells a chess knight's move apart hold different symbols",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "anti_knight",
     "anti_knight"},
    {"anti_king", flag, alone, I, W, handle::anti_king, rule, "§8",
     "cells a chess king's move apart hold different symbols",
     "values = 1234\n"
     "rows = 2\n"
     "row_groups\n"
     "anti_king",
     "anti_king"},
    {"anti_bishop", flag, alone, I, W, handle::anti_bishop, rule, "§8",
     "cells on one diagonal hold different symbols",
     "values = 1234\n"
     "rows = 2\n"
     "row_groups\n"
     "anti_bishop",
     "anti_bishop"},
    {"anti_queen", flag, also_call, I, W, handle::anti_queen, rule, "§8",
     "cells on one row, column or diagonal hold different symbols (only the listed ones, if any)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "anti_queen(1)",
     "anti_queen, or anti_queen(symbol, symbol, ...)"},
    {"disjoint_sets", flag, also_call, I, W, handle::disjoint_sets, rule, "§8",
     "cells at the same place of every box (w x h, default the box_groups shape) are a group",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "disjoint_sets",
     "disjoint_sets, or disjoint_sets(width, height)"},
    {"anti_taxicab", flag, alone, I, W, handle::anti_taxicab, rule, "§8",
     "no two cells at taxicab distance n both hold the number n",
     "values = 1234\n"
     "rows = 2\n"
     "row_groups\n"
     "column_groups\n"
     "anti_taxicab",
     "anti_taxicab"},
    {"global_entropy", flag, alone, I, W, handle::global_entropy, rule, "§8",
     "every 2x2 square holds a low, a middle and a high number (thirds of the numbers)",
     "values = 123\n"
     "columns = 2\n"
     "rows = 2\n"
     "global_entropy",
     "global_entropy"},
    {"global_mod", flag, alone, I, W, handle::global_mod, rule, "§8",
     "every 2x2 square holds a number of each remainder modulo 3",
     "values = 123\n"
     "columns = 2\n"
     "rows = 2\n"
     "global_mod",
     "global_mod"},
    {"dutch_flatmates", flag, alone, I, W, handle::dutch_flatmates, rule, "§8",
     "every middle number has the smallest directly above it or the largest directly below it",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "dutch_flatmates",
     "dutch_flatmates"},
    {"anti_offsets", call, alone, I, W, handle::anti_offsets, rule, "§8",
     "every cell is related to the cells the offsets away (default: different symbols)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "anti_offsets(diff_ne, 1; 1, 1; 1, -1)",
     "anti_offsets([relation;] rows, columns; rows, columns; ...)"},
    {"chaos_construction", flag, alone, I, F, handle::chaos_construction, rule, "§8",
     "the grid is cut into connected regions of as many cells as values, each holding every "
     "value once, found while solving; cell k's region label is var cell vk",
     "values = 12\n"
     "columns = 2\n"
     "rows = 2\n"
     "row_groups\n"
     "chaos_construction",
     "chaos_construction", "chaos jigsaw_construction"},
    {"chaos_count", call, alone, I, O, handle::chaos_count, clue, "§8",
     "the control cell's number is how many of the cells are in the first one's region (alone: "
     "the 3x3 area around it)",
     "values = 12\n"
     "columns = 2\n"
     "rows = 2\n"
     "row_groups\n"
     "chaos_construction\n"
     "chaos_count(r1c1, r1c1, r1c2)",
     "chaos_count(control, first_cell, cell, ...), or chaos_count(control)"},
    {"chaos_arrow", call, alone, I, O, handle::chaos_arrow, clue, "§8",
     "the control cell's number is the length of the region run from the arms' shared first "
     "cell along the arms (alone: the four directions from the control cell)",
     "values = 12\n"
     "columns = 2\n"
     "rows = 2\n"
     "row_groups\n"
     "chaos_construction\n"
     "chaos_arrow(r1c2; r1c1, r2c1)",
     "chaos_arrow(control; start, cell, ...; start, cell, ...), or chaos_arrow(control)"},
    {"var_cells", assign, alone, I, F, handle::var_cells, rule, "§8",
     "N cells outside the grid holding its values, named after chaos_construction's labels "
     "(v1..vN without it), read by the rules that read values and not places",
     "values = 12\n"
     "columns = 2\n"
     "rows = 2\n"
     "row_groups\n"
     "column_groups\n"
     "var_cells = 1\n"
     "sum(3, r1c1, v1)",
     "var_cells = N", "var iss_var extra_cells"},
    {"doppelganger", flag, alone, I, F, handle::doppelganger, rule, "§8",
     "on an n x n grid of 0..n, each row, column and box holds 0 and lacks one of 1..n, none "
     "twice per kind, and differently at each 0; var cells v1..v3n hold what each lacks",
     "values = 120\n"
     "symvalue(0, 0)\n"
     "columns = 2\n"
     "rows = 2\n"
     "row_groups\n"
     "column_groups\n"
     "doppelganger",
     "doppelganger", "doppelganger_sudoku dutch_pelganger"},
    {"toroidal", flag, alone, I, F, handle::toroidal, rule, "§8",
     "the grid's edges wrap around: the chess rules, anti_offsets and the adjacency rules also "
     "pair cells across them",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "toroidal\n"
     "anti_knight",
     "toroidal", "torus wraparound cylinder"},
    {"japanese_crossword",
     flag,
     alone,
     R,
     O,
     {},
     rule,
     "§8",
     "named by the Sudopedia page without a meaning: refused",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "japanese_crossword",
     "japanese_crossword"},
    {"pencil",
     flag,
     alone,
     R,
     O,
     {},
     rule,
     "§8",
     "named by the Sudopedia page without a meaning: refused",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "pencil",
     "pencil"},
};
// clang-format on

}  // namespace rfsat::sema::rows
