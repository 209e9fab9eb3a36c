// The rule registry's rows (rule_registry.hpp), in the order of the spec,
// and the lookups: aliases, find_rule, and the closest keyword (Levenshtein
// distance) for the "did you mean" of unknown rules. The static_asserts
// below make a row without description or example, or an implemented row
// without a handler, fail the build.
#include "rule_registry.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "edit_distance.hpp"
#include "handlers.hpp"

namespace rfsat::sema {
namespace {

constexpr ast::Shape flag = ast::Shape::flag, assign = ast::Shape::assign, call = ast::Shape::call;
constexpr bool alone = false, also_call = true;  // Rule::also_call
constexpr bool clue = true, rule = false;        // Rule::clue
constexpr Support I = Support::implemented, R = Support::refused;
constexpr Phase V = Phase::values, F = Phase::flag, G = Phase::grid, O = Phase::ordinary,
                L = Phase::late_dot, W = Phase::whole_grid;

// keyword, shape, also_call, support, phase, handler, clue, section,
// description, example, signature (, known_as).
// (a table: one field list per row, kept by hand)
// clang-format off
constexpr Rule kRules[] = {
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
    // §6 cages and sets (issue 27)
    {"cage", call, alone, I, O, handle::cage, clue, "§6",
     "killer cage without a total: the cells hold distinct symbols",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "cage(1, 2, 5)",
     "cage(cell, cell, ...)",
     "killer killer_cage"},
    {"rellik_cage", call, alone, I, O, handle::rellik_cage, clue, "§6",
     "distinct symbols, and no non-empty subset of the cells sums to s",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "rellik_cage(4, 1, 2)",
     "rellik_cage(total, cell, cell, ...)"},
    {"equality_cage", call, alone, I, O, handle::equality_cage, clue, "§6",
     "distinct symbols; as many even as odd numbers, as many low as high, never the middle one",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "equality_cage(1, 2)",
     "equality_cage(cell, cell, ...)"},
    {"equal_sum", call, alone, I, O, handle::equal_sum, clue, "§6",
     "the segments (separated by ';') all have the same sum",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "equal_sum(1; 2, 3)",
     "equal_sum(cell, ...; cell, ...; ...)"},
    {"contain_at_least", call, alone, I, O, handle::contain_at_least, clue, "§6",
     "the values before ';' appear in the cells at least as often as listed",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "contain_at_least(1, 2; 1, 6, 11)",
     "contain_at_least(symbol, ...; cell, cell, ...)"},
    {"contain_exact", call, alone, I, O, handle::contain_exact, clue, "§6",
     "the values before ';' appear in the cells exactly as often as listed",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "contain_exact(1, 1; 1, 6, 11)",
     "contain_exact(symbol, ...; cell, cell, ...)"},
    {"quadruple", call, alone, I, O, handle::quadruple, clue, "§6",
     "the values before ';' appear in the 2x2 block at least as often as listed",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "quadruple(1, 2; 1, 2, 5, 6)",
     "quadruple(symbol, ...; cell, cell, cell, cell)"},
    {"look_and_say", call, alone, I, O, handle::look_and_say, clue, "§6",
     "for each (count, value) pair before ';', exactly count of the cells hold the value",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "look_and_say(2, 3; 1, 6, 11)",
     "look_and_say(count, symbol, count, symbol, ...; cell, cell, ...)"},
    {"count_distinct", call, alone, I, O, handle::count_distinct, clue, "§6",
     "the first cell holds the number of distinct numbers in the other cells",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "count_distinct(1, 6, 11)",
     "count_distinct(counting_cell, cell, cell, ...)"},
    {"clone", call, alone, I, O, handle::clone, clue, "§6",
     "two equally long cell lists hold equal numbers, position by position",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "clone(1, 2; 11, 12)",
     "clone(cell, ...; cell, ...)"},
    {"same_values", call, alone, I, O, handle::same_values, clue, "§6",
     "the equally large sets (separated by ';') hold the same numbers, with multiplicity",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "same_values(1, 2; 7, 8)",
     "same_values(cell, ...; cell, ...; ...)"},
    {"counting_circles", call, alone, I, O, handle::counting_circles, clue, "§6",
     "a number v held by some of the cells is held by exactly v of them",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "counting_circles(1, 6, 11)",
     "counting_circles(cell, cell, ...)"},
    // §7 pairs, triples
    {"equal", call, alone, I, O, handle::equal, clue, "§7", "the two cells hold the same symbol",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "equal(1, 6)",
     "equal(cell, cell)"},
    {"neq", call, alone, I, O, handle::neq, rule, "§7", "the two cells hold different symbols",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "neq(1, 6)",
     "neq(cell, cell)"},
    {"nodiff", call, alone, I, O, handle::nodiff, rule, "§7",
     "the numbers of the two cells do not differ by d",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "nodiff(1, 1, 2)",
     "nodiff(difference, cell, cell)"},
    {"mindiff", call, alone, I, O, handle::mindiff, clue, "§7",
     "the numbers of the two cells differ by at least d",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "mindiff(2, 1, 2)",
     "mindiff(difference, cell, cell)"},
    {"kropki_diff", call, alone, I, O, handle::kropki_diff, clue, "§7",
     "white dot: the numbers of the two cells differ by 1 (or d)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "kropki_diff(1, 2)",
     "kropki_diff([difference,] cell, cell)"},
    {"kropki_factor", call, alone, I, O, handle::kropki_factor, clue, "§7",
     "black dot: one number is 2 (or f) times the other",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "kropki_factor(1, 2)",
     "kropki_factor([factor,] cell, cell)"},
    {"kropki_sum", call, alone, I, O, handle::kropki_sum, clue, "§7",
     "sum dot: the two cells sum to s (X is 10, V is 5)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "kropki_sum(5, 1, 2)",
     "kropki_sum(total, cell, cell)",
     "xv"},
    {"kropki_sum2", call, alone, I, L, handle::kropki_sum2, clue, "§7",
     "a second sum dot, which exempts no pair from no_kropki_sum",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "kropki_sum2(5, 1, 2)",
     "kropki_sum2(total, cell, cell)"},
    {"circlediff", call, alone, I, O, handle::circlediff, clue, "§7",
     "the first cell holds the difference of the other two",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "circlediff(1, 2, 3)",
     "circlediff(difference_cell, cell, cell)"},
    {"circlepower", call, alone, I, O, handle::circlepower, clue, "§7",
     "the first cell holds the second to the power of the third",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "circlepower(1, 6, 11)",
     "circlepower(power_cell, base_cell, exponent_cell)"},
    {"greater", call, alone, I, O, handle::greater, clue, "§7",
     "the first cell's number is greater than the second's",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "greater(1, 2)",
     "greater(greater_cell, smaller_cell)"},
    {"minimum", call, alone, I, O, handle::minimum, clue, "§7",
     "each listed cell's number is less than its neighbours' (other minimum cells aside)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "minimum(6)",
     "minimum(cell, cell, ...)"},
    {"maximum", call, alone, I, O, handle::maximum, clue, "§7",
     "each listed cell's number is greater than its neighbours' (other maximum cells aside)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "maximum(6)",
     "maximum(cell, cell, ...)"},
    {"row_indexer", call, alone, I, O, handle::row_indexer, clue, "§7",
     "a cell in row r holding v: the cell in row v of its column holds r, no other cell there does",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "row_indexer(5)",
     "row_indexer(cell, cell, ...)"},
    {"column_indexer", call, alone, I, O, handle::column_indexer, clue, "§7",
     "a cell in column c holding v: the cell in column v of its row holds c, no other cell there "
     "does",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "column_indexer(2)",
     "column_indexer(cell, cell, ...)"},
    {"box_indexer", call, alone, I, W, handle::box_indexer, clue, "§7",
     "a cell at place p of its box holding v: the box's v-th cell holds p, no other cell there "
     "does",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "box_indexer(1)",
     "box_indexer(cell, cell, ...)"},
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
    // §9 lines and outside clues
    {"thermo", call, alone, I, O, handle::thermo, clue, "§9",
     "the numbers strictly increase from the bulb, the first cell",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "thermo(1, 2, 3)",
     "thermo(bulb_cell, cell, cell, ...)",
     "thermometer"},
    {"slow_thermo", call, alone, I, O, handle::slow_thermo, clue, "§9",
     "the numbers never decrease from the bulb, the first cell",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "slow_thermo(1, 6, 11)",
     "slow_thermo(bulb_cell, cell, cell, ...)"},
    {"arrow", call, alone, I, O, handle::arrow, clue, "§9",
     "the line cells (after ';') sum to the bulb, read as one decimal number",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "arrow(1; 6, 11)",
     "arrow(bulb_cell, ...; cell, cell, ...)"},
    {"palindrome", call, alone, I, O, handle::palindrome, clue, "§9",
     "the line reads the same both ways",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "palindrome(1, 6, 11)",
     "palindrome(cell, cell, ...)"},
    {"renban_line", call, alone, I, O, handle::renban_line, rule, "§9",
     "the cells hold distinct, consecutive numbers in any order",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "renban_line(1, 2, 3)",
     "renban_line(cell, cell, ...)"},
    {"whisper", call, alone, I, O, handle::whisper, clue, "§9",
     "neighbours along the line differ by at least d",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "whisper(2, 1, 2, 3)",
     "whisper(difference, cell, cell, ...)",
     "german_whisper german_whispers"},
    {"little_killer", call, alone, I, O, handle::little_killer, clue, "§9",
     "the diagonal from cell a to cell b sums to s; symbols may repeat",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "little_killer(5, 2, 5)",
     "little_killer(total, first_cell, last_cell)"},
    {"sandwich", call, alone, I, O, handle::sandwich, clue, "§9",
     "on the line from a to b, the cells between the smallest and largest number sum to s",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "sandwich(5, 1, 4)",
     "sandwich(total, first_cell, last_cell)"},
    {"sum_line", call, alone, I, O, handle::sum_line, clue, "§9",
     "the line splits into segments that each sum to s (10 without s); back at its start it is a "
     "loop",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "sum_line(5; 1, 2, 6, 5)",
     "sum_line([total;] cell, cell, ...)"},
    {"x_sum", call, alone, I, O, handle::x_sum, clue, "§9",
     "from a towards b, the first X cells sum to s, X being the number in a",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "x_sum(6, 1, 4)",
     "x_sum(total, first_cell, last_cell)"},
    {"skyscraper", call, alone, I, O, handle::skyscraper, clue, "§9",
     "from a towards b, n buildings are seen: each higher than every one before it",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "skyscraper(2, 1, 4)",
     "skyscraper(count, first_cell, last_cell)"},
    {"hidden_skyscraper", call, alone, I, O, handle::hidden_skyscraper, clue, "§9",
     "from a towards b, the first building not higher than all before it holds v",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "hidden_skyscraper(1, 1, 13)",
     "hidden_skyscraper(value, first_cell, last_cell)"},
    {"numbered_room", call, alone, I, O, handle::numbered_room, clue, "§9",
     "from a towards b, the N-th cell holds v, N being the number in a",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "numbered_room(4, 1, 4)",
     "numbered_room(value, first_cell, last_cell)"},
    {"lunchbox", call, alone, I, O, handle::lunchbox, clue, "§9",
     "distinct numbers; those between the smallest and the largest sum to s",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "lunchbox(2, 1, 4)",
     "lunchbox(total, first_cell, last_cell), or lunchbox(total; cell, cell, ...)"},
    {"value_indexing", call, alone, I, O, handle::value_indexing, clue, "§9",
     "the second cell's number m says the first cell's number stands m cells after it",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "value_indexing(1, 6, 11, 16)",
     "value_indexing(value_cell, index_cell, cell, ...)"},
    // §9 [ext] the modern lines (issue 27)
    {"between_line", call, alone, I, O, handle::between_line, clue, "§9",
     "every interior cell is strictly between the two ends",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "between_line(1, 2, 3)",
     "between_line(end_cell, cell, ..., end_cell)"},
    {"lockout_line", call, alone, I, O, handle::lockout_line, clue, "§9",
     "the ends differ by at least d (default 4); interior cells lie outside the ends' range",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "lockout_line(2; 1, 2, 3)",
     "lockout_line([difference;] end_cell, cell, ..., end_cell)"},
    {"region_sum_line", call, alone, I, W, handle::region_sum_line, clue, "§9",
     "the line's pieces in each box (jigsaw region without boxes) have equal sums",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "region_sum_line(1, 2, 3)",
     "region_sum_line(cell, cell, ...)"},
    {"zipper_line", call, alone, I, O, handle::zipper_line, clue, "§9",
     "cells at equal distance from the centre have the same sum (the centre's number on an odd line)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "zipper_line(1, 2, 3)",
     "zipper_line(cell, cell, ...)"},
    {"nabner_line", call, alone, I, O, handle::nabner_line, clue, "§9",
     "no two cells of the line hold equal or consecutive numbers",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "nabner_line(1, 6)",
     "nabner_line(cell, cell, ...)"},
    {"double_arrow", call, alone, I, O, handle::double_arrow, clue, "§9",
     "the two end cells sum to the total of the cells between them",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "double_arrow(1, 2, 3, 4)",
     "double_arrow(end_cell, cell, ..., end_cell)"},
    {"entropic_line", call, alone, I, O, handle::entropic_line, clue, "§9",
     "every 3 consecutive cells hold a low, a middle and a high number",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "entropic_line(1, 2, 3, 4)",
     "entropic_line(cell, cell, ...)"},
    {"modular_line", call, alone, I, O, handle::modular_line, clue, "§9",
     "every m consecutive cells (default 3) have different remainders modulo m",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "modular_line(3; 1, 2, 3, 4)",
     "modular_line([modulus;] cell, cell, ...)"},
    {"parity_line", call, alone, I, O, handle::parity_line, clue, "§9",
     "neighbours along the line alternate odd and even",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "parity_line(1, 2, 3)",
     "parity_line(cell, cell, ...)"},
};
// clang-format on

struct Alias {
  std::string_view from, to;
};
constexpr Alias kAliases[] = {{"hexangular_grid", "hexagonal_grid"},
                              {"hexagonal_lines", "hexagon_lines"},
                              {"del_value", "del_values"},
                              {"reptition", "repetition"}};

// Does `text` have a line `values = ...` (spaces allowed around the name)?
constexpr bool has_values_line(std::string_view text) {
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == text.size() ? end : end + 1);
    line.remove_prefix(std::min(line.find_first_not_of(' '), line.size()));
    if (line.substr(0, 6) != "values") continue;
    line.remove_prefix(6);
    line.remove_prefix(std::min(line.find_first_not_of(' '), line.size()));
    if (!line.empty() && line.front() == '=') return true;
  }
  return false;
}

