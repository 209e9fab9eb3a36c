// One draw() overload per constraint kind (constraint.hpp's list), each in
// the convention setters know; render.cpp dispatches with std::visit and no
// default, so a kind added to the list without a drawing does not compile.
// Each returns true when it drew the constraint on the grid, false when it
// only added a legend entry (Canvas::add_legend): the registry walk test
// (tests/render/) holds every rule outside legend_only_rules() to true.
// The constraint's keyword is in Canvas::rule: one kind may be drawn
// differently per keyword (a Sum is a killer cage or a little killer).
#pragma once

#include "canvas.hpp"
#include "constraint.hpp"

namespace rfsat::render {

// grid.cpp: regions and calcudoku cages (before drawing), then the grid.
void find_regions(Canvas& c);
void draw_grid(Canvas& c);
// draw_lines.cpp: true if the puzzle has clues outside the grid (a wider margin).
bool has_outside_clues(const model::Puzzle& p);

// draw_cells.cpp: houses and single-cell rules.
bool draw(const model::Group& k, Canvas& c);
bool draw(const model::Given& k, Canvas& c);
bool draw(const model::SetValues& k, Canvas& c);
bool draw(const model::DelValues& k, Canvas& c);
bool draw(const model::Parity& k, Canvas& c);
bool draw(const model::Renban& k, Canvas& c);  // renban_line, or the renban flag

// draw_cages.cpp: cell sets.
bool draw(const model::Sum& k, Canvas& c);  // killer cage, or little killer
bool draw(const model::Product& k, Canvas& c);
bool draw(const model::Diff& k, Canvas& c);
bool draw(const model::Ratio& k, Canvas& c);
bool draw(const model::KimoSum& k, Canvas& c);
bool draw(const model::WeightedSum& k, Canvas& c);
bool draw(const model::Modulo& k, Canvas& c);
bool draw(const model::Wheel& k, Canvas& c);
bool draw(const model::DistinctDigits& k, Canvas& c);
bool draw(const model::RippleCages& k, Canvas& c);

// draw_lines.cpp: lines and outside clues.
bool draw(const model::Thermo& k, Canvas& c);
bool draw(const model::Arrow& k, Canvas& c);
bool draw(const model::Palindrome& k, Canvas& c);
bool draw(const model::Whisper& k, Canvas& c);
bool draw(const model::Sandwich& k, Canvas& c);
bool draw(const model::RippleEffectDistance& k, Canvas& c);

// draw_outside.cpp: outside clues and sum lines (issue 27).
bool draw(const model::SumLine& k, Canvas& c);
bool draw(const model::XSum& k, Canvas& c);
bool draw(const model::Skyscraper& k, Canvas& c);
bool draw(const model::HiddenSkyscraper& k, Canvas& c);
bool draw(const model::FullRank& k, Canvas& c);
bool draw(const model::NumberedRoom& k, Canvas& c);
bool draw(const model::Lunchbox& k, Canvas& c);
// draw_modern_lines.cpp: the modern lines of issue 27.
bool draw(const model::BetweenLine& k, Canvas& c);
bool draw(const model::LockoutLine& k, Canvas& c);
bool draw(const model::RegionSumLine& k, Canvas& c);
bool draw(const model::ZipperLine& k, Canvas& c);
bool draw(const model::NabnerLine& k, Canvas& c);
bool draw(const model::DoubleArrow& k, Canvas& c);
bool draw(const model::EntropicLine& k, Canvas& c);
bool draw(const model::ModularLine& k, Canvas& c);
bool draw(const model::ParityLine& k, Canvas& c);
bool draw(const model::RegexLine& k, Canvas& c);  // draw_automata.cpp
// draw_composite.cpp: an `or` draws every rule inside it, and says in the
// legend that one of them holds.
bool draw(const model::Or& k, Canvas& c);
// Any constraint through the one dispatch (render.cpp), with c.rule set by
// the caller.
bool draw_constraint(const model::Constraint& con, Canvas& c);

// draw_sets.cpp: cages and sets (issue 27).
bool draw(const model::Cage& k, Canvas& c);
bool draw(const model::RellikCage& k, Canvas& c);
bool draw(const model::EqualityCage& k, Canvas& c);
bool draw(const model::EqualSum& k, Canvas& c);
bool draw(const model::ContainAtLeast& k, Canvas& c);  // contain_at_least, contain_exact
bool draw(const model::Quadruple& k, Canvas& c);
bool draw(const model::LookAndSay& k, Canvas& c);
bool draw(const model::CountDistinct& k, Canvas& c);
bool draw(const model::Clone& k, Canvas& c);
bool draw(const model::SameValues& k, Canvas& c);
bool draw(const model::CountingCircles& k, Canvas& c);

// draw_pairs.cpp: pairs, triples and whole-grid pair bans.
bool draw(const model::Equal& k, Canvas& c);
bool draw(const model::MinDiff& k, Canvas& c);
bool draw(const model::KropkiDiff& k, Canvas& c);
bool draw(const model::KropkiFactor& k, Canvas& c);
bool draw(const model::KropkiAny& k, Canvas& c);
bool draw(const model::KropkiSum& k, Canvas& c);
bool draw(const model::CircleDiff& k, Canvas& c);
bool draw(const model::CirclePower& k, Canvas& c);
bool draw(const model::Greater& k, Canvas& c);
bool draw(const model::DifferentPairs& k, Canvas& c);
bool draw(const model::NoDiff& k, Canvas& c);
bool draw(const model::NoKropkiSum& k, Canvas& c);
bool draw(const model::NoKimoSum& k, Canvas& c);
bool draw(const model::NoModulo& k, Canvas& c);
bool draw(const model::Relation& k, Canvas& c);  // anti_offsets: the legend

// draw_global.cpp: the global and cell rules of issue 27, the strict dots.
bool draw(const model::DisjointSets& k, Canvas& c);
bool draw(const model::AntiTaxicab& k, Canvas& c);
bool draw(const model::GlobalEntropy& k, Canvas& c);
bool draw(const model::GlobalMod& k, Canvas& c);
bool draw(const model::DutchFlatmates& k, Canvas& c);
bool draw(const model::NoKropki& k, Canvas& c);      // no_kropki, no_kropki_diff, no_kropki_factor
bool draw(const model::Doppelganger& k, Canvas& c);  // a legend entry
bool draw(const model::Minimum& k, Canvas& c);
bool draw(const model::Maximum& k, Canvas& c);
bool draw(const model::RowIndexer& k, Canvas& c);
bool draw(const model::ColumnIndexer& k, Canvas& c);
bool draw(const model::BoxIndexer& k, Canvas& c);
bool draw(const model::NoIndexer& k, Canvas& c);  // no_row/column/box_indexer: legend
bool draw(const model::ValueIndexing& k, Canvas& c);

// draw_chaos.cpp: chaos construction (the regions of a solution: frame.cpp).
bool draw(const model::ChaosConstruction& k, Canvas& c);
bool draw(const model::ChaosCount& k, Canvas& c);  // chaos_count, chaos_arrow

}  // namespace rfsat::render
