// encode_puzzle: domains -> cell variables -> per-cell exactly-one -> each
// constraint through the dispatch. Also decoding, blocking clauses and the
// DIMACS variable map, which all read the cell variables only.
#include "encode.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <utility>

#include "cage_prune.hpp"
#include "dispatch.hpp"
#include "sum/derived.hpp"
#include "wide.hpp"

namespace rfsat::enc {
namespace {

// Cell variables, numbered cell by cell: cells with more candidates first,
// ties in reverse cell order. CaDiCaL's first decisions take the highest
// variable numbers, so search starts on the cells with the fewest candidates
// in reading order (as a DPLL sudoku solver would): 5-8% fewer instructions
// on the forum_hardest sets than plain cell order, and no other order did
// better on the killers (docs/tuning.md#variable-order).
CellVars allocate(const model::Puzzle& p, const Domains& d, cnf::Formula& f) {
  CellVars v;
  v.num_symbols = p.symbols.size();
  v.var.assign(static_cast<std::size_t>(p.geometry.total_cells()) * v.num_symbols, 0);
  std::vector<std::pair<int, int>> order;  // (candidates, cell)
  for (int c = 0; c < p.geometry.total_cells(); ++c)
    if (d[c]) order.emplace_back(std::popcount(d[c]), c);
  std::sort(order.begin(), order.end(), std::greater<>());
  for (const auto& [candidates, c] : order)
    for (int s = 0; s < v.num_symbols; ++s)
      if (d[c] & bit(s)) v.var[c * v.num_symbols + s] = f.new_var();
  return v;
}

}  // namespace

Encoded encode(const model::Puzzle& puzzle, const presolve::Presolved& presolved,
               const Options& options) {
  if (!presolved.domains) return encode_wide(puzzle, options);
  return encode_domains(puzzle, *presolved.domains, options);
}

Encoded encode_puzzle(const model::Puzzle& puzzle, const Options& options) {
  if (puzzle.symbols.size() > kMaxSymbols) return encode_wide(puzzle, options);
  return encode_domains(puzzle,
                        options.prune ? presolve::pruned_domains(puzzle, options.deadline)
                                      : presolve::full_domains(puzzle),
                        options);
}

Encoded encode_domains(const model::Puzzle& puzzle, Domains domains, const Options& options) {
  Encoded e;
  e.domains = std::move(domains);
  e.formula.set_budget(options.max_literals, options.deadline);
  e.vars = allocate(puzzle, e.domains, e.formula);
  // 9x9 sudoku: ~22 literals per cell variable; never more room than the budget
  e.formula.reserve(
      std::min(24 * static_cast<std::size_t>(e.formula.num_vars()), options.max_literals));
  std::vector<int> lits;
  for (int c = 0; c < puzzle.geometry.total_cells(); ++c) {
    if (puzzle.geometry.is_hole(c)) continue;
    lits.clear();
    for (int s = 0; s < e.vars.num_symbols; ++s)
      if (int x = e.vars.at(c, s)) lits.push_back(x);
    card::exactly_one(e.formula, lits, options.card_method);
  }
  Context ctx{puzzle, options, e.vars, e.formula};
  for (const model::Constraint& c : puzzle.constraints) encode_constraint(c, ctx);
  sum::encode_derived(ctx);  // redundant innie/outie sums (sum/derived.hpp)
  return e;
}

namespace {

model::Assignment read_cells(const Encoded& e, const model::Puzzle& puzzle,
                             const std::function<bool(int)>& value, bool trust_units) {
  model::Assignment a(puzzle.geometry.total_cells(), -1);
  for (int c = 0; c < puzzle.geometry.total_cells(); ++c) {
    if (trust_units && is_single(e.domains[c])) {
      a[c] = std::countr_zero(e.domains[c]);
      continue;
    }
    for (int s = 0; s < e.vars.num_symbols && a[c] < 0; ++s)
      if (int x = e.vars.at(c, s); x != 0 && value(x)) a[c] = s;
  }
  return a;
}

}  // namespace

model::Assignment decode(const Encoded& e, const model::Puzzle& puzzle,
                         const std::function<bool(int)>& value) {
  return read_cells(e, puzzle, value, false);
}

model::Assignment decode_model(const Encoded& e, const model::Puzzle& puzzle,
                               const std::function<bool(int)>& value) {
  return read_cells(e, puzzle, value, true);
}

std::vector<int> blocking_clause(const Encoded& e, const model::Assignment& a) {
  std::vector<int> clause;
  for (std::size_t c = 0; c < a.size(); ++c) {
    if (a[c] < 0 || is_single(e.domains[c])) continue;
    clause.push_back(-e.vars.at(static_cast<int>(c), a[c]));
  }
  return clause;
}

std::vector<std::string> variable_comments(const Encoded& e, const model::Puzzle& puzzle) {
  std::vector<std::string> out;
  const model::Geometry& g = puzzle.geometry;
  for (int c = 0; c < g.total_cells(); ++c)
    for (int s = 0; s < e.vars.num_symbols; ++s)
      if (int x = e.vars.at(c, s)) {
        // var cells (outside the grid) are named v1, v2, ...
        const std::string place = c < g.cell_count() ? "r" + std::to_string(g.row_of(c) + 1) + "c" +
                                                           std::to_string(g.col_of(c) + 1)
                                                     : "v" + std::to_string(c - g.cell_count() + 1);
        out.push_back("x " + std::to_string(x) + " " + std::to_string(c + 1) + " " + place + " " +
                      puzzle.symbols.symbols[s].glyph);
      }
  return out;
}

}  // namespace rfsat::enc
