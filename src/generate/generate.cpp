// What both generators (generate.hpp) share: the seeded Rng, the difficulty
// measure (a counting depth-first search over candidate masks) and a random
// solution from the solver with seeded random phases. The calcudoku
// generator is calcudoku.cpp with cages.cpp, the rule-file
// generator rules.cpp.
#include "generate.hpp"

#include <algorithm>
#include <bit>

#include "cage_prune.hpp"
#include "encode.hpp"
#include "evaluate.hpp"
#include "presolve.hpp"
#include "solver.hpp"

namespace rfsat::generate {

std::uint64_t Rng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int Rng::below(int n) {
  const std::uint64_t bound = static_cast<std::uint64_t>(n);
  const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
  std::uint64_t x;
  do x = next();
  while (x >= limit);
  return static_cast<int>(x % bound);
}

namespace {

// Branch points of a depth-first search over the domains, propagating with
// groups and cages at every node; stops counting at `budget`.
int branches(const model::Puzzle& p, enc::Domains d, int& budget) {
  presolve::prune_with_cages(p, d);
  int best = -1;
  for (int c = 0; c < p.geometry.cell_count(); ++c) {
    if (p.geometry.is_hole(c)) continue;
    const int k = std::popcount(d[c]);
    if (k == 0) return 0;  // dead end
    if (k > 1 && (best < 0 || k < std::popcount(d[best]))) best = c;
  }
  if (best < 0 || budget <= 0) return 0;
  --budget;
  int n = 1;
  for (enc::Mask m = d[best]; m; m &= m - 1) {
    enc::Domains e = d;
    e[best] = m & (~m + 1);
    n += branches(p, std::move(e), budget);
  }
  return n;
}

}  // namespace

int difficulty(const model::Puzzle& p) {
  if (p.symbols.size() > enc::kMaxSymbols) return -1;
  int budget = kDifficultyCap;
  return std::min(branches(p, presolve::full_domains(p), budget), kDifficultyCap);
}

std::optional<model::Assignment> random_solution(const model::Puzzle& p, std::uint64_t seed,
                                                 double time_limit_seconds,
                                                 std::size_t memory_limit_mb, bool* outgrew,
                                                 bool* timed_out) {
  // The time limit bounds pruning and encoding too (a grid of large product
  // cages prunes for minutes): past it, no solution is found.
  const enc::Options limits{.deadline = deadline_after(time_limit_seconds)};
  if (outgrew) *outgrew = false;
  if (timed_out) *timed_out = false;
  enc::Encoded e;
  try {
    const presolve::Presolved pre =
        presolve::presolve(p, {.deadline = limits.deadline, .hint = false});
    if (pre.domains && presolve::has_empty_cell(p, *pre.domains)) return std::nullopt;
    e = enc::encode(p, pre, limits);
  } catch (const cnf::LimitExceeded& stopped) {
    if (stopped.kind != cnf::LimitExceeded::Kind::time) throw;  // main reports the others
    if (timed_out) *timed_out = true;
    return std::nullopt;
  }
  Rng rng(seed ^ 0x5EEDF00DULL);
  backend::EnumerateOptions o;
  o.max_solutions = 1;
  o.time_limit_seconds = time_limit_seconds;
  o.memory_limit_mb = memory_limit_mb;
  o.settings.seed = static_cast<int>(seed % 1000003) + 1;
  for (int c = 0; c < p.geometry.cell_count(); ++c) {
    std::vector<int> lits;
    for (int s = 0; s < e.vars.num_symbols; ++s)
      if (int x = e.vars.at(c, s)) lits.push_back(x);
    if (lits.size() < 2) continue;
    const int pick = rng.below(static_cast<int>(lits.size()));
    for (int i = 0; i < static_cast<int>(lits.size()); ++i) o.phases.push_back(i == pick ? lits[i] : -lits[i]);
  }
  backend::Enumeration r = backend::enumerate(p, e, o);
  if (outgrew) *outgrew = r.memory_hit;
  if (timed_out) *timed_out = r.solutions.empty() && r.limit_hit && !r.memory_hit;
  if (r.solutions.empty() || check::find_violation(p, r.solutions[0])) return std::nullopt;
  return r.solutions[0];
}

}  // namespace rfsat::generate
