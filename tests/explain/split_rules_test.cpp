// The rules as `rfsat explain` reads them (src/explain/split_rules.hpp) and
// the small rules' tables (src/explain/rule_tables.hpp), held against the
// independent checker and the solver: a rule's instances hold on an
// assignment exactly when the rule does (random 4x4 assignments, every kind
// split); a sumless cage of a grid of single symbols becomes a group; and
// what a small rule alone excludes on a random candidate grid, read from
// its table, is what the solver finds asking that rule alone.
#include "split_rules.hpp"

#include <gtest/gtest.h>

#include <random>

#include "evaluate.hpp"
#include "explain_support.hpp"
#include "rule_solver.hpp"
#include "rule_tables.hpp"

namespace rfsat::test {
namespace {

using explain::Mask;

// Every rule on a line of its own: a constraint's instances share its line.
const std::string kRules =
    "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\nanti_knight\nanti_king\n"
    "non_consecutive\nkropki_diff(1, 2)\nno_kropki_diff\npalindrome(1, 2, 3, 7, 11)\n"
    "cage(13, 14, 15, 16)\nclone(1, 2; 11, 12)\nneq(1, 6)\nanti_taxicab\n";

// The constraints a line made, in p (a row_groups line makes one per row).
std::vector<const model::Constraint*> made_by(const model::Puzzle& p, const model::Constraint& c) {
  std::vector<const model::Constraint*> out;
  for (const model::Constraint& d : p.constraints)
    if (d.origin.line == c.origin.line && d.origin.column == c.origin.column) out.push_back(&d);
  return out;
}

bool all_hold(const std::vector<const model::Constraint*>& rules, const model::Puzzle& p,
              const model::Assignment& a) {
  for (const model::Constraint* d : rules)
    if (!check::evaluate(*d, p, a)) return false;
  return true;
}

// Half the time a pattern (x r + y c + z mod 4, which keeps rules of many
// pairs: a random grid breaks them nearly always), then maybe one cell changed.
model::Assignment random_assignment(std::mt19937_64& rng) {
  model::Assignment a(16);
  const int x = static_cast<int>(rng() % 4), y = static_cast<int>(rng() % 4),
            z = static_cast<int>(rng() % 4);
  const bool pattern = rng() % 2 == 0;
  for (int c = 0; c < 16; ++c)
    a[c] = pattern ? (x * (c / 4) + y * (c % 4) + z) % 4 : static_cast<int>(rng() % 4);
  if (rng() % 2 == 0) a[rng() % 16] = static_cast<int>(rng() % 4);
  return a;
}

TEST(SplitRules, InstancesHoldExactlyWhenTheRuleHolds) {
  const model::Puzzle p = rules_of_text(kRules);
  const model::Puzzle q = explain::split_rules(p);
  EXPECT_GT(q.constraints.size(), p.constraints.size() + 20);
  std::mt19937_64 rng(47);
  int split = 0;
  for (const model::Constraint& c : p.constraints) {
    if (&c != made_by(p, c).front()) continue;  // each line once
    const std::vector<const model::Constraint*> rules = made_by(p, c), parts = made_by(q, c);
    ASSERT_FALSE(parts.empty()) << c.rule;
    for (const model::Constraint* d : parts) EXPECT_EQ(d->rule, c.rule);
    if (parts.size() > rules.size()) ++split;
    int held = 0;
    for (int round = 0; round < 3000; ++round) {
      const model::Assignment a = random_assignment(rng);
      const bool all = all_hold(parts, q, a);
      ASSERT_EQ(all_hold(rules, p, a), all) << c.rule << " line " << c.origin.line;
      held += all;
    }
    if (rules.size() == 1) {
      EXPECT_GT(held, 0) << c.rule;  // both outcomes were compared
    }
  }
  // anti_knight, anti_king, non_consecutive, no_kropki_diff, palindrome,
  // clone, anti_taxicab.
  EXPECT_EQ(split, 7);
}

TEST(SplitRules, ASumlessCageIsAGroupWhenEverySymbolOccursOnce) {
  const model::Puzzle p = rules_of_text(kRules);
  const model::Puzzle q = explain::split_rules(p);
  int cages = 0;
  for (const model::Constraint& d : q.constraints)
    if (d.rule == "cage") {
      ++cages;
      EXPECT_TRUE(std::holds_alternative<model::Group>(d.kind));
    }
  EXPECT_EQ(cages, 1);
  // With an empty symbol a group would mean something else.
  const model::Puzzle r = explain::split_rules(
      rules_of_text("values = 12340\nempty_value = 0\nrow_groups\ncage(1, 2, 3)\n"));
  for (const model::Constraint& d : r.constraints)
    if (d.rule == "cage") {
      EXPECT_TRUE(std::holds_alternative<model::Cage>(d.kind));
    }
}

TEST(RuleTables, ASmallRuleAloneExcludesWhatTheSolverFinds) {
  const model::Puzzle q = explain::split_rules(rules_of_text(
      kRules + "sum(5, 5, 9)\nthermo(6, 7, 8)\nkropki_factor(9, 10)\ngreater(3, 4)\n"));
  explain::RuleTables tables(q);
  explain::RuleSolver solver(q, std::nullopt);
  std::mt19937_64 rng(470);
  int compared = 0, excluded = 0;
  for (int round = 0; round < 40; ++round) {
    const explain::GridState s = random_candidates(q, rng);
    for (int k : solver.rules()) {
      const std::vector<int>& cells = solver.cells_of(k);
      const explain::RuleTable* t = tables.of(k, cells);
      if (!t) continue;
      std::vector<Mask> support(16, 0);
      const bool holds = t->supported(s, cells, support);
      bool contradiction = false;
      const std::optional<explain::Step> step = solver.single_rule(s, k, contradiction);
      ASSERT_EQ(holds, !contradiction) << q.constraints[k].rule;
      if (!holds) continue;
      ++compared;
      std::vector<Mask> gone(16, 0);
      if (step)
        for (const explain::Elimination& e : step->eliminations) gone[e.cell] |= e.symbols;
      for (int c : cells) EXPECT_EQ(gone[c], s.mask(c) & ~support[c]) << q.constraints[k].rule;
      excluded += step.has_value();
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(excluded, 100);
}

}  // namespace
}  // namespace rfsat::test
