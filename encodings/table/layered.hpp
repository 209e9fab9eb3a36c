// Layered DP (a layered MDD / regular-constraint decomposition; Bacchus CP
// 2007, Quimper & Walsh 2006, Abio et al. JAIR 2012): position i of the
// columns (table.hpp) is layer i; states are integers; `step` maps a state and
// an option's value to the next state (or nullopt: the edge is dead). Only
// states reachable from `start` and reaching an accepted final state get a
// literal. Clauses: exactly-one state per layer; u & x=v -> next (dead edge:
// -u | -x); each state needs a predecessor and one of its incoming options;
// each option needs a state with a live edge on it. Sums, products over
// divisor states and similar layered counts are all instances.
//
//   // n(a)+n(b) in {5, 7}: states are partial sums
//   auto finals = table::layered(f, cols, 0, [](long long s, long long v) { return s + v; },
//                                [](long long s) { return s == 5 || s == 7; }, method);
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "card/cardinality.hpp"
#include "table.hpp"

namespace rfsat::enc::table {

using Step = std::function<std::optional<long long>(long long state, long long value)>;
using Accept = std::function<bool(long long state)>;

// Encodes "the walk from `start` through the columns ends in an accepted
// state" and returns the literal of every live final state (callers tie side
// conditions to them). No column: nothing when `start` is accepted, else the
// empty clause (and an empty map). `method` is used for the per-layer
// at-most-one.
std::map<long long, int> layered(cnf::Formula& f, const std::vector<Column>& cols, long long start,
                                 const Step& step, const Accept& accept,
                                 card::Method method = card::Method::automatic);

// "Some column decides the final state": selectors m_i, at least one;
// m_i & x_i=v -> finals[need(v)], or -m_i | -x_i=v when need(v) is nullopt
// or not a live final state. Used by diff (2v - d = total) and ratio
// (v*v / r = total product). No column: the empty clause.
using Need = std::function<std::optional<long long>(long long value)>;
void some_column_decides(cnf::Formula& f, const std::vector<Column>& cols,
                         const std::map<long long, int>& finals, const Need& need);

}  // namespace rfsat::enc::table