// Every row says what it is and shows itself; an implemented one has a
// handler unless its phase reads it whole; others have none.
constexpr bool complete(const Rule& r) {
  if (r.keyword.empty() || r.section.empty() || r.description.empty() || r.example.empty() ||
      r.signature.substr(0, r.keyword.size()) != r.keyword || !has_values_line(r.example))
    return false;
  const bool read_whole = r.phase == Phase::values || r.phase == Phase::grid;
  if (r.support == Support::implemented) return r.resolve.set != read_whole;
  return !r.resolve.set;
}
static_assert(std::all_of(std::begin(kRules), std::end(kRules), complete),
              "a rule row lacks its description, signature, whole-file example or handler");

constexpr bool unique_keywords() {
  for (std::size_t i = 0; i < std::size(kRules); ++i)
    for (std::size_t j = i + 1; j < std::size(kRules); ++j)
      if (kRules[i].keyword == kRules[j].keyword) return false;
  return true;
}
static_assert(unique_keywords(), "a keyword has two rows");

constexpr bool aliases_known() {
  for (const Alias& a : kAliases)
    if (std::none_of(std::begin(kRules), std::end(kRules),
                     [&](const Rule& r) { return r.keyword == a.to; }))
      return false;
  return true;
}
static_assert(aliases_known(), "an alias names no row");

