// Table (extensional) constraints: the allowed tuples over a few positions,
// each position a column of options (one literal per candidate symbol, with
// the symbol and its calculation number). One uniform signature (PySAT
// style): formula, columns, allowed tuples. `encode` switches on the arity:
//   arity 1     unit clauses for options in no tuple;
//   arity 2     support encoding (Kasif 1990; Gent ECAI 2002):
//               x_a=v -> OR_{w supports v} x_b=w, both ways; UP = arc consistency;
//   arity >= 3  tuple selectors (Bacchus CP 2007): t -> each literal of t,
//               x_i=v -> OR of the selectors whose tuple has v at i, ALO(t); UP = GAC.
// Each column must hold every candidate literal of its cell (the cell's
// exactly-one then makes the encodings exact). `enumerate` lists the allowed
// tuples when the search space fits a budget (the size switch: else the
// caller uses an automaton, automaton/automaton.hpp).
//
//   auto t = table::enumerate(cols, [](auto& o) { return o[0]->value - o[1]->value == 1; });
//   if (t) table::encode(f, cols, *t);   // diff(1, a, b): x_a=3 -> x_b=2
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "cnf.hpp"

namespace rfsat::enc::table {

// One option of a position: "cell holds `symbol`" is `lit` (never 0).
struct Option {
  int lit = 0;
  int symbol = 0;
  long long value = 0;  // the symbol's calculation number
};
using Column = std::vector<Option>;
// An allowed tuple: one literal per column, in column order.
using Tuple = std::vector<int>;

// Largest search space (product of the column sizes) `enumerate` walks, and
// most tuples it returns; beyond either it gives up (nullopt).
inline constexpr long long kSearchBudget = 4096;
inline constexpr std::size_t kMaxTuples = 512;

using Keep = std::function<bool(std::span<const Option* const>)>;

// The tuples of options (one per column) that `keep` accepts, or nullopt
// when the space or the result exceeds the budgets. An empty column: no
// tuple (an empty list, never nullopt).
std::optional<std::vector<Tuple>> enumerate(const std::vector<Column>& cols, const Keep& keep,
                                            long long budget = kSearchBudget,
                                            std::size_t max_tuples = kMaxTuples);

// The arity switch described above. No allowed tuple: the empty clause
// (arity >= 1); no column: nothing when the empty tuple is allowed.
void encode(cnf::Formula& f, const std::vector<Column>& cols, const std::vector<Tuple>& allowed);

// The two encodings, callable directly.
void support(cnf::Formula& f, const Column& a, const Column& b, const std::vector<Tuple>& allowed);
void selectors(cnf::Formula& f, const std::vector<Column>& cols, const std::vector<Tuple>& allowed);

}  // namespace rfsat::enc::table
