// The resolve handlers of the rule registry (rule_registry.hpp), one per
// keyword, named after it; a few keywords share one that reads the
// difference from the keyword (the layouts). Each turns one line of the file
// into model constraints through Resolver::add and reports its own errors.
// Grouped by the file that defines them.
#pragma once

#include "ast.hpp"

namespace rfsat::sema {
class Resolver;
}

namespace rfsat::sema::handle {

using ast::Property;

// rules.cpp: flags read up front, §4 groups, §5 single cells.
void repetition(Resolver& r, const Property& p);
void renban(Resolver& r, const Property& p);
void row_groups(Resolver& r, const Property& p);
void column_groups(Resolver& r, const Property& p);
void box_groups(Resolver& r, const Property& p);
void hexagon_lines(Resolver& r, const Property& p);
void layout(Resolver& r, const Property& p);  // twodoku, conjoined_rows, ...
void diagonal(Resolver& r, const Property& p);
void extra_region(Resolver& r, const Property& p);
void jigsaw(Resolver& r, const Property& p);
void set_cell(Resolver& r, const Property& p);
void set_values(Resolver& r, const Property& p);
void del_values(Resolver& r, const Property& p);
void even(Resolver& r, const Property& p);
void odd(Resolver& r, const Property& p);

// rules_cages.cpp: §6 cell sets.
void sum(Resolver& r, const Property& p);
void product(Resolver& r, const Property& p);
void diff(Resolver& r, const Property& p);
void ratio(Resolver& r, const Property& p);
void kimo_sum(Resolver& r, const Property& p);
void modulo(Resolver& r, const Property& p);
void modulo3(Resolver& r, const Property& p);
void wheel(Resolver& r, const Property& p);

// rules_pairs.cpp: §7 pairs and triples.
void equal(Resolver& r, const Property& p);
void neq(Resolver& r, const Property& p);
void nodiff(Resolver& r, const Property& p);
void mindiff(Resolver& r, const Property& p);
void kropki_diff(Resolver& r, const Property& p);
void kropki_factor(Resolver& r, const Property& p);
void kropki_any(Resolver& r, const Property& p);
void kropki_sum(Resolver& r, const Property& p);
void kropki_sum2(Resolver& r, const Property& p);
void circlediff(Resolver& r, const Property& p);
void circlepower(Resolver& r, const Property& p);
void greater(Resolver& r, const Property& p);

// rules_relations.cpp: binary relations and the weighted sum.
void relation(Resolver& r, const Property& p);
void relation_chain(Resolver& r, const Property& p);
void relation_all(Resolver& r, const Property& p);
void anti_offsets(Resolver& r, const Property& p);
void weighted_sum(Resolver& r, const Property& p);

// rules_whole_grid.cpp: §8 whole-grid rules (and no_kimo_sum, no_modulo of §6).
void no_kimo_sum(Resolver& r, const Property& p);
void no_modulo(Resolver& r, const Property& p);
void non_consecutive(Resolver& r, const Property& p);
void nodiff_adjacent(Resolver& r, const Property& p);
void different_adjacent(Resolver& r, const Property& p);
void no_kropki(Resolver& r, const Property& p);
void no_kropki_diff(Resolver& r, const Property& p);
void no_kropki_factor(Resolver& r, const Property& p);
void no_kropki_sum(Resolver& r, const Property& p);
void ripple_effect_distance(Resolver& r, const Property& p);
void ripple_cages(Resolver& r, const Property& p);
void anti_knight(Resolver& r, const Property& p);
void anti_king(Resolver& r, const Property& p);
void anti_bishop(Resolver& r, const Property& p);
void anti_queen(Resolver& r, const Property& p);

// rules_global.cpp: global and cell rules (issue 27).
void disjoint_sets(Resolver& r, const Property& p);
void anti_taxicab(Resolver& r, const Property& p);
void global_entropy(Resolver& r, const Property& p);
void global_mod(Resolver& r, const Property& p);
void dutch_flatmates(Resolver& r, const Property& p);
void row_indexer(Resolver& r, const Property& p);
void column_indexer(Resolver& r, const Property& p);
void box_indexer(Resolver& r, const Property& p);
void no_row_indexer(Resolver& r, const Property& p);
void no_column_indexer(Resolver& r, const Property& p);
void no_box_indexer(Resolver& r, const Property& p);
void value_indexing(Resolver& r, const Property& p);
void minimum(Resolver& r, const Property& p);
void maximum(Resolver& r, const Property& p);

// rules_chaos.cpp: chaos construction (issue 51).
void chaos_construction(Resolver& r, const Property& p);
void chaos_count(Resolver& r, const Property& p);
void chaos_arrow(Resolver& r, const Property& p);
// rules_var_cells.cpp: declared var cells (issue 51, ISS's Var).
void var_cells(Resolver& r, const Property& p);
// rules_doppelganger.cpp: doppelganger (issue 51, ISS's Doppelganger).
void doppelganger(Resolver& r, const Property& p);
// toroidal.cpp: the toroidal flag (issue 51).
void toroidal(Resolver& r, const Property& p);

// rules_lines.cpp: §9 lines and outside clues.
void thermo(Resolver& r, const Property& p);
void slow_thermo(Resolver& r, const Property& p);
void arrow(Resolver& r, const Property& p);
void palindrome(Resolver& r, const Property& p);
void renban_line(Resolver& r, const Property& p);
void whisper(Resolver& r, const Property& p);
void little_killer(Resolver& r, const Property& p);
void sandwich(Resolver& r, const Property& p);
void sandwich_crusts(Resolver& r, const Property& p);

// rules_outside.cpp: outside clues and sum lines (issue 27).
void sum_line(Resolver& r, const Property& p);
void x_sum(Resolver& r, const Property& p);
void skyscraper(Resolver& r, const Property& p);
void hidden_skyscraper(Resolver& r, const Property& p);
void numbered_room(Resolver& r, const Property& p);
void lunchbox(Resolver& r, const Property& p);
// rules_full_rank.cpp: full rank (issue 51).
void full_rank(Resolver& r, const Property& p);
void full_rank_any_ties(Resolver& r, const Property& p);
void full_rank_no_ties(Resolver& r, const Property& p);
// rules_sets.cpp: cages and sets (issue 27).
void cage(Resolver& r, const Property& p);
void rellik_cage(Resolver& r, const Property& p);
void equality_cage(Resolver& r, const Property& p);
void equal_sum(Resolver& r, const Property& p);
void contain_at_least(Resolver& r, const Property& p);
void contain_exact(Resolver& r, const Property& p);
void quadruple(Resolver& r, const Property& p);
void look_and_say(Resolver& r, const Property& p);
void count_distinct(Resolver& r, const Property& p);
void clone(Resolver& r, const Property& p);
void same_values(Resolver& r, const Property& p);
void counting_circles(Resolver& r, const Property& p);
// rules_modern_lines.cpp: the modern lines of issue 27 (§9 [ext]).
void between_line(Resolver& r, const Property& p);
void lockout_line(Resolver& r, const Property& p);
void region_sum_line(Resolver& r, const Property& p);
void zipper_line(Resolver& r, const Property& p);
void nabner_line(Resolver& r, const Property& p);
void double_arrow(Resolver& r, const Property& p);
void entropic_line(Resolver& r, const Property& p);
void modular_line(Resolver& r, const Property& p);
void parity_line(Resolver& r, const Property& p);
// rules_automaton_lines.cpp: the regular-language lines (§9 [ext]).
void regex_line(Resolver& r, const Property& p);
void nfa_line(Resolver& r, const Property& p);

}  // namespace rfsat::sema::handle
