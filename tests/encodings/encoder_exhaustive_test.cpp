// Exhaustive encoder tests, one table of small instances per constraint kind.
// For each instance and every encoder option (pruning on/off x every
// cardinality method): the decoded models of the CNF, enumerated with
// blocking clauses on cell literals only, equal the set of assignments the
// independent checker accepts; and, pointwise, every full assignment is SAT
// under assumptions iff the checker accepts it. A coverage test fails when a
// kind of model::ConstraintKind has no instance here.
#include <gtest/gtest.h>

#include <functional>
#include <set>

#include "encode.hpp"
#include "solver.hpp"
#include "support/brute_force.hpp"

namespace rfsat {
namespace {

using model::Puzzle;
using Tuples = std::set<std::vector<int>>;

struct Instance {
  std::string name;
  Puzzle puzzle;
};

// --- instance builders -------------------------------------------------
Puzzle with(Puzzle p, std::vector<model::ConstraintKind> kinds) {
  for (auto& k : kinds) p.constraints.push_back({std::move(k), {}});
  return p;
}
Puzzle with_calc(Puzzle p, std::vector<int> calc) {
  for (std::size_t s = 0; s < calc.size(); ++s) p.symbols.symbols[s].calc = calc[s];
  return p;
}
Puzzle with_empty(Puzzle p, int symbol) {
  p.symbols.empty_symbol = symbol;
  p.symbols.symbols[symbol].calc = 0;
  return p;
}
using test::first_cells;
using test::tiny_puzzle;
using G = model::Group;
using R = model::Renban;

std::vector<Instance> instances() {
  std::vector<Instance> v;
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  // Group: full, partial, multiplicity, empty symbol, overlapping, degenerate.
  add("group full 1234", with(tiny_puzzle(1, 4, "1234"), {G{first_cells(4)}}));
  add("group partial 1234", with(tiny_puzzle(1, 3, "1234"), {G{first_cells(3)}}));
  add("group full 122333", with(tiny_puzzle(1, 6, "122333"), {G{first_cells(6)}}));
  add("group partial 122333", with(tiny_puzzle(1, 4, "122333"), {G{first_cells(4)}}));
  add("group full 1123 empty", with_empty(with(tiny_puzzle(1, 4, "1123"), {G{first_cells(4)}}), 0));
  add("group 2x3 rows+cols 123",
      with(tiny_puzzle(2, 3, "123"), {G{{0, 1, 2}}, G{{3, 4, 5}}, G{{0, 3}}, G{{1, 4}}, G{{2, 5}}}));
  add("group single cell", with(tiny_puzzle(1, 2, "12"), {G{{1}}}));
  add("group empty", with(tiny_puzzle(1, 2, "12"), {G{{}}}));
  add("group 2x2 latin 12", with(tiny_puzzle(2, 2, "12"), {G{{0, 1}}, G{{2, 3}}, G{{0, 2}}, G{{1, 3}}}));
  // Renban: windows, gaps with an empty symbol, duplicate and negative calcs.
  add("renban 3 of 12345", with(tiny_puzzle(1, 3, "12345"), {R{first_cells(3)}}));
  add("renban 4 of 123456", with(tiny_puzzle(1, 4, "123456"), {R{first_cells(4)}}));
  add("renban 1 cell", with(tiny_puzzle(1, 2, "123"), {R{{0}}}));
  add("renban empty symbol", with_empty(with(tiny_puzzle(1, 4, "01234"), {R{first_cells(4)}}), 0));
  add("renban empty + gap",
      with_empty(with_calc(with(tiny_puzzle(1, 3, "0abc"), {R{first_cells(3)}}), {0, 1, 2, 5}), 0));
  add("renban duplicate calc",
      with_calc(with(tiny_puzzle(1, 3, "abcd"), {R{first_cells(3)}}), {1, 2, 2, 3}));
  add("renban negative calc",
      with_calc(with(tiny_puzzle(1, 3, "abcde"), {R{first_cells(3)}}), {-2, -1, 0, 1, 3}));
  add("renban + group 2x3",
      with(tiny_puzzle(2, 3, "123456"), {G{{0, 1, 2, 3, 4, 5}}, R{{0, 1, 2}}, R{{3, 4, 5}}}));
  // Single-cell rules, alone and against groups.
  add("given", with(tiny_puzzle(1, 3, "123"), {model::Given{1, 2}}));
  add("given vs group", with(tiny_puzzle(1, 3, "123"), {G{first_cells(3)}, model::Given{0, 1},
                                                        model::Given{2, 1}}));
  add("given twice", with(tiny_puzzle(1, 2, "123"), {model::Given{0, 1}, model::Given{0, 2}}));
  add("set_values", with(tiny_puzzle(1, 3, "1234"), {model::AllowedSymbols{0, {1, 3}},
                                                     model::AllowedSymbols{2, {}}, G{{0, 1}}}));
  add("del_values", with(tiny_puzzle(1, 3, "1234"), {model::ForbiddenSymbols{0, {0, 1, 2}},
                                                     G{first_cells(3)}}));
  add("even", with(tiny_puzzle(1, 3, "12345"), {model::Parity{{0, 2}, true}}));
  add("odd negative calc", with_calc(with(tiny_puzzle(1, 2, "abcd"), {model::Parity{{0, 1}, false}}),
                                     {-3, -2, 0, 7}));
  add("even empty value", with_empty(with(tiny_puzzle(1, 2, "0123"), {model::Parity{{0}, true}}), 0));
  // Mixed, with a hole.
  Puzzle holed = tiny_puzzle(2, 3, "123");
  holed.geometry.hole[4] = true;
  add("hole + groups + renban", with(holed, {G{{0, 1, 2}}, G{{0, 3}}, R{{0, 1}}, model::Given{5, 2}}));
  return v;
}

// --- the comparison ----------------------------------------------------
std::vector<int> active_cells(const Puzzle& p) {
  std::vector<int> cells;
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c)) cells.push_back(c);
  return cells;
}

