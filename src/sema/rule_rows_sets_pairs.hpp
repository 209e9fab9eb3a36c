// Rows of the rule registry (rule_registry.hpp): the §6 cages and sets without a total (issue 27)
// and the §7 pairs and triples (dots, comparisons, indexers). One row says everything about a
// keyword; rule_registry.cpp joins the parts in the order of the spec and checks every row at
// compile time. Included only by rule_registry.cpp.
#pragma once

#include "rule_row_shorthands.hpp"

namespace rfsat::sema::rows {

// clang-format off
inline constexpr Rule kSetPairRows[] = {
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
    {"kropki_any", call, alone, I, O, handle::kropki_any, clue, "§7",
     "grey dot: the numbers are consecutive or one is twice the other",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "kropki_any(1, 2)",
     "kropki_any(cell, cell)",
     "grey_dot gray_dot"},
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
    {"relation", call, alone, I, O, handle::relation, clue, "§7",
     "each listed pair of cells is related, first to second (lt, diff_ge k, a table, ...)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "relation(lt; 1, 2; 5, 6)",
     "relation(relation; cell, cell; cell, cell; ...)"},
    {"relation_chain", call, alone, I, O, handle::relation_chain, clue, "§7",
     "each cell is related to the next one along the list",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "relation_chain(diff_ge, 2; 1, 6, 11)",
     "relation_chain(relation; cell, cell, ...)",
     "pairwise"},
    {"relation_all", call, alone, I, O, handle::relation_all, clue, "§7",
     "every cell is related to every later cell of the list",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "relation_all(table, 1:2, 2:1, 1:3, 3:1, 2:3, 3:2; 1, 6, 16)",
     "relation_all(relation; cell, cell, ...)"},
};
// clang-format on

}  // namespace rfsat::sema::rows
