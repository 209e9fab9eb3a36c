// An independent solution counter for model::Puzzle: plain depth-first search
// with no SAT and no code from encodings/, written from the rule text of the
// spec (rf-format.md §2, §4, §5). It picks the unassigned cell with the fewest
// consistent symbols and prunes only what is definitely violated: group
// multiplicities, renban runs and single-cell rules; any other kind is checked
// with check::evaluate once all its cells are set. Every complete assignment
// is confirmed with check::find_violation before it is counted.
//
//   std::vector<model::Assignment> all;
//   long long n = rfsat::test::count_solutions(puzzle, 1000, &all);
#pragma once

#include <optional>
#include <vector>

#include "puzzle.hpp"

namespace rfsat::test {

// Counts the solutions of p, stopping at `limit`; appends each one found to
// *solutions when given (in search order). Throws std::logic_error if the
// search ever reaches a complete assignment the checker rejects (a bug here).
long long count_solutions(const model::Puzzle& p, long long limit,
                          std::vector<model::Assignment>* solutions = nullptr);

// The same, but gives up (nullopt) after visiting `max_nodes` search nodes;
// for callers that generate puzzles and may skip one the search finds hard.
std::optional<long long> count_solutions_within(
    const model::Puzzle& p, long long limit, long long max_nodes,
    std::vector<model::Assignment>* solutions = nullptr);

}  // namespace rfsat::test
