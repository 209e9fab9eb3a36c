// Cells seen as holders of calculation numbers ("values"), for the set rules
// that count values rather than symbols: the literals of "a cell holds
// value v" (several symbols may share a number through symvalue), the values
// cells may hold, per-cell class literals (card::indicator: low/high,
// even/odd, listed/unlisted), and required counts per value (contain_at_least,
// contain_exact, quadruple, look_and_say).
// require_counts: per listed value v, at least (or exactly) m_v of the
// cells' "holds v" literals (card::at_least_k / exactly_k: GAC for each value
// on its own); with two or more values also the redundant "at least (exactly)
// sum of m_v cells hold a listed value" over per-cell class literals, which
// prunes the unlisted candidates of every cell once the listed values fill
// the cells (a quadruple of four values). Not GAC for the values together
// (that is a global cardinality constraint).
//
//   table::require_counts(ctx, cells, {{1, 2}, {5, 1}}, false);  // two 1s and a 5, at least
#pragma once

#include <functional>
#include <map>
#include <set>
#include <vector>

#include "context.hpp"

namespace rfsat::enc::table {

// The literals of "one of `cells` holds a symbol of calculation number v".
std::vector<int> value_lits(const Context& ctx, const std::vector<int>& cells, long long v);

// The calculation numbers the cells' candidates have.
std::set<long long> candidate_values(const Context& ctx, const std::vector<int>& cells);

// "The number in `cell` passes `in_class`", as one literal (card::indicator).
int class_literal(Context& ctx, int cell, const std::function<bool(long long)>& in_class);

// value -> count: at least `count` of the cells hold the value (exactly, if
// `exact`). A count above the number of cells: the empty clause.
void require_counts(Context& ctx, const std::vector<int>& cells,
                    const std::map<long long, int>& counts, bool exact);

}  // namespace rfsat::enc::table
