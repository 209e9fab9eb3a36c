// One encoder per constraint kind (OR-tools "expand" style), all with the
// same signature, each in encodings/constraints/<kind_name>.cpp; dispatch.cpp
// reaches them through one std::visit, so a kind of model/constraint.hpp
// without an overload here fails to compile, and one without its file fails
// to link.
#pragma once

#include "context.hpp"

namespace rfsat::enc {

// Groups and single cells (spec §4-§5).
void encode(const model::Group& c, Context& ctx);               // group.cpp
void encode(const model::Renban& c, Context& ctx);              // renban.cpp
void encode(const model::Given& c, Context& ctx);               // given.cpp
void encode(const model::SetValues& c, Context& ctx);           // set_values.cpp
void encode(const model::DelValues& c, Context& ctx);           // del_values.cpp
void encode(const model::Parity& c, Context& ctx);              // parity.cpp

// Cell sets (§6).
void encode(const model::Sum& c, Context& ctx);                 // sum.cpp
void encode(const model::Product& c, Context& ctx);             // product.cpp
void encode(const model::Diff& c, Context& ctx);                // diff.cpp
void encode(const model::Ratio& c, Context& ctx);               // ratio.cpp
void encode(const model::KimoSum& c, Context& ctx);             // kimo_sum.cpp
void encode(const model::Modulo& c, Context& ctx);              // modulo.cpp
void encode(const model::Wheel& c, Context& ctx);               // wheel.cpp

// Pairs and triples (§7).
void encode(const model::Equal& c, Context& ctx);               // equal.cpp
void encode(const model::MinDiff& c, Context& ctx);             // mindiff.cpp
void encode(const model::KropkiDiff& c, Context& ctx);          // kropki_diff.cpp
void encode(const model::KropkiFactor& c, Context& ctx);        // kropki_factor.cpp
void encode(const model::KropkiSum& c, Context& ctx);           // kropki_sum.cpp
void encode(const model::KropkiAny& c, Context& ctx);           // kropki_any.cpp
void encode(const model::CircleDiff& c, Context& ctx);          // circlediff.cpp
void encode(const model::CirclePower& c, Context& ctx);         // circlepower.cpp
void encode(const model::Greater& c, Context& ctx);             // greater.cpp

// Pair bans and ripples (§7-§8).
void encode(const model::DifferentPairs& c, Context& ctx);      // different_pairs.cpp
void encode(const model::NoDiff& c, Context& ctx);              // nodiff.cpp
void encode(const model::NoKropkiSum& c, Context& ctx);         // no_kropki_sum.cpp
void encode(const model::NoKimoSum& c, Context& ctx);           // no_kimo_sum.cpp
void encode(const model::NoModulo& c, Context& ctx);            // no_modulo.cpp
void encode(const model::RippleEffectDistance& c, Context& ctx);// ripple_effect_distance.cpp
void encode(const model::RippleCages& c, Context& ctx);         // ripple_cages.cpp

// Lines (§9), Nylimb lines (cdok).
void encode(const model::Thermo& c, Context& ctx);              // thermo.cpp
void encode(const model::Arrow& c, Context& ctx);               // arrow.cpp
void encode(const model::Palindrome& c, Context& ctx);          // palindrome.cpp
void encode(const model::Whisper& c, Context& ctx);             // whisper.cpp
void encode(const model::Sandwich& c, Context& ctx);            // sandwich.cpp
void encode(const model::DistinctDigits& c, Context& ctx);      // distinct_digits.cpp

// Outside clues and sum lines (issue 27).
void encode(const model::SumLine& c, Context& ctx);           // sum_line.cpp
void encode(const model::XSum& c, Context& ctx);              // x_sum.cpp
void encode(const model::Skyscraper& c, Context& ctx);        // skyscraper.cpp
void encode(const model::HiddenSkyscraper& c, Context& ctx);  // hidden_skyscraper.cpp
void encode(const model::NumberedRoom& c, Context& ctx);      // numbered_room.cpp
void encode(const model::Lunchbox& c, Context& ctx);          // lunchbox.cpp
void encode(const model::FullRank& c, Context& ctx);          // full_rank.cpp
// Cages and sets (issue 27).
void encode(const model::Cage& c, Context& ctx);             // cage.cpp
void encode(const model::RellikCage& c, Context& ctx);       // rellik_cage.cpp
void encode(const model::EqualityCage& c, Context& ctx);     // equality_cage.cpp
void encode(const model::EqualSum& c, Context& ctx);         // equal_sum.cpp
void encode(const model::ContainAtLeast& c, Context& ctx);   // contain_at_least.cpp
void encode(const model::Quadruple& c, Context& ctx);        // quadruple.cpp
void encode(const model::LookAndSay& c, Context& ctx);       // look_and_say.cpp
void encode(const model::CountDistinct& c, Context& ctx);    // count_distinct.cpp
void encode(const model::Clone& c, Context& ctx);            // clone.cpp
void encode(const model::SameValues& c, Context& ctx);       // same_values.cpp
void encode(const model::CountingCircles& c, Context& ctx);  // counting_circles.cpp
// Global and cell rules, strict dots (issue 27).
void encode(const model::DisjointSets& c, Context& ctx);    // disjoint_sets.cpp
void encode(const model::AntiTaxicab& c, Context& ctx);     // anti_taxicab.cpp
void encode(const model::GlobalEntropy& c, Context& ctx);   // global_entropy.cpp
void encode(const model::GlobalMod& c, Context& ctx);       // global_mod.cpp
void encode(const model::DutchFlatmates& c, Context& ctx);  // dutch_flatmates.cpp
void encode(const model::RowIndexer& c, Context& ctx);      // row_indexer.cpp
void encode(const model::ColumnIndexer& c, Context& ctx);   // column_indexer.cpp
void encode(const model::BoxIndexer& c, Context& ctx);      // box_indexer.cpp
void encode(const model::NoIndexer& c, Context& ctx);       // no_indexer.cpp
void encode(const model::ValueIndexing& c, Context& ctx);   // value_indexing.cpp
void encode(const model::Minimum& c, Context& ctx);         // minimum.cpp
void encode(const model::Maximum& c, Context& ctx);         // maximum.cpp
void encode(const model::NoKropki& c, Context& ctx);        // no_kropki.cpp
// The modern lines (issue 27, model/line_kinds.hpp).
void encode(const model::BetweenLine& c, Context& ctx);        // between_line.cpp
void encode(const model::LockoutLine& c, Context& ctx);        // lockout_line.cpp
void encode(const model::RegionSumLine& c, Context& ctx);      // region_sum_line.cpp
void encode(const model::ZipperLine& c, Context& ctx);         // zipper_line.cpp
void encode(const model::NabnerLine& c, Context& ctx);         // nabner_line.cpp
void encode(const model::DoubleArrow& c, Context& ctx);        // double_arrow.cpp
void encode(const model::EntropicLine& c, Context& ctx);       // entropic_line.cpp
void encode(const model::ModularLine& c, Context& ctx);        // modular_line.cpp
void encode(const model::ParityLine& c, Context& ctx);         // parity_line.cpp
void encode(const model::RegexLine& c, Context& ctx);          // regex_line.cpp
void encode(const model::Or& c, Context& ctx);                 // or.cpp
void encode(const model::Relation& c, Context& ctx);           // relation.cpp
void encode(const model::WeightedSum& c, Context& ctx);        // weighted_sum.cpp
void encode(const model::ChaosConstruction& c, Context& ctx);  // chaos_construction.cpp
void encode(const model::ChaosCount& c, Context& ctx);         // chaos_count.cpp
void encode(const model::Doppelganger& c, Context& ctx);       // doppelganger.cpp

}  // namespace rfsat::enc
