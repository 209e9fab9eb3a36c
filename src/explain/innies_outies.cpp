// Innies and outies (engine.hpp): the killer setter's rule of 45 as a step.
// A run of houses holds every symbol once per house, so its numbers add up
// to a known total; taking away the cages inside it and those that stick
// out of it leaves an equation over a few cells (presolve::derive,
// derived_sums.hpp, with the houses and cages it reads as the reasons).
// The equation's candidates are scanned as a sum rule is (rule_scans.hpp:
// exact for the equation alone); a candidate no filling supports goes.
// Why: on a killer whose cages alone imply nothing, the solver's cores
// over the whole puzzle were the only steps left (the 20-killer of the
// variant set stalled after 2 steps); an equation scan takes microseconds,
// so nested paths use it too (docs/tuning.md#explain-innies).
#include <algorithm>

#include "cage_prune.hpp"
#include "engine.hpp"
#include "explain_report.hpp"

namespace rfsat::explain {

bool Engine::has_sum(const std::vector<int>& reasons) const {
  return std::any_of(reasons.begin(), reasons.end(), [&](int k) {
    return std::holds_alternative<model::Sum>(p_.constraints[k].kind);
  });
}

// Equations over at most the presolve's pruning bound of cells.
void Engine::derive_equations() {
  // One that counts no cage says what its houses say already.
  for (presolve::Derived& d : presolve::derive(p_, presolve::kPruneDerivedCells)) {
    if (!has_sum(d.reasons)) continue;
    std::vector<int> cells = d.plus;
    cells.insert(cells.end(), d.minus.begin(), d.minus.end());
    std::sort(cells.begin(), cells.end());
    equations_.push_back({std::move(d), std::move(cells)});
  }
  std::stable_sort(equations_.begin(), equations_.end(), [](const Equation& a, const Equation& b) {
    return a.cells.size() != b.cells.size() ? a.cells.size() < b.cells.size()
                                            : a.d.reasons.size() < b.d.reasons.size();
  });
}

namespace {

// "r3c4 + r3c5 = r2c3 + 4": the plus cells on the left, the minus cells
// and the total on the right ("r5c2 = 1" when no cell is added).
std::string equation_text(const model::Puzzle& p, const presolve::Derived& d) {
  const auto terms = [&](const std::vector<int>& cells) {
    std::string out;
    for (int c : cells) out += (out.empty() ? "" : " + ") + cell_text(p, c);
    return out;
  };
  const bool swap = d.plus.empty();
  const long long total = swap ? -d.total : d.total;
  const std::string left = terms(swap ? d.minus : d.plus);
  std::string right = terms(swap ? d.plus : d.minus);
  if (right.empty())
    right = std::to_string(total);
  else if (total != 0)
    right += (total > 0 ? " + " : " - ") + std::to_string(total > 0 ? total : -total);
  return left + " = " + right;
}

}  // namespace

// The first equation (fewest cells first) that excludes a candidate.
std::optional<Step> Engine::innies_outies(const GridState& s) {
  std::vector<Mask> support(static_cast<std::size_t>(s.cells()), 0);
  for (const auto& [d, cells] : equations_) {
    if (std::none_of(cells.begin(), cells.end(), [&](int c) { return s.open(c); })) continue;
    for (int c : cells) support[c] = 0;
    const std::optional<bool> holds = scan_equation(p_, d, s, support);
    // A broken equation is left to the solver's steps (its reasons, with
    // the state, contradict: the next cheaper step finds that).
    if (!holds || !*holds) continue;
    Step step;
    for (int c : cells)
      if (const Mask m = s.mask(c) & ~support[c]) step.eliminations.push_back({c, m});
    if (step.eliminations.empty()) continue;
    step.reasons = d.reasons;
    step.uses = removals_in(s, cells);
    step.technique = d.minus.empty() ? "innies" : "innies and outies";
    step.detail = equation_text(p_, d);
    step.key = "innies";
    step.rating = std::min(4.0, 2.0 + 0.2 * static_cast<double>(cells.size()));
    return step;
  }
  return std::nullopt;
}

}  // namespace rfsat::explain
