// THE ISS type table: one row per `.Type` of the Interactive Sudoku
// Solver's text format that rfsat reads, with its handler (types_*.cpp),
// the `.rf` keyword it writes and one line for docs/formats.md. Types of
// ISS's list (names.cpp) without a row are refused by name; rows whose rule
// the registry lacks yet say so when used.
//
// Adding a type: one row here (a generic handler when the type has one of
// the shapes in reader.hpp), one line in the docs/formats.md table, a test in
// tests/formats/iss_types_test.cpp.
#include "iss/reader.hpp"

namespace rfsat::formats::iss {
namespace {

constexpr TypeRow kTypeRows[] = {
    // the grid (read first, whatever their place in the text)
    {"Shape", types::layout, "rows",
     "~RxC[~N or ~A-B]: the grid and its values (1..N, or A..B with A 0 or 1)"},
    {"NoBoxes", types::layout, "box_groups", "no boxes"},
    {"Jigsaw", types::layout, "jigsaw", "~layout (one character per cell): one jigsaw per region"},
    {"RegionSize", types::layout, "box_groups",
     "~N: boxes of N cells (max(R, C) to the number of values)"},
    {"Var", types::layout, "var_cells",
     "~PREFIX~label~size: size (N or RxC) var cells VPREFIX or VPREFIX1.., var_cells = N"},
    // givens
    {"Given", types::givens, "set_cell",
     ".~R1C1_5 (one value: set_cell) or .~R1C1_1_3 (set_values)"},
    // whole grid
    {"Diagonal", types::diagonal, "diagonal",
     "~1: bottom left to top right; ~-1: top left to bottom right"},
    {"AntiKnight", types::flag, "anti_knight", "anti-knight"},
    {"Doppelganger", types::flag, "doppelganger",
     "doppelganger; its var cells DGCk (row k), DGRk (column k), DGBk (box k) are v1..v3n"},
    {"ChaosConstruction", types::flag, "chaos_construction",
     "regions found while solving (region size: the number of values)"},
    {"ChaosCount", types::chaos_count, "chaos_count",
     "~control~offset~CC cells, or ~control (the 3x3 area): CCk is grid cell k's region; offset 0"},
    {"ChaosArrow", types::chaos_arrow, "chaos_arrow",
     "~control~offset~arm~-~arm..., or ~control (the four directions); offset 0"},
    {"AntiKing", types::flag, "anti_king", "anti-king"},
    {"AntiConsecutive", types::flag, "non_consecutive", "no adjacent cells consecutive"},
    {"StrictKropki", types::flag, "no_kropki", "all white and black dots given"},
    {"StrictXV", types::flag, "no_kropki_sum", "all X and V given: no_kropki_sum(5, 10)"},
    {"Windoku", types::windoku, "extra_region", "the four windows (one extra_region each)"},
    {"RegionSameValues", types::region_same_values, "same_values",
     "the largest of the rows, columns and boxes hold the same values: same_values over them "
     "(nothing when they hold every value)"},
    {"DisjointSets", types::disjoint_sets, "disjoint_sets",
     "cells at one place of every box: disjoint_sets"},
    {"AntiTaxicab", types::flag, "anti_taxicab", "anti-taxicab"},
    {"GlobalEntropy", types::flag, "global_entropy", "every 2x2 square low, middle, high"},
    {"GlobalMod", types::flag, "global_mod", "every 2x2 square one of each residue mod 3"},
    {"DutchFlatmates", types::flag, "dutch_flatmates", "Dutch flatmates"},
    // cages and sets
    {"Cage", types::cage, "sum",
     "~sum~cells: sum(sum, cells); empty or 0 sum: cage(cells); a cell listed twice: cage(cells) "
     "and weighted_sum"},
    {"Sum", types::sum, "sum",
     "~sum~cells, digits may repeat: little_killer on a diagonal, sum in one house, else "
     "kimo_sum; ~sum_=_c1_c2...~cells or a cell listed twice: weighted_sum"},
    {"AllDifferent", types::set, "extra_region", "~cells: a group"},
    {"RellikCage", types::rellik, "rellik_cage", "~sum~cells: rellik_cage(sum, cells)"},
    {"EqualityCage", types::line, "equality_cage", "~cells: equality_cage(cells)"},
    {"CountingCircles", types::line, "counting_circles", "~cells: counting_circles(cells)"},
    {"CountDistinct", types::line, "count_distinct",
     "~control~cells: count_distinct(control, cells)"},
    {"Quad", types::quad, "quadruple", "~topleft~v~v: quadruple(values; the 2x2 block)"},
    {"ContainAtLeast", types::contain, "contain_at_least",
     "~v_v_v~cells: contain_at_least(values; cells)"},
    {"ContainExact", types::contain, "contain_exact", "~v_v_v~cells: contain_exact(values; cells)"},
    {"Odd", types::parity, "odd", "~cells: odd(cells)"},
    {"Even", types::parity, "even", "~cells: even(cells)"},
    // pairs
    {"WhiteDot", types::pair_marks, "kropki_diff", "~cells: each adjacent pair consecutive"},
    {"BlackDot", types::pair_marks, "kropki_factor", "~cells: each adjacent pair 1:2"},
    {"X", types::pair_marks, "kropki_sum", "~cells: each adjacent pair sums to 10"},
    {"V", types::pair_marks, "kropki_sum", "~cells: each adjacent pair sums to 5"},
    {"GreaterThan", types::pair_marks, "greater",
     "~cells: each cell greater than its later neighbours in the list"},
    {"Pair", types::pair, "relation_chain",
     "~key~cells (groups: _name, empty item): relation_chain(the key's relation; cells)"},
    {"PairX", types::pair, "relation_all",
     "~key~cells, a symmetric key: relation_all(the key's relation; cells)"},
    {"Binary", types::pair, "relation_chain", "as Pair, the key's - and _ swapped (legacy)"},
    {"BinaryX", types::pair, "relation_all", "as PairX, the key's - and _ swapped (legacy)"},
    {"Indexing", types::indexing, "column_indexer",
     "~C~cells: column_indexer(cells); ~R~cells: row_indexer(cells)"},
    // lines
    {"Thermo", types::line, "thermo", "~cells: thermo(cells)"},
    {"Whisper", types::whisper, "whisper", "~d~cells: whisper(d, cells), d default 5"},
    {"Renban", types::line, "renban_line", "~cells: renban_line(cells)"},
    {"Palindrome", types::line, "palindrome", "~cells: palindrome(cells)"},
    {"Arrow", types::arrow, "arrow", "~bulb~cells: arrow(bulb; cells)"},
    {"PillArrow", types::pill_arrow, "arrow", "~2|3~cells: arrow(pill in reading order; rest)"},
    {"DoubleArrow", types::line, "double_arrow", "~cells: double_arrow(cells)"},
    {"Between", types::line, "between_line", "~cells: between_line(cells)"},
    {"Lockout", types::number_line, "lockout_line", "~d~cells: lockout_line(d; cells)"},
    {"RegionSumLine", types::line, "region_sum_line", "~cells: region_sum_line(cells)"},
    {"Zipper", types::line, "zipper_line", "~cells: zipper_line(cells)"},
    {"Entropic", types::line, "entropic_line", "~cells: entropic_line(cells)"},
    {"Modular", types::number_line, "modular_line", "~m~cells: modular_line(m; cells)"},
    {"SumLine", types::sum_line, "sum_line",
     "~sum~cells[~LOOP]: sum_line(sum; cells), LOOP back to the first cell"},
    {"ValueIndexing", types::line, "value_indexing", "~cells: value_indexing(cells)"},
    {"Regex", types::regex, "regex_line",
     "~pattern~cells[~~cells]: regex_line(\"pattern\", cells), one per run of cells"},
    {"NFA", types::nfa, "nfa_line",
     "~nfa[~_name]~cells[~~cells]: nfa_line(starts; accepts; transitions; cells); no segments"},
    // outside clues
    {"LittleKiller", types::little_killer, "little_killer",
     "~sum~first cell of the diagonal: little_killer"},
    {"Sandwich", types::sandwich, "sandwich", "~sum~R1 or C1: sandwich(sum, the row or column)"},
    {"XSum", types::double_line_clues, "x_sum",
     "~R3~left~right or ~C3~top~bottom: x_sum(clue, the end next to it, the other)"},
    {"Skyscraper", types::double_line_clues, "skyscraper",
     "~R3~left~right or ~C3~top~bottom: skyscraper(clue, near end, far end)"},
    {"HiddenSkyscraper", types::double_line_clues, "hidden_skyscraper",
     "as Skyscraper: hidden_skyscraper(clue, near end, far end)"},
    {"FullRank", types::double_line_clues, "full_rank",
     "as Skyscraper: full_rank(rank, near end, far end)"},
    {"FullRankTies", types::full_rank_ties, "full_rank_any_ties",
     "~none: full_rank_no_ties; ~any: full_rank_any_ties; ~only-unclued: nothing (the default)"},
    {"NumberedRoom", types::double_line_clues, "numbered_room",
     "as Skyscraper: numbered_room(clue, near end, far end)"},
    {"Lunchbox", types::number_line, "lunchbox", "~sum~cells: lunchbox(sum; cells)"},
    {"LookAndSay", types::look_and_say, "look_and_say",
     "~clue~cells: look_and_say(count, value, ...; cells), the clue in digit pairs"},
    {"SameValues", types::same_values, "same_values",
     "~n~cells: same_values(set; ...; set), the cells cut into n equal sets"},
    {"EqualSum", types::equal_sum, "equal_sum",
     "~cells-cells-...: equal_sum(segment; ...; segment)"},
    // solver settings: no rule
    {"SearchPriority", types::hint, "", "a search hint: no rule, listed as not read"},
    // no .rf form
    // composites: read.cpp's rules() opens and closes the blocks
    {"Or", types::block_marker, "or",
     "~...~.End: an or ... end block (an item of several lines inside: an and block)"},
    {"And", types::block_marker, "and", "~...~.End: an and ... end block"},
    {"Replicate", types::block_marker, "",
     "~targets[~origin]~...~.End: the items read once per target cell, moved from the origin"},
};

}  // namespace

std::span<const TypeRow> type_rows() { return kTypeRows; }

}  // namespace rfsat::formats::iss
