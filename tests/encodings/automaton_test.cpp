// The automaton helper (encodings/automaton/): on random layered automata
// over small alphabets (up to 5 positions of up to 4 letters, some letters
// sharing a value, missing transitions, random accepting states), the CNF's
// models projected on the letters are exactly the accepted words of a plain
// run of the automaton; finals() gives a literal true iff the run ends in
// that state; letters with only an at-most-one get exactly one; unit
// propagation from any removed-letter set reaches GAC (every letter left
// lies on an accepted word inside the domains, and no word left means a
// conflict); minimization reaches the minimal layered automaton; and the
// size of the 9x9 encodings named in the encoder file heads.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

#include "automaton/automaton.hpp"
#include "card/cardinality.hpp"
#include "solver.hpp"
#include "support/brute_force.hpp"
#include "support/unit_propagation.hpp"

namespace rfsat::enc::automaton {
namespace {

using Word = std::vector<int>;  // letter index per position

// A random automaton: per layer, state x letter value -> next state or -1.
struct Random {
  int states = 1;
  std::vector<long long> values;                      // value of each letter (per column alike)
  std::vector<std::map<std::pair<int, long long>, int>> delta;  // per layer
  std::set<int> accepting;

  std::optional<int> step(std::size_t i, int s, long long v) const {
    auto it = delta[i].find({s, v});
    if (it == delta[i].end()) return std::nullopt;
    return it->second;
  }
  bool run(const std::vector<table::Column>& cols, const Word& w) const {
    int s = 0;
    for (std::size_t i = 0; i < w.size(); ++i) {
      auto next = step(i, s, cols[i][w[i]].value);
      if (!next) return false;
      s = *next;
    }
    return accepting.count(s) > 0;
  }
};

Random random_automaton(std::mt19937& rng, int k, int letters) {
  Random a;
  a.states = 1 + static_cast<int>(rng() % 4);
  for (int o = 0; o < letters; ++o) a.values.push_back(static_cast<long long>(rng() % 3));
  a.delta.resize(k);
  for (int i = 0; i < k; ++i)
    for (int s = 0; s < a.states; ++s)
      for (long long v = 0; v < 3; ++v)
        if (rng() % 5 != 0) a.delta[i][{s, v}] = static_cast<int>(rng() % a.states);
  for (int s = 0; s < a.states; ++s)
    if (rng() % 2) a.accepting.insert(s);
  return a;
}

// k columns of the automaton's letters; exactly one per column (or only
// at most one when `amo_only`).
std::vector<table::Column> columns(cnf::Formula& f, const Random& a, int k, bool amo_only) {
  std::vector<table::Column> cols(k);
  for (table::Column& col : cols) {
    std::vector<int> lits;
    for (std::size_t o = 0; o < a.values.size(); ++o) {
      col.push_back({f.new_var(), static_cast<int>(o), a.values[o]});
      lits.push_back(col.back().lit);
    }
    if (amo_only) card::at_most_one(f, lits);
    else card::exactly_one(f, lits);
  }
  return cols;
}

auto stepper(const Random& a) {
  return [&a](std::size_t i, int s, const table::Option& o) { return a.step(i, s, o.value); };
}

std::set<Word> accepted_words(const Random& a, const std::vector<table::Column>& cols) {
  std::set<Word> out;
  std::vector<int> letters;
  for (std::size_t o = 0; o < a.values.size(); ++o) letters.push_back(static_cast<int>(o));
  test::for_each_assignment(std::vector<std::vector<int>>(cols.size(), letters), [&](const Word& w) {
    if (a.run(cols, w)) out.insert(w);
  });
  return out;
}

// The models projected on the letters (a position with no true letter
// reads -1).
std::set<Word> models(const cnf::Formula& f, const std::vector<table::Column>& cols) {
  backend::SatSolver s;
  s.add_formula(f);
  std::set<Word> out;
  while (s.solve() == backend::Status::satisfiable) {
    Word w;
    std::vector<int> block;
    for (const table::Column& col : cols) {
      int pick = -1;
      for (std::size_t o = 0; o < col.size(); ++o)
        if (s.value(col[o].lit)) pick = static_cast<int>(o), block.push_back(-col[o].lit);
        else block.push_back(col[o].lit);
      w.push_back(pick);
    }
    EXPECT_TRUE(out.insert(w).second) << "a word was found twice";
    if (block.empty()) break;
    s.add_clause(block);
  }
  return out;
}

TEST(Automaton, ModelsAreTheAcceptedWords) {
  std::mt19937 rng(27);
  int cases = 0;
  for (int k = 0; k <= 5; ++k)
    for (int trial = 0; trial < 60; ++trial) {
      const Random a = random_automaton(rng, k, 1 + static_cast<int>(rng() % 4));
      for (bool amo_only : {false, true}) {
        cnf::Formula f;
        const std::vector<table::Column> cols = columns(f, a, k, amo_only);
        accepts(f, cols, 0, stepper(a), [&a](int s) { return a.accepting.count(s) > 0; });
        EXPECT_EQ(models(f, cols), accepted_words(a, cols)) << "k=" << k << " trial " << trial;
        ++cases;
      }
    }
  EXPECT_EQ(cases, 720);
}

TEST(Automaton, FinalLiteralsTellWhereTheRunEnds) {
  std::mt19937 rng(2007);
  for (int trial = 0; trial < 200; ++trial) {
    const int k = static_cast<int>(rng() % 5);
    const Random a = random_automaton(rng, k, 1 + static_cast<int>(rng() % 3));
    cnf::Formula f;
    const std::vector<table::Column> cols = columns(f, a, k, false);
    const std::map<int, int> fin =
        finals(f, cols, 0, stepper(a), [&a](int s) { return a.accepting.count(s) > 0; });
    backend::SatSolver s;
    s.add_formula(f);
    std::size_t seen = 0;
    for (const Word& w : accepted_words(a, cols)) {
      int end = 0;
      for (int i = 0; i < k; ++i) {
        s.assume(cols[i][w[i]].lit);
        end = *a.step(i, end, cols[i][w[i]].value);
      }
      ASSERT_EQ(s.solve(), backend::Status::satisfiable);
      for (const auto& [state, lit] : fin) EXPECT_EQ(s.value(lit), state == end) << trial;
      ++seen;
    }
    EXPECT_EQ(fin.empty(), seen == 0) << trial;
  }
}

// For each removal set: UP's letter domains equal the letters on accepted
// words inside them (GAC), or UP fails exactly when no word is left.
TEST(Automaton, UnitPropagationReachesGac) {
  std::mt19937 rng(2006);
  long long checks = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int k = 1 + static_cast<int>(rng() % 5);
    const Random a = random_automaton(rng, k, 2 + static_cast<int>(rng() % 3));
    cnf::Formula f;
    const std::vector<table::Column> cols = columns(f, a, k, false);
    accepts(f, cols, 0, stepper(a), [&a](int s) { return a.accepting.count(s) > 0; });
    const std::set<Word> words = accepted_words(a, cols);
    for (int state = 0; state < 20; ++state) {
      std::vector<int> removed;
      std::vector<std::vector<char>> dom(k, std::vector<char>(a.values.size(), 1));
      for (int i = 0; i < k; ++i)
        for (std::size_t o = 0; o < a.values.size(); ++o)
          if (rng() % 3 == 0) dom[i][o] = 0, removed.push_back(-cols[i][o].lit);
      std::vector<std::vector<char>> support(k, std::vector<char>(a.values.size(), 0));
      bool any = false;
      for (const Word& w : words) {
        bool inside = true;
        for (int i = 0; i < k && inside; ++i) inside = dom[i][w[i]];
        if (!inside) continue;
        any = true;
        for (int i = 0; i < k; ++i) support[i][w[i]] = 1;
      }
      const auto fixed = test::propagate(f, removed);
      ++checks;
      ASSERT_EQ(fixed.has_value(), any) << "trial " << trial << " state " << state;
      if (!fixed) continue;
      for (int i = 0; i < k; ++i)
        for (std::size_t o = 0; o < a.values.size(); ++o)
          EXPECT_EQ(!fixed->count(-cols[i][o].lit), static_cast<bool>(support[i][o]))
              << "trial " << trial << " position " << i << " letter " << o;
    }
  }
  EXPECT_EQ(checks, 6000);
}

// The sum of the letters mod 3, accepted when 1, with two names for each
// residue (r, and r + 3 when the last letter read was a 1): pruning keeps
// up to 4 names per layer, minimization one per live residue.
TEST(Automaton, MinimizationMergesEqualFutures) {
  cnf::Formula f;
  Random a;
  a.values = {0, 1};
  const int k = 4;
  std::vector<table::Column> cols(k);
  for (table::Column& col : cols)
    for (int o = 0; o < 2; ++o) col.push_back({f.new_var(), o, o});
  auto step = [](std::size_t, int s, const table::Option& o) -> std::optional<int> {
    return (s % 3 + static_cast<int>(o.value)) % 3 + 3 * static_cast<int>(o.value);
  };
  Unrolled<int> u = unroll(cols, 0, step);
  std::vector<char> ok;
  for (int s : u.finals) ok.push_back(s % 3 == 1);
  const Graph pruned = prune(u.graph, ok);
  EXPECT_EQ(pruned.width, (std::vector<int>{1, 2, 4, 4, 2}));
  const Graph g = minimize(pruned, false);
  EXPECT_EQ(g.width, (std::vector<int>{1, 2, 3, 2, 1}));
  EXPECT_EQ(minimize(pruned, true).width, (std::vector<int>{1, 2, 3, 2, 2}));
}

}  // namespace
}  // namespace rfsat::enc::automaton
