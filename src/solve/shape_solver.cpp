// ShapeSolver (see shape_solver.hpp). Soundness: the assumptions fix exactly
// the cells propagation fixed (which include every given) and exclude the
// candidates removed from cells named by set_values / del_values / even /
// odd, so base + assumptions has the same solutions as the puzzle. The loop
// reads the cells fixed in the puzzle's domains from those domains (the
// assumptions force the same values) and leaves them out of blocking clauses.
#include "shape_solver.hpp"

#include <bit>
#include <chrono>
#include <type_traits>
#include <variant>

#include "enumerator.hpp"

namespace rfsat::solve {
namespace {

bool is_group(const model::Constraint& c) { return std::holds_alternative<model::Group>(c.kind); }

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

ShapeSolver::ShapeSolver(const model::Puzzle& base)
    : group_count_(base.constraints.size()),
      base_(enc::encode_puzzle(base, {.prune = false})),
      solver_(backend::SolverSettings{.profile = profile_of(base)}) {
  solver_.add_formula(base_.formula);
  next_var_ = base_.formula.num_vars();
}

bool ShapeSolver::fits(const model::Puzzle& p) const {
  if (p.constraints.size() < group_count_) return false;
  for (std::size_t i = 0; i < p.constraints.size(); ++i)
    if (i < group_count_ ? !is_group(p.constraints[i]) : !model::is_candidate_rule(p.constraints[i]))
      return false;
  return true;
}

std::vector<int> ShapeSolver::assumptions(const model::Puzzle& p, const enc::Domains& d) const {
  std::vector<bool> restricted(p.geometry.cell_count(), false);
  for (std::size_t i = group_count_; i < p.constraints.size(); ++i)
    std::visit([&](const auto& k) {
      using K = std::decay_t<decltype(k)>;
      if constexpr (std::is_same_v<K, model::Parity>) {
        for (int c : k.cells) restricted[c] = true;
      } else if constexpr (std::is_same_v<K, model::SetValues> ||
                           std::is_same_v<K, model::DelValues> ||
                           std::is_same_v<K, model::Given>) {
        restricted[k.cell] = true;
      }  // other kinds never follow the groups: see fits()
    }, p.constraints[i].kind);
  std::vector<int> out;
  for (int c = 0; c < p.geometry.cell_count(); ++c) {
    if (p.geometry.is_hole(c)) continue;
    const bool fixed = enc::is_single(d[c]);
    for (int s = 0; s < base_.vars.num_symbols; ++s) {
      const bool in = (d[c] >> s) & 1;
      if (fixed && in) out.push_back(base_.vars.at(c, s));
      if (!fixed && restricted[c] && !in) out.push_back(-base_.vars.at(c, s));
    }
  }
  return out;
}

Result ShapeSolver::solve(const model::Puzzle& p, const Request& request) {
  const auto start = std::chrono::steady_clock::now();
  Result r;
  enc::Domains d = presolve::full_domains(p);
  presolve::prune(p, d);
  const auto deadline = deadline_after(request.time_limit, start);
  if (auto decided = decided_by_propagation(p, d)) {
    r.enumeration = std::move(*decided);
    r.total_seconds = since(start);
    return r;
  }
  const std::vector<int> assume = assumptions(p, d);
  backend::Collector collector(request.count);
  backend::enumerate_cells(solver_, {p, base_.vars, d},
                           {.assumptions = assume, .activation = ++next_var_, .limits = {.deadline = deadline}},
                           collector);
  r.enumeration = std::move(collector.result);
  verify(p, r);
  r.total_seconds = since(start);
  return r;
}

}  // namespace rfsat::solve
