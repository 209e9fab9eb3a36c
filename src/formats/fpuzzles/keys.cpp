// THE f-puzzles key table: one row per key that carries a rule, with its
// handler (keys_*.cpp), the `.rf` keyword it writes and one line for
// docs/formats.md; then the keys that carry none. A key in neither list is
// an error (read.cpp), never silently dropped.
//
// Adding a key: one row here (a generic handler when the key has one of the
// shapes below, else a new handler in keys_*.cpp), one line in the
// docs/formats.md table, and a test in tests/formats/fpuzzles_keys_test.cpp.
// Rows whose keyword is not implemented yet report that when used (the
// handlers check the rule registry), so a rule that lands in the registry
// is read by its row at once.
#include "reader.hpp"

namespace rfsat::formats::fpuzzles {
namespace {

constexpr KeyRow kKeyRows[] = {
    // whole-grid flags
    {"diagonal+", keys::diagonal, "diagonal", "true: the diagonal from bottom left to top right"},
    {"diagonal-", keys::diagonal, "diagonal", "true: the diagonal from top left to bottom right"},
    {"antiknight", keys::flag, "anti_knight", "true: anti-knight"},
    {"antiking", keys::flag, "anti_king", "true: anti-king"},
    {"disjointgroups", keys::disjoint_groups, "disjoint_sets",
     "true: cells at the same place of every box form a group (standard boxes only)"},
    {"nonconsecutive", keys::nonconsecutive, "non_consecutive",
     "true: adjacent cells without a dot are not consecutive (see `negative`)"},
    {"negative", keys::negative, "no_kropki",
     "[\"ratio\"]: all black dots given (no_kropki_factor(the black dots' ratios)); [\"xv\"]: all "
     "X and V given (no_kropki_sum(5, 10))"},
    // cages and cell sets
    {"killercage", keys::killer_cages, "sum",
     "{cells, value}: sum(value, cells); without a value: cage(cells)"},
    {"extraregion", keys::cell_sets, "extra_region", "{cells}: a group"},
    {"clone", keys::clones, "clone", "{cells, cloneCells}: clone(cells; cloneCells)"},
    {"quadruple", keys::quadruples, "quadruple", "{cells, values}: quadruple(values; cells)"},
    {"rowindexer", keys::cell_sets, "row_indexer", "{cells}: row_indexer(cells)"},
    {"columnindexer", keys::cell_sets, "column_indexer", "{cells}: column_indexer(cells)"},
    {"boxindexer", keys::cell_sets, "box_indexer", "{cells}: box_indexer(cells)"},
    // single cells
    {"odd", keys::single_cells, "odd", "{cell}: odd(cell)"},
    {"even", keys::single_cells, "even", "{cell}: even(cell)"},
    {"minimum", keys::all_cells, "minimum", "{cell}: one minimum(cells) line for all of them"},
    {"maximum", keys::all_cells, "maximum", "{cell}: one maximum(cells) line for all of them"},
    // dots
    {"difference", keys::dots, "kropki_diff", "{cells, value}: white dot, value default 1"},
    {"ratio", keys::dots, "kropki_factor", "{cells, value}: black dot, value default 2"},
    {"xv", keys::xv, "kropki_sum", "{cells, value: X or V}: kropki_sum(10 or 5, a, b)"},
    // lines: every entry of `lines` is one line
    {"arrow", keys::arrows, "arrow",
     "{cells: bulb (several: a pill, read in reading order), lines}"},
    {"thermometer", keys::plain_lines, "thermo", "{lines}: thermo(line)"},
    {"slowthermometer", keys::plain_lines, "slow_thermo", "{lines}: slow_thermo(line)"},
    {"palindrome", keys::plain_lines, "palindrome", "{lines}: palindrome(line)"},
    {"renban", keys::plain_lines, "renban_line", "{lines}: renban_line(line)"},
    {"whispers", keys::whispers, "whisper",
     "{lines, value}: whisper(value, line), value default 5"},
    {"betweenline", keys::plain_lines, "between_line", "{lines}: between_line(line)"},
    {"regionsumline", keys::plain_lines, "region_sum_line", "{lines}: region_sum_line(line)"},
    {"entropicline", keys::plain_lines, "entropic_line", "{lines}: entropic_line(line)"},
    {"zipperline", keys::plain_lines, "zipper_line", "{lines}: zipper_line(line)"},
    {"doublearrow", keys::plain_lines, "double_arrow", "{lines}: double_arrow(line)"},
    {"nabner", keys::plain_lines, "nabner_line", "{lines}: nabner_line(line)"},
    {"modularline", keys::plain_lines, "modular_line", "{lines}: modular_line(line), modulus 3"},
    {"lockout", keys::lockouts, "lockout_line",
     "{lines, value}: lockout_line(value; line), value default floor(size / 2)"},
    // outside clues
    {"littlekillersum", keys::little_killers, "little_killer",
     "{cell outside, direction UR/UL/DR/DL, value}: little_killer(value, first, last)"},
    {"sandwichsum", keys::sandwiches, "sandwich",
     "{cell outside, value}: sandwich(value, first, last)"},
    {"xsum", keys::directed_clues, "x_sum",
     "{cell outside, value}: x_sum(value, the cell next to the clue, the far end)"},
    {"skyscraper", keys::directed_clues, "skyscraper",
     "{cell outside, value}: skyscraper(value, the cell next to the clue, the far end)"},
};

// Drawings, solver settings and notes: no rule. (`cage` is the cosmetic
// cage; the killer cage is `killercage`.)
constexpr std::string_view kCosmetic[] = {
    "line", "rectangle", "circle", "cage", "text", "fogofwar", "foglight",
    "disabledlogic", "truecandidatesoptions", "highlightConflicts",
};

}  // namespace

std::span<const KeyRow> key_rows() { return kKeyRows; }
std::span<const std::string_view> cosmetic_keys() { return kCosmetic; }

}  // namespace rfsat::formats::fpuzzles
