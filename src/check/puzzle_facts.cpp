// The puzzle-wide facts of puzzle_facts.hpp, gathered in one pass over the
// constraints, and the per-thread scope that find_violation opens.
#include "puzzle_facts.hpp"

#include <algorithm>
#include <variant>

namespace rfsat::check::detail {
namespace {

struct OpenFacts {
  const Puzzle* puzzle = nullptr;
  std::optional<PuzzleFacts> facts;
};
thread_local OpenFacts open_scope;

}  // namespace

PuzzleFacts gather_facts(const Puzzle& p) {
  PuzzleFacts f;
  auto dot = [&](int a, int b) { f.kropki_dots.insert({std::min(a, b), std::max(a, b)}); };
  for (const model::Constraint& c : p.constraints) {
    if (const auto* k = std::get_if<model::Minimum>(&c.kind)) f.minimum_cells.insert(k->cell);
    if (const auto* k = std::get_if<model::Maximum>(&c.kind)) f.maximum_cells.insert(k->cell);
    if (const auto* d = std::get_if<model::KropkiDiff>(&c.kind)) dot(d->a, d->b);
    if (const auto* d = std::get_if<model::KropkiFactor>(&c.kind)) dot(d->a, d->b);
    if (const auto* d = std::get_if<model::KropkiAny>(&c.kind)) dot(d->a, d->b);
  }
  return f;
}

FactsScope::FactsScope(const Puzzle& p)
    : previous_puzzle_(open_scope.puzzle), previous_facts_(std::move(open_scope.facts)) {
  open_scope.facts = gather_facts(p);
  open_scope.puzzle = &p;
}

FactsScope::~FactsScope() {
  open_scope.puzzle = previous_puzzle_;
  open_scope.facts = std::move(previous_facts_);
}

const PuzzleFacts& facts_of(const Puzzle& p, std::optional<PuzzleFacts>& own) {
  if (open_scope.puzzle == &p && open_scope.facts) return *open_scope.facts;
  return own.emplace(gather_facts(p));
}

}  // namespace rfsat::check::detail
