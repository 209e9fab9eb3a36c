// How much an encoding lets unit propagation (UP) deduce, measured against
// generalized arc consistency (GAC) computed by brute force, independently of
// the encoders. Each constraint of a small puzzle becomes a ConstraintScope:
// the cells it restricts and the checker-accepted tuples projected on them.
// A state is a set of removed candidates (assumed negative cell literals);
// up_domains gives the candidates that survive UP of those removals on the
// CNF, and supported_candidates what one constraint alone still supports in
// those domains. A candidate that survives UP but has no support is a
// deletion the constraint's clauses missed. interval_hull fills the holes of
// domains, for checking bounds consistency.
//
//   Domains d = *up_domains(e, cells, encoded_candidates(e, cells, n), {});
//   auto sup = supported_candidates(scope, d);  // nullopt: no tuple fits
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "encode.hpp"
#include "support/brute_force.hpp"
#include "support/unit_propagation.hpp"

namespace rfsat::test {

// [position][symbol] -> candidate? (positions index the active cells).
using Domains = std::vector<std::vector<char>>;

struct Candidate {
  int position = 0;
  int symbol = 0;
};

struct ConstraintScope {
  std::string kind;                      // kind_label of the constraint
  std::vector<int> positions;            // positions whose value it restricts
  std::vector<std::vector<int>> tuples;  // accepted tuples, on `positions`
};

// Does a line visit some cell twice?
inline bool revisits(const std::vector<int>& cells) {
  std::set<int> seen;
  for (int c : cells)
    if (!seen.insert(c).second) return true;
  return false;
}

// kind_name, with thermo split into "thermo" / "slow thermo", sum into
// "sum distinct" (killer) / "sum repeat" (little killer, repetition), and
// the sum lines that visit a cell twice labelled "sum_line revisiting" (GAC
// on the positions of an automaton is not GAC on the cells), and likewise the
// equal-sum lines "... revisiting" (their GAC needs each cell in one part);
// the class lines (entropic, modular, parity) likewise, and modular lines of 3
// or more cells shorter than their modulus "modular_line short" (pairwise
// different remainders, no table).
inline std::string kind_label(const model::Constraint& c) {
  if (const auto* l = std::get_if<model::SumLine>(&c.kind))
    return revisits(l->cells) ? "sum_line revisiting" : "sum_line";
  if (const auto* l = std::get_if<model::RegionSumLine>(&c.kind))
    return revisits(l->cells) ? "region_sum_line revisiting" : "region_sum_line";
  if (const auto* l = std::get_if<model::ZipperLine>(&c.kind))
    return revisits(l->cells) ? "zipper_line revisiting" : "zipper_line";
  if (const auto* l = std::get_if<model::DoubleArrow>(&c.kind))
    return revisits(l->cells) ? "double_arrow revisiting" : "double_arrow";
  if (const auto* l = std::get_if<model::EntropicLine>(&c.kind))
    return revisits(l->cells) ? "entropic_line revisiting" : "entropic_line";
  if (const auto* l = std::get_if<model::ParityLine>(&c.kind))
    return revisits(l->cells) ? "parity_line revisiting" : "parity_line";
  if (const auto* l = std::get_if<model::ModularLine>(&c.kind)) {
    const auto k = static_cast<long long>(l->cells.size());
    if (revisits(l->cells)) return "modular_line revisiting";
    return k > 2 && k < l->m ? "modular_line short" : "modular_line";
  }
  if (const auto* r = std::get_if<model::Relation>(&c.kind))  // arc consistency: one pair
    return r->pairs.size() == 1 ? "relation pair" : "relation pairs";
  if (const auto* t = std::get_if<model::Thermo>(&c.kind))
    return t->strict ? "thermo" : "slow thermo";
  if (const auto* s = std::get_if<model::Sum>(&c.kind))
    return s->distinct ? "sum distinct" : "sum repeat";
  return std::string(model::kind_name(c));
}

// The positions of `accepted` (tuples over `width` positions, `symbols`
// values each) that are not free: removing one leaves fewer than
// |accepted| / symbols distinct tuples. All positions when nothing is accepted.
inline std::vector<int> restricted_positions(const std::set<std::vector<int>>& accepted,
                                             int width, int symbols) {
  std::vector<int> positions;
  for (int i = 0; i < width; ++i) {
    std::set<std::vector<int>> rest;
    for (std::vector<int> t : accepted) {
      t.erase(t.begin() + i);
      rest.insert(t);
    }
    if (accepted.empty() || rest.size() * static_cast<std::size_t>(symbols) != accepted.size())
      positions.push_back(i);
  }
  return positions;
}

// Constraint `index` of p alone, brute-forced over `cells` (the active cells).
// The checker reads the constraint in the context of the whole puzzle (a
// minimum cell is not compared with a neighbouring minimum cell).
inline ConstraintScope constraint_scope(const model::Puzzle& p, std::size_t index,
                                        const std::vector<int>& cells) {
  std::set<std::vector<int>> accepted;
  std::vector<int> all_symbols;
  for (int s = 0; s < p.symbols.size(); ++s) all_symbols.push_back(s);
  model::Assignment a(p.geometry.total_cells(), -1);
  for_each_assignment(std::vector<std::vector<int>>(cells.size(), all_symbols),
                      [&](const std::vector<int>& t) {
                        for (std::size_t i = 0; i < cells.size(); ++i) a[cells[i]] = t[i];
                        if (check::evaluate(p.constraints[index], p, a)) accepted.insert(t);
                      });
  ConstraintScope scope;
  scope.kind = kind_label(p.constraints[index]);
  scope.positions =
      restricted_positions(accepted, static_cast<int>(cells.size()), p.symbols.size());
  std::set<std::vector<int>> projected;
  for (const std::vector<int>& t : accepted) {
    std::vector<int> u;
    for (int i : scope.positions) u.push_back(t[i]);
    projected.insert(u);
  }
  scope.tuples.assign(projected.begin(), projected.end());
  return scope;
}

// The candidates that have a variable in e.
inline Domains encoded_candidates(const enc::Encoded& e, const std::vector<int>& cells,
                                  int symbols) {
  Domains d(cells.size(), std::vector<char>(symbols, 0));
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (int s = 0; s < symbols; ++s) d[i][s] = e.vars.at(cells[i], s) != 0;
  return d;
}

// The candidates of `full` minus `removed` that survive unit propagation of
// the removals on e's formula; nullopt when propagation finds a conflict.
inline std::optional<Domains> up_domains(const enc::Encoded& e, const std::vector<int>& cells,
                                         Domains full, const std::vector<Candidate>& removed) {
  std::vector<int> assumed;
  for (const Candidate& c : removed) {
    full[c.position][c.symbol] = 0;
    assumed.push_back(-e.vars.at(cells[c.position], c.symbol));
  }
  const std::optional<std::set<int>> fixed = propagate(e.formula, assumed);
  if (!fixed) return std::nullopt;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t s = 0; s < full[i].size(); ++s)
      if (full[i][s] && fixed->count(-e.vars.at(cells[i], static_cast<int>(s)))) full[i][s] = 0;
  return full;
}

