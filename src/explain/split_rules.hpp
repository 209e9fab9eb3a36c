// The rules as `rfsat explain` reads them (split_rules): a rule over a list
// of pairs of cells (anti_knight, anti_king, no_kropki, the negative
// constraints of XV and kropki, non_consecutive, neq, anti_taxicab, clone,
// relation: every kind that is one condition per pair; a palindrome, one
// equality per mirrored pair) becomes one instance per pair, so that a
// rule asked alone is two cells rather than the whole grid, and a step's
// reasons name the pairs it used (`no_kropki (line 51) r4c5..r4c6`); and a
// cage without a total (f-puzzles' sumless killer cages) becomes the group
// it is when every symbol occurs once, so that a nine-cell one is a house
// for the named patterns, as the same region written `extra_region` is.
// Each instance keeps its rule's keyword and source position. The puzzle
// means the same: an assignment satisfies the instances iff it satisfies
// the rule (tests/explain/split_rules_test.cpp, with the independent
// checker). The caller explains the result and reports the path with it
// (the steps' reasons index its constraints).
//
//   const model::Puzzle q = rfsat::explain::split_rules(puzzle);
//   const Path path = rfsat::explain::explain(q, {});
//   write_explain_text(std::cout, q, path);
#pragma once

#include "puzzle.hpp"

namespace rfsat::explain {

model::Puzzle split_rules(const model::Puzzle& p);

}  // namespace rfsat::explain
