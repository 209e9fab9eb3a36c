// split_rules (split_rules.hpp): per-pair instances and sumless cages as
// groups, in the constraints' order (an instance takes its rule's place).
#include "split_rules.hpp"

#include <variant>

namespace rfsat::explain {
namespace {

// A kind that is one condition per pair of `pairs`, with more than one
// pair: one instance per pair into `out`; false otherwise.
template <class Kind>
bool split_pairs(const model::Constraint& c, const Kind& k, std::vector<model::Constraint>& out) {
  if constexpr (requires { k.pairs; }) {
    if (k.pairs.size() < 2) return false;
    for (const auto& pair : k.pairs) {
      Kind one = k;
      one.pairs = {pair};
      out.emplace_back(std::move(one), c.origin, c.rule);
    }
    return true;
  } else {
    return false;
  }
}

// A palindrome is one equality per mirrored pair, the pairs disjoint (so
// its instances alone imply what it implies alone); the middle cell of an
// odd line is in none.
bool split_palindrome(const model::Constraint& c, std::vector<model::Constraint>& out) {
  const auto* line = std::get_if<model::Palindrome>(&c.kind);
  if (!line || line->cells.size() < 3) return false;
  const std::size_t k = line->cells.size();
  for (std::size_t i = 0; i < k / 2; ++i)
    out.emplace_back(model::Palindrome{{line->cells[i], line->cells[k - 1 - i]}}, c.origin, c.rule);
  return true;
}

// A group means "pairwise different" exactly when every symbol may occur
// once and every cell holds one (the conditions of houses_of).
bool cages_are_groups(const model::Puzzle& p) {
  for (const model::Symbol& s : p.symbols.symbols)
    if (s.multiplicity != 1) return false;
  return !p.symbols.empty_symbol && p.symbols.capacity == p.symbols.size();
}

}  // namespace

model::Puzzle split_rules(const model::Puzzle& p) {
  model::Puzzle q;
  q.geometry = p.geometry;
  q.symbols = p.symbols;
  q.repetition = p.repetition;
  const bool groups = cages_are_groups(p);
  for (const model::Constraint& c : p.constraints) {
    if (const auto* cage = std::get_if<model::Cage>(&c.kind); cage && groups) {
      q.constraints.emplace_back(model::Group{cage->cells}, c.origin, c.rule);
      continue;
    }
    const bool split =
        split_palindrome(c, q.constraints) ||
        std::visit([&](const auto& k) { return split_pairs(c, k, q.constraints); }, c.kind);
    if (!split) q.constraints.push_back(c);
  }
  return q;
}

}  // namespace rfsat::explain