// For each position of the scope (in scope order), the symbols some tuple
// inside `d` gives it; nullopt when no tuple fits inside `d`.
inline std::optional<Domains> supported_candidates(const ConstraintScope& scope, const Domains& d) {
  const std::size_t symbols = d.empty() ? 0 : d[0].size();
  Domains support(scope.positions.size(), std::vector<char>(symbols, 0));
  bool any = false;
  for (const std::vector<int>& t : scope.tuples) {
    bool inside = true;
    for (std::size_t j = 0; j < t.size() && inside; ++j) inside = d[scope.positions[j]][t[j]];
    if (!inside) continue;
    any = true;
    for (std::size_t j = 0; j < t.size(); ++j) support[j][t[j]] = 1;
  }
  if (!any) return std::nullopt;
  return support;
}

// The least and greatest calculation numbers of the symbols marked in
// `marked` (one flag per symbol); nullopt when none is marked.
inline std::optional<std::pair<long long, long long>> calc_range(
    const std::vector<char>& marked, const model::SymbolTable& symbols) {
  std::optional<std::pair<long long, long long>> range;
  for (int s = 0; s < symbols.size(); ++s) {
    if (!marked[s]) continue;
    const long long calc = symbols.calc(s);
    if (!range) range = {calc, calc};
    range->first = std::min(range->first, calc);
    range->second = std::max(range->second, calc);
  }
  return range;
}

// `d` with the holes filled: each position gets every symbol whose
// calculation number lies between the least and the greatest of its
// candidates (for bounds consistency, which ignores mid-domain holes).
inline Domains interval_hull(const Domains& d, const model::SymbolTable& symbols) {
  Domains hull = d;
  for (std::vector<char>& candidates : hull) {
    const auto range = calc_range(candidates, symbols);
    for (int s = 0; s < symbols.size() && range; ++s)
      candidates[s] = range->first <= symbols.calc(s) && symbols.calc(s) <= range->second;
  }
  return hull;
}

}  // namespace rfsat::test