// Does the space-separated list `names` hold `name`?
constexpr bool lists(std::string_view names, std::string_view name) {
  while (!names.empty()) {
    const std::size_t end = std::min(names.find(' '), names.size());
    if (names.substr(0, end) == name) return true;
    names.remove_prefix(end == names.size() ? end : end + 1);
  }
  return false;
}

// "'sum' (SIGNATURE) or 'cage' (SIGNATURE)": the rows known as `name`, or "".
std::string known_as_text(std::string_view name) {
  std::string out;
  for (const Rule& r : kRules)
    if (lists(r.known_as, name))
      out += (out.empty() ? "'" : " or '") + std::string(r.keyword) + "' (" +
             std::string(r.signature) + ")";
  return out;
}

}  // namespace

std::span<const Rule> rules() { return kRules; }

std::string_view canonical_name(std::string_view name) {
  for (const Alias& a : kAliases)
    if (a.from == name) return a.to;
  return name;
}

const Rule* find_rule(std::string_view keyword) {
  for (const Rule& r : kRules)
    if (r.keyword == keyword) return &r;
  return nullptr;
}

std::string example_file(const Rule& rule) { return std::string(rule.example) + "\n"; }

std::string closest_rule(std::string_view name) {
  std::string_view best;
  std::size_t best_d = ~std::size_t{0};
  for (const Rule& r : kRules) {
    std::size_t d = text::edit_distance(name, r.keyword);
    if (d < best_d) best_d = d, best = r.keyword;
  }
  return std::string(best);
}

std::string unknown_rule_message(std::string_view name) {
  // Longer than twice the longest keyword, no keyword is close: the edit
  // distance (name length times keyword length, per row) is skipped, and
  // only the start is quoted (a 10 MB name took 18 s and filled stderr).
  std::size_t longest = 0;
  for (const Rule& r : kRules) longest = std::max(longest, r.keyword.size());
  if (name.size() > 2 * longest)
    return "unknown rule '" + std::string(name.substr(0, 40)) + "...' (" +
           std::to_string(name.size()) + " characters; no rule has a name that long)";
  if (std::string known = known_as_text(name); !known.empty())
    return "unknown rule '" + std::string(name) + "'; rfsat calls it " + known;
  return "unknown rule '" + std::string(name) + "'; did you mean '" + closest_rule(name) + "'?";
}

}  // namespace rfsat::sema
