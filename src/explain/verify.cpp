// verify_path and its parts (verify.hpp): each step re-proven on a fresh
// encoding (no presolve pruning) of only its reasons, with the state as the
// cells' candidate sets, one solver call per removed candidate.
#include "verify.hpp"

#include "domains.hpp"
#include "encode.hpp"
#include "explain_report.hpp"
#include "grid_state.hpp"
#include "solver.hpp"

namespace rfsat::explain {
namespace {

model::Puzzle restricted(const model::Puzzle& p, const std::vector<int>& rules) {
  model::Puzzle q = p;
  q.constraints.clear();
  for (int k : rules) q.constraints.push_back(p.constraints[k]);
  return q;
}

std::string reason_text(const model::Puzzle& p, std::size_t position, int k) {
  return "reason " + std::to_string(position + 1) + " (" + rule_name(p, k) + ", line " +
         std::to_string(p.constraints[k].origin.line) + ")";
}

}  // namespace

std::vector<Mask> state_before(const Path& path, const Step& step) {
  std::vector<Mask> m = path.start;
  for (int u : step.uses) {
    const Step& used = path.steps.at(static_cast<std::size_t>(u));
    for (const Placement& pl : used.placements) m[pl.cell] &= presolve::bit(pl.symbol);
    for (const Elimination& e : used.eliminations) m[e.cell] &= ~e.symbols;
  }
  return m;
}

bool all_excluded(const Step& step, const std::vector<Mask>& state,
                  const std::function<bool(int cell, int symbol)>& excluded) {
  for (const Elimination& el : step.eliminations)
    for (Mask m = el.symbols; m; m &= m - 1)
      if (!excluded(el.cell, lowest(m))) return false;
  for (const Placement& pl : step.placements)
    for (Mask m = state[pl.cell] & ~presolve::bit(pl.symbol); m; m &= m - 1)
      if (!excluded(pl.cell, lowest(m))) return false;
  return true;
}

bool rules_imply(const model::Puzzle& p, const std::vector<int>& rules,
                 const std::vector<Mask>& state, const Step& step) {
  const model::Puzzle q = restricted(p, rules);
  // A cell without candidates: the state alone is a contradiction.
  if (presolve::has_empty_cell(q, state)) return true;
  const enc::Encoded e = enc::encode_domains(q, state, {.prune = false});
  backend::SatSolver solver;
  solver.add_formula(e.formula);
  // No conclusion: the rules contradict each other on the state.
  if (step.placements.empty() && step.eliminations.empty())
    return solver.solve() == backend::Status::unsatisfiable;
  return all_excluded(step, state, [&](int cell, int symbol) {
    const int v = e.vars.at(cell, symbol);
    if (v == 0) return true;  // not a candidate of the state
    solver.assume(v);
    return solver.solve() == backend::Status::unsatisfiable;
  });
}

std::optional<std::string> verify_step(const model::Puzzle& p, const Path& path,
                                       std::size_t index) {
  const Step& s = path.steps.at(index);
  for (int u : s.uses)
    if (u < 0 || static_cast<std::size_t>(u) >= index)
      return "it uses step " + std::to_string(u + 1) + ", which is not an earlier step";
  for (int k : s.reasons)
    if (k < 0 || static_cast<std::size_t>(k) >= p.constraints.size())
      return "it names a rule the puzzle does not have";
  const std::vector<Mask> state = state_before(path, s);
  if (!rules_imply(p, s.reasons, state, s))
    return std::string("its reasons and the steps it uses do not imply it");
  for (std::size_t k = 0; k < s.reasons.size(); ++k) {
    std::vector<int> fewer = s.reasons;
    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(k));
    if (rules_imply(p, fewer, state, s))
      return reason_text(p, k, s.reasons[k]) + " is not needed: it is not minimal";
  }
  return std::nullopt;
}

std::optional<std::string> verify_path(const model::Puzzle& p, const Path& path) {
  for (std::size_t i = 0; i < path.steps.size(); ++i)
    if (std::optional<std::string> why = verify_step(p, path, i))
      return "step " + std::to_string(i + 1) + " (" + path.steps[i].technique + "): " + *why;
  return std::nullopt;
}

}  // namespace rfsat::explain
