// Sums over cells that hold pairwise different symbols (killer cages), by
// combination selectors (encodings.md §7 "Killer cage", measured best in §8):
// enumerate the sets of k different symbols (k = number of columns) whose
// values sum to the target and that can be matched to the columns; one
// selector per set, exactly one selector; a variable u_s per symbol, "some
// column holds s" (each option implies it, it implies an option); a selected
// set sets u_s true for its symbols and false for the others, so selecting a
// set prunes every column at once; u_s implies a selector of a set holding s;
// at most one column per symbol. Too many sets: the partial-sum DP of
// linear.hpp plus the at-most-one per symbol.
//
// Nothing more is added: other clause families for killer cages measured
// no better (docs/tuning.md#killer-needed-symbol, #killer-clauses,
// #locked-candidates).
//
//   sum::distinct_sum(f, cols, 10, method);   // killer cage of 10, digits differ
//   auto sets = sum::symbol_sets(cols, 10);   // e.g. {1,2,7}, {1,3,6}, ...
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "card/cardinality.hpp"
#include "table/table.hpp"

namespace rfsat::enc::sum {

using SymbolSet = std::vector<int>;  // symbol indices, ascending

// Above this many sets `distinct_sum` switches to the DP (automatic).
inline constexpr std::size_t kMaxSets = 256;

// The sets of columns.size() different symbols (each a candidate of some
// column) whose values sum to `target` and which have a perfect matching to
// the columns (each column takes a candidate of its own). nullopt when there
// are more than `limit` of them. No column: one empty set iff target == 0.
std::optional<std::vector<SymbolSet>> symbol_sets(const std::vector<table::Column>& cols,
                                                  long long target, std::size_t limit = kMaxSets);

// At most one column holds each symbol.
void symbols_differ(cnf::Formula& f, const std::vector<table::Column>& cols,
                    card::Method method = card::Method::automatic);

// The columns hold the symbols of exactly one of `sets`, each once (this
// includes symbols_differ). No set: the empty clause. `exclude`: options of
// other cells that cannot hold a symbol the columns hold (cells sharing a
// group with every column, symbols of multiplicity 1); a selected set rules
// out those of its symbols (-u_s | -x), which UP would not find alone.
void combination_sum(cnf::Formula& f, const std::vector<table::Column>& cols,
                     const std::vector<SymbolSet>& sets,
                     card::Method method = card::Method::automatic,
                     const table::Column& exclude = {});

// Which encoding distinct_sum uses; `automatic` is selectors up to kMaxSets
// sets, else the DP. `both` adds the DP to the selectors.
enum class Distinct { automatic, selectors, dp, both };

// Pairwise different symbols summing to `target`; `exclude` as for
// combination_sum (unused by the DP).
void distinct_sum(cnf::Formula& f, const std::vector<table::Column>& cols, long long target,
                  card::Method method = card::Method::automatic,
                  Distinct how = Distinct::automatic, const table::Column& exclude = {});

}  // namespace rfsat::enc::sum
