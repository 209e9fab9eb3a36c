// The independent checker (the oracle): does a full assignment satisfy a
// constraint? Written naively from the rule text of the spec, sharing no code
// with encodings/. It backs the verification of every solution rfsat prints
// and the exhaustive encoder tests (CNF models == assignments accepted here).
//
//   auto why = rfsat::check::find_violation(puzzle, assignment);
//   if (why) std::cerr << "not a solution: " << *why << "\n";
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::check {

using model::Assignment;
using model::Puzzle;

// One overload per constraint kind; each returns true iff satisfied.
// `a[cell]` is the symbol index in that cell (every referenced cell is set).
bool evaluate(const model::Group& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Renban& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Given& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::SetValues& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::DelValues& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Parity& c, const Puzzle& p, const Assignment& a);

// Variant rules (spec §6-§9), in src/check/variants_*.cpp.
bool evaluate(const model::Sum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Product& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Diff& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Ratio& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::KimoSum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Modulo& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Wheel& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Equal& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::MinDiff& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::KropkiDiff& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::KropkiFactor& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::KropkiAny& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::KropkiSum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::CircleDiff& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::CirclePower& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Greater& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::DifferentPairs& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NoDiff& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NoKropkiSum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NoKimoSum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NoModulo& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::RippleEffectDistance& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::RippleCages& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Thermo& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Arrow& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Palindrome& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Whisper& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Sandwich& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::DistinctDigits& c, const Puzzle& p, const Assignment& a);
// Outside clues and sum lines (issue 27), in src/check/variants_outside.cpp.
bool evaluate(const model::SumLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::XSum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Skyscraper& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::HiddenSkyscraper& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NumberedRoom& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Lunchbox& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::FullRank& c, const Puzzle& p, const Assignment& a);

// Cages and sets (issue 27), in src/check/variants_sets.cpp.
bool evaluate(const model::Cage& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::RellikCage& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::EqualityCage& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::EqualSum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::ContainAtLeast& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Quadruple& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::LookAndSay& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::CountDistinct& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Clone& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::SameValues& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::CountingCircles& c, const Puzzle& p, const Assignment& a);
// Global and cell rules, strict dots (issue 27), in src/check/variants_global.cpp
// and variants_indexing.cpp.
bool evaluate(const model::DisjointSets& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::AntiTaxicab& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::GlobalEntropy& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::GlobalMod& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::DutchFlatmates& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::RowIndexer& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::ColumnIndexer& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::BoxIndexer& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NoIndexer& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::ValueIndexing& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Minimum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Maximum& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NoKropki& c, const Puzzle& p, const Assignment& a);
// The modern lines (issue 27), in src/check/variants_modern_lines.cpp.
bool evaluate(const model::BetweenLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::LockoutLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::RegionSumLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::ZipperLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::NabnerLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::DoubleArrow& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::EntropicLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::ModularLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::ParityLine& c, const Puzzle& p, const Assignment& a);
// variants_automata.cpp
bool evaluate(const model::RegexLine& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Or& c, const Puzzle& p, const Assignment& a);  // variants_composite.cpp
// variants_relations.cpp
bool evaluate(const model::Relation& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::WeightedSum& c, const Puzzle& p, const Assignment& a);
// variants_chaos.cpp
bool evaluate(const model::ChaosConstruction& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::ChaosCount& c, const Puzzle& p, const Assignment& a);
bool evaluate(const model::Doppelganger& c, const Puzzle& p,
              const Assignment& a);  // variants_doppelganger.cpp

// Dispatch over the kind list (no default branch).
bool evaluate(const model::Constraint& c, const Puzzle& p, const Assignment& a);

// Every cell a constraint names (a clue's cell first, then the cells it
// reads), as the checker reads them; `rfsat explain` shows them as a
// step's reason.
std::vector<int> constraint_cells(const model::Constraint& c);

// Checks a whole assignment: right size, every non-hole cell holds a valid
// symbol, every hole holds -1, every constraint is satisfied. Returns a
// description of the first problem found, or nullopt if it is a solution.
std::optional<std::string> find_violation(const Puzzle& p, const Assignment& a);

}  // namespace rfsat::check
