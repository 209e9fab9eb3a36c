// Shared harness of the exhaustive encoder tests (tests/encodings/): small
// instances (a tiny puzzle with a few constraints), builders for them, and
// the comparison "decoded CNF models == checker-accepted assignments" plus
// the pointwise SAT-iff-accepted check, under every encoder option.
// Each family of constraint kinds lists its instances in one
// instances_*.cpp file; the coverage test joins all lists.
#pragma once

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "encode.hpp"
#include "solver.hpp"
#include "support/brute_force.hpp"

namespace rfsat::test {

using model::Puzzle;
using Tuples = std::set<std::vector<int>>;

struct Instance {
  std::string name;
  Puzzle puzzle;
};

// --- instance builders -------------------------------------------------
inline Puzzle with(Puzzle p, std::vector<model::ConstraintKind> kinds) {
  for (auto& k : kinds) p.constraints.push_back({std::move(k), {}});
  return p;
}
inline Puzzle with_calc(Puzzle p, std::vector<int> calc) {
  for (std::size_t s = 0; s < calc.size(); ++s) p.symbols.symbols[s].calc = calc[s];
  return p;
}
inline Puzzle with_empty(Puzzle p, int symbol) {
  p.symbols.empty_symbol = symbol;
  p.symbols.symbols[symbol].calc = 0;
  return p;
}
using G = model::Group;
using R = model::Renban;


// The instance lists, one per family (instances_*.cpp).
std::vector<Instance> base_instances();     // groups, renban, single-cell rules
std::vector<Instance> cage_instances();     // §6 cell sets
std::vector<Instance> pair_instances();     // §7 pairs/triples, §8 pair bans and ripples
std::vector<Instance> line_instances();     // §9 lines and outside clues
std::vector<Instance> calcudoku_instances();  // §10 calcudoku: Nylimb lines, cdok cages
std::vector<Instance> outside_instances();    // issue 27: outside clues and sum lines
std::vector<Instance> set_instances();        // cages and sets (issue 27)
std::vector<Instance> global_instances();     // global and cell rules, strict dots (issue 27)
std::vector<Instance> modern_line_instances();     // issue 27's lines (line_kinds.hpp)
std::vector<Instance> automaton_line_instances();  // regex_line, nfa_line (automaton_kinds.hpp)
std::vector<Instance> composite_instances();       // or blocks
std::vector<Instance> relation_instances();        // binary relations, weighted sums
std::vector<Instance> chaos_instances();           // chaos construction, chaos_count / chaos_arrow
std::vector<Instance> doppelganger_instances();    // doppelganger (instances_doppelganger.cpp)

// --- the comparison ----------------------------------------------------
// The non-hole cells and the var cells (chaos_construction's region labels:
// the partition is compared too).
inline std::vector<int> active_cells(const Puzzle& p) {
  std::vector<int> cells;
  for (int c = 0; c < p.geometry.total_cells(); ++c)
    if (!p.geometry.is_hole(c)) cells.push_back(c);
  return cells;
}

inline Tuples cnf_solutions(const Puzzle& p, const enc::Encoded& e, const std::vector<int>& cells) {
  backend::Enumeration r = backend::enumerate(p, e, {.max_solutions = 100000, .time_limit_seconds = std::nullopt});
  EXPECT_TRUE(r.complete);
  Tuples out;
  for (const model::Assignment& a : r.solutions) {
    std::vector<int> t;
    for (int c : cells) t.push_back(a[c]);
    EXPECT_TRUE(out.insert(t).second) << "an assignment was enumerated twice";
  }
  return out;
}

inline void check_pointwise(const Puzzle& p, const enc::Encoded& e, const std::vector<int>& cells,
                     const Tuples& accepted, const std::string& label) {
  backend::SatSolver s;
  s.add_formula(e.formula);
  std::vector<int> all;
  for (int sym = 0; sym < p.symbols.size(); ++sym) all.push_back(sym);
  test::for_each_assignment(std::vector<std::vector<int>>(cells.size(), all), [&](const auto& t) {
    bool representable = true;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      int x = e.vars.at(cells[i], t[i]);
      if (x == 0) representable = false;
      else s.assume(x);
    }
    bool sat = representable && s.solve() == backend::Status::satisfiable;
    if (!representable) s.solve();  // clear pending assumptions
    EXPECT_EQ(sat, accepted.count(t) > 0) << label;
  });
}

inline std::string describe(const Tuples& ts) {
  std::string s;
  for (const auto& t : ts) {
    s += "(";
    for (int v : t) s += std::to_string(v) + ",";
    s += ") ";
  }
  return s;
}

// Runs the comparison for one instance under every encoder option.
inline void expect_cnf_matches_checker(const Instance& in) {
  const std::vector<int> cells = active_cells(in.puzzle);
  const Tuples accepted = test::accepted_assignments(in.puzzle, cells);
  for (bool prune : {false, true}) {
    for (enc::card::Method m : enc::card::kAllMethods) {
      const std::string label =
          in.name + (prune ? " pruned" : " unpruned") + " method " + std::to_string(static_cast<int>(m));
      enc::Encoded e = enc::encode_puzzle(in.puzzle, {.prune = prune, .card_method = m});
      Tuples got = cnf_solutions(in.puzzle, e, cells);
      Tuples missing, extra;
      for (const auto& t : accepted)
        if (!got.count(t)) missing.insert(t);
      for (const auto& t : got)
        if (!accepted.count(t)) extra.insert(t);
      EXPECT_TRUE(missing.empty() && extra.empty())
          << label << "\n missing: " << describe(missing) << "\n extra: " << describe(extra);
      // The pointwise check asks the same question as the enumeration
      // (its models projected on the cells), through assumptions instead
      // of blocking clauses: once per pruning suffices to test that path.
      if (m == enc::card::Method::automatic) check_pointwise(in.puzzle, e, cells, accepted, label);
    }
  }
}

// Every solution of p (whole assignments, each once, each accepted by the
// checker), enumerated unpruned and pruned; the two must agree.
inline Tuples solutions_both_ways(const Puzzle& p) {
  Tuples out;
  for (bool prune : {false, true}) {
    const enc::Encoded e = enc::encode_puzzle(p, {.prune = prune});
    const backend::Enumeration r = backend::enumerate(p, e, {.max_solutions = 100000});
    EXPECT_TRUE(r.complete);
    Tuples got;
    for (const model::Assignment& a : r.solutions) {
      EXPECT_FALSE(check::find_violation(p, a).has_value());
      EXPECT_TRUE(got.insert(a).second) << "a solution was enumerated twice";
    }
    if (prune) {
      EXPECT_EQ(got, out);
    }
    out = std::move(got);
  }
  return out;
}

}  // namespace rfsat::test
