// Public entry of the encodings stage: puzzle model and its presolved
// candidates (src/presolve/) -> CNF.
//
//   rfsat::enc::Encoded e = rfsat::enc::encode(puzzle, presolved, {});
//   // e.formula: every clause; e.vars.at(cell, symbol): the one-hot literal
//   // of "cell holds symbol" (0 when the candidate was pruned away).
//
// Cell variables are created only for candidates left after pruning
// (presolve/domains.hpp). Every non-hole cell gets exactly-one over its
// candidates, then each constraint is lowered by its kind's encoder
// (dispatch.cpp). Decoding and blocking use the cell variables only, never
// auxiliaries.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "card/cardinality.hpp"
#include "cnf.hpp"
#include "deadline.hpp"
#include "domains.hpp"
#include "presolve.hpp"
#include "puzzle.hpp"

namespace rfsat::enc {

// Candidate masks come from the presolve stage.
using presolve::bit;
using presolve::Domains;
using presolve::is_single;
using presolve::kMaxSymbols;
using presolve::Mask;

struct Options {
  bool prune = true;  // encode_puzzle: presolve with pruning (presolve::Limits::prune)
  card::Method card_method = card::Method::automatic;  // for groups and cells
  // The formula's budget (cnf::Formula::set_budget): encoding throws
  // cnf::LimitExceeded beyond it (solve.cpp turns that into a refusal).
  std::size_t max_literals = std::numeric_limits<std::size_t>::max();
  Deadline deadline{};
};

// The primary variables: one per (cell, candidate symbol).
struct CellVars {
  int num_symbols = 0;
  std::vector<int> var;  // [cell * num_symbols + symbol], 0 = not a candidate
  int at(int cell, int symbol) const { return var[cell * num_symbols + symbol]; }
};

struct Encoded {
  cnf::Formula formula;
  CellVars vars;
  Domains domains;  // candidates per cell after pruning
};

// The presolved candidates, or every symbol in every cell of a puzzle with
// more symbols than a mask holds (wide.hpp).
Encoded encode(const model::Puzzle& puzzle, const presolve::Presolved& presolved,
               const Options& options);
// Presolve (pruning as options.prune says), then encode.
Encoded encode_puzzle(const model::Puzzle& puzzle, const Options& options);
// The same with candidate sets computed by the caller (e.g. pruned for a
// variant of the puzzle); they must be sound: no solution may use a
// removed candidate.
Encoded encode_domains(const model::Puzzle& puzzle, Domains domains, const Options& options);

// Reads a model back into an assignment: for each non-hole cell the symbol
// whose variable is true, -1 if none is (a broken model). `value(var)` tells
// whether a variable is true.
model::Assignment decode(const Encoded& e, const model::Puzzle& puzzle,
                         const std::function<bool(int)>& value);
// The same for a model that satisfies the formula (from our own solver): a
// cell with a single candidate is read from the domains, not the model (its
// exactly-one is a unit clause), which saves most of the lookups.
model::Assignment decode_model(const Encoded& e, const model::Puzzle& puzzle,
                               const std::function<bool(int)>& value);

// The clause that excludes exactly this assignment: the disjunction of the
// negated cell literals of every cell with more than one candidate. Empty
// when every cell is fixed (then there is no other solution).
// Shorter clauses over cells that force the rest measured no better
// (docs/tuning.md#blocking-clause).
std::vector<int> blocking_clause(const Encoded& e, const model::Assignment& a);

// DIMACS comment lines mapping every cell variable to its cell and symbol:
// "x <var> <cell> r<row>c<col> <glyph>" (cell 1-based as in rule files).
std::vector<std::string> variable_comments(const Encoded& e, const model::Puzzle& puzzle);

}  // namespace rfsat::enc