Tuples cnf_solutions(const Puzzle& p, const enc::Encoded& e, const std::vector<int>& cells) {
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

void check_pointwise(const Puzzle& p, const enc::Encoded& e, const std::vector<int>& cells,
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

std::string describe(const Tuples& ts) {
  std::string s;
  for (const auto& t : ts) {
    s += "(";
    for (int v : t) s += std::to_string(v) + ",";
    s += ") ";
  }
  return s;
}

TEST(EncoderExhaustive, CnfModelsEqualCheckerAcceptedSets) {
  for (const Instance& in : instances()) {
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
        check_pointwise(in.puzzle, e, cells, accepted, label);
      }
    }
  }
}

// Every kind of the one kind list has at least one instance above.
TEST(EncoderExhaustive, EveryConstraintKindIsCovered) {
  std::set<std::size_t> covered;
  for (const Instance& in : instances())
    for (const model::Constraint& c : in.puzzle.constraints) covered.insert(c.kind.index());
  for (std::size_t k = 0; k < std::variant_size_v<model::ConstraintKind>; ++k)
    EXPECT_TRUE(covered.count(k)) << "constraint kind #" << k << " has no exhaustive test instance";
}

// Sanity of the closed forms the instances rely on.
TEST(EncoderExhaustive, ClosedForms) {
  auto count = [](const Puzzle& p) {
    return backend::enumerate(p, enc::encode_puzzle(p, {}), {.max_solutions = 100000, .time_limit_seconds = std::nullopt}).solutions.size();
  };
  EXPECT_EQ(count(with(tiny_puzzle(1, 4, "1234"), {G{first_cells(4)}})), 24u);       // 4!
  EXPECT_EQ(count(with(tiny_puzzle(1, 6, "122333"), {G{first_cells(6)}})), 60u);     // 6!/(1!2!3!)
  EXPECT_EQ(count(with(tiny_puzzle(1, 3, "12345"), {R{first_cells(3)}})), 3u * 6u);  // windows x 3!
}

}  // namespace
}  // namespace rfsat
