// Random `or` rules for the differential tests: 1..3 alternatives, each the
// rules random_variant_rules makes on an empty copy of the puzzle (so an
// alternative may hold several rules, as an `and` block, and may itself
// hold an `or`, at most two deep). With a reference solution one
// alternative is planted on it and the others are random, so the rule holds
// on ref; without ref every alternative is random.
#include "random_puzzle.hpp"

namespace rfsat::test::random {
namespace {

int depth = 0;  // nesting of or_rule, bounded to keep the puzzles small

std::vector<model::Constraint> alternative(Rng& rng, const Puzzle& p, Ref ref) {
  Puzzle q = p;
  q.constraints.clear();
  random_variant_rules(rng, q, ref);
  return q.constraints;
}

}  // namespace

void or_rule(Rng& rng, Puzzle& p, const Assignment* ref) {
  if (depth >= 2) return;
  ++depth;
  model::Or o;
  const int count = uniform(rng, 1, 3);
  const int planted = uniform(rng, 0, count - 1);
  for (int i = 0; i < count; ++i) {
    std::vector<model::Constraint> made = alternative(rng, p, i == planted ? ref : nullptr);
    if (!made.empty())
      o.alternatives.push_back(std::move(made));
    else if (ref && i == planted)
      o.alternatives.push_back({});  // nothing made: holds anyway
  }
  --depth;
  if (!o.alternatives.empty()) add(p, std::move(o));
}

}  // namespace rfsat::test::random
