// Rows of the rule registry (rule_registry.hpp): §9 lines and outside clues, and the modern lines
// (issue 27). One row says everything about a keyword; rule_registry.cpp joins the parts in the
// order of the spec and checks every row at compile time. Included only by rule_registry.cpp.
#pragma once

#include "rule_row_shorthands.hpp"

namespace rfsat::sema::rows {

// clang-format off
inline constexpr Rule kLineRows[] = {
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
    {"sandwich_crusts", call, alone, I, O, handle::sandwich_crusts, clue, "§9",
     "on the line from a to b, exactly one cell holds each crust number and the cells between them sum to s",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "sandwich_crusts(3, 2, 4, 1, 4)",
     "sandwich_crusts(total, crust, crust, first_cell, last_cell)"},
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
     "from a towards b, n buildings are seen: each higher than every one before it and than 0",
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
    {"full_rank", call, alone, I, O, handle::full_rank, clue, "§9",
     "rows and columns read from both ends are ranked as words: the one from a to b is k-th",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "full_rank(1, 1, 4)\n"
     "full_rank(12, 13, 16)",
     "full_rank(rank, first_cell, last_cell)", "rank full_rank_clue"},
    {"full_rank_any_ties", flag, alone, I, F, handle::full_rank_any_ties, rule, "§9",
     "a full_rank clue's entry may equal other entries (rank: one more than the smaller ones)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "full_rank_any_ties\n"
     "full_rank(5, 1, 4)",
     "full_rank_any_ties"},
    {"full_rank_no_ties", flag, alone, I, W, handle::full_rank_no_ties, rule, "§9",
     "no two of the rows and columns read from both ends are the same word",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "full_rank_no_ties",
     "full_rank_no_ties"},
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
    {"regex_line", call, alone, I, O, handle::regex_line, clue, "§9",
     "the line's symbols, read in order, match a regular expression (ISS's Regex)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "regex_line(\"1[34]+\", 1, 2, 3)",
     "regex_line(\"pattern\", cell, cell, ...)"},
    {"nfa_line", call, alone, I, O, handle::nfa_line, clue, "§9",
     "the line's symbols, read in order, are a word an automaton accepts (ISS's NFA)",
     "values = 1234\n"
     "row_groups\n"
     "column_groups\n"
     "box_groups(2, 2)\n"
     "nfa_line(a; b; a>12>b, b>34>a; 1, 2, 6)",
     "nfa_line(start, ...; accepting, ...; [from>symbols>to, ...;] cell, cell, ...)",
     "state_machine"},
};
// clang-format on

}  // namespace rfsat::sema::rows
